import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPES,
  CODE_REQUEST_TIMEOUT_MS,
  KYC_FOLDER,
  KYC_PURPOSES,
  MALAWI_MOBILE_PATTERN,
  MAX_FILES_PER_PURPOSE,
  MAX_WRONG_TRIES,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  REQUIRED_PURPOSES,
  RESEND_WAIT_SECONDS,
  RISK_BANDS,
  TOP_RISK_CODE,
  canResendCode,
  formatKycDocumentUrl,
  formatStoredFileName,
  getCurrentUpload,
  getProgressPerFile,
  getRequiredPurposes,
  getResendWaitSeconds,
  getRiskCode,
  getSecondsLeft,
  getUploadPercent,
  isCompleteOtp,
  isEmailAddress,
  isKycAccountTypeName,
  isKycDocumentKey,
  isKycPurpose,
  isSimpleEmail,
  listPurposeProblems,
  parseKycDocumentUrl,
  parseKycUsername,
  parseMalawiMobile,
  parseMonthlyIncome,
  resendOtpCountdown,
  sanitizeFileNamePart,
  startOtpCountdown,
} from "./kyc.ts";

describe("KYC account types and their documents (spec §3)", () => {
  it("numbers the four built-in account types 1 to 4", () => {
    expect(ACCOUNT_TYPES.map(({ name, position }) => [name, position])).toEqual([
      ["Individual Account", 1],
      ["Sole Proprietorship", 2],
      ["SME", 3],
      ["Corporate Account", 4],
    ]);
    expect(isKycAccountTypeName("SME")).toBe(true);
    expect(isKycAccountTypeName("Joint Account")).toBe(false);
  });

  it("asks an individual for the personal form, identity, employer letter, payslip, sketch map and signature", () => {
    expect(getRequiredPurposes("Individual Account")).toEqual([
      "KYC Update Form - Personal/Individual Business Accounts",
      "National ID/Passport",
      "Letter from Employer",
      "Payslip",
      "Sketch Map",
      "Signature",
    ]);
  });

  it("asks a sole proprietor for the personal form and the business's registration and proofs", () => {
    expect(REQUIRED_PURPOSES["Sole Proprietorship"]).toEqual([
      "KYC Update Form - Personal/Individual Business Accounts",
      "Registration Certificate",
      "Identity of Director(Signatories)",
      "Proof of Residence",
      "Sketch Map",
      "Signature",
    ]);
  });

  it("asks an SME and a corporate for the same eight documents except the form", () => {
    expect(REQUIRED_PURPOSES.SME).toEqual([
      "KYC Update Form - SME Accounts",
      "Registration Certificate",
      "Certificate of Incorporation",
      "Memorandum of Articles of Association",
      "List of Directors",
      "Proof of Residence",
      "Sketch Map",
      "Signature",
    ]);
    expect(REQUIRED_PURPOSES["Corporate Account"][0]).toBe("KYC Update Form - Corporate Accounts");
    expect(REQUIRED_PURPOSES["Corporate Account"].slice(1)).toEqual(REQUIRED_PURPOSES.SME.slice(1));
  });

  it("knows every purpose once", () => {
    expect(new Set(KYC_PURPOSES).size).toBe(KYC_PURPOSES.length);
    expect(KYC_PURPOSES).toHaveLength(14);
    expect(isKycPurpose("Payslip")).toBe(true);
    expect(isKycPurpose("Selfie")).toBe(false);
  });

  it("finds nothing wrong with a complete set, several pages for one purpose included", () => {
    expect(listPurposeProblems("Individual Account", [...REQUIRED_PURPOSES["Individual Account"], "National ID/Passport"])).toEqual([]);
  });

  it("names the missing, the foreign and the excess", () => {
    const purposes = [...REQUIRED_PURPOSES.SME.filter((purpose) => purpose !== "List of Directors"), "Payslip"];
    for (let i = 0; i < MAX_FILES_PER_PURPOSE; i++) purposes.push("Signature");
    expect(listPurposeProblems("SME", purposes)).toEqual([
      'missing a document for "List of Directors"',
      'at most 5 files for "Signature"',
      '"Payslip" is not asked for from a SME',
    ]);
  });
});

