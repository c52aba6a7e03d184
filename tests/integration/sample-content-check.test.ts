import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";

// The sample content's own checker (content/README.md): every field of every record in the shape
// the spec gives, and the counts. It was run by hand only, and drifted from the content once.
it("passes content/scripts/check-content.ts on the sample content as committed", async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ["content/scripts/check-content.ts"], { timeout: 60_000 });
  expect(stdout).toMatch(/checks: \d+ passed, 0 failed/);
});
