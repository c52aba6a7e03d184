import { describe, expect, it } from "vitest";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "./passwords.ts";

// scrypt is slow on purpose (about 0.1 s per hash): allow for a busy CI machine.
describe("staff passwords", { timeout: 30_000 }, () => {
  it("are stored as salted scrypt hashes that only the right password matches", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
  });

  it("refuses malformed hashes and matches nothing against the unknown-account hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("", UNKNOWN_ACCOUNT_HASH)).toBe(false);
  });
});
