import { describe, expect, it } from "vitest";
import { getRiskCode } from "../../risk.ts";
import { MALAWI_DISTRICTS } from "../malawi-districts.ts";
import {
  ACCOUNT_OPTION_IDS,
  APPLICATION_FIELDS,
  checkApplicationDetails,
  DEFAULT_ACCOUNT_OPTION,
  getAgeInYears,
  getMalawiToday,
  getRequiredApplicationDocuments,
  isNationalId,
  normalizeNationalId,
  maskUsername,
  ReferenceSchema,
  type ApplicationField,
  type ApplicationValues,
} from "./account-application.ts";
import { isApplicationReference, precheckApplicationDetails } from "../application-rules.ts";

const TODAY = "2026-11-23";
const valid: ApplicationValues = {
  first_name: "Chikondi",
  middle_name: "",
  surname: "Banda",
  date_of_birth: "1990-05-14",
  gender: "female",
  national_id: "ab12 cd34",
  district: "lilongwe",
  address: "Area 47, Sector 3, House 12",
  occupation: "Teacher",
  employer: "Ministry of Education",
  business_name: "",
  source_of_funds: "salary",
  monthly_income: "450,000",
  politically_exposed: "no",
  account_purpose: "savings",
  expected_deposits: "200k_to_500k",
  branch_id: "0b8a3c9e-9d7a-4b8e-8f5e-2a1c3d4e5f60",
};

describe("the risk code of a monthly income (spec §5, §9)", () => {
  it.each([
    ["199999", 8],
    ["200000", 9],
    ["499999", 9],
    ["500000", 10],
    ["4999998", 10],
    ["4999999", 11],
    ["199,999", 8],
    ["200,000", 9],
    ["4,999,998", 10],
    ["4,999,999", 11],
  ] as const)("gives %s the code %i", (income, code) => {
    expect(getRiskCode(income)).toBe(code);
  });
});

describe("the default account option (spec §9)", () => {
  it("is the personal main account with First Save Savings Account, which needs the five personal documents", () => {
    expect(DEFAULT_ACCOUNT_OPTION).toBe("personal_first_save");
    expect(getRequiredApplicationDocuments(DEFAULT_ACCOUNT_OPTION)).toEqual([
      "national_id_front",
      "national_id_back",
      "selfie_with_id",
      "proof_of_residence",
      "signature",
    ]);
  });

  it("asks a business for its registration as well", () => {
    expect(getRequiredApplicationDocuments("business_current")).toContain("business_registration");
  });
});

describe("Malawi's national ID number", () => {
  it("is 8 capital letters and digits, whatever the case and spacing typed", () => {
    expect(normalizeNationalId(" ab12-cd 34 ")).toBe("AB12CD34");
    expect(isNationalId("ab12 cd34")).toBe(true);
    expect(isNationalId("AB12CD3")).toBe(false);
    expect(isNationalId("AB12CD345")).toBe(false);
    expect(isNationalId("AB12CD3!")).toBe(false);
    expect(isNationalId("ABCDEFGH")).toBe(false);
    expect(isNationalId("12345678")).toBe(false);
  });
});

describe("Malawi's districts", () => {
  it("lists all 28, six in the north, nine in the centre and thirteen in the south", () => {
    expect(MALAWI_DISTRICTS).toHaveLength(28);
    const count = (region: string) => MALAWI_DISTRICTS.filter((district) => district[2] === region).length;
    expect([count("northern"), count("central"), count("southern")]).toEqual([6, 9, 13]);
  });
});

describe("the details form", () => {
  it("accepts a complete adult's details, storing the ID and the income normalised", () => {
    const check = checkApplicationDetails(DEFAULT_ACCOUNT_OPTION, valid, TODAY);
    expect(check.status).toBe("valid");
    if (check.status !== "valid") return;
    expect(check.details.national_id).toBe("AB12CD34");
    expect(check.details.monthly_income).toBe("450000");
  });

  it("refuses someone who turns 18 tomorrow and accepts them on their birthday", () => {
    const check = checkApplicationDetails(DEFAULT_ACCOUNT_OPTION, { ...valid, date_of_birth: "2008-11-24" }, TODAY);
    expect(check).toEqual({ status: "invalid", errors: { date_of_birth: "underage" } });
    expect(checkApplicationDetails(DEFAULT_ACCOUNT_OPTION, { ...valid, date_of_birth: "2008-11-23" }, TODAY).status).toBe("valid");
  });

  it("names each wrong field with a code", () => {
    const check = checkApplicationDetails(
      DEFAULT_ACCOUNT_OPTION,
      { ...valid, national_id: "1234", date_of_birth: "2001-02-30", district: "harare", monthly_income: "5 MK", first_name: "" },
      TODAY,
    );
    expect(check).toEqual({
      status: "invalid",
      errors: {
        national_id: "invalidNationalId",
        date_of_birth: "invalidDate",
        district: "invalidChoice",
        monthly_income: "invalidIncome",
        first_name: "required",
      },
    });
  });

  it("asks a business for its name, and a person not", () => {
    expect(checkApplicationDetails("business_current", valid, TODAY)).toEqual({ status: "invalid", errors: { business_name: "required" } });
  });

  it("counts ages in whole years and Malawian days", () => {
    expect(getAgeInYears("2000-02-29", "2018-02-28")).toBe(17);
    expect(getAgeInYears("2000-02-29", "2018-03-01")).toBe(18);
    expect(getMalawiToday(new Date("2026-11-23T22:30:00Z"))).toBe("2026-11-24");
  });
});

