import { describe, expect, it } from "vitest";
import { FocalPointSchema, formatObjectPosition, MediaUpdateSchema, sanitizeOriginalName } from "./media-library.ts";

describe("sanitizeOriginalName", () => {
  it.each([
    ["cover.png", "cover.png"],
    ["C:\\Users\\Grace\\Pictures\\Lake Malawi.jpg", "Lake Malawi.jpg"],
    ["../../etc/passwd", "passwd"],
    ["a\tb\u0000c\n.png", "a bc .png"],
    ['<b>"x".png', "bx.png"],
    ["   ", undefined],
    [undefined, undefined],
  ])("keeps %j as %j", (input, expected) => {
    expect(sanitizeOriginalName(input)).toBe(expected);
  });

  it("cuts a long name at 200 characters without splitting a character", () => {
    const name = sanitizeOriginalName(`${"ŵ".repeat(250)}.png`)!;
    expect([...name]).toHaveLength(200);
  });
});

describe("focal points", () => {
  it("accepts whole percents from 0 to 100 only", () => {
    expect(FocalPointSchema.safeParse({ x: 0, y: 100 }).success).toBe(true);
    expect(FocalPointSchema.safeParse({ x: 101, y: 0 }).success).toBe(false);
    expect(FocalPointSchema.safeParse({ x: 1.5, y: 0 }).success).toBe(false);
  });

  it("answers no object-position for the centre, so unchanged pictures carry no style", () => {
    expect(formatObjectPosition({ x: 50, y: 50 })).toBeUndefined();
    expect(formatObjectPosition(undefined)).toBeUndefined();
    expect(formatObjectPosition({ x: 30, y: 60 })).toBe("30% 60%");
  });

  it("wants alt texts, a focal point or both", () => {
    expect(MediaUpdateSchema.safeParse({}).success).toBe(false);
    expect(MediaUpdateSchema.safeParse({ alt: { en: "", ny: "" } }).success).toBe(true);
    expect(MediaUpdateSchema.safeParse({ focal: { x: 1, y: 2 }, extra: 1 }).success).toBe(false);
  });
});
