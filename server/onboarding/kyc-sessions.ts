import { randomBytes } from "node:crypto";
import { eq, lte } from "drizzle-orm";
import { parse as parseCookie } from "cookie-es";
import type { FastifyReply, FastifyRequest } from "fastify";
import { can } from "#domain/permissions.ts";
import type { StaffAuth, StaffMember } from "../staff-identity/staff-auth.ts";
import { hashToken } from "../staff-identity/staff-auth.ts";
import type { Database } from "../db/client.ts";
import { kycSessions } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { setPrivateCookie } from "../http/private-cookie.ts";

/** The cookie holding a KYC session token (HttpOnly: the page's scripts never see it). */
export const KYC_SESSION_COOKIE = "kyc_session";
export const KYC_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Who a KYC request comes from: a verified visitor (bound to one username) or staff. A visitor's
 * session says when it lapses: a screen can reuse it while it lives instead of asking a new code (ADR 060).
 */
export type KycActor = { kind: "visitor"; username: string; expiresAt: Date } | { kind: "staff"; staff: StaffMember };

export interface KycSessions {
  create(username: string): Promise<{ token: string; expiresAt: Date }>;
  /** The username a live session token is bound to. */
  check(token: string): Promise<string | undefined>;
  /** The answer's Set-Cookie for a new session. */
  setCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void;
  /** onRequest hook (before any body parsing or validation): a KYC session (cookie or bearer) or a staff bearer token; 401 otherwise. Sets request.kycActor. */
  requireActor(request: FastifyRequest): Promise<void>;
  /** onRequest hook for what only the visitor who proved a code may do: as requireActor, then 403 `refusal` for staff. */
  requireVisitor(request: FastifyRequest, refusal: string): Promise<void>;
}

/** The username of the visitor a request proved (after requireVisitor); 401 when there is none. */
export function getVisitorUsername(request: FastifyRequest): string {
  const actor = request.kycActor;
  if (actor?.kind !== "visitor") throw new HttpError(401, "Unauthorized, get a new OTP", { code: "code_expired" });
  return actor.username;
}

declare module "fastify" {
  interface FastifyRequest {
    kycActor?: KycActor;
  }
}

function readBearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

export function createKycSessions(options: { db: Database; staffAuth: StaffAuth; now?: () => Date; ttlMs?: number }): KycSessions {
  const { db, staffAuth } = options;
  const now = options.now ?? (() => new Date());
  const ttlMs = options.ttlMs ?? KYC_SESSION_TTL_MS;

  async function find(token: string): Promise<{ username: string; expiresAt: Date } | undefined> {
    const [session] = await db
      .select()
      .from(kycSessions)
      .where(eq(kycSessions.token_hash, hashToken(token)))
      .limit(1);
    if (!session || session.expires_at.getTime() <= now().getTime()) return undefined;
    return { username: session.username, expiresAt: session.expires_at };
  }

  async function check(token: string): Promise<string | undefined> {
    return (await find(token))?.username;
  }

  const sessions: KycSessions = {
    async create(username) {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + ttlMs);
      // Expired sessions of anyone are of no further use.
      await db.delete(kycSessions).where(lte(kycSessions.expires_at, at));
      await db.insert(kycSessions).values({ token_hash: hashToken(token), username, created_at: at, expires_at: expiresAt });
      return { token, expiresAt };
    },

    check,

    setCookie(request, reply, token, expiresAt) {
      setPrivateCookie(request, reply, { name: KYC_SESSION_COOKIE, value: token, expires: expiresAt });
    },

    async requireActor(request) {
      const bearer = readBearer(request);
      if (bearer !== undefined) {
        const session = await find(bearer);
        if (session !== undefined) {
          request.kycActor = { kind: "visitor", ...session };
          return;
        }
      } else {
        const cookieToken = parseCookie(request.headers.cookie ?? "")[KYC_SESSION_COOKIE];
        const session = cookieToken ? await find(cookieToken) : undefined;
        if (session !== undefined) {
          request.kycActor = { kind: "visitor", ...session };
          return;
        }
      }
      // Staff by bearer token or console cookie; only KYC officers and admins see KYC records.
      const staff = await staffAuth.getStaff(request);
      if (staff) {
        if (!can(staff.role, "processKyc")) throw new HttpError(403, "KYC records are for KYC officers and admins", { code: "forbidden" });
        request.staff = staff;
        request.kycActor = { kind: "staff", staff };
        return;
      }
      throw new HttpError(401, "Unauthorized, get a new OTP", { code: "code_expired" });
    },

    async requireVisitor(request, refusal) {
      await sessions.requireActor(request);
      if (request.kycActor?.kind !== "visitor") throw new HttpError(403, refusal, { code: "forbidden" });
    },
  };
  return sessions;
}
