import { describe, expect, it } from "vitest";
import {
  BilingualSchema,
  DateOrDateTimeSchema,
  getDateFilterInstant,
  getMediaTypeOfUrl,
  isSafeUrl,
  MalawiPhoneSchema,
  SafeUrlSchema,
} from "./common.ts";

describe("common content fields", () => {
  it.each(["/content/images/a.jpg", "/fdhbankplc/home?type=All%20Loans", "https://www.example.mw/report.pdf"])(
    "accepts the safe URL %s",
    (url) => {
      expect(isSafeUrl(url)).toBe(true);
      expect(SafeUrlSchema.parse(url)).toBe(url);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,x",
    "//evil.example/x",
    "http://plain.example",
    "vbscript:x",
    "/a b",
    "\\\\host\\share",
    "images/a.jpg",
    "",
  ])("refuses the URL %j", (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(SafeUrlSchema.safeParse(url).success).toBe(false);
  });

  it("needs both languages, not empty", () => {
    expect(BilingualSchema.parse({ en: " Hello ", ny: "Moni" })).toEqual({ en: "Hello", ny: "Moni" });
    expect(BilingualSchema.safeParse({ en: "Hello" }).success).toBe(false);
    expect(BilingualSchema.safeParse({ en: "Hello", ny: "  " }).error?.issues[0]?.message).toBe("Chichewa text must not be empty");
  });

  it("takes Malawian numbers in E.164 form only", () => {
    expect(MalawiPhoneSchema.safeParse("+265999123456").success).toBe(true);
    expect(MalawiPhoneSchema.safeParse("+2651820000").success).toBe(true);
    expect(MalawiPhoneSchema.safeParse("0999123456").success).toBe(false);
    expect(MalawiPhoneSchema.safeParse("+27999123456").success).toBe(false);
  });

  it("takes dates and date-times with an offset", () => {
    for (const value of ["2025-03-01", "2025-03-01T08:00:00Z", "2025-03-01T08:00:00.000+02:00"])
      expect(DateOrDateTimeSchema.safeParse(value).success).toBe(true);
    for (const value of ["1 March 2025", "2025-03-01T08:00:00", "2025-13-01"])
      expect(DateOrDateTimeSchema.safeParse(value).success).toBe(false);
  });

  it("reads a file's media type from its name, ignoring case, query and fragment", () => {
    expect(getMediaTypeOfUrl("/content/files/report.pdf")).toBe("application/pdf");
    expect(getMediaTypeOfUrl("https://files.example.mw/Tariffs.XLSX?v=2#sheet1")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(getMediaTypeOfUrl("/media/photo.jpeg")).toBe("image/jpeg");
    expect(getMediaTypeOfUrl("/content/files/report")).toBeUndefined();
    expect(getMediaTypeOfUrl("/content/files.pdf/report.exe")).toBeUndefined();
  });
});

describe("getDateFilterInstant", () => {
  it("reads a day as a Malawian day: from its midnight in Blantyre to its last millisecond", () => {
    expect(getDateFilterInstant("2026-11-24", false).toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(getDateFilterInstant("2026-11-24", true).toISOString()).toBe("2026-11-24T21:59:59.999Z");
  });

  it("keeps an instant as it is, whichever bound it is", () => {
    expect(getDateFilterInstant("2026-11-24T08:30:00+02:00", true).toISOString()).toBe("2026-11-24T06:30:00.000Z");
  });
});
