import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, RUNS_FROM_SOURCE, SERVER_BUNDLE_DIR, workerModule } from "./runtime-paths.ts";

describe("runtime paths (ADR 077)", () => {
  it("finds the project's root from the sources", () => {
    expect(RUNS_FROM_SOURCE).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { name: string };
    expect(manifest.name).toBe("fdh-group-website");
    expect(SERVER_BUNDLE_DIR).toBe(path.join(PROJECT_ROOT, "build", "node"));
  });

  it("names each worker thread's source, which exists", () => {
    for (const worker of ["content/sanitize-blog-html-worker", "uploads/pdf-check-worker"]) {
      const file = workerModule(worker);
      expect(file).toBe(path.join(PROJECT_ROOT, "server", `${worker}.ts`));
      expect(existsSync(file), file).toBe(true);
    }
  });
});
