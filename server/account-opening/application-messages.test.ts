import { describe, expect, it } from "vitest";
import { countGsm7Length, GSM7_SMS_LIMIT } from "#domain/sms-length.ts";
import { LANGUAGE_CODES } from "#domain/language.ts";
import { codeMessage } from "../onboarding/one-time-codes.ts";
import { applicationApproved, applicationReceived, applicationReturned, branchNotice } from "./application-messages.ts";

// Worst cases: a reference is always 12 characters; an officer's reason can be 1000 (the SMS
// leaves it out); a code is 6 characters, and a code lives 99 minutes at the most.
const REFERENCE = "AO-WWWW-WWWW";
const LONGEST_REASON = `${"Chithunzi cha chiphaso sichikuwoneka bwino ".repeat(23)}.`;

describe("SMS to applicants fit one GSM-7 message", () => {
  it("counts the GSM-7 way: extension characters twice, anything else forces UCS-2", () => {
    expect(countGsm7Length("FDH Bank: AO-7K3M-9Q2X")).toBe(22);
    expect(countGsm7Length("K5,000 [ok] €")).toBe(16);
    expect(countGsm7Length("Saving…")).toBeUndefined();
    expect(countGsm7Length("“Onani”")).toBeUndefined();
  });

  for (const lang of LANGUAGE_CODES) {
    const messages = {
      code: { sms: codeMessage("WWWWWW", 99, lang).text },
      received: applicationReceived(lang, REFERENCE),
      returned: applicationReturned(lang, REFERENCE, LONGEST_REASON),
      approved: applicationApproved(lang, REFERENCE),
    };
    for (const [name, message] of Object.entries(messages)) {
      it(`${name} in ${lang} is at most ${GSM7_SMS_LIMIT} GSM-7 characters`, () => {
        const length = countGsm7Length(message.sms);
        expect(length, message.sms).toBeDefined();
        expect(length, message.sms).toBeLessThanOrEqual(GSM7_SMS_LIMIT);
        expect(message.sms).toContain(name === "code" ? "WWWWWW" : REFERENCE);
      });
    }
  }

  it("gives the officer's reason once, in the e-mail, without a doubled full stop", () => {
    const message = applicationReturned("ny", REFERENCE, "Chithunzi sichikuwoneka bwino.");
    expect(message.text).toContain("Chifukwa: Chithunzi sichikuwoneka bwino. Likonzeni");
    expect(message.text).not.toContain("..");
  });

  it("names the branch once in its e-mail", () => {
    expect(branchNotice(REFERENCE, "Area 25 Branch").text).not.toMatch(/Branch branch/i);
  });

  it("tells the branch that a First Save tier-1 account is theirs to confirm, and a full one is not called so (ADR 072)", () => {
    expect(branchNotice(REFERENCE, "Zomba Branch", 1).subject).toBe(`New First Save tier-1 application ${REFERENCE} to confirm`);
    expect(branchNotice(REFERENCE, "Zomba Branch", 1).text).toContain("tier-1 limits apply until it is upgraded");
    expect(branchNotice(REFERENCE, "Zomba Branch").text).not.toContain("tier");
  });
});
