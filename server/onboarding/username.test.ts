import { describe, expect, it } from "vitest";
import { normalizeUsername } from "./username.ts";

describe("normalizeUsername", () => {
  it("normalises the ways Malawians write a mobile number to +265…", () => {
    for (const text of ["0991234567", "0991 234 567", "+265 991 234 567", "265991234567", "00265991234567", "(099) 123-4567"]) {
      expect(normalizeUsername(text), text).toEqual({ channel: "sms", value: "+265991234567" });
    }
    expect(normalizeUsername("0881234567")).toEqual({ channel: "sms", value: "+265881234567" });
  });

  it("lowercases and trims an e-mail address", () => {
    expect(normalizeUsername("  Chisomo.Banda@FDH.co.mw ")).toEqual({ channel: "email", value: "chisomo.banda@fdh.co.mw" });
  });

  it("refuses landlines, numbers abroad, and anything else", () => {
    for (const text of ["01750100", "+441234567890", "+27821234567", "12345", "hello", "a@b", "x@y.mw\r\nBcc: z@z.mw", "", 42, undefined]) {
      expect(normalizeUsername(text), String(text)).toBeUndefined();
    }
  });
});
