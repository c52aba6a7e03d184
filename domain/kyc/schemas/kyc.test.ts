import { describe, expect, it } from "vitest";
import { REQUIRED_PURPOSES, formatKycDocumentUrl } from "../kyc.ts";
import {
  KycAccountNameSchema,
  KycAccountNumberSchema,
  KycAccountTypeNameSchema,
  KycSubmissionSchema,
  KycUpdateSchema,
  KycUsernameSchema,
  OtpCodeSchema,
  UploadItemSchema,
  type KycSubmissionInput,
} from "./kyc.ts";

const BRANCH_ID = "0b6b7c1e-8d7a-4c53-9d0e-3f1c2a4b5c6d";
const TYPE_ID = "7f3e2d1c-0b9a-4876-a543-210fedcba987";
const RECORD_ID = "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d";

/** A valid submission for an individual, built through the schema so it cannot drift. */
function createSubmission(overrides: Partial<KycSubmissionInput> = {}): KycSubmissionInput {
  return {
    account_number: "1002 3456 7890",
    account_name: "Chisomo  Banda",
    username: "0991234567",
    branch_id: BRANCH_ID,
    kyc_account_type_id: TYPE_ID,
    documents: REQUIRED_PURPOSES["Individual Account"].map((purpose, index) => ({
      purpose,
      url: formatKycDocumentUrl(`kycdocuments/chisomo_banda_${index}-0123456789abcdef01234567.pdf`),
    })),
    emails: [],
    ...overrides,
  };
}

describe("the KYC details form (spec §3, ADR 020)", () => {
  it("normalises what people type in each field", () => {
    expect(KycAccountNumberSchema.parse("1002-3456-7890")).toBe("100234567890");
    expect(KycAccountNameSchema.parse("  Chisomo   Banda ")).toBe("Chisomo Banda");
    expect(KycUsernameSchema.parse("099 123 4567")).toBe("+265991234567");
  });

  it.each(["12345", "123456789012345678901", "1002A3456", ""])("refuses the account number %j", (value) => {
    expect(KycAccountNumberSchema.safeParse(value).success).toBe(false);
  });

  it.each(["Banda & Sons (Pvt) Ltd.", "Ŵezi Mwale", "O'Neil-Phiri", "3D Prints/Designs"])("accepts the account name %j", (value) => {
    expect(KycAccountNameSchema.safeParse(value).success).toBe(true);
  });

  it.each(["A", "<script>alert(1)</script>", "Banda | Sons", "12345", 'Chisomo "CB" Banda', "Chisomo\u0000Banda", "x".repeat(151)])(
    "refuses the account name %j",
    (value) => {
      expect(KycAccountNameSchema.safeParse(value).success).toBe(false);
    },
  );

  it("takes a Malawian mobile number or an e-mail address as the username, nothing else", () => {
    expect(KycUsernameSchema.parse("Chisomo@Example.MW")).toBe("chisomo@example.mw");
    expect(KycUsernameSchema.parse("+265 881 234 567")).toBe("+265881234567");
    const abroad = KycUsernameSchema.safeParse("+254712345678");
    expect(abroad.success).toBe(false);
    expect(abroad.error?.issues[0]?.message).toMatch(/Malawian mobile number/);
    expect(KycUsernameSchema.safeParse(`${"a".repeat(250)}@example.mw`).success).toBe(false);
  });

  it("refuses an account type that is not one of the four", () => {
    expect(KycAccountTypeNameSchema.safeParse("Joint Account").success).toBe(false);
    expect(KycAccountTypeNameSchema.safeParse("SME").success).toBe(true);
  });
});

describe("the one-time code and upload items", () => {
  it("takes exactly six digits as a code", () => {
    expect(OtpCodeSchema.safeParse("012345").success).toBe(true);
    expect(OtpCodeSchema.safeParse("01234").success).toBe(false);
    expect(OtpCodeSchema.safeParse("01234x").success).toBe(false);
  });

  it("keeps an upload item's progress within its size", () => {
    expect(UploadItemSchema.safeParse({ description: "Payslip", size: 10, progress: 10 }).success).toBe(true);
    expect(UploadItemSchema.safeParse({ description: "Payslip", size: 10, progress: 11 }).success).toBe(false);
  });
});

