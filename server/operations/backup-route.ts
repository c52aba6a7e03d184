import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { HttpError } from "../http-error.ts";

/** The path the backup command asks a running server for the embedded database's dump. */
export const DATABASE_DUMP_PATH = "/api/operations/database-dump";

/** Where a running server on the embedded database tells the backup command how to reach it. */
export function getOperationsFilePath(dataDir: string): string {
  return path.join(dataDir, "operations.json");
}

/** What `DATA_DIR/operations.json` holds (0600, the server's user alone reads it). */
export interface OperationsFile {
  url: string;
  token: string;
  pid: number;
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, "");
  return plain === "::1" || plain.startsWith("127.");
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The embedded database belongs to the one process that holds DATA_DIR, so `npm run backup`
 * asks that process for PGlite's own dump (ADR 051). The request must come over the loopback
 * interface (the socket's address: no forwarded header counts) with the random token this
 * process wrote to `DATA_DIR/operations.json` when it started listening: whoever may read
 * DATA_DIR may take a backup, nobody else, and no staff password sits in a cron job. Any other
 * request gets the same 404 as a path that does not exist.
 */
export function registerBackupRoute(app: FastifyInstance, options: { database: DatabaseHandle; dataDir: string }): void {
  const { database, dataDir } = options;
  if (!database.dumpEmbedded) return;
  const dump = database.dumpEmbedded.bind(database);
  const token = randomBytes(32).toString("base64url");
  const file = getOperationsFilePath(dataDir);

  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (!address || typeof address === "string") return;
    const host = address.family === "IPv6" ? (address.address === "::" ? "[::1]" : `[${address.address}]`) : address.address;
    const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${address.port}`;
    const content: OperationsFile = { url, token, pid: process.pid };
    // Written beside and renamed: the backup command never reads half a file.
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(content), { mode: 0o600 });
    fs.renameSync(temporary, file);
  });
  app.addHook("onClose", async () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<OperationsFile>;
      if (current.token === token) fs.unlinkSync(file);
    } catch {
      // Never written (the server did not listen) or already gone.
    }
  });

  app.get(DATABASE_DUMP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (!isLoopback(request.socket.remoteAddress) || !given || !sameToken(given, token)) {
      throw new HttpError(404, `Nothing at ${request.method} ${DATABASE_DUMP_PATH}`, { code: "not_found" });
    }
    const started = performance.now();
    const archive = Buffer.from(await (await dump()).arrayBuffer());
    request.log.info({ bytes: archive.length, ms: Math.round(performance.now() - started) }, "embedded database dumped for a backup");
    return reply.header("cache-control", "no-store").type("application/gzip").send(archive);
  });
}
