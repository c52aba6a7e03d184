import { parse as parseCookie } from "cookie-es";
import type { FastifyRequest } from "fastify";

/** Reads `Authorization: Bearer <token>`; undefined when there is no such header, null when it is malformed. */
export function readBearerToken(request: FastifyRequest): string | undefined | null {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === "") return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** A cookie's value, if it is present and well-formed. */
export function readCookieValue(request: FastifyRequest, name: string): string | undefined {
  const value = parseCookie(request.headers.cookie ?? "")[name];
  return value && /^[A-Za-z0-9_-]{1,512}$/.test(value) ? value : undefined;
}