describe("the KYC submission payload (spec §3)", () => {
  it("accepts a complete submission and normalises its fields", () => {
    const submission = KycSubmissionSchema.parse(createSubmission());
    expect(submission.account_number).toBe("100234567890");
    expect(submission.account_name).toBe("Chisomo Banda");
    expect(submission.username).toBe("+265991234567");
    expect(submission.documents).toHaveLength(6);
    expect(submission.emails).toEqual([]);
  });

  it("accepts the spec's emails list for its shape", () => {
    const emails = [{ email: "lilongwe@fdh.co.mw", message: "A KYC form was submitted." }];
    expect(KycSubmissionSchema.parse(createSubmission({ emails })).emails).toEqual(emails);
  });

  it("refuses documents stored anywhere but the site's KYC folder", () => {
    for (const url of ["https://evil.example/a.pdf", "javascript:alert(1)", "/api/kyc_documents/kycdocuments/../x.pdf", "/content/a.pdf"]) {
      const result = KycSubmissionSchema.safeParse(createSubmission({ documents: [{ purpose: "Payslip", url }] }));
      expect(result.success).toBe(false);
    }
  });

  it("refuses a purpose the spec does not list, the same document twice, and no documents", () => {
    const url = formatKycDocumentUrl("kycdocuments/a-0123456789abcdef01234567.pdf");
    expect(KycSubmissionSchema.safeParse(createSubmission({ documents: [{ purpose: "Selfie" as "Payslip", url }] })).success).toBe(false);
    expect(
      KycSubmissionSchema.safeParse(
        createSubmission({
          documents: [
            { purpose: "Payslip", url },
            { purpose: "Signature", url },
          ],
        }),
      ).success,
    ).toBe(false);
    expect(KycSubmissionSchema.safeParse(createSubmission({ documents: [] })).success).toBe(false);
  });

  it("refuses more than two e-mails, so the site cannot be turned into a mailer", () => {
    const emails = ["a@example.mw", "b@example.mw", "c@example.mw"].map((email) => ({ email, message: "hello" }));
    expect(KycSubmissionSchema.safeParse(createSubmission({ emails })).success).toBe(false);
  });

  it("refuses ids that are not UUIDs and fields it does not know", () => {
    expect(KycSubmissionSchema.safeParse(createSubmission({ branch_id: "1" })).success).toBe(false);
    expect(KycSubmissionSchema.safeParse({ ...createSubmission(), processed: true }).success).toBe(false);
  });

  it("takes the spec's update shape (record id, old documents, processed false) and refuses an update marking itself processed", () => {
    const old_documents = createSubmission().documents;
    const update = KycUpdateSchema.parse({ ...createSubmission(), id: RECORD_ID, old_documents, processed: false });
    expect(update.id).toBe(RECORD_ID);
    expect(update.old_documents).toHaveLength(6);
    expect(update.processed).toBe(false);
    expect(KycUpdateSchema.safeParse({ ...createSubmission(), id: RECORD_ID, old_documents, processed: true }).success).toBe(false);
    expect(KycUpdateSchema.safeParse({ ...createSubmission(), id: "7" }).success).toBe(false);
  });

  it("leaves the username to the session and writes e-mails in English unless told otherwise", () => {
    const { username: _username, ...visitor } = createSubmission();
    const parsed = KycSubmissionSchema.parse(visitor);
    expect(parsed.username).toBeUndefined();
    expect(parsed.lang).toBe("en");
    expect(KycSubmissionSchema.parse({ ...visitor, lang: "ny" }).lang).toBe("ny");
    expect(KycSubmissionSchema.safeParse({ ...visitor, lang: "fr" }).success).toBe(false);
  });
});
