import { describe, expect, it } from "vitest";
import { kycMessages } from "./kyc-messages.ts";
import { getKycErrorText, KycRequestError } from "./kyc-request-error.ts";

const { en, ny } = kycMessages;
const http = (status: number, message: string, retryAfter?: number) => new KycRequestError("http", status, message, retryAfter);

describe("the message a visitor reads for a failed KYC call (spec §8)", () => {
  it("gives the spec's texts in English and their Chichewa", () => {
    expect(getKycErrorText(http(400, "You have entered an invalid verification code"), en, "verify")).toBe(
      "You have entered an invalid verification code",
    );
    expect(getKycErrorText(http(400, "You have entered an invalid verification code"), ny, "verify")).toBe(ny.wrongCode);
    expect(getKycErrorText(http(401, "Unauthorized, get a new OTP"), en, "verify")).toBe("Unauthorized, get a new OTP");
    expect(getKycErrorText(http(401, "Unauthenticated."), ny)).toBe(ny.newCodeNeeded);
    expect(getKycErrorText(http(409, "You have already submitted"), ny)).toBe(ny.alreadySubmitted);
    expect(getKycErrorText(http(400, 'duplicate key value violates unique constraint "signatory_id"'), en)).toBe(
      "The ID has already been used by another signatory",
    );
  });

  it("shows the wait of a refused code request, and a timeout as one", () => {
    expect(getKycErrorText(http(429, "Too many codes asked for. Wait 321 seconds before asking for another.", 321), en, "code")).toBe(
      en.waitBeforeCode(321),
    );
    expect(getKycErrorText(new KycRequestError("timeout", 0, "signal timed out"), ny, "code")).toBe(ny.codeTimeout);
    expect(getKycErrorText(new KycRequestError("network", 0, "Failed to fetch"), ny)).toBe(ny.network);
  });

  it("names a refused file, and hides server faults behind a plain apology", () => {
    expect(getKycErrorText(http(400, "Only PDF, JPEG and PNG files are accepted."), ny, "upload", "scan.pdf")).toBe(
      ny.fileErrors.notAllowedType("scan.pdf"),
    );
    expect(getKycErrorText(http(500, "Internal Server Error"), en)).toBe(en.unknownError);
    expect(getKycErrorText(new Error("boom"), en)).toBe(en.unknownError);
    expect(getKycErrorText(http(400, "body.branch_id: no such branch"), en)).toBe(en.rejected("body.branch_id: no such branch"));
  });
});
