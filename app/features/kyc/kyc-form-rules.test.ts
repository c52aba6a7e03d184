import { describe, expect, it } from "vitest";
import {
  EMPTY_KYC_FORM,
  getFieldError,
  normalizeAccountName,
  normalizeAccountNumber,
  validateDocuments,
  validateKycForm,
} from "./kyc-form-rules.ts";

describe("the KYC details form rules", () => {
  it("asks for every field of an empty form, in the form's order", () => {
    expect(Object.entries(validateKycForm(EMPTY_KYC_FORM))).toEqual([
      ["accountNumber", "accountNumberRequired"],
      ["accountName", "accountNameRequired"],
      ["phoneEmail", "phoneEmailRequired"],
      ["accountType", "accountTypeRequired"],
      ["branch", "branchRequired"],
    ]);
  });

  it("takes an account number of 6 to 20 digits, with the spaces and hyphens people type", () => {
    expect(getFieldError("accountNumber", "1000 2000-30")).toBeUndefined();
    expect(normalizeAccountNumber("1000 2000-30")).toBe("1000200030");
    expect(getFieldError("accountNumber", "12345")).toBe("accountNumberInvalid");
    expect(getFieldError("accountNumber", "1".repeat(21))).toBe("accountNumberInvalid");
    expect(getFieldError("accountNumber", "12345a")).toBe("accountNumberInvalid");
  });

  it("takes Chichewa and business names and refuses markup, pipes and names without a letter", () => {
    expect(getFieldError("accountName", "  Chisomo   Ŵanda ")).toBeUndefined();
    expect(normalizeAccountName("  Chisomo   Banda ")).toBe("Chisomo Banda");
    expect(getFieldError("accountName", "Banda & Sons (Pvt) Ltd.")).toBeUndefined();
    expect(getFieldError("accountName", "<b>Banda</b>")).toBe("accountNameInvalid");
    expect(getFieldError("accountName", "Banda | Phiri")).toBe("accountNameInvalid");
    expect(getFieldError("accountName", "12345")).toBe("accountNameInvalid");
    expect(getFieldError("accountName", "A")).toBe("accountNameInvalid");
    expect(getFieldError("accountName", "a".repeat(151))).toBe("accountNameTooLong");
  });

  it("takes a Malawian mobile number in the ways people write it, or an e-mail address", () => {
    for (const text of ["0991 234 567", "+265 991 234 567", "00265881234567", "chisomo@example.mw"]) {
      expect(getFieldError("phoneEmail", text), text).toBeUndefined();
    }
    for (const text of ["01 750 100", "+27 82 123 4567", "chisomo@", "12345"]) {
      expect(getFieldError("phoneEmail", text), text).toBe("phoneEmailInvalid");
    }
  });

  it("takes only the spec's account types", () => {
    expect(getFieldError("accountType", "SME")).toBeUndefined();
    expect(getFieldError("accountType", "Savings")).toBe("accountTypeRequired");
  });

  it("asks for each required document of the chosen type, and at most five files of one", () => {
    const errors = validateDocuments("Individual Account", { "National ID/Passport": 2, Payslip: 6 });
    expect(Object.keys(errors)).toEqual([
      "KYC Update Form - Personal/Individual Business Accounts",
      "Letter from Employer",
      "Payslip",
      "Sketch Map",
      "Signature",
    ]);
    expect(errors.Payslip).toEqual({ code: "tooManyFiles", max: 5 });
    expect(errors["Sketch Map"]).toEqual({ code: "documentMissing" });
    expect(validateDocuments("", {})).toEqual({});
  });
});

describe("the browser's rules and the server's schema", () => {
  // The browser does not load zod (ADR 023), so the same inputs go through both: they must agree.
  const samples: Array<Partial<Record<string, string>>> = [
    {},
    { accountNumber: "12345" },
    { accountNumber: "1000-2000 30" },
    { accountNumber: "1".repeat(20) },
    { accountNumber: "1".repeat(21) },
    { accountName: "Ŵezi Mhango" },
    { accountName: "A" },
    { accountName: "Banda <script>" },
    { accountName: "Banda & Sons (Pvt) Ltd." },
    { accountName: "2024" },
    { accountName: "a".repeat(151) },
    { phoneEmail: "0888 123 456" },
    { phoneEmail: "+265 1 750 100" },
    { phoneEmail: "CHISOMO@Example.MW" },
    { phoneEmail: "chisomo@example" },
    { accountType: "Corporate Account" },
    { accountType: "Savings" },
    { branch: "   " },
  ];
  const valid = {
    accountNumber: "1000200030",
    accountName: "Chisomo Banda",
    phoneEmail: "0991234567",
    accountType: "SME",
    branch: "Lilongwe Branch",
  };

  it.each(samples)("agree on %o", async (change) => {
    // The form's fields as the server's schemas read them, one domain schema per field.
    const { KycAccountNameSchema, KycAccountNumberSchema, KycAccountTypeNameSchema, KycBranchNameSchema, KycUsernameSchema } =
      await import("#domain/kyc/schemas/kyc.ts");
    const { z } = await import("zod");
    const form = z.strictObject({
      accountNumber: KycAccountNumberSchema,
      accountName: KycAccountNameSchema,
      phoneEmail: KycUsernameSchema,
      accountType: KycAccountTypeNameSchema,
      branch: KycBranchNameSchema,
    });
    const values = { ...valid, ...change };
    const browser = Object.keys(validateKycForm(values));
    const server = form.safeParse(values);
    const serverFields = server.success ? [] : [...new Set(server.error.issues.map((issue) => String(issue.path[0])))];
    expect(browser).toEqual(serverFields);
  });
});
