import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { ROOT } from "./test-server.ts";

/** The real server (`node server/main.ts`) in a child process, as an operator runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it wrote to stderr: shown when a test fails. */
  readonly stderr: string;
  /** SIGKILL: no shutdown, no clean-up, as when the machine loses power or the kernel kills it. */
  kill(): Promise<void>;
}

/** A loopback port nobody listens on now. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Spawns the server with the production build and waits for /readyz. A first start on the
 * embedded database runs initdb: on a busy machine `readyTimeoutMs` gives it longer than 60 s.
 */
export async function startServerProcess(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  if (!existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    throw new Error("no production build: run `node scripts/build-if-stale.ts` first (npm test does)");
  }
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    get stderr() {
      return stderr;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