describe("a username shown unproved (ADR 060)", () => {
  it("keeps a phone's first two and last two digits and an address's first letter and domain", () => {
    expect(maskUsername("+265991234567")).toBe("+265 99• ••• •67");
    expect(maskUsername("chisomo.banda@example.mw")).toBe("c•••@example.mw");
    expect(maskUsername("nonsense")).toBe("•••");
  });
});

describe("an application reference", () => {
  it("is read whatever the case, and refuses look-alike letters", () => {
    expect(ReferenceSchema.parse(" ao-7k3m-9q2x ")).toBe("AO-7K3M-9Q2X");
    // As people type it back: spaces instead of hyphens, no separators, a dash, or without the "AO".
    for (const typed of ["AO XPP9 P85X", "ao xpp9 p85x", "AOXPP9P85X", "AO–XPP9–P85X", "xpp9-p85x", "AO-XPP9 P85X"])
      expect(ReferenceSchema.parse(typed), typed).toBe("AO-XPP9-P85X");
    expect(ReferenceSchema.safeParse("AO XPP9 P85").success).toBe(false);
    expect(ReferenceSchema.safeParse("BO-XPP9-P85X").success).toBe(false);
    expect(ReferenceSchema.safeParse("AO-7K3M-9Q2O").success).toBe(false);
  });
});

// ADR 069: the browser checks the details form without zod (precheckApplicationDetails) and the
// server with the schema. The visitor must read the same problems either way: both checks are
// held to the same answer, first code and stored details alike, over values that break every rule.
describe("the browser's check of the details form, without zod", () => {
  const tries: Partial<Record<ApplicationField, string[]>> = {
    first_name: [
      "",
      "   ",
      "Chikondi",
      " Thoko ",
      "a".repeat(60),
      "a".repeat(61),
      "Chi2ndi",
      "-Ann",
      "O'Neil Mary-Jane",
      "Ēva",
      "1".repeat(61),
    ],
    middle_name: ["", "Grace", "Gr4ce", "a".repeat(61), " ", "'"],
    surname: ["", "Banda", "B@nda", "x".repeat(61)],
    date_of_birth: [
      "",
      "1990-05-14",
      "2001-02-30",
      "14/05/1990",
      "2008-11-24",
      "2008-11-23",
      "2027-01-01",
      "1900-01-01",
      "1906-11-23",
      " 1990-05-14 ",
      "1990-5-14",
    ],
    gender: ["", "female", "male", "other", " male "],
    national_id: ["", "ab12 cd34", "1234", "ABCDEFGH", "12345678", "ab-12-cd-34", " AB12CD34 ", "AB12CD345"],
    district: ["", "lilongwe", "harare", "Lilongwe"],
    address: ["", "Area 47", "a".repeat(200), "a".repeat(201)],
    occupation: ["", "Teacher", "a".repeat(101)],
    employer: ["", "Ministry", "a".repeat(101)],
    business_name: ["", "Tiyamike Traders", "a".repeat(150), "a".repeat(151), "  "],
    source_of_funds: ["", "salary", "lottery"],
    monthly_income: ["", "450,000", "5 MK", "MK 1,200,000", "K500", "abc", "999999999999", "1000000000000", "0", "-5"],
    politically_exposed: ["", "no", "yes", "maybe"],
    account_purpose: ["", "savings", "holiday"],
    expected_deposits: ["", "above_5m", "lots"],
    branch_id: [
      "",
      "0b8a3c9e-9d7a-4b8e-8f5e-2a1c3d4e5f60",
      "not-a-uuid",
      "00000000-0000-0000-0000-000000000000",
      "0b8a3c9e-9d7a-0b8e-8f5e-2a1c3d4e5f60",
      "0B8A3C9E-9D7A-4B8E-8F5E-2A1C3D4E5F60",
    ],
  };

  it("gives the same codes and details as the server's schema, field by field, for every option", () => {
    let compared = 0;
    for (const option of ACCOUNT_OPTION_IDS)
      for (const field of APPLICATION_FIELDS)
        for (const typed of tries[field] ?? []) {
          const values = { ...valid, [field]: typed };
          expect(precheckApplicationDetails(option, values, TODAY), `${option} ${field} ${JSON.stringify(typed)}`).toEqual(
            checkApplicationDetails(option, values, TODAY),
          );
          compared++;
        }
    expect(compared).toBeGreaterThan(100);
  });

  it("gives the same answer for an empty form, a form with many problems, and fields left out", () => {
    const many = { ...valid, national_id: "1234", date_of_birth: "2001-02-30", district: "harare", monthly_income: "5 MK", first_name: "" };
    for (const values of [{}, many, { first_name: "Chikondi" }, { ...valid, branch_id: undefined }])
      for (const option of ACCOUNT_OPTION_IDS)
        expect(precheckApplicationDetails(option, values, TODAY)).toEqual(checkApplicationDetails(option, values, TODAY));
    expect(precheckApplicationDetails(DEFAULT_ACCOUNT_OPTION, many, TODAY).status).toBe("invalid");
  });

  it("accepts the references the server's schema accepts, and only those", () => {
    for (const typed of [
      "AO-XPP9-P85X",
      " ao-7k3m-9q2x ",
      "ao xpp9 p85x",
      "AOXPP9P85X",
      "XPP9P85X",
      "AO XPP9 P85",
      "BO-XPP9-P85X",
      "AO-7K3M-9Q2O",
      "",
    ])
      expect(isApplicationReference(typed), typed).toBe(ReferenceSchema.safeParse(typed).success);
  });
});
