import { describe, expect, it } from "vitest";
import { countGsm7Length, GSM7_SMS_LIMIT } from "#domain/sms-length.ts";
import { LANGUAGE_CODES } from "#domain/language.ts";
import { complaintAnswered, complaintReceived, formatRespondBy } from "./complaint-messages.ts";

const REFERENCE = "CMP-WXYZ-WXYZ";

describe("complaint messages (ADR 059)", () => {
  it.each(LANGUAGE_CODES)("fit one GSM-7 SMS in %s, with the reference and the answer-by date", (lang) => {
    const received = complaintReceived(lang, REFERENCE, "2026-12-31");
    const answered = complaintAnswered(lang, REFERENCE, "A long answer ".repeat(50));
    for (const sms of [received.sms, answered.sms]) {
      const length = countGsm7Length(sms);
      expect(length, sms).toBeDefined();
      expect(length!).toBeLessThanOrEqual(GSM7_SMS_LIMIT);
      expect(sms).toContain(REFERENCE);
    }
    expect(received.sms).toContain("31/12/2026");
    expect(answered.text).toContain("A long answer");
  });

  it("writes the date as Malawians do", () => {
    expect(formatRespondBy("2027-01-05")).toBe("05/01/2027");
  });
});
