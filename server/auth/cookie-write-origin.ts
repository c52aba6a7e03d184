import { parse as parseCookie } from "cookie-es";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.ts";
import { KYC_SESSION_COOKIE } from "../onboarding/kyc-sessions.ts";
import { isSameSiteRequest } from "./origin-check.ts";
import { STAFF_SESSION_COOKIE } from "./staff-auth.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SESSION_COOKIES = [STAFF_SESSION_COOKIE, KYC_SESSION_COOKIE];

/**
 * Whether the request would be authenticated by a cookie: a session cookie rides along with any
 * request a browser makes, while an `Authorization` header is only there when a script put it.
 */
function signedByCookie(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined && authorization.trim() !== "") return false;
  const cookies = parseCookie(request.headers.cookie ?? "");
  return SESSION_COOKIES.some((name) => cookies[name] !== undefined && cookies[name] !== "");
}

/**
 * One check for every cookie-signed write (staff console and visitor KYC session alike), before any
 * route runs: SameSite=Strict alone depends on every browser honouring it, so a write that a cookie
 * would authenticate must also come from our own pages. Deciding here, not per route, means a new
 * route cannot forget it.
 */
export function registerCookieWriteOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !signedByCookie(request)) return;
    if (!isSameSiteRequest(request, publicOrigin)) {
      throw new HttpError(403, "A write signed by a session cookie must come from this site's own pages", { code: "cross_site_request" });
    }
  });
}
