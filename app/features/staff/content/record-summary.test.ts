import { describe, expect, it } from "vitest";
import { CONSOLE_PAGE_SIZE, filterRecords, getRecordCompanies, getRecordName, isAwaitingFile, matchesText } from "./record-summary.ts";

const record = (index: number, extra: Record<string, unknown> = {}) => ({
  id: `id-${index}`,
  created_at: `2026-11-${String(index).padStart(2, "0")}T08:00:00.000Z`,
  title: { en: `Title ${index}`, ny: `Mutu ${index}` },
  ...extra,
});

describe("console lists", () => {
  it("name a record by its title, its name, or what it is of", () => {
    expect(getRecordName(record(1))).toBe("Title 1");
    expect(getRecordName({ name: "Lilongwe Branch" })).toBe("Lilongwe Branch");
    expect(getRecordName({ name: { en: "Base rate", ny: "x" } })).toBe("Base rate");
    expect(getRecordName({ currency_code: "USD", source: "bank", set_at: "2026-11-23" })).toBe("USD (bank, 2026-11-23)");
  });

  it("find a record's companies in its site, its sites, or its board seats", () => {
    expect(getRecordCompanies({ site: "bank" })).toEqual(["bank"]);
    expect(getRecordCompanies({ sites: ["bank", "holding", "elsewhere"] })).toEqual(["bank", "holding"]);
    expect(getRecordCompanies({ roles: [{ company_name: "bank" }, { company_name: "bank" }, { company_name: "properties" }] })).toEqual([
      "bank",
      "properties",
    ]);
    expect(getRecordCompanies({ name: "x" })).toEqual([]);
  });

  it("flag a download without its file, and nothing else", () => {
    expect(isAwaitingFile({ document_type_name: "Notice", file_url: null })).toBe(true);
    expect(isAwaitingFile({ document_type_name: "Notice", file_url: "/content/files/notice.pdf" })).toBe(false);
    // Records that never have a file (a branch, a blog) are not flagged.
    expect(isAwaitingFile(record(1))).toBe(false);
  });

  it("list news with featured articles first when asked, each group newest first, as the news pages do", () => {
    const records = [record(1, { featured: true }), record(2), record(3, { featured: true }), record(4)];
    const ids = (featuredFirst: boolean) =>
      filterRecords(records, { text: "", company: "" }, 1, { featuredFirst }).items.map((item) => item.id);
    expect(ids(true)).toEqual(["id-3", "id-1", "id-4", "id-2"]);
    expect(ids(false)).toEqual(["id-4", "id-3", "id-2", "id-1"]);
  });

  it("match text in any field and either language, ignoring case", () => {
    expect(matchesText(record(3), "MUTU 3")).toBe(true);
    expect(matchesText(record(3), "title 4")).toBe(false);
    expect(matchesText(record(3), "  ")).toBe(true);
  });

  it("show newest first, a page at a time, after the text and company filters", () => {
    const records = Array.from({ length: 25 }, (_, index) => record(index + 1, { site: index % 2 === 0 ? "bank" : "holding" }));
    const first = filterRecords(records, { text: "", company: "" }, 1);
    expect(first.items).toHaveLength(CONSOLE_PAGE_SIZE);
    expect(first.items[0]!.id).toBe("id-25");
    expect(first.pageCount).toBe(2);
    expect(filterRecords(records, { text: "", company: "" }, 2).items.map((item) => item.id)).toEqual([
      "id-5",
      "id-4",
      "id-3",
      "id-2",
      "id-1",
    ]);
    expect(filterRecords(records, { text: "", company: "holding" }, 1).total).toBe(12);
    expect(filterRecords(records, { text: "Mutu 2", company: "bank" }, 1).items.map((item) => item.id)).toEqual([
      "id-25",
      "id-23",
      "id-21",
    ]);
    // A page past the end shows the last page.
    expect(filterRecords(records, { text: "", company: "" }, 9).items[0]!.id).toBe("id-5");
  });
});
