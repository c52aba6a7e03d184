import { describe, expect, it } from "vitest";
import { linkTarget } from "#domain/navigation.ts";
import { getRouteTable } from "#domain/route-table.ts";
import { createSearchIndex, searchEntries } from "#domain/search-index.ts";
import { getScreenTitles } from "./screen-titles.ts";

describe("the search index with the site's own screen titles", () => {
  const index = createSearchIndex("fdh", getScreenTitles("fdh"));

  it("describes every route and query type differently, in both languages", () => {
    expect(index).toHaveLength(getRouteTable("fdh").length + 27);
    for (const lang of ["en", "ny"] as const) {
      expect(new Set(index.map((entry) => entry.description[lang])).size, lang).toBe(index.length);
    }
  });

  it("fills the group's short name into product titles", () => {
    expect(index.find((entry) => entry.href === "/fdhbankplc/bankproducts/digitalbanking/fdhmobile")?.description.en).toBe(
      "FDH Mobile – FDH Bank plc",
    );
  });

  it("finds each entry first by its own description, in each language", () => {
    for (const lang of ["en", "ny"] as const) {
      for (const entry of index) {
        expect(searchEntries(index, entry.description[lang], lang).map(linkTarget), entry.description[lang]).toContain(linkTarget(entry));
      }
    }
  });

  it("finds Chichewa screen titles for a Chichewa visitor", () => {
    expect(searchEntries(index, "mafunso", "ny").map(linkTarget)).toEqual(["/fdhbankplc/faqs"]);
    expect(searchEntries(index, "bungwe oyang'anira bank", "ny").map(linkTarget)).toEqual(["/fdhbankplc/board"]);
    expect(searchEntries(index, "board bank", "ny").map(linkTarget)).toEqual(["/fdhbankplc/board"]);
  });
});
