import { randomBytes, randomInt, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { MAX_WRONG_TRIES, OTP_LENGTH, OTP_TTL_MINUTES, type KycUsername } from "#domain/one-time-code.ts";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { otpCodes, otpFailures, otpSends } from "../db/schema.ts";
import { scryptCost } from "../scrypt-cost.ts";
import type { Messenger } from "../messaging/messenger.ts";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// scrypt makes each guess at a leaked hash cost ~16 MB and tens of milliseconds; the salt is per code.
const SCRYPT_OPTIONS = { N: scryptCost(16_384), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const HASH_BYTES = 32;

export interface OneTimeCodeLimits {
  /**
   * The least time between two codes sent to one username (ADR 034). It grows with the codes the
   * username had that day: one spacing after the first, two after every later one. A stranger who
   * asks for codes to someone else's number holds the owner off for two spacings at most.
   */
  resendSpacingMs: number;
  /** Codes one username may be sent in a day, from anywhere; after that one an hour (the bank's cost cap per number). */
  sendsPerUsernamePerDay: number;
  /** Codes one address may have sent to one username in a day: one address cannot spend a number's day alone. */
  sendsPerUsernameAndAddressPerDay: number;
  /** Codes sent per client address within the window (OTP_SENDS_PER_ADDRESS: carriers put many customers behind one address). */
  sendsPerAddress: number;
  sendWindowMs: number;
  /** Codes one client address may have sent in a day, whatever the usernames (the cost cap per address). */
  sendsPerAddressPerDay: number;
  /** Unused codes that stay valid together: a new code never voids one already delivered. */
  liveCodesPerUsername: number;
  /**
   * Wrong codes one address may enter for one username in a day (ADR 034): whoever guesses
   * blocks their own address for that number, never the owner's. Under the username's window
   * below, so one address alone cannot hold the owner off.
   */
  wrongTriesPerUsernameAndAddress: number;
  /** Wrong codes one address may enter in a day, whatever the usernames (one address trying many numbers). */
  wrongTriesPerAddress: number;
  /** Wrong codes a username may receive from anywhere within usernameWindowMs, after which it waits out the window. */
  wrongTriesPerUsernameWindow: number;
  usernameWindowMs: number;
  codeTtlMs: number;
  maxWrongTries: number;
}

export const DEFAULT_OTP_LIMITS: OneTimeCodeLimits = {
  resendSpacingMs: 60 * 1000,
  sendsPerUsernamePerDay: 10,
  sendsPerUsernameAndAddressPerDay: 5,
  sendsPerAddress: 3,
  sendWindowMs: 10 * 60 * 1000,
  sendsPerAddressPerDay: 30,
  liveCodesPerUsername: 3,
  wrongTriesPerUsernameAndAddress: 5,
  wrongTriesPerAddress: 50,
  wrongTriesPerUsernameWindow: 10,
  usernameWindowMs: 10 * 60 * 1000,
  codeTtlMs: OTP_TTL_MINUTES * 60 * 1000,
  maxWrongTries: MAX_WRONG_TRIES,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SEND_LOCK_KEY = 7_310_007;

export type SendOutcome =
  { status: "sent" } | { status: "limited"; retryAfterSeconds: number; reason: "username" | "address" | "guessing" };

const HOUR_MS = 60 * 60 * 1000;

export type VerifyOutcome =
  | { status: "verified" }
  | { status: "wrong"; triesLeft: number }
  | { status: "unknown" }
  /** "code": this code took its last wrong try, ask for a new one; "guessing": too many wrong codes, wait. */
  | { status: "exhausted"; retryAfterSeconds: number; reason: "code" | "guessing" };

export interface OneTimeCodes {
  send(username: KycUsername, clientAddress: string, lang: Language): Promise<SendOutcome>;
  verify(username: string, code: string, clientAddress: string): Promise<VerifyOutcome>;
}

export interface OneTimeCodesOptions {
  db: Database;
  messenger: Messenger;
  limits?: Partial<OneTimeCodeLimits>;
  now?: () => Date;
  /** Where the texts point people (the site's address). */
  siteName?: string;
}

/** Whole seconds from `at` until `untilMs`, at least 1. */
function secondsUntil(untilMs: number, at: Date): number {
  return Math.max(1, Math.ceil((untilMs - at.getTime()) / 1000));
}

/** Whole seconds from `at` until `untilMs`, or undefined when that time has come. */
function pendingWait(untilMs: number, at: Date): number | undefined {
  return untilMs > at.getTime() ? secondsUntil(untilMs, at) : undefined;
}

/** A username's unused, unexpired codes, newest first. */
async function liveCodes(db: Database, username: string, at: Date, limit: number) {
  return db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.username, username), isNull(otpCodes.used_at), gt(otpCodes.expires_at, at)))
    .orderBy(desc(otpCodes.created_at))
    .limit(limit);
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

export function codeMessage(code: string, ttlMinutes: number, lang: Language): { subject: string; text: string } {
  if (lang === "ny") {
    return {
      subject: "Khodi yotsimikizira ya FDH",
      text: `Khodi yanu yotsimikizira ya FDH ndi ${code}. Igwira ntchito kwa mphindi ${ttlMinutes}. Musauze aliyense khodiyi, ngakhale ogwira ntchito ku banki.`,
    };
  }
  return {
    subject: "Your FDH verification code",
    text: `Your FDH verification code is ${code}. It is valid for ${ttlMinutes} minutes. Never share it with anyone, not even bank staff.`,
  };
}

/** One-time codes (ADR 022, ADR 034): stored as scrypt hashes, single use, limited sends and tries, counters in the database. */
export function createOneTimeCodes(options: OneTimeCodesOptions): OneTimeCodes {
  const { db, messenger } = options;
  const limits = { ...DEFAULT_OTP_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());

  /** Send times of one scope and subject within the last day, oldest first. */
  async function sendsInDay(db: Database, scope: string, subject: string, at: Date): Promise<Date[]> {
    const rows = await db
      .select({ created_at: otpSends.created_at })
      .from(otpSends)
      .where(and(eq(otpSends.scope, scope), eq(otpSends.subject, subject), gt(otpSends.created_at, new Date(at.getTime() - DAY_MS))))
      .orderBy(asc(otpSends.created_at));
    return rows.map((row) => row.created_at);
  }

  /** Seconds until fewer than `allowed` of `times` (oldest first) fall in the window; undefined when they do already. */
  function windowWait(times: Date[], allowed: number, windowMs: number, at: Date): number | undefined {
    const inWindow = times.filter((time) => time.getTime() > at.getTime() - windowMs);
    if (inWindow.length < allowed) return undefined;
    const freeing = inWindow[inWindow.length - allowed]!;
    return secondsUntil(freeing.getTime() + windowMs, at);
  }

  /**
   * The send limits of ADR 034, longest wait first. For the username: its spacing, which grows
   * from one to two spacings, and past its day's codes one an hour; no single address may spend
   * its day. For the address: a few per window and a day's cap.
   */
  async function sendLimit(db: Database, username: string, clientAddress: string, at: Date): Promise<SendOutcome | undefined> {
    const byUsername = await sendsInDay(db, "username", username, at);
    const latest = byUsername.at(-1);
    const usernameWaits = [
      latest ? pendingWait(latest.getTime() + limits.resendSpacingMs * Math.min(byUsername.length, 2), at) : undefined,
      byUsername.length >= limits.sendsPerUsernamePerDay && latest ? pendingWait(latest.getTime() + HOUR_MS, at) : undefined,
      windowWait(await sendsInDay(db, "pair", `${username} ${clientAddress}`, at), limits.sendsPerUsernameAndAddressPerDay, DAY_MS, at),
    ];
    const byAddress = await sendsInDay(db, "address", clientAddress, at);
    const addressWaits = [
      windowWait(byAddress, limits.sendsPerAddress, limits.sendWindowMs, at),
      windowWait(byAddress, limits.sendsPerAddressPerDay, DAY_MS, at),
    ];
    const longest = (waits: Array<number | undefined>) => Math.max(0, ...waits.filter((wait) => wait !== undefined));
    if (longest(usernameWaits) > 0) return { status: "limited", retryAfterSeconds: longest(usernameWaits), reason: "username" };
    if (longest(addressWaits) > 0) return { status: "limited", retryAfterSeconds: longest(addressWaits), reason: "address" };
    return undefined;
  }

  /** Seconds until a count of rows newer than `since` drops under `allowed`; undefined when it is under already. */
  async function waitForFailures(db: Database, where: SQL | undefined, since: Date, windowMs: number, allowed: number, at: Date) {
    const rows = await db
      .select({ created_at: otpFailures.created_at })
      .from(otpFailures)
      .where(and(where, gt(otpFailures.created_at, since)))
      .orderBy(desc(otpFailures.created_at))
      .limit(allowed);
    if (rows.length < allowed) return undefined;
    // The window frees up when the allowed-th newest failure leaves it.
    return secondsUntil(rows[allowed - 1]!.created_at.getTime() + windowMs, at);
  }

  /**
   * The guessing limits (ADR 034), longest wait first: this address for this username and this
   * address overall for a day; with verifying, the username from anywhere for a few minutes.
   */
  async function guessingLimit(db: Database, username: string, clientAddress: string, at: Date, isVerifying: boolean) {
    const dayAgo = new Date(at.getTime() - DAY_MS);
    const waits = [
      await waitForFailures(
        db,
        and(eq(otpFailures.username, username), eq(otpFailures.address, clientAddress)),
        dayAgo,
        DAY_MS,
        limits.wrongTriesPerUsernameAndAddress,
        at,
      ),
      await waitForFailures(db, eq(otpFailures.address, clientAddress), dayAgo, DAY_MS, limits.wrongTriesPerAddress, at),
      isVerifying
        ? await waitForFailures(
            db,
            eq(otpFailures.username, username),
            new Date(at.getTime() - limits.usernameWindowMs),
            limits.usernameWindowMs,
            limits.wrongTriesPerUsernameWindow,
            at,
          )
        : undefined,
    ].filter((wait) => wait !== undefined);
    return waits.length === 0 ? undefined : Math.max(...waits);
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
        const guessing = await guessingLimit(tx, username.value, clientAddress, at, false);
        if (guessing !== undefined) return { status: "limited", retryAfterSeconds: guessing, reason: "guessing" };
        const limited = await sendLimit(tx, username.value, clientAddress, at);
        if (limited) return limited;
        // A new code never voids one already delivered (a stranger asking for codes must not make
        // the owner's fail): the newest few stay valid together, and older ones lapse.
        const live = await liveCodes(tx, username.value, at, limits.liveCodesPerUsername);
        const lapsed = live.slice(limits.liveCodesPerUsername - 1).map((row) => row.id);
        if (lapsed.length > 0) await tx.update(otpCodes).set({ expires_at: at }).where(inArray(otpCodes.id, lapsed));
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
          { id: randomUUID(), scope: "pair", subject: `${username.value} ${clientAddress}`, created_at: at },
        ]);
        // Old rows are of no use to any limit.
        await tx.delete(otpSends).where(lt(otpSends.created_at, new Date(at.getTime() - DAY_MS)));
        await tx.delete(otpCodes).where(lt(otpCodes.created_at, new Date(at.getTime() - 2 * DAY_MS)));
        await tx.delete(otpFailures).where(lt(otpFailures.created_at, new Date(at.getTime() - DAY_MS)));
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

    async verify(username, code, clientAddress) {
      const at = now();
      const guessing = await guessingLimit(db, username, clientAddress, at, true);
      if (guessing !== undefined) return { status: "exhausted", retryAfterSeconds: guessing, reason: "guessing" };
      const live = await liveCodes(db, username, at, limits.liveCodesPerUsername);
      if (live.length === 0) return { status: "unknown" };
      // The tries are taken from the newest code that has some left: a stranger who spends a code
      // they asked for with wrong guesses does not spend the owner's.
      const usable = live.filter((row) => row.wrong_tries < limits.maxWrongTries);
      const current = usable[0] ?? live[0]!;
      // Take one try before comparing, atomically: parallel guesses cannot pass the limit.
      const [reserved] = await db
        .update(otpCodes)
        .set({ wrong_tries: sql`${otpCodes.wrong_tries} + 1` })
        .where(and(eq(otpCodes.id, current.id), isNull(otpCodes.used_at), lt(otpCodes.wrong_tries, limits.maxWrongTries)))
        .returning({ wrong_tries: otpCodes.wrong_tries });
      if (!reserved) {
        return { status: "exhausted", retryAfterSeconds: secondsUntil(current.expires_at.getTime(), at), reason: "code" };
      }
      // Any live code with tries left may be the owner's: each is compared, in parallel, whatever the input.
      const digits = /^\d+$/.test(code);
      const matches = await Promise.all(
        usable.map(async (row) => {
          const expected = Buffer.from(row.code_hash, "base64");
          const actual = digits ? await hashCode(code, Buffer.from(row.salt, "base64")) : Buffer.alloc(expected.length);
          return digits && actual.length === expected.length && timingSafeEqual(actual, expected);
        }),
      );
      const matched = usable.find((_, index) => matches[index]);
      if (matched) {
        const used = await db.transaction(async (tx) => {
          const [spent] = await tx
            .update(otpCodes)
            .set({ used_at: at })
            .where(and(eq(otpCodes.id, matched.id), isNull(otpCodes.used_at)))
            .returning({ id: otpCodes.id });
          if (!spent) return false;
          // The right code is no wrong try; the other live codes go with it, each is for one sign-in.
          await tx
            .update(otpCodes)
            .set({ wrong_tries: sql`${otpCodes.wrong_tries} - 1` })
            .where(eq(otpCodes.id, current.id));
          await tx
            .update(otpCodes)
            .set({ expires_at: at })
            .where(and(eq(otpCodes.username, username), isNull(otpCodes.used_at), gt(otpCodes.expires_at, at)));
          // Only consecutive failures count against the username (NIST SP 800-63B §5.2.2).
          await tx.delete(otpFailures).where(eq(otpFailures.username, username));
          return true;
        });
        return used ? { status: "verified" } : { status: "unknown" };
      }
      await db.insert(otpFailures).values({ id: randomUUID(), username, address: clientAddress, created_at: at });
      // The tries left are the fewer of this code's and this address's for this username today
      // (ADR 060): the visitor is told the number that will actually stop them.
      const [pair] = await db
        .select({ count: sql<number>`count(*)` })
        .from(otpFailures)
        .where(
          and(
            eq(otpFailures.username, username),
            eq(otpFailures.address, clientAddress),
            gt(otpFailures.created_at, new Date(at.getTime() - DAY_MS)),
          ),
        );
      const codeLeft = limits.maxWrongTries - reserved.wrong_tries;
      const addressLeft = limits.wrongTriesPerUsernameAndAddress - Number(pair?.count ?? 0);
      return { status: "wrong", triesLeft: Math.max(0, Math.min(codeLeft, addressLeft)) };
    },
  };
}
