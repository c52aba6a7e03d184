import { describe, expect, it } from "vitest";
import { ERROR_CODES, getDefaultErrorCode, type ErrorCode } from "#domain/error-codes.ts";
import { kycMessages } from "./kyc-messages.ts";
import { RequestError } from "#app/http/request-error.ts";
import { getKycErrorText } from "./kyc-error-text.ts";

const { en, ny } = kycMessages;
const http = (status: number, code: ErrorCode = getDefaultErrorCode(status), retryAfterSeconds?: number) =>
  new RequestError(status, code, { message: "an English sentence the screen never shows", retryAfterSeconds });

describe("the message a visitor reads for a failed KYC call (spec §8)", () => {
  it("gives the spec's texts in English and their Chichewa, chosen by the answer's code", () => {
    expect(getKycErrorText(http(400, "wrong_code"), en, "verify")).toBe("You have entered an invalid verification code");
    expect(getKycErrorText(http(400, "wrong_code"), ny, "verify")).toBe(ny.wrongCode);
    expect(getKycErrorText(http(401, "code_expired"), en, "verify")).toBe("Unauthorized, get a new OTP");
    expect(getKycErrorText(http(401, "code_expired"), ny, "save")).toBe(ny.sessionExpired);
    expect(getKycErrorText(http(409, "already_submitted"), en)).toBe("You have already submitted");
    expect(getKycErrorText(http(409, "already_submitted"), ny)).toBe("Munatumiza kale");
  });

  it("never repeats the server's English sentence, in either language", () => {
    for (const code of ERROR_CODES) {
      for (const m of [en, ny]) {
        expect(getKycErrorText(http(400, code), m, "upload", "scan.pdf")).not.toContain("English sentence");
      }
    }
  });

  it("words the KYC record codes a visitor can act on", () => {
    expect(getKycErrorText(http(409, "account_number_changed"), ny)).toBe(ny.accountNumberChanged);
    expect(getKycErrorText(http(403, "record_of_another_user"), en)).toBe(en.recordOfAnotherUser);
    expect(getKycErrorText(http(400, "branch_not_found"), ny)).toBe(ny.branchNotFound);
    expect(getKycErrorText(http(400, "documents_missing"), en)).toBe(en.documentsMissing);
  });

  it("shows the wait of a refused code request, and a timeout as one", () => {
    expect(getKycErrorText(http(429, "too_many_codes", 321), en, "code")).toBe(en.waitBeforeCode(321));
    expect(getKycErrorText(http(429, "too_many_attempts", 3600), ny, "code")).toBe(ny.dailyLimit);
    expect(getKycErrorText(new RequestError(0, "timeout"), ny, "code")).toBe(ny.codeTimeout);
    expect(getKycErrorText(new RequestError(0, "network"), ny)).toBe(ny.network);
  });

  it("names a refused file, and hides server faults behind a plain apology", () => {
    expect(getKycErrorText(http(400, "file_type_not_allowed"), ny, "upload", "scan.pdf")).toBe(ny.fileErrors.notAllowedType("scan.pdf"));
    expect(getKycErrorText(http(413, "file_too_large"), en, "upload", "big.jpg")).toBe(en.fileErrors.tooLarge("big.jpg"));
    expect(getKycErrorText(http(413, "file_too_large").about("march.pdf"), ny, "upload")).toBe(ny.fileErrors.tooLarge("march.pdf"));
    expect(getKycErrorText(http(400, "file_unsafe"), en, "upload", "form.pdf")).toBe(en.fileUnsafe("form.pdf"));
    expect(getKycErrorText(http(500, "internal"), en)).toBe(en.unknownError);
    expect(getKycErrorText(http(502), ny)).toBe(ny.unknownError);
    expect(getKycErrorText(new Error("boom"), en)).toBe(en.unknownError);
  });
});
