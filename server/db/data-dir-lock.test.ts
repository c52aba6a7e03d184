import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
function makeDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the DATA_DIR lock", () => {
  it("is exclusive until released", () => {
    const dir = makeDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("refuses while another live process holds it, naming that process", () => {
    const dir = makeDir();
    // The test runner's parent is alive and is not us.
    fs.writeFileSync(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), started_at: "", token: "x" }),
    );
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`Another server \\(process ${process.ppid}\\) is already using the data folder`));
  });

  it("takes over a lock left by a process that died, or by an earlier life of our own pid", () => {
    const dir = makeDir();
    const lockFile = path.join(dir, "server.lock");
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), started_at: "", token: "dead" }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, hostname: os.hostname(), started_at: "", token: "restart" }));
    lockDataDir(dir).release();
    fs.writeFileSync(lockFile, "not json");
    lockDataDir(dir).release();
  });

  it("assumes a lock from another host is alive", () => {
    const dir = makeDir();
    fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify({ pid: 1, hostname: "another-host", started_at: "", token: "x" }));
    expect(() => lockDataDir(dir)).toThrow(/process 1 on host another-host/);
  });
});
