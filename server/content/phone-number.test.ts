import { describe, expect, it } from "vitest";
import { normalizePhoneNumber } from "./phone-number.ts";

describe("normalizePhoneNumber", () => {
  it("reads Malawian numbers written with spaces, hyphens, brackets or a trunk zero", () => {
    expect(normalizePhoneNumber("+265 1 820 000")).toBe("+2651820000");
    expect(normalizePhoneNumber("01 820 000")).toBe("+2651820000");
    expect(normalizePhoneNumber("(01) 820-000")).toBe("+2651820000");
    expect(normalizePhoneNumber("0999 123 456")).toBe("+265999123456");
    expect(normalizePhoneNumber("00265 111 820 000")).toBe("+265111820000");
    expect(normalizePhoneNumber("+265111820000")).toBe("+265111820000");
  });

  it("refuses numbers abroad and text that is no number", () => {
    expect(normalizePhoneNumber("+44 20 7946 0000")).toBeUndefined();
    expect(normalizePhoneNumber("12")).toBeUndefined();
    expect(normalizePhoneNumber("call us")).toBeUndefined();
  });
});
