import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import {
  CODE_REQUEST_TIMEOUT_MS,
  MALAWI_MOBILE_PATTERN,
  MAX_WRONG_TRIES,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  RESEND_WAIT_SECONDS,
  canResendCode,
  getResendWaitSeconds,
  getSecondsLeft,
  isCompleteOtp,
  isEmailAddress,
  isSimpleEmail,
  parseKycUsername,
  parseMalawiMobile,
  resendOtpCountdown,
  startOtpCountdown,
} from "./one-time-code.ts";

describe("usernames and e-mail (spec §3 phoneEmail, §5)", () => {
  it("applies §5's simple e-mail pattern: no spaces, one @, a dot in the domain", () => {
    expect(isSimpleEmail("chisomo@fdh.co.mw")).toBe(true);
    expect(isSimpleEmail("chisomo banda@fdh.co.mw")).toBe(false);
    expect(isSimpleEmail("chisomo@@fdh.co.mw")).toBe(false);
    expect(isSimpleEmail("chisomo@localhost")).toBe(false);
    expect(isSimpleEmail("0991234567")).toBe(false);
  });

  it("sends codes only to addresses safe in a mail header", () => {
    expect(isEmailAddress("first.last+kyc@mail.example.mw")).toBe(true);
    expect(isEmailAddress("a@b.c")).toBe(false);
    expect(isEmailAddress("a..b@example.mw")).toBe(false);
    expect(isEmailAddress("a@example.mw\r\nBcc: victim@example.mw")).toBe(false);
    expect(isEmailAddress('"quoted"@example.mw')).toBe(false);
    expect(isEmailAddress(`${"a".repeat(65)}@example.mw`)).toBe(false);
  });

  it.each([
    ["0991234567", "+265991234567"],
    ["099 123 4567", "+265991234567"],
    ["+265 88 123 4567", "+265881234567"],
    ["265-999-123-456", "+265999123456"],
    ["00265 31 123 4567", "+265311234567"],
    ["991234567", "+265991234567"],
  ])("reads the Malawian mobile number %s as %s", (text, e164) => {
    expect(parseMalawiMobile(text)).toBe(e164);
  });

  it.each(["01820000", "+265 1 820 000", "+254712345678", "0661234567", "09912345678", "099123456", "phone"])(
    "refuses %s as a mobile number",
    (text) => {
      expect(parseMalawiMobile(text)).toBeUndefined();
    },
  );

  it("agrees with libphonenumber's metadata on every two-digit Malawian prefix", () => {
    for (let prefix = 10; prefix <= 99; prefix++) {
      for (const rest of ["1234567", "9876543"]) {
        const national = `${prefix}${rest}`;
        const parsed = parsePhoneNumberFromString(`+265${national}`);
        const isMobile = parsed?.isValid() === true && parsed.getType() === "MOBILE";
        expect([national, MALAWI_MOBILE_PATTERN.test(national)]).toEqual([national, isMobile]);
      }
    }
    expect(parsePhoneNumberFromString("+265111234567")?.getType()).toBe("MOBILE");
    expect(MALAWI_MOBILE_PATTERN.test("111234567")).toBe(true);
  });

  it("tells a phone username from an e-mail one and normalises both", () => {
    expect(parseKycUsername(" 0991 234 567 ")).toEqual({ channel: "sms", value: "+265991234567" });
    expect(parseKycUsername(" Chisomo.Banda@FDH.co.mw ")).toEqual({ channel: "email", value: "chisomo.banda@fdh.co.mw" });
    expect(parseKycUsername("chisomo@")).toBeUndefined();
    expect(parseKycUsername("+447911123456")).toBeUndefined();
  });
});

describe("one-time codes (spec §2, §4, §9)", () => {
  it("has the spec's constants and the bank's limits", () => {
    expect([OTP_LENGTH, RESEND_WAIT_SECONDS, CODE_REQUEST_TIMEOUT_MS, OTP_TTL_MINUTES, MAX_WRONG_TRIES]).toEqual([6, 60, 20000, 10, 5]);
  });

  it("enables Proceed only for exactly six digits", () => {
    expect(isCompleteOtp("123456")).toBe(true);
    expect(isCompleteOtp("12345")).toBe(false);
    expect(isCompleteOtp("1234567")).toBe(false);
    expect(isCompleteOtp("12345a")).toBe(false);
    expect(isCompleteOtp(" 12345")).toBe(false);
  });

  it("starts with a 60-second wait and counts down by the clock", () => {
    const start = startOtpCountdown(1_000_000);
    expect(getSecondsLeft(start, 1_000_000)).toBe(60);
    expect(getSecondsLeft(start, 1_000_001)).toBe(60);
    expect(getSecondsLeft(start, 1_059_001)).toBe(1);
    expect(canResendCode(start, 1_059_999)).toBe(false);
    expect(canResendCode(start, 1_060_000)).toBe(true);
    expect(getSecondsLeft(start, 9_999_999)).toBe(0);
  });

  it("waits 60 s longer after each resend: 60 plus the wait already served", () => {
    let countdown = startOtpCountdown(0);
    const waits = [countdown.waitSeconds];
    for (let sent = 2; sent <= 4; sent++) {
      countdown = resendOtpCountdown(countdown, sent * 1_000_000);
      waits.push(countdown.waitSeconds);
      expect(getSecondsLeft(countdown, sent * 1_000_000)).toBe(countdown.waitSeconds);
    }
    expect(waits).toEqual([60, 120, 180, 240]);
    expect([1, 2, 3, 4].map(getResendWaitSeconds)).toEqual(waits);
    expect(getResendWaitSeconds(0)).toBe(60);
  });
});
