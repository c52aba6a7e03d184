import { parse as parseCookie, serialize as serializeCookie } from "cookie-es";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { getSignInTarget } from "#domain/staff-identity/staff-navigation.ts";
import type { AuditLog } from "./audit-log.ts";
import {
  DIRECTORY_CALLBACK_PATH,
  type DirectoryOutcome,
  type DirectoryRefusal,
  type DirectorySignIn,
  type PendingDirectorySignIn,
} from "./directory-sign-in.ts";
import type { LoginRateLimit } from "./login-route.ts";
import type { StaffAuth } from "./staff-auth.ts";

export interface DirectoryRoutesOptions {
  auth: StaffAuth;
  audit: AuditLog;
  directory: DirectorySignIn;
  rateLimit: LoginRateLimit;
  publicUrl: string;
}

/** Kept by the browser between leaving for the directory and coming back: state, nonce and PKCE verifier. */
const PENDING_COOKIE = "staff_directory";
const PENDING_PATH = "/api/staff/directory";
/** Long enough to sign in at the directory, second factor included; a stale attempt starts again. */
const PENDING_MAX_AGE_S = 10 * 60;

const PendingSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  verifier: z.string().min(43).max(128),
  next: z.string().max(200),
});

const Redirect = z.null().describe("A redirect (303) the browser follows");

function setPendingCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAge: number): void {
  reply.header(
    "set-cookie",
    serializeCookie(PENDING_COOKIE, value, {
      httpOnly: true,
      secure: request.protocol === "https",
      // Lax, not Strict: the directory sends the browser back with a cross-site navigation.
      sameSite: "lax",
      path: PENDING_PATH,
      maxAge,
    }),
  );
}

function readPending(request: FastifyRequest): PendingDirectorySignIn | undefined {
  const raw = parseCookie(request.headers.cookie ?? "")[PENDING_COOKIE];
  if (!raw) return undefined;
  try {
    const parsed = PendingSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The sign-in screen, with the reason a directory sign-in was refused: it words each one. */
function refusedAddress(reason: DirectoryRefusal): string {
  return `/staff?directory_error=${reason}`;
}

/**
 * A page that moves on to the console. A redirect would do, but the session cookie is SameSite=Strict
 * and this answer ends a navigation the directory started: Chromium would not send the cookie with a
 * redirect at the end of it. A page of our own starts a same-site navigation, which does.
 */
function continuePage(target: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${target}"><title>Signed in</title></head><body><p><a href="${target}">Continue to the console</a></p></body></html>`;
}

/**
 * Single sign-on's three addresses (ADR 066): start (to the directory), callback (back from it, to a
 * console session) and sign-out (of the console, then of the directory). They are browser
 * navigations, so they answer redirects and pages, never JSON.
 */
export function registerDirectoryRoutes(
  app: FastifyInstance,
  { auth, audit, directory, rateLimit, publicUrl }: DirectoryRoutesOptions,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];
  const limit = { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindowMs } };

  api.get(
    "/api/staff/directory/start",
    {
      config: limit,
      schema: {
        tags,
        summary: "Sign in with the bank's directory (OpenID Connect): a redirect to its sign-in page",
        description:
          "Only when OIDC_ISSUER is set. Keeps the attempt's state, nonce and PKCE verifier in a 10-minute cookie, then redirects (303) to the directory. `next` is the console screen to open afterwards.",
        querystring: z.object({ next: z.string().max(200).optional() }),
        response: { 303: Redirect },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        const { url, pending } = await directory.begin(getSignInTarget(request.query.next ?? null));
        setPendingCookie(request, reply, Buffer.from(JSON.stringify(pending)).toString("base64url"), PENDING_MAX_AGE_S);
        return reply.redirect(url.href, 303);
      } catch (error) {
        request.log.warn({ err: error }, "the staff directory could not be reached");
        return reply.redirect(refusedAddress("unavailable"), 303);
      }
    },
  );

  api.get(
    DIRECTORY_CALLBACK_PATH,
    {
      config: limit,
      schema: {
        tags,
        summary: "Where the directory sends the browser back: opens a console session, or explains the refusal",
        description:
          "Checks the directory's answer (state, PKCE, the ID token's nonce and signature). The person's role comes from OIDC_ROLES_CLAIM through OIDC_ROLE_MAP; with no mapped role, with a password alone at the directory (when OIDC_REQUIRE_MFA is on), or when the account is disabled here, the browser is sent (303) to the sign-in screen with `directory_error`. Otherwise the answer is a page that continues to the console.",
        querystring: z.record(z.string(), z.string()),
        response: { 200: z.string().describe("A page that continues to the console"), 303: Redirect },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const pending = readPending(request);
      // The attempt is used once, whatever comes of it.
      setPendingCookie(request, reply, "", 0);
      const outcome: DirectoryOutcome = pending
        ? await directory.complete(new URL(request.url, publicUrl), pending)
        : { status: "refused", reason: "failed", detail: "no sign-in was started in this browser, or it took over 10 minutes" };
      if (outcome.status === "refused") {
        await audit.record({
          action: "directory_sign_in_refused",
          ...(outcome.username ? { actorUsername: outcome.username } : {}),
          detail: {
            reason: outcome.reason,
            ...(outcome.subject ? { subject: outcome.subject } : {}),
            ...(outcome.detail ? { detail: outcome.detail.slice(0, 300) } : {}),
          },
          ip: request.ip,
        });
        return reply.redirect(refusedAddress(outcome.reason), 303);
      }
      const { account, subject } = outcome;
      const actor = { id: account.id, username: account.username };
      if (account.outcome !== "unchanged") {
        await audit.record({
          action: account.outcome === "created" ? "directory_account_created" : "directory_account_updated",
          actor,
          targetType: "staff_account",
          targetId: account.id,
          detail: { subject, role: account.role, ...(account.changes.length > 0 ? { changed: account.changes } : {}) },
          ip: request.ip,
        });
      }
      const session = await auth.openDirectorySession(account.id, { userAgent: request.headers["user-agent"], ip: request.ip });
      await audit.record({ action: "sign_in", actor, detail: { via: "directory" }, ip: request.ip });
      auth.setSessionCookie(request, reply, session.token, session.expiresAt);
      const target = getSignInTarget(pending?.next ?? null);
      return reply.type("text/html; charset=utf-8").send(continuePage(target));
    },
  );

  api.get(
    "/api/staff/directory/sign-out",
    {
      schema: {
        tags,
        summary: "Sign out of the console and then of the directory: a redirect to the directory's sign-out, or to the sign-in screen",
        response: { 303: Redirect },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const staff = await auth.getStaff(request, "any");
      const token = auth.readToken(request);
      if (token) await auth.revokeToken(token);
      if (staff) await audit.record({ action: "sign_out", actor: staff, detail: { via: "directory" }, ip: request.ip });
      auth.clearSessionCookie(request, reply);
      const endSession = await directory.endSessionUrl();
      return reply.redirect(endSession?.href ?? "/staff", 303);
    },
  );
}
