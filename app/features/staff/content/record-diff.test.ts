import { describe, expect, it } from "vitest";
import type { FieldSpec } from "./form-model.ts";
import { getDefaultPicks, getDiffRows, getTheirChanges, mergeRecords } from "./record-diff.ts";

const fields: FieldSpec[] = [
  { name: "title", label: "Title", kind: "bilingual", multiline: false, html: false, nullable: false, optional: false },
  { name: "position", label: "Position", kind: "number", integer: true, min: undefined, max: undefined, nullable: false, optional: false },
  { name: "url", label: "Url", kind: "text", multiline: false, format: "url", nullable: true, optional: false },
];

describe("record diffs and merges", () => {
  it("compares English and Chichewa on rows of their own and says which changed", () => {
    const rows = getDiffRows(fields, { title: { en: "Hello", ny: "Moni" }, position: 1, url: null }, { title: { en: "Hello", ny: "Moni nonse" }, position: 1, url: "" });
    expect(rows.map((row) => [row.label, row.left, row.right, row.changed])).toEqual([
      ["Title (English)", "Hello", "Hello", false],
      ["Title (Chichewa)", "Moni", "Moni nonse", true],
      ["Position", "1", "1", false],
      ["Url", "(empty)", "(empty)", true],
    ]);
  });

  it("asks about each field the other person changed, picking theirs where the editor left it alone", () => {
    const base = { title: { en: "A", ny: "A" }, position: 1, url: "https://a" };
    const theirs = { title: { en: "B", ny: "B" }, position: 2, url: "https://a" };
    const mine = { title: { en: "C", ny: "C" }, position: 1, url: "https://c" };
    const changes = getTheirChanges(fields, base, theirs, mine);
    expect(changes.map((field) => field.name)).toEqual(["title", "position"]);
    const picks = getDefaultPicks(changes, base, mine);
    expect([...picks]).toEqual(["position"]);
    expect(mergeRecords(theirs, mine, picks)).toEqual({ title: { en: "C", ny: "C" }, position: 2, url: "https://c" });
    expect(mergeRecords(theirs, mine, new Set(["title", "position"]))).toEqual({ title: { en: "B", ny: "B" }, position: 2, url: "https://c" });
  });
});
