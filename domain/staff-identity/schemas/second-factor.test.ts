import { describe, expect, it } from "vitest";
import { EnrolmentConfirmBodySchema, formatTotpKey, isTotpCode, normalizeRecoveryCode } from "./second-factor.ts";

describe("second-factor codes", () => {
  it("tells a 6-digit code from a recovery code, spaces allowed", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("123 456")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("abcde-12345")).toBe(false);
  });

  it("compares recovery codes without case, spaces or hyphens", () => {
    expect(normalizeRecoveryCode(" AbCdE-12345 ")).toBe("abcde12345");
    expect(normalizeRecoveryCode("abcde 12345")).toBe("abcde12345");
  });

  it("shows a key in groups of four", () => {
    expect(formatTotpKey("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(formatTotpKey("ABCDEF")).toBe("ABCD EF");
  });

  it("takes only six digits to confirm an enrolment", () => {
    expect(EnrolmentConfirmBodySchema.safeParse({ code: " 123456 " }).success).toBe(true);
    expect(EnrolmentConfirmBodySchema.safeParse({ code: "12345a" }).success).toBe(false);
  });
});
