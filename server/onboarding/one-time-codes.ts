import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, asc, count, desc, eq, gt, gte, isNull, lt, sql, sum } from "drizzle-orm";
import { MAX_WRONG_TRIES, OTP_LENGTH, OTP_TTL_MINUTES, type KycUsername } from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { otpCodes, otpSends } from "../db/schema.ts";
import type { Messenger } from "../messaging/messenger.ts";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// scrypt makes each guess at a leaked hash cost ~16 MB and tens of milliseconds; the salt is per code.
const SCRYPT_OPTIONS = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const HASH_BYTES = 32;

export interface OneTimeCodeLimits {
  /** Codes sent per username within the window. */
  sendsPerWindow: number;
  /** Codes sent per client address within the window (OTP_SENDS_PER_ADDRESS: carriers put many customers behind one address). */
  sendsPerAddress: number;
  sendWindowMs: number;
  /** Wrong codes a username may enter in a day, across all its codes (a new code does not reset it). */
  wrongTriesPerDay: number;
  codeTtlMs: number;
  maxWrongTries: number;
}

export const DEFAULT_OTP_LIMITS: OneTimeCodeLimits = {
  sendsPerWindow: 3,
  sendsPerAddress: 3,
  sendWindowMs: 10 * 60 * 1000,
  wrongTriesPerDay: 10,
  codeTtlMs: OTP_TTL_MINUTES * 60 * 1000,
  maxWrongTries: MAX_WRONG_TRIES,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SEND_LOCK_KEY = 7_310_007;

export type SendOutcome = { status: "sent" } | { status: "limited"; retryAfterSeconds: number; reason: "username" | "address" | "daily" };

export type VerifyOutcome =
  | { status: "verified" }
  | { status: "wrong"; triesLeft: number }
  | { status: "unknown" }
  | { status: "exhausted"; retryAfterSeconds: number };

export interface OneTimeCodes {
  send(username: KycUsername, clientAddress: string, lang: Language): Promise<SendOutcome>;
  verify(username: string, code: string): Promise<VerifyOutcome>;
}

export interface OneTimeCodesOptions {
  db: Database;
  messenger: Messenger;
  limits?: Partial<OneTimeCodeLimits>;
  now?: () => Date;
  /** Where the texts point people (the site's address). */
  siteName?: string;
}

async function hashCode(code: string, salt: Buffer): Promise<Buffer> {
  return scryptAsync(code, salt, HASH_BYTES, SCRYPT_OPTIONS);
}

/** A 6-digit code, uniformly drawn (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

function codeMessage(code: string, ttlMinutes: number, lang: Language): { subject: string; text: string } {
  if (lang === "ny") {
    return {
      subject: "Nambala yotsimikizira ya FDH",
      text: `Nambala yanu yotsimikizira ya FDH ndi ${code}. Igwira ntchito kwa mphindi ${ttlMinutes}. Musauze aliyense nambalayi, ngakhale ogwira ntchito ku banki.`,
    };
  }
  return {
    subject: "Your FDH verification code",
    text: `Your FDH verification code is ${code}. It is valid for ${ttlMinutes} minutes. Never share it with anyone, not even bank staff.`,
  };
}

/** One-time codes (issue 6): stored as scrypt hashes, single use, limited sends and tries, counters in the database. */
export function createOneTimeCodes(options: OneTimeCodesOptions): OneTimeCodes {
  const { db, messenger } = options;
  const limits = { ...DEFAULT_OTP_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());

  async function sendLimit(db: Database, scope: "username" | "address", subject: string, at: Date): Promise<number | undefined> {
    const since = new Date(at.getTime() - limits.sendWindowMs);
    const rows = await db
      .select({ created_at: otpSends.created_at })
      .from(otpSends)
      .where(and(eq(otpSends.scope, scope), eq(otpSends.subject, subject), gt(otpSends.created_at, since)))
      .orderBy(asc(otpSends.created_at));
    const allowed = scope === "address" ? limits.sendsPerAddress : limits.sendsPerWindow;
    if (rows.length < allowed) return undefined;
    // The window frees up when the oldest send in it leaves.
    const oldest = rows[rows.length - allowed]!.created_at;
    return Math.max(1, Math.ceil((oldest.getTime() + limits.sendWindowMs - at.getTime()) / 1000));
  }

  async function dailyLimit(db: Database, username: string, at: Date): Promise<number | undefined> {
    const since = new Date(at.getTime() - DAY_MS);
    const [row] = await db
      .select({ wrong: sum(otpCodes.wrong_tries) })
      .from(otpCodes)
      .where(and(eq(otpCodes.username, username), gt(otpCodes.created_at, since)));
    if (Number(row?.wrong ?? 0) < limits.wrongTriesPerDay) return undefined;
    const [oldest] = await db
      .select({ created_at: otpCodes.created_at })
      .from(otpCodes)
      .where(and(eq(otpCodes.username, username), gt(otpCodes.created_at, since), gt(otpCodes.wrong_tries, 0)))
      .orderBy(asc(otpCodes.created_at))
      .limit(1);
    const from = oldest?.created_at.getTime() ?? at.getTime();
    return Math.max(1, Math.ceil((from + DAY_MS - at.getTime()) / 1000));
  }

  return {
    async send(username, clientAddress, lang) {
      const at = now();
      const code = generateCode();
      const salt = randomBytes(16);
      const hash = await hashCode(code, salt);
      const id = randomUUID();
      const limited = await db.transaction(async (tx): Promise<SendOutcome | undefined> => {
        // One send at a time: two requests at once cannot both pass a limit.
        await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK_KEY})`);
        const daily = await dailyLimit(tx, username.value, at);
        if (daily !== undefined) return { status: "limited", retryAfterSeconds: daily, reason: "daily" };
        const byUsername = await sendLimit(tx, "username", username.value, at);
        if (byUsername !== undefined) return { status: "limited", retryAfterSeconds: byUsername, reason: "username" };
        const byAddress = await sendLimit(tx, "address", clientAddress, at);
        if (byAddress !== undefined) return { status: "limited", retryAfterSeconds: byAddress, reason: "address" };
        // A new code replaces the ones before it: only the latest works.
        await tx
          .update(otpCodes)
          .set({ expires_at: at })
          .where(and(eq(otpCodes.username, username.value), isNull(otpCodes.used_at), gt(otpCodes.expires_at, at)));
        await tx.insert(otpCodes).values({
          id,
          username: username.value,
          code_hash: hash.toString("base64"),
          salt: salt.toString("base64"),
          wrong_tries: 0,
          created_at: at,
          expires_at: new Date(at.getTime() + limits.codeTtlMs),
        });
        await tx.insert(otpSends).values([
          { id: randomUUID(), scope: "username", subject: username.value, created_at: at },
          { id: randomUUID(), scope: "address", subject: clientAddress, created_at: at },
        ]);
        // Old rows are of no use to any limit.
        await tx.delete(otpSends).where(lt(otpSends.created_at, new Date(at.getTime() - DAY_MS)));
        await tx.delete(otpCodes).where(lt(otpCodes.created_at, new Date(at.getTime() - 2 * DAY_MS)));
        return undefined;
      });
      if (limited) return limited;
      const message = codeMessage(code, Math.round(limits.codeTtlMs / 60_000), lang);
      try {
        await messenger.send({ channel: username.channel, to: username.value, lang, ...message });
      } catch (error) {
        // A code nobody received must not count against the visitor's tries.
        await db.delete(otpCodes).where(eq(otpCodes.id, id));
        throw error;
      }
      return { status: "sent" };
    },

    async verify(username, code) {
      const at = now();
      const daily = await dailyLimit(db, username, at);
      if (daily !== undefined) return { status: "exhausted", retryAfterSeconds: daily };
      const [current] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.username, username), isNull(otpCodes.used_at), gt(otpCodes.expires_at, at)))
        .orderBy(desc(otpCodes.created_at))
        .limit(1);
      if (!current) return { status: "unknown" };
      // Take one try before comparing, atomically: parallel guesses cannot pass the limit.
      const [reserved] = await db
        .update(otpCodes)
        .set({ wrong_tries: sql`${otpCodes.wrong_tries} + 1` })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.used_at), lt(otpCodes.wrong_tries, limits.maxWrongTries)))
        .returning({ wrong_tries: otpCodes.wrong_tries });
      if (!reserved) {
        return {
          status: "exhausted",
          retryAfterSeconds: Math.max(1, Math.ceil((current.expires_at.getTime() - at.getTime()) / 1000)),
        };
      }
      const expected = Buffer.from(current.code_hash, "base64");
      const actual = /^\d+$/.test(code) ? await hashCode(code, Buffer.from(current.salt, "base64")) : Buffer.alloc(expected.length);
      if (actual.length === expected.length && timingSafeEqual(actual, expected) && /^\d+$/.test(code)) {
        const [used] = await db
          .update(otpCodes)
          .set({ used_at: at, wrong_tries: sql`${otpCodes.wrong_tries} - 1` })
          .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.used_at)))
          .returning({ id: otpCodes.id });
        return used ? { status: "verified" } : { status: "unknown" };
      }
      return { status: "wrong", triesLeft: Math.max(0, limits.maxWrongTries - reserved.wrong_tries) };
    },
  };
}

/** How many codes a username has been sent in a window; for tests and operations. */
export async function countSends(db: Database, username: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(otpSends)
    .where(and(eq(otpSends.scope, "username"), eq(otpSends.subject, username), gte(otpSends.created_at, since)));
  return Number(row?.value ?? 0);
}
