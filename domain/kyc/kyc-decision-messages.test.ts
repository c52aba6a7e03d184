import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#domain/language.ts";
import { countGsm7Length, GSM7_SMS_LIMIT } from "#domain/sms-length.ts";
import { kycProcessedMessage, kycReturnMessage } from "./kyc-decision-messages.ts";

describe("KYC decision messages", () => {
  it.each(LANGUAGES.map((language) => language.code))("say 'accepted' in one GSM-7 SMS in %s, with the account masked and no name", (lang) => {
    const { text } = kycProcessedMessage(lang, { accountNumber: "1001234567" });
    expect(text).toContain("****4567");
    expect(text).not.toContain("1001234567");
    expect(countGsm7Length(text)).toBeLessThanOrEqual(GSM7_SMS_LIMIT);
  });

  it("are in the customer's language", () => {
    expect(kycProcessedMessage("ny", { accountNumber: "1001234567" }).text).toMatch(/zalandiridwa/);
    expect(kycProcessedMessage("en", { accountNumber: "1001234567" }).text).toMatch(/accepted/);
    expect(kycReturnMessage("ny", { accountName: "Kondwani Banda", accountNumber: "1001234567", reason: "Chithunzi" }).text).toMatch(/kukonzedwa/);
  });
});
