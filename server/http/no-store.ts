import type { FastifyInstance } from "fastify";

/** The console's API: every area's staff routes live under it (ADR 040, 043). */
export const STAFF_API_PREFIX = "/api/staff";

function isUnder(url: string, prefixes: readonly string[]): boolean {
  const path = url.split("?", 1)[0]!;
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Every answer under these paths, success or refusal, is `Cache-Control: no-store` (DESIGN.md:
 * personal data is never cached; ADR 040 and 043). One hook on the whole server, by path, so the
 * answers no route of an area gives (a 404, a refusal before routing) carry it too and no route
 * has to remember it. A route's own stricter value (`private, no-store`) stays.
 */
export function registerNoStore(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isUnder(request.url, prefixes)) return payload;
    const current = reply.getHeader("cache-control");
    if (typeof current !== "string" || !/\bno-store\b/.test(current)) reply.header("cache-control", "no-store");
    return payload;
  });
}
