import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffRole } from "#domain/permissions.ts";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { RequiredStep } from "#domain/staff-identity/schemas/second-factor.ts";
import { BACKGROUND_READ_HEADER } from "#domain/staff-identity/background-read.ts";
import type { Database } from "../db/client.ts";
import { staffAccounts, staffSessions } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { setPrivateCookie } from "../http/private-cookie.ts";
import { isSameSiteRequest } from "../http/origin-check.ts";
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from "./passwords.ts";
import { readBearerToken, readCookieValue } from "./request-credentials.ts";
import type { SignInFactors } from "./sign-in-factors.ts";
import type { Passkeys } from "./passkeys.ts";
import { ACCESS_TOKEN_TOUCH_MS, isAccessToken, type AccessTokens } from "./access-tokens.ts";
import type { AuditLog } from "./audit-log.ts";
import type {
  PasswordlessOutcome,
  SessionKind,
  SignInCounter,
  SignInOptions,
  SignInOutcome,
  StaffMember,
  TokenCheck,
} from "./staff-auth-types.ts";

export type {
  PasswordlessOutcome,
  SessionKind,
  SignInCounter,
  SignInOptions,
  SignInOutcome,
  StaffMember,
  TokenCheck,
} from "./staff-auth-types.ts";
import { createSignInThrottle } from "./sign-in-throttle.ts";

/** The console's session cookie (HttpOnly, SameSite=Strict: the page's scripts never see it). */
export const STAFF_SESSION_COOKIE = "staff_session";
/** The console's device cookie (ADR 040): sent only to the sign-in route, it exempts its browser from delays others cause. */
export const STAFF_DEVICE_COOKIE = "staff_device";
const STAFF_DEVICE_COOKIE_PATH = "/api/staff/session";
/** A session ends after this long without a request (sliding). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, however busy. */
export const STAFF_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session: one write a minute, not one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Longest User-Agent kept with a session: enough to name the browser, no more. */
const USER_AGENT_MAX = 500;

