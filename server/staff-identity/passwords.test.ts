import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from "./passwords.ts";

// scrypt is slow on purpose (about 0.1 s per hash): allow for a busy CI machine.
describe("staff passwords", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("are stored as salted scrypt hashes that only the right password matches", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
  });

  it("are hashed at N = 2^15 by a server, whatever a test run's lower cost says", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SCRYPT_TEST_N", "1024");
    vi.resetModules();
    const server = await import("./passwords.ts");
    const hash = await server.hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(server.UNKNOWN_ACCOUNT_HASH).toMatch(/^scrypt\$32768\$8\$1\$/);
    // A hash keeps its own cost: one made at a lower N still checks after the server's rises.
    expect(await server.verifyPassword("pw", await hashPassword("pw"))).toBe(true);
  });

  it("refuses malformed hashes and matches nothing against the unknown-account hash", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("", UNKNOWN_ACCOUNT_HASH)).toBe(false);
  });
});
