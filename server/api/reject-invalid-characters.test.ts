import { describe, expect, it } from "vitest";
import { findInvalidString } from "./reject-invalid-characters.ts";

describe("finding strings a database text column cannot hold", () => {
  it("names the field holding a NUL or half a surrogate pair, in values and in keys", () => {
    expect(findInvalidString({ name: "Area 18", roles: [{ title: "a\u0000b" }] }, "body")).toBe("body.roles.0.title");
    expect(findInvalidString({ bio: { en: "ok", ny: "x\ud800" } }, "body")).toBe("body.bio.ny");
    expect(findInvalidString({ "k\udc00": 1 }, "body")).toBe("body");
    expect(findInvalidString("\u0000", "query")).toBe("query");
  });

  it("passes every well-formed string, emoji and Chichewa included, and values that are not strings", () => {
    expect(findInvalidString({ name: "Mtengo wa Ngongole 😀", n: 1, ok: true, none: null, list: ["ŵ", "\u00e9"] }, "body")).toBeUndefined();
    expect(findInvalidString(undefined, "body")).toBeUndefined();
  });

  it("walks a body nested a hundred thousand deep without running out of stack", () => {
    let deep: unknown = "\u0000";
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findInvalidString(deep, "body")).toMatch(/^body(\.0)+$/);
  });
});