/** Staff sessions (bearer tokens for scripts, cookies for the console), sign-in and role checks. */
export interface StaffAuth {
  /**
   * Checks the password and opens a session of the given kind, unless the username must wait
   * after wrong passwords (ADR 040). `deviceToken` is the console's device cookie, if the browser sent one.
   */
  signIn(username: string, password: string, kind: SessionKind, options?: SignInOptions): Promise<SignInOutcome>;
  /** Opens a session for the owner of a passwordless passkey whose answer checks out (ADR 053). */
  signInWithPasskey(answer: AuthenticationResponseJSON, kind: SessionKind, client: SignInOptions["client"]): Promise<PasswordlessOutcome>;
  /** Opens a console session for an account the bank's directory vouched for (ADR 066). */
  openDirectorySession(staffId: string, client: SignInOptions["client"]): Promise<{ token: string; expiresAt: Date; staff: StaffMember }>;
  /** `isActivity: false` (a page's own background read) checks the session without extending it. */
  checkToken(token: string, isActivity?: boolean): Promise<TokenCheck>;
  /** Ends one session at once (sign-out). */
  revokeToken(token: string): Promise<void>;
  /** Ends every session of an account (disabled, password reset). */
  revokeAllSessions(staffId: string): Promise<void>;
  /**
   * The staff member a request's bearer token or cookie names, if any; a cookie-signed write from
   * another site is refused, and so is a session with a step still to do (403), unless `allow`
   * names that step or is "any".
   */
  getStaff(request: FastifyRequest, allow?: readonly RequiredStep[] | "any"): Promise<StaffMember | undefined>;
  /** preHandler: 401 without a live session, 403 while a step is still to do; sets request.staff. */
  requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: requireStaff, letting through sessions whose pending step is one of these. */
  requireStaffAllowing(...steps: RequiredStep[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler: requireStaff, then 403 unless the role is one of these. */
  requireRole(...roles: StaffRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The session token a request carries in its cookie or bearer header. */
  readToken(request: FastifyRequest): string | undefined;
  setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void;
  /** The device cookie a request carries, if well-formed. */
  readDeviceToken(request: FastifyRequest): string | undefined;
  setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void;
  clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The staff member the request's session names, once `requireStaff` has run. */
    staff?: StaffMember;
    /** The personal access token (or ADMIN_TOKEN) the request came with (ADR 058). */
    accessToken?: { id: string; name: string };
  }
}

/** Only this is stored: a token cannot be recovered from the database. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function readCookieToken(request: FastifyRequest): string | undefined {
  return readCookieValue(request, STAFF_SESSION_COOKIE);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface StaffAuthOptions {
  /** Absolute lifetime of a session (tests shorten it). */
  tokenTtlMs?: number;
  idleTimeoutMs?: number;
  /** PUBLIC_URL: cookie-signed writes must come from this origin or the request's own. */
  publicUrl?: string;
  now?: () => Date;
  /** Authenticator apps, recovery codes (ADR 052) and passkeys (ADR 053). */
  secondFactor: SignInFactors;
  passkeys: Passkeys;
  /** Roles that must enrol a second factor before using the console (STAFF_MFA_ROLES). */
  mfaRoles: readonly StaffRole[];
  /** Personal access tokens (ADR 058), and the audit log their uses are written to. */
  accessTokens: AccessTokens;
  audit: AuditLog;
  /** ADMIN_TOKEN: a static bearer token for the start-up admin ADMIN_USERNAME (ADR 058). */
  adminToken?: { username: string; token: string } | undefined;
}

/** What the audit log calls ADMIN_TOKEN: it has no row of its own. */
const ADMIN_TOKEN_USE = { id: "admin-token", name: "ADMIN_TOKEN" } as const;

const STEP_ERRORS: Record<RequiredStep, HttpError> = {
  change_password: new HttpError(403, "Choose a new password first: an admin set this one", { code: "password_change_required" }),
  enrol_second_factor: new HttpError(403, "Set up your authenticator app first", { code: "enrolment_required" }),
};

export function createStaffAuth(db: Database, options: StaffAuthOptions): StaffAuth {
  const maxAgeMs = options.tokenTtlMs ?? STAFF_SESSION_MAX_AGE_MS;
  const idleMs = options.idleTimeoutMs ?? STAFF_IDLE_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const throttle = createSignInThrottle(db, now);
  const { secondFactor, mfaRoles, accessTokens, audit } = options;
  const adminTokenHash = options.adminToken ? createHash("sha256").update(options.adminToken.token).digest() : undefined;
  /** When ADMIN_TOKEN's last read was audited: reads are recorded once a minute, as for personal tokens. */
  let adminTokenReadAuditedAt = 0;

  /** Password first, then the second factor (ADR 052). */
  function getRequiredStep(account: { role: StaffRole; must_change_password: boolean }, enrolled: boolean): RequiredStep | undefined {
    if (account.must_change_password) return "change_password";
    if (!enrolled && mfaRoles.includes(account.role)) return "enrol_second_factor";
    return undefined;
  }

  function toStaffMember(
    account: {
      id: string;
      username: string;
      role: StaffRole;
      display_name: string | null;
      must_change_password: boolean;
      directory_subject: string | null;
    },
    enrolled: boolean,
  ): StaffMember {
    const staff: StaffMember = { id: account.id, username: account.username, role: account.role };
    if (account.display_name) staff.display_name = account.display_name;
    // The directory checked both factors (ADR 066): such an account enrols nothing here.
    if (account.directory_subject !== null) {
      staff.directory = true;
      return staff;
    }
    const step = getRequiredStep(account, enrolled);
    if (step) staff.required_step = step;
    return staff;
  }

  async function findAccount(username: string) {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.username, username)).limit(1);
    return account;
  }

  async function checkToken(token: string, isActivity = true): Promise<TokenCheck> {
    // The lookup is by a SHA-256 of the token: timing reveals nothing usable about the token itself.
    const tokenHash = hashToken(token);
    const [session] = await db
      .select({
        kind: staffSessions.kind,
        expires_at: staffSessions.expires_at,
        last_seen_at: staffSessions.last_seen_at,
        revoked_at: staffSessions.revoked_at,
        id: staffAccounts.id,
        username: staffAccounts.username,
        role: staffAccounts.role,
        display_name: staffAccounts.display_name,
        disabled: staffAccounts.disabled,
        must_change_password: staffAccounts.must_change_password,
        directory_subject: staffAccounts.directory_subject,
        enrolled: sql<boolean>`(exists (select 1 from staff_totp t where t.staff_id = ${staffSessions.staff_id} and t.secret is not null) or exists (select 1 from staff_passkeys p where p.staff_id = ${staffSessions.staff_id}))`,
      })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staff_id))
      .where(eq(staffSessions.token_hash, tokenHash))
      .limit(1);
    if (!session || session.revoked_at !== null || session.disabled) return { status: "invalid" };
    const at = now().getTime();
    if (session.expires_at.getTime() <= at || session.last_seen_at.getTime() + idleMs <= at) return { status: "expired" };
    if (isActivity && at - session.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
      await db
        .update(staffSessions)
        .set({ last_seen_at: new Date(at) })
        .where(eq(staffSessions.token_hash, tokenHash));
    }
    return { status: "valid", staff: toStaffMember(session, Boolean(session.enrolled)), tokenHash, kind: session.kind };
  }

  async function openSession(
    staffId: string,
    kind: SessionKind,
    client: SignInOptions["client"],
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const at = now();
    const expiresAt = new Date(at.getTime() + maxAgeMs);
    // Ended sessions of this account are of no further use.
    await db
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staff_id, staffId),
          or(lte(staffSessions.expires_at, at), lte(staffSessions.last_seen_at, new Date(at.getTime() - idleMs))),
        ),
      );
    await db.insert(staffSessions).values({
      token_hash: hashToken(token),
      staff_id: staffId,
      kind,
      created_at: at,
      last_seen_at: at,
      expires_at: expiresAt,
      user_agent: client?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: client?.ip ?? null,
    });
    await db.update(staffAccounts).set({ last_sign_in_at: at }).where(eq(staffAccounts.id, staffId));
    return { token, expiresAt };
  }

  async function revokeAllSessions(staffId: string): Promise<void> {
    await db
      .update(staffSessions)
      .set({ revoked_at: now() })
      .where(and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at)));
    // A disabled account, or one whose password or second factor was reset, keeps no token either (ADR 058).
    await accessTokens.revokeAll(staffId);
  }

  async function signIn(username: string, password: string, kind: SessionKind, options: SignInOptions = {}): Promise<SignInOutcome> {
    const { deviceToken, code, client } = options;
    const account = await findAccount(username);
    const ids = account ? { staffId: account.id } : {};
    // A browser that signed in to this account before has a count of its own, so a stranger's
    // guesses never keep the owner out; otherwise the attempt counts against the username,
    // known or not alike (ADR 040).
    const counter: SignInCounter =
      kind === "cookie" && deviceToken !== undefined && (await throttle.claimDeviceAttempt(deviceToken, username)) ? "device" : "account";
    if (counter === "account") {
      const claim = await throttle.claimAccountAttempt(username);
      if (claim.status === "delayed") return { status: "delayed", retryAfterSeconds: claim.retryAfterSeconds, ...ids };
    }
    const matches = await verifyPassword(password, account?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
    if (!account || !matches) return { status: "wrong_credentials", counter, ...ids };
    // A disabled account learns so only with the right password: the answer reveals nothing to a guesser.
    if (account.disabled) return { status: "disabled", staffId: account.id, counter };
    // An enrolled person needs the code whatever the role: a key once set is never skipped. Until
    // the code is right, the attempt stays counted like a wrong password (ADR 052).
    const enrolled = await secondFactor.isEnrolled(account.id);
    let recoveryCodesLeft: number | undefined;
    let passkey: { id: string; name: string } | undefined;
    if (enrolled) {
      if (code === undefined) return { status: "second_factor_required", staffId: account.id, counter };
      const check = await secondFactor.check(account.id, code);
      if (check.status === "wrong_code") return { status: "wrong_code", reason: check.reason, staffId: account.id, counter };
      if (check.via === "recovery_code") recoveryCodesLeft = check.remaining;
      if (check.via === "passkey") passkey = check.passkey;
    }
    // A sign-in through the device leaves the account's count alone: the delay stays on the strangers.
    if (counter === "account") await throttle.clearAccount(username);
    const { token, expiresAt } = await openSession(account.id, kind, client);
    const staff = toStaffMember(account, enrolled);
    const device = kind === "cookie" ? await throttle.issueDevice(username, deviceToken) : undefined;
    return {
      status: "signed_in",
      token,
      expiresAt,
      staff,
      counter,
      ...(device ? { device } : {}),
      ...(recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }),
      ...(passkey ? { passkey } : {}),
    };
  }

  async function signInWithPasskey(
    answer: AuthenticationResponseJSON,
    kind: SessionKind,
    client: SignInOptions["client"],
  ): Promise<PasswordlessOutcome> {
    const check = await options.passkeys.finishAuthentication(answer);
    if (check.status !== "verified") return { status: "refused", reason: check.reason };
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, check.staffId)).limit(1);
    if (!account) return { status: "refused", reason: "unknown_passkey" };
    if (account.disabled) return { status: "disabled", staffId: account.id };
    const { token, expiresAt } = await openSession(account.id, kind, client);
    return { status: "signed_in", token, expiresAt, staff: toStaffMember(account, true), passkey: check.passkey };
  }

  async function openDirectorySession(staffId: string, client: SignInOptions["client"]) {
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
    if (!account?.directory_subject) throw new Error("only an account made by the directory opens a directory session");
    const { token, expiresAt } = await openSession(staffId, "cookie", client);
    return { token, expiresAt, staff: toStaffMember(account, true) };
  }

  function readToken(request: FastifyRequest): string | undefined {
    const bearer = readBearerToken(request);
    return typeof bearer === "string" ? bearer : readCookieToken(request);
  }

  async function getStaff(request: FastifyRequest, allow: readonly RequiredStep[] | "any" = []): Promise<StaffMember | undefined> {
    const staff = await getSessionStaff(request);
    const step = staff?.required_step;
    if (step && allow !== "any" && !allow.includes(step)) throw STEP_ERRORS[step];
    return staff;
  }

  function isAdminToken(bearer: string): boolean {
    if (!adminTokenHash) return false;
    return timingSafeEqual(createHash("sha256").update(bearer).digest(), adminTokenHash);
  }

  /**
   * Every use of a token is audited: each write request, and reads once a minute per token (when
   * `last_used_at` is written), so a script polling every second does not fill the log (ADR 058).
   */
  async function recordTokenUse(request: FastifyRequest, staff: StaffMember, token: { id: string; name: string }) {
    await audit.record({
      action: "access_token_used",
      actor: staff,
      targetType: "access_token",
      targetId: token.id,
      detail: { name: token.name, method: request.method, route: request.routeOptions.url ?? request.url.split("?")[0] },
      ip: request.ip,
    });
  }

  async function getTokenStaff(request: FastifyRequest, bearer: string): Promise<StaffMember | undefined> {
    const write = !SAFE_METHODS.has(request.method);
    if (isAccessToken(bearer)) {
      const check = await accessTokens.check(bearer);
      if (check.status !== "valid") return undefined;
      request.accessToken = check.token;
      if (write || check.touched) await recordTokenUse(request, check.staff, check.token);
      return check.staff;
    }
    if (!options.adminToken || !isAdminToken(bearer)) return undefined;
    const account = await findAccount(options.adminToken.username);
    // The start-up admin is made admin at every start; disabling it stops ADMIN_TOKEN at once.
    if (!account || account.disabled || account.role !== "admin") return undefined;
    const staff: StaffMember = { id: account.id, username: account.username, role: "admin" };
    if (account.display_name) staff.display_name = account.display_name;
    request.accessToken = { ...ADMIN_TOKEN_USE };
    const at = now().getTime();
    if (write || at - adminTokenReadAuditedAt >= ACCESS_TOKEN_TOUCH_MS) {
      if (!write) adminTokenReadAuditedAt = at;
      await recordTokenUse(request, staff, ADMIN_TOKEN_USE);
    }
    return staff;
  }

  async function getSessionStaff(request: FastifyRequest): Promise<StaffMember | undefined> {
    const bearer = readBearerToken(request);
    if (bearer === null) return undefined;
    if (bearer !== undefined && (isAccessToken(bearer) || isAdminToken(bearer))) {
      // A personal access token, or ADMIN_TOKEN: only ever a bearer header, so a browser never
      // sends one by itself and the origin check has nothing to guard (ADR 058).
      return getTokenStaff(request, bearer);
    }
    if (bearer !== undefined) {
      const check = await checkToken(bearer);
      // A cookie session shown as a bearer token would skip the origin check below: a session
      // works only the way it was issued.
      return check.status === "valid" && check.kind === "bearer" ? check.staff : undefined;
    }
    const cookie = readCookieToken(request);
    if (cookie === undefined) return undefined;
    // A read the console page makes by itself (a badge's count) keeps the inactivity clock running.
    const isBackgroundRead = SAFE_METHODS.has(request.method) && request.headers[BACKGROUND_READ_HEADER] === "1";
    const check = await checkToken(cookie, !isBackgroundRead);
    // A bearer token only exists where a script put it; a cookie rides along with any request, so
    // a write made with it must come from our own pages (contract: origin check).
    if (check.status !== "valid" || check.kind !== "cookie") return undefined;
    if (!SAFE_METHODS.has(request.method) && !isSameSiteRequest(request, publicOrigin)) {
      throw new HttpError(403, "A signed-in write must come from the console's own pages", { code: "cross_site_request" });
    }
    return check.staff;
  }

  async function requireStaff(request: FastifyRequest, allow: readonly RequiredStep[] = []): Promise<void> {
    const bearer = readBearerToken(request);
    if (bearer === undefined && readCookieToken(request) === undefined) {
      throw new HttpError(401, "This needs a staff bearer token: sign in with POST /api/login");
    }
    if (bearer === null) throw new HttpError(401, "The Authorization header must be: Bearer <token>");
    const staff = await getStaff(request, allow);
    if (!staff) throw new HttpError(401, "The session has ended or is not valid: sign in again");
    request.staff = staff;
  }

  return {
    signIn,
    signInWithPasskey,
    openDirectorySession,

    checkToken,

    async revokeToken(token) {
      await db
        .update(staffSessions)
        .set({ revoked_at: now() })
        .where(and(eq(staffSessions.token_hash, hashToken(token)), isNull(staffSessions.revoked_at)));
    },

    revokeAllSessions,
    getStaff,
    requireStaff: (request) => requireStaff(request),
    requireStaffAllowing:
      (...steps) =>
      (request) =>
        requireStaff(request, steps),

    requireRole(...roles) {
      return async (request) => {
        await requireStaff(request);
        if (!roles.includes(request.staff!.role)) {
          throw new HttpError(403, `This needs one of the roles: ${roles.join(", ")}`, { code: "forbidden" });
        }
      };
    },

    readToken,

    setSessionCookie(request, reply, token, expiresAt) {
      setPrivateCookie(request, reply, { name: STAFF_SESSION_COOKIE, value: token, expires: expiresAt });
    },

    readDeviceToken(request) {
      return readCookieValue(request, STAFF_DEVICE_COOKIE);
    },

    setDeviceCookie(request, reply, token, expiresAt) {
      // Added beside the session cookie: both leave in one answer.
      setPrivateCookie(request, reply, { name: STAFF_DEVICE_COOKIE, value: token, expires: expiresAt, path: STAFF_DEVICE_COOKIE_PATH });
    },

    clearSessionCookie(request, reply) {
      setPrivateCookie(request, reply, { name: STAFF_SESSION_COOKIE, value: "", expires: new Date(0) });
    },
  };
}
