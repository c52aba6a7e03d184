import { describe, expect, it } from "vitest";
import {
  describeMediaUses,
  FocalPointSchema,
  formatObjectPosition,
  MediaChangeSchema,
  MediaUpdateSchema,
  sanitizeOriginalName,
  type MediaUse,
} from "./media-library.ts";

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

describe("describeMediaUses", () => {
  const use = (place: MediaUse["place"], label: string): MediaUse => ({ place, label, collection: label, record_id: "x" });

  it.each([
    [[use("published", "banner")], "1 published record (banner)"],
    [[use("draft", "blog"), use("draft", "blog"), use("draft", "loan")], "3 drafts (blog, loan)"],
    [[use("bin", "care item"), use("published", "banner")], "1 published record (banner) and 1 record in the Bin (care item)"],
    [
      [use("pending", "loan"), use("draft", "blog"), use("published", "image"), use("pending", "loan")],
      "1 published record (image), 1 draft (blog) and 2 changes awaiting approval (loan)",
    ],
  ])("words %j as %s", (uses, text) => {
    expect(describeMediaUses(uses)).toBe(text);
  });
});

describe("MediaChangeSchema", () => {
  it("takes a media file's address and nothing else", () => {
    expect(MediaChangeSchema.safeParse({ url: "/media/3f0c-aa.png" }).success).toBe(true);
    expect(MediaChangeSchema.safeParse({ url: "/content/images/banner.jpg" }).success).toBe(false);
    expect(MediaChangeSchema.safeParse({ url: "/media/../secrets" }).success).toBe(false);
  });
});
