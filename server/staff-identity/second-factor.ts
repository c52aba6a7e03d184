import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  formatTotpKey,
  isTotpCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  type EnrolmentStartAnswer,
} from "#domain/staff-identity/schemas/second-factor.ts";
import type { Database } from "../db/client.ts";
import { staffRecoveryCodes, staffTotp } from "../db/schema.ts";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too: a phone's clock a little off still works. */
const TOTP_WINDOW = 1;
/** 160 bits, RFC 4226's recommended key length. */
const SECRET_BYTES = 20;
/** Recovery codes: 10 characters of Crockford's base32 (no i, l, o, u to misread), 50 bits each. */
const RECOVERY_CODE_CHARACTERS = 10;
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** The issuer authenticator apps show beside the account name. */
const ISSUER = "FDH Bank staff";

export type CodeCheck =
  | { status: "accepted"; via: "totp" }
  | { status: "accepted"; via: "recovery_code"; remaining: number }
  | { status: "wrong_code"; reason: "wrong_code" | "reused_code" | "not_enrolled" };

/** TOTP keys and recovery codes of staff accounts (ADR 052). */
export interface SecondFactor {
  /** The clock codes are checked against (the tests compute their codes with it). */
  now(): Date;
  isEnrolled(staffId: string): Promise<boolean>;
  /** A new key waiting for its first code; a key shown before and not confirmed is replaced. */
  startEnrolment(staffId: string, username: string): Promise<EnrolmentStartAnswer>;
  /** The first code from the app: the key becomes the person's, and 10 recovery codes are made and answered once. */
  confirmEnrolment(staffId: string, code: string): Promise<{ status: "enrolled"; recoveryCodes: string[] } | { status: "wrong_code" }>;
  /** A sign-in's second step: a code of the app, accepted once, or an unused recovery code. */
  checkCode(staffId: string, code: string): Promise<CodeCheck>;
  /** Enrols an account with a given key (ADMIN_TOTP_SECRET); answers whether anything changed. */
  enrolWithSecret(staffId: string, secret: string): Promise<"enrolled" | "unchanged">;
  /** Forgets the key and recovery codes: the person enrols again at the next sign-in. */
  reset(staffId: string): Promise<void>;
}

function createTotp(secret: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Recovery codes carry 50 random bits each, so a fast hash is enough: guessing one is not feasible (ADR 052). */
function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

function createRecoveryCode(): string {
  // 32 letters: the low 5 bits of a random byte pick one evenly.
  const code = Array.from(randomBytes(RECOVERY_CODE_CHARACTERS), (byte) => RECOVERY_ALPHABET[byte & 31]).join("");
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The time step a timestamp falls in. */
export function getTotpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an app shows for a key at a step (the tests' authenticator). */
export function generateTotpCode(secret: string, step: number): string {
  return createTotp(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}

export function createSecondFactor(db: Database, options: { now?: () => Date } = {}): SecondFactor {
  const now = options.now ?? (() => new Date());

  /** The step a code matches within the window, if any. */
  function matchStep(secret: string, code: string): number | undefined {
    const at = now();
    const delta = createTotp(secret).validate({ token: code.replace(/\s/g, ""), timestamp: at.getTime(), window: TOTP_WINDOW });
    return delta === null ? undefined : getTotpStep(at) + delta;
  }

  /** Takes a step as used unless it or a later one was: two requests with one code cannot both pass. */
  async function claimStep(staffId: string, step: number): Promise<boolean> {
    const claimed = await db
      .update(staffTotp)
      .set({ last_step: step })
      .where(and(eq(staffTotp.staff_id, staffId), or(isNull(staffTotp.last_step), lt(staffTotp.last_step, step))))
      .returning({ staff_id: staffTotp.staff_id });
    return claimed.length > 0;
  }

  async function readRow(staffId: string) {
    const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staff_id, staffId)).limit(1);
    return row;
  }

  async function useRecoveryCode(staffId: string, code: string): Promise<CodeCheck> {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ used_at: now() })
      .where(
        and(
          eq(staffRecoveryCodes.staff_id, staffId),
          eq(staffRecoveryCodes.code_hash, hashRecoveryCode(code)),
          isNull(staffRecoveryCodes.used_at),
        ),
      )
      .returning({ staff_id: staffRecoveryCodes.staff_id });
    if (used.length === 0) return { status: "wrong_code", reason: "wrong_code" };
    const [left] = await db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staff_id, staffId), isNull(staffRecoveryCodes.used_at)));
    return { status: "accepted", via: "recovery_code", remaining: left?.n ?? 0 };
  }

  return {
    now,

    async isEnrolled(staffId) {
      const row = await readRow(staffId);
      return Boolean(row?.secret);
    },

    async startEnrolment(staffId, username) {
      const secret = new Secret({ size: SECRET_BYTES }).base32;
      await db
        .insert(staffTotp)
        .values({ staff_id: staffId, pending_secret: secret })
        .onConflictDoUpdate({ target: staffTotp.staff_id, set: { pending_secret: secret } });
      const uri = createTotp(secret, username).toString();
      // The QR code library is loaded by the first enrolment, not at start (ADR 035).
      const { default: QRCode } = await import("qrcode");
      const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return { otpauth_uri: uri, key: formatTotpKey(secret), qr_svg: svg };
    },

    async confirmEnrolment(staffId, code) {
      const row = await readRow(staffId);
      const pending = row?.pending_secret;
      const step = pending ? matchStep(pending, code) : undefined;
      if (!pending || step === undefined) return { status: "wrong_code" };
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(staffTotp)
          .set({ secret: pending, pending_secret: null, enrolled_at: now(), last_step: step })
          .where(eq(staffTotp.staff_id, staffId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, staffId));
        await tx
          .insert(staffRecoveryCodes)
          .values(recoveryCodes.map((recoveryCode) => ({ staff_id: staffId, code_hash: hashRecoveryCode(recoveryCode) })));
      });
      return { status: "enrolled", recoveryCodes };
    },

    async checkCode(staffId, code) {
      const row = await readRow(staffId);
      if (!row?.secret) return { status: "wrong_code", reason: "not_enrolled" };
      if (!isTotpCode(code)) return useRecoveryCode(staffId, code);
      const step = matchStep(row.secret, code);
      if (step === undefined) return { status: "wrong_code", reason: "wrong_code" };
      return (await claimStep(staffId, step)) ? { status: "accepted", via: "totp" } : { status: "wrong_code", reason: "reused_code" };
    },

    async enrolWithSecret(staffId, secret) {
      const normalized = secret.replace(/\s/g, "").toUpperCase();
      const row = await readRow(staffId);
      if (row?.secret === normalized) return "unchanged";
      await db
        .insert(staffTotp)
        .values({ staff_id: staffId, secret: normalized, enrolled_at: now() })
        .onConflictDoUpdate({
          target: staffTotp.staff_id,
          set: { secret: normalized, pending_secret: null, enrolled_at: now(), last_step: null },
        });
      return "enrolled";
    },

    async reset(staffId) {
      await db.transaction(async (tx) => {
        await tx.delete(staffTotp).where(eq(staffTotp.staff_id, staffId));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, staffId));
      });
    },
  };
}
