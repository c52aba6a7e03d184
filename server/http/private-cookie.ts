import { serialize as serializeCookie } from "cookie-es";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Adds a cookie as every session of the site sets it: out of reach of the page's scripts
 * (HttpOnly), never sent with another site's request (SameSite=Strict), and Secure when the
 * visitor came over https. An expiry in the past clears it. Each call adds a `Set-Cookie`, so
 * several leave in one answer.
 */
export function setPrivateCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; expires: Date; path?: string },
): void {
  reply.header(
    "set-cookie",
    serializeCookie(cookie.name, cookie.value, {
      httpOnly: true,
      secure: request.protocol === "https",
      sameSite: "strict",
      path: cookie.path ?? "/",
      expires: cookie.expires,
    }),
  );
}
