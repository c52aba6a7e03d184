// How the server process is started, in one place: `npm start` and `npm run serve`
// (scripts/serve.sh asks this file), the browser tests' servers and the bench (ADR 035, ADR 077).
//
//   node scripts/server-command.ts          # prints the node arguments: flags, then the entry
//   node scripts/server-command.ts --env    # prints the allocator settings as NAME=value lines

/** The compiled server (scripts/build-server.ts), relative to the project's root. */
export const SERVER_ENTRY = "build/node/main.js";

/**
 * V8's settings (ADR 035): the embedded database's WebAssembly compiled once by the baseline
 * compiler, a young generation of 4 MiB semi-spaces and an old generation of 96 MiB. Larger ones
 * render for about a quarter less CPU but keep 15–30 MiB more resident under uncached renders,
 * past the 256 MiB the site is held to (ADR 077 has the measurements).
 */
export const SERVER_NODE_FLAGS = ["--liftoff-only", "--max-semi-space-size=4", "--max-old-space-size=96"];

/**
 * glibc's allocator (ADR 035): two arenas, not eight per core, across the libuv threads; blocks of
 * 32 KiB and more mapped on their own and given back when freed; free memory past 1 MiB at the top
 * of the heap returned.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "32768",
  MALLOC_TRIM_THRESHOLD_: "1048576",
};

/** The node arguments that start the server, with `extraFlags` (a bench's experiment) after the defaults. */
export function serverArguments(extraFlags: readonly string[] = []): string[] {
  return [...SERVER_NODE_FLAGS, ...extraFlags, SERVER_ENTRY];
}

if (import.meta.main) {
  console.log(
    process.argv.includes("--env")
      ? Object.entries(SERVER_MALLOC_ENV)
          .map(([name, value]) => `${name}=${value}`)
          .join("\n")
      : serverArguments().join(" "),
  );
}
