import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "./phone-number.ts";

describe("phone numbers for reading", () => {
  it("groups the national number after +265", () => {
    expect(formatPhoneNumber("+265111750100")).toBe("+265 111 750 100");
    expect(formatPhoneNumber("+26588123456")).toBe("+265 88 123 456");
    expect(formatPhoneNumber("+2651750100")).toBe("+265 1 750 100");
  });

  it("leaves other text alone", () => {
    expect(formatPhoneNumber("0999 123 456")).toBe("0999 123 456");
  });
});