describe("stored file names (spec §5)", () => {
  it("removes pipes, turns spaces into underscores, drops other characters and lowercases", () => {
    expect(sanitizeFileNamePart("Banda | Sons & Co. (Pvt) Ltd")).toBe("banda__sons__co._pvt_ltd");
  });

  it("keeps Chichewa letters by folding their accents", () => {
    expect(sanitizeFileNamePart("Ŵezi Chisomo")).toBe("wezi_chisomo");
  });

  it("joins account name, purpose and file name in the kycdocuments folder", () => {
    expect(formatStoredFileName("John Banda", "National ID/Passport", "front side.jpeg", "jpg")).toBe(
      `${KYC_FOLDER}/john_banda_national_idpassport_front_side.jpg`,
    );
  });

  it("takes the extension from the content, not from the uploaded name", () => {
    expect(formatStoredFileName("John Banda", "Payslip", "payslip.jpg", "pdf")).toBe("kycdocuments/john_banda_payslip_payslip.pdf");
    expect(formatStoredFileName("John Banda", "Payslip", "x.php%00.jpg", "png")).toBe("kycdocuments/john_banda_payslip_x_php00.png");
    expect(formatStoredFileName("John Banda", "Payslip", "x.php\u0000.jpg", "png")).toBe("kycdocuments/john_banda_payslip_x_php.png");
  });

  it("cannot be steered out of the folder", () => {
    for (const name of ["../../etc/passwd", "..\\..\\windows\\win.ini", "/etc/shadow", "....//....//x", ".htaccess"]) {
      const stored = formatStoredFileName("A", "Payslip", name, "pdf");
      expect(stored.startsWith("kycdocuments/")).toBe(true);
      expect(stored.slice("kycdocuments/".length)).not.toMatch(/\/|\\|\.\./);
      expect(isKycDocumentKey(stored)).toBe(true);
    }
  });

  it("never yields an empty, dot-only or hidden name", () => {
    expect(formatStoredFileName("|||", "", "...", "pdf")).toBe("kycdocuments/document.pdf");
    expect(formatStoredFileName("", "", "", "png")).toBe("kycdocuments/document.png");
    expect(formatStoredFileName("---", "…", ".bashrc", "jpg")).toBe("kycdocuments/bashrc.jpg");
  });

  it("keeps names short enough for any file system", () => {
    const stored = formatStoredFileName("A".repeat(500), "Signature", "b".repeat(500) + ".png", "png");
    expect(stored.length).toBeLessThanOrEqual("kycdocuments/".length + 150 + 4);
    expect(isKycDocumentKey(stored)).toBe(true);
  });

  it("addresses a document only through the site's own path", () => {
    const url = formatKycDocumentUrl("kycdocuments/john_banda_payslip-0a1b2c.pdf");
    expect(url).toBe("/api/kyc_documents/kycdocuments/john_banda_payslip-0a1b2c.pdf");
    expect(parseKycDocumentUrl(url)).toBe("kycdocuments/john_banda_payslip-0a1b2c.pdf");
    expect(parseKycDocumentUrl("https://evil.example/kycdocuments/a.pdf")).toBeUndefined();
    expect(parseKycDocumentUrl("/api/kyc_documents/kycdocuments/../secret.pdf")).toBeUndefined();
    expect(parseKycDocumentUrl("/api/kyc_documents/other/a.pdf")).toBeUndefined();
    expect(parseKycDocumentUrl("/api/kyc_documents/kycdocuments/a.exe")).toBeUndefined();
  });
});

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

describe("risk code from monthly income (spec §5, §9)", () => {
  it("has the spec's three bounds", () => {
    expect(RISK_BANDS.map((band) => band.below)).toEqual([200000, 500000, 4999999]);
    expect(TOP_RISK_CODE).toBe(11);
  });

  it.each([
    ["0", 8],
    ["199,999", 8],
    ["199999.99", 8],
    ["200,000", 9],
    ["499999", 9],
    ["500000", 10],
    ["4,999,998", 10],
    ["4,999,999", 11],
    ["12,000,000", 11],
  ] as const)("gives %s the code %i", (income, code) => {
    expect(getRiskCode(income)).toBe(code);
  });

  it("takes numbers as well as text", () => {
    expect(getRiskCode(250_000)).toBe(9);
  });

  it("refuses what is not an amount instead of guessing a band", () => {
    expect(parseMonthlyIncome("1,2a")).toBeUndefined();
    expect(parseMonthlyIncome("-5")).toBeUndefined();
    expect(parseMonthlyIncome(" 1,250,000.50 ")).toBe(1250000.5);
    expect(() => getRiskCode("")).toThrow(RangeError);
    expect(() => getRiskCode("MK 200000")).toThrow(RangeError);
    expect(() => getRiskCode(Number.NaN)).toThrow(RangeError);
    expect(() => getRiskCode(-1)).toThrow(RangeError);
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

describe("upload progress (spec §2, §4)", () => {
  it("gives each file the total size divided by the number of files", () => {
    expect(getProgressPerFile(9_000, 3)).toBe(3_000);
    expect(getProgressPerFile(9_000, 0)).toBe(0);
  });

  it("moves the bar one equal step per finished file, whatever the file sizes", () => {
    expect([0, 1, 2, 3].map((done) => getUploadPercent(done, 3, 9_000))).toEqual([0, 33, 66, 100]);
    expect(getUploadPercent(5, 3, 9_000)).toBe(100);
    expect(getUploadPercent(1, 2, 0)).toBe(50);
    expect(getUploadPercent(0, 0, 0)).toBe(0);
  });

  it("names the first unfinished file as n of total, and nothing when all are done", () => {
    const items = [
      { description: "Payslip", size: 10, progress: 10 },
      { description: "Signature", size: 10, progress: 3 },
      { description: "Sketch Map", size: 10, progress: 0 },
    ];
    expect(getCurrentUpload(items)).toEqual({ item: items[1], position: 2, total: 3 });
    expect(getCurrentUpload(items.map((item) => ({ ...item, progress: item.size })))).toBeUndefined();
    expect(getCurrentUpload([])).toBeUndefined();
  });
});
