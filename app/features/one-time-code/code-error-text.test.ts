import { describe, expect, it } from "vitest";
import { RequestError } from "#app/http/request-error.ts";
import { getCodeErrorText } from "./code-error-text.ts";
import { codeMessages } from "./code-messages.ts";

const { en, ny } = codeMessages;
const refused = (status: number, code: ConstructorParameters<typeof RequestError>[1], retryAfterSeconds?: number) =>
  new RequestError(status, code, { message: "an English sentence the screen never shows", retryAfterSeconds });

describe("the message a visitor reads when a one-time code cannot be sent or checked (spec §8)", () => {
  it("words a wrong or lapsed code as the spec does, and in Chichewa", () => {
    expect(getCodeErrorText(refused(400, "wrong_code"), en, "verify")).toBe("You have entered an invalid verification code");
    expect(getCodeErrorText(refused(400, "wrong_code"), ny, "verify")).toBe(ny.wrongCode);
    expect(getCodeErrorText(refused(401, "code_expired"), en, "verify")).toBe("Unauthorized, get a new OTP");
  });

  it("says how many tries are left after a wrong code, in both languages, and asks a new code when none are (ADR 060)", () => {
    const wrong = (triesLeft: number) => new RequestError(400, "wrong_code", { body: { code: "wrong_code", tries_left: triesLeft } });
    expect(getCodeErrorText(wrong(3), en, "verify")).toBe("You have entered an invalid verification code. 3 tries left.");
    expect(getCodeErrorText(wrong(1), en, "verify")).toBe("You have entered an invalid verification code. 1 try left.");
    expect(getCodeErrorText(wrong(3), ny, "verify")).toBe("Mwalemba khodi yotsimikizira yolakwika. Mwatsala ndi mwayi 3.");
    expect(getCodeErrorText(wrong(1), ny, "verify")).toBe("Mwalemba khodi yotsimikizira yolakwika. Mwatsala ndi mwayi umodzi wokha.");
    expect(getCodeErrorText(wrong(0), ny, "verify")).toBe(ny.tooManyWrongCodes);
  });

  it("says how long to wait, and tells a daily limit from too many wrong codes", () => {
    expect(getCodeErrorText(refused(429, "too_many_codes", 120), ny, "code")).toBe(ny.waitBeforeCode(120));
    expect(getCodeErrorText(refused(429, "too_many_attempts", 3600), en, "code")).toBe(en.dailyLimit);
    expect(getCodeErrorText(refused(429, "too_many_attempts", 900), en, "verify")).toBe(en.tooManyWrongCodes);
  });

  it("tells a slow send from a lost connection, and hides faults behind a plain apology", () => {
    expect(getCodeErrorText(new RequestError(0, "timeout"), en, "code")).toBe(en.codeTimeout);
    expect(getCodeErrorText(new RequestError(0, "network"), ny, "verify")).toBe(ny.network);
    expect(getCodeErrorText(refused(500, "internal"), ny, "code")).toBe(ny.unknownError);
    expect(getCodeErrorText(new Error("boom"), en, "code")).toBe(en.unknownError);
  });

  it("never shows the server's English sentence", () => {
    for (const status of [400, 401, 403, 409, 429, 503])
      expect(getCodeErrorText(refused(status, "invalid_request"), ny, "code")).not.toContain("English sentence");
  });
});
