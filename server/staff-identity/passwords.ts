import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { scryptCost } from "../scrypt-cost.ts";

/** scrypt cost: 2^15 iterations of 128 * r bytes (32 MiB), about 0.1 s per check on a server core. */
const COST = { N: scryptCost(2 ** 15), r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** An scrypt hash of a password: `scrypt$N$r$p$salt$key` (base64url), safe to store. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether a password matches a stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await deriveKey(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no one's password: checked against when the username is unknown, so both cases take as long. */
export const UNKNOWN_ACCOUNT_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${randomBytes(SALT_LENGTH).toString("base64url")}$${randomBytes(KEY_LENGTH).toString("base64url")}`;
