import { describe, expect, it } from "vitest";
import {
  ACCOUNT_TYPES,
  KYC_FOLDER,
  KYC_PURPOSES,
  MAX_FILES_PER_PURPOSE,
  REQUIRED_PURPOSES,
  formatKycDocumentUrl,
  formatStoredFileName,
  getCurrentUpload,
  getProgressPerFile,
  getRequiredPurposes,
  getUploadPercent,
  isKycAccountTypeName,
  isKycDocumentKey,
  isKycPurpose,
  listPurposeProblems,
  parseKycDocumentUrl,
  sanitizeFileNamePart,
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
