import { describe, expect, it } from "vitest";
import { findPasswordProblem } from "./password-policy.ts";

describe("findPasswordProblem", () => {
  it("accepts a long passphrase of any characters, with no composition rules", () => {
    expect(findPasswordProblem("green mango season at lake malawi")).toBeUndefined();
    expect(findPasswordProblem("alllowercaseletters")).toBeUndefined();
  });

  it("refuses passwords shorter than 12 or longer than 128 characters", () => {
    expect(findPasswordProblem("short pass")).toBe("too_short");
    expect(findPasswordProblem("x".repeat(60) + "y".repeat(60) + "abcdefghi")).toBe("too_long");
  });

  it("refuses common passwords whatever their case or padding", () => {
    expect(findPasswordProblem("1qaz2wsx3edc")).toBe("common");
    expect(findPasswordProblem("QWERTY123456")).toBe("common");
    expect(findPasswordProblem("Password2026!")).toBe("common");
    expect(findPasswordProblem("FDHbank2026!!")).toBe("common");
  });

  it("refuses a password holding the username or repeating a few characters", () => {
    expect(findPasswordProblem("chikondi.banda-2026", "chikondi.banda")).toBe("contains_username");
    expect(findPasswordProblem("abababababababab")).toBe("repetitive");
  });
});
