import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KYC_FOLDER } from "#domain/kyc/kyc.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { hashFolder, sha256, signInProcess, stopGracefully, uploadSlowly } from "#tests/support/backup.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { STAFF, STAFF_TOTP_SECRET } from "#tests/support/test-server.ts";

/** Each test starts several servers on a machine shared with other suites: a first start may take long. */
const SLOW_START = { readyTimeoutMs: 180_000 };

/** Every file under a folder, as paths relative to it. */
function listFiles(folder: string): string[] {
  return [...hashFolder(folder).keys()];
}

describe("SIGTERM while an upload is arriving", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-stop-"));
    env = { DATA_DIR: dataDir, ADMIN_USERNAME: STAFF.username, ADMIN_PASSWORD: STAFF.password, ADMIN_TOTP_SECRET: STAFF_TOTP_SECRET };
  });

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the upload it has begun, refuses new work, exits 0 and leaves nothing half-written", async () => {
    server = await startServerProcess(env, SLOW_START);
    const staff = await signInProcess(server);
    const content = createPaddedPdf(1_200_000, 7);
    let markStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    // About 19 pieces 100 ms apart: the stop lands with most of the file still to come.
    const upload = uploadSlowly(server, staff, content, { pauseMs: 100, onStarted: markStarted });
    await started;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const exitCode = stopGracefully(server);

    // While it finishes, the server takes no new connection (or answers it 503 if it still does).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const late = await fetch(`${server.url}/readyz`).then(
      (response) => response.status,
      () => "refused" as const,
    );
    expect([503, "refused"]).toContain(late);

    const answer = await upload;
    expect(await exitCode).toBe(0);
    expect(answer).not.toBe("cut");
    if (answer === "cut") return;
    expect(answer.status, answer.body).toBe(201);
    const { url } = JSON.parse(answer.body) as { url: string };

    // Nothing half-written: the temporary folders are empty and the one stored file is whole.
    expect(listFiles(path.join(dataDir, "tmp"))).toEqual([]);
    expect(listFiles(path.join(getUploadsRoot(dataDir), ".tmp"))).toEqual([]);
    const stored = hashFolder(path.join(getUploadsRoot(dataDir), KYC_FOLDER));
    expect([...stored.values()]).toEqual([sha256(content)]);

    // After a restart the acknowledged upload is there, byte for byte.
    server = await startServerProcess(env, SLOW_START);
    const response = await fetch(`${server.url}${url}`, { headers: { authorization: await signInProcess(server) } });
    expect(response.status).toBe(200);
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(content));
    expect(await stopGracefully(server)).toBe(0);
  }, 180_000);
});
