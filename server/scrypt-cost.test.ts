import { afterEach, describe, expect, it, vi } from "vitest";
import { scryptCost } from "./scrypt-cost.ts";

describe("scrypt's work factor", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is the full cost in production and development, whatever SCRYPT_TEST_N says", () => {
    vi.stubEnv("SCRYPT_TEST_N", "1024");
    for (const mode of ["production", "development", ""]) {
      vi.stubEnv("NODE_ENV", mode);
      expect(scryptCost(32_768)).toBe(32_768);
    }
  });

  it("is lowered in a test run only to a power of two below the full cost", () => {
    vi.stubEnv("NODE_ENV", "test");
    for (const [asked, used] of [
      ["1024", 1024],
      ["2", 2],
      ["1000", 32_768],
      ["65536", 32_768],
      ["1", 32_768],
      ["", 32_768],
      ["abc", 32_768],
    ] as const) {
      vi.stubEnv("SCRYPT_TEST_N", asked);
      expect(scryptCost(32_768), asked).toBe(used);
    }
  });
});
