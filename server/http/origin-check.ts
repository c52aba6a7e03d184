import type { FastifyRequest } from "fastify";

/** The origin (`scheme://host[:port]`) of a header value, or undefined when it has none. */
function readOrigin(value: string | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a cookie-signed write comes from our own pages: `Sec-Fetch-Site: cross-site` is refused,
 * and `Origin` (or, when a browser leaves it out, `Referer`) must be PUBLIC_URL's origin or the
 * request's own. Without either header the request is refused: browsers send `Origin` on every
 * write, and scripts use bearer tokens, which no other site can make a browser send.
 */
export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin !== undefined ? readOrigin(request.headers.origin) : readOrigin(request.headers.referer);
  if (!origin) return false;
  return origin === publicOrigin || origin === readOrigin(`${request.protocol}://${request.host}`);
}
