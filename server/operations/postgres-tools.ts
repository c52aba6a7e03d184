import { spawn } from "node:child_process";

/**
 * libpq's environment for a DATABASE_URL: pg_dump and pg_restore get the password from the
 * environment, never on their command line, where any user of the machine could read it in `ps`.
 */
export function getPostgresEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs one of PostgreSQL's client programs; rejects with its own words when it fails or is missing. */
export async function runPostgresTool(program: string, args: string[], databaseUrl: string): Promise<void> {
  const child = spawn(program, args, {
    env: { ...process.env, ...getPostgresEnvironment(databaseUrl) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${program} is not installed: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`${program} failed (exit code ${code}): ${stderr.trim().split("\n").slice(-3).join(" ")}`);
}
