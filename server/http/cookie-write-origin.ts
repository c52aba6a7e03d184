import { parse as parseCookie } from "cookie-es";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.ts";
import { isSameSiteRequest } from "./origin-check.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the request would be authenticated by a cookie: a session cookie rides along with any
 * request a browser makes, while an `Authorization` header is only there when a script put it.
 */
function signedByCookie(request: FastifyRequest, sessionCookies: readonly string[]): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined && authorization.trim() !== "") return false;
  const cookies = parseCookie(request.headers.cookie ?? "");
  return sessionCookies.some((name) => cookies[name] !== undefined && cookies[name] !== "");
}

/**
 * One check for every cookie-signed write (staff console and visitor KYC session alike), before any
 * route runs: SameSite=Strict alone depends on every browser honouring it, so a write that a cookie
 * would authenticate must also come from our own pages. Deciding here, not per route, means a new
 * route cannot forget it. The areas name their session cookies (app.ts): this kernel knows none.
 */
export function registerCookieWriteOriginCheck(
  app: FastifyInstance,
  publicUrl: string | undefined,
  sessionCookies: readonly string[],
): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !signedByCookie(request, sessionCookies)) return;
    if (!isSameSiteRequest(request, publicOrigin)) {
      throw new HttpError(403, "A write signed by a session cookie must come from this site's own pages", { code: "cross_site_request" });
    }
  });
}
