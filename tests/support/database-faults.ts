import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { startTcpProxy, throughProxy, type TcpProxy } from "./tcp-proxy.ts";
import { buildTestApp, createTestDatabase, type TestAppOptions, type TestDatabase } from "./test-server.ts";

/** A server on a fresh PostgreSQL database reached through a proxy the test can cut (ADR 033 fault tests). */
export interface ServerBehindProxy {
  database: TestDatabase;
  proxy: TcpProxy;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startServerBehindProxy(options: TestAppOptions = {}): Promise<ServerBehindProxy> {
  const database = await createTestDatabase("postgres");
  const real = new URL(database.databaseUrl!);
  const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const app = await buildTestApp({ ...database, databaseUrl: throughProxy(database.databaseUrl!, proxy) }, options);
  return {
    database,
    proxy,
    app,
    async close() {
      await app.close();
      await proxy.close();
      await database.drop();
    },
  };
}

/** Asks until the instance says it is ready again: recovery must come by itself, with no restart. */
export async function waitUntilReady(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await app.inject({ url: "/readyz" })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error("the instance did not recover within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function sha256(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}
