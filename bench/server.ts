// Starts the built server on a free loopback port with a fresh DATA_DIR, for benchmarks.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getFreePort } from "#tests/support/server-process.ts";
import { SERVER_ENTRY, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "../scripts/server-command.ts";

export { getFreePort };

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning the process to /readyz answering 200. */
  readyMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** CPU seconds a process and its children (nginx's workers) have used so far, from /proc. */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime in clock ticks (fields 14 and 15; 100 per second on Linux).
  let seconds = (Number(fields[11]) + Number(fields[12])) / 100;
  let children = "";
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  } catch {
    // no children listed: the process' own time only
  }
  for (const child of children.split(" ").filter(Boolean)) seconds += cpuSecondsOf(Number(child));
  return seconds;
}

const words = (text: string | undefined) => (text ?? "").split(" ").filter(Boolean);

/**
 * Spawns the compiled server as `npm start` does (scripts/server-command.ts: its flags and
 * allocator settings) and waits until it is ready. To try another setting: `EXTRA_NODE_FLAGS` adds
 * V8 or Node flags after the defaults, `BENCH_NODE_FLAGS` replaces the defaults,
 * `BENCH_SERVER_ENTRY` runs another entry (`server/main.ts`: the sources, as before ADR 077),
 * `BENCH_MMAP_THRESHOLD` another glibc mapping threshold (ADR 035); `SERVER_CPU` (a taskset CPU
 * list) pins it.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, "..");
  const port = await getFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "fdh-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // SERVER_CPU pins the server to a core (util-linux's taskset execs node, so the pid stays the server's).
  const pin = process.env.SERVER_CPU;
  const child = spawn(
    pin ? "taskset" : process.execPath,
    [
      ...(pin ? ["-c", pin, process.execPath] : []),
      ...(process.env.BENCH_NODE_FLAGS === undefined ? SERVER_NODE_FLAGS : words(process.env.BENCH_NODE_FLAGS)),
      ...words(process.env.EXTRA_NODE_FLAGS),
      process.env.BENCH_SERVER_ENTRY ?? SERVER_ENTRY,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        ...SERVER_MALLOC_ENV,
        ...(process.env.BENCH_MMAP_THRESHOLD ? { MALLOC_MMAP_THRESHOLD_: process.env.BENCH_MMAP_THRESHOLD } : {}),
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "inherit"],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server not ready after 120 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    process: child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
