import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KycDetailsFields } from "./kyc-details-fields.tsx";
import { EMPTY_KYC_FORM } from "./kyc-form-rules.ts";
import { kycMessages } from "./kyc-messages.ts";

const branches = [
  { id: "b1", name: "Lilongwe Branch", region: "Central" },
  { id: "b2", name: "Mzuzu Branch", region: "Northern" },
  { id: "b3", name: "Kanengo Branch", region: "Central" },
];
const accountTypes = [
  { id: "t1", name: "Individual Account" },
  { id: "t2", name: "SME" },
];

function render(lang: "en" | "ny", values = EMPTY_KYC_FORM, errors = {}) {
  return renderToStaticMarkup(
    <KycDetailsFields
      m={kycMessages[lang]}
      values={values}
      errors={errors}
      accountTypes={accountTypes}
      branches={branches}
      onChange={() => {}}
    />,
  );
}

describe("the KYC details fields (spec §3 KYC details form)", () => {
  it("labels every field in the visitor's language and groups the branches by region", () => {
    const html = render("ny");
    for (const label of [kycMessages.ny.accountNumber, kycMessages.ny.accountName, kycMessages.ny.phoneEmail, kycMessages.ny.branch]) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(
      /<optgroup label="Central"><option value="Lilongwe Branch">Lilongwe Branch<\/option><option value="Kanengo Branch">/,
    );
    expect(html).toContain('<optgroup label="Northern">');
  });

  it("shows a field's error next to it and ties it to the input", () => {
    const html = render("en", EMPTY_KYC_FORM, { accountNumber: "accountNumberRequired" });
    expect(html).toContain(kycMessages.en.errors.accountNumberRequired);
    expect(html).toMatch(/id="kyc-accountNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="kyc-accountNumber"/);
    expect(html).toContain('aria-describedby="kyc-accountNumber-hint kyc-accountNumber-error"');
  });

  it("says which number the code will go to once a mobile number is typed", () => {
    const html = render("en", { ...EMPTY_KYC_FORM, phoneEmail: "0991234567" });
    expect(html).toContain(kycMessages.en.phoneWillBe("+265 991 234 567"));
  });
});
