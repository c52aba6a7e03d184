import { spawn } from "node:child_process";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { buildTestApp, createTestDatabase, ROOT, type TestDatabase } from "#tests/support/test-server.ts";

/** Runs `node server/main.ts` with an environment; answers its exit code and error output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "server", "main.ts")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the second server did not stop by itself: ${stderr}`));
    }, 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("the embedded database's lock on DATA_DIR", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    app = await buildTestApp(database, { seed: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("makes a second server process on the same folder refuse to start with a clear message", async () => {
    const { code, stderr } = await runServer({ DATA_DIR: database.dataDir, PORT: "3299", LOG_LEVEL: "silent" });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^Another server \(process \d+\) is already using the data folder .+\. The embedded database allows one server per folder/,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a second server in the same process too", async () => {
    await expect(buildTestApp(database, { seed: false })).rejects.toThrow(DataDirLockedError);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });

  it("frees the folder when the server stops", async () => {
    await app.close();
    app = await buildTestApp(database, { seed: false });
    expect((await app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ready" });
  });
});
