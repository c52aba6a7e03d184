import { describe, expect, it } from "vitest";
import { linkTarget } from "#domain/navigation.ts";
import { getAllRoutes } from "#domain/route-table.ts";
import { createSearchIndex, searchEntries } from "#domain/content/search-index.ts";
import { getScreenTitles } from "./screen-titles.ts";

describe("the search index with the site's own screen titles", () => {
  const index = createSearchIndex("fdh", getScreenTitles("fdh"));

  it("describes every route and query type differently, in both languages", () => {
    // Every route but the two article pages (blog/view), as in the sitemap.
    expect(index).toHaveLength(getAllRoutes("fdh").length - 2 + 27);
    for (const lang of ["en", "ny"] as const) {
      expect(new Set(index.map((entry) => entry.description[lang])).size, lang).toBe(index.length);
    }
  });

  it("finds the account-opening journey first by what people call it, in both languages (ADR 060)", () => {
    const journey = "/fdhbankplc/openaccount";
    for (const [text, lang] of [
      ["open an account", "en"],
      ["open an account", "ny"],
      ["tsegulani akaunti", "ny"],
      ["tsegulani akaunti", "en"],
      ["kutsegula akaunti", "ny"],
    ] as const) {
      expect(searchEntries(index, text, lang)[0]?.href, `${text} (${lang})`).toBe(journey);
    }
    // A single word lists it among the accounts.
    for (const lang of ["en", "ny"] as const) expect(searchEntries(index, "akaunti", lang).map((entry) => entry.href)).toContain(journey);
    expect(searchEntries(index, "account", "en").map((entry) => entry.href)).toContain(journey);
  });

  it("finds the fraud page and the escalation path by the words people use, in both languages (ADR 071)", () => {
    const fraud = "/fdhbankplc/fraud";
    for (const lang of ["en", "ny"] as const) {
      for (const text of ["fraud", "scam", "chinyengo", "kuba", "SIM swap"])
        expect(searchEntries(index, text, lang)[0]?.href, `${text} (${lang})`).toBe(fraud);
      expect(searchEntries(index, "Reserve Bank of Malawi", lang)[0]?.href).toBe("/fdhbankplc/complaints/escalation");
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

  it("offers no article page, which would open a 404 without an article", () => {
    expect(index.filter((entry) => entry.href.endsWith("/blog/view"))).toEqual([]);
    expect(searchEntries(index, "news", "en").map(linkTarget)).toEqual(["/fdhfinancialholdings/blog", "/fdhbankplc/blog"]);
  });

  it("finds rates, transfers and digital banking by the words a visitor types, in both languages", () => {
    const found = (text: string, lang: "en" | "ny") => searchEntries(index, text, lang).map(linkTarget);
    for (const lang of ["en", "ny"] as const) {
      expect(found("exchange", lang)).toEqual(expect.arrayContaining(["/fdhbankplc/exchangeRates", "/fdhmoneybureau/tariffs"]));
      expect(found("forex", lang)).toEqual(expect.arrayContaining(["/fdhbankplc/exchangeRates", "/fdhmoneybureau/tariffs"]));
      expect(found("dollar", lang)).toContain("/fdhmoneybureau/tariffs");
      expect(found("USD", lang)).toContain("/fdhbankplc/exchangeRates");
      expect(found("money transfer", lang)).toContain("/fdhmoneybureau/locations");
      expect(found("western union", lang)).toEqual(["/fdhmoneybureau/locations"]);
      expect(found("mobile banking", lang)).toContain("/fdhbankplc/bankproducts/digitalbanking/fdhmobile");
      expect(found("internet banking", lang)).toContain("/fdhbankplc/bankproducts/digitalbanking/oneclick");
    }
    expect(found("kutumiza ndalama", "ny")).toContain("/fdhmoneybureau/locations");
    expect(found("dola", "ny")).toContain("/fdhmoneybureau/tariffs");
    expect(found("banki pa foni", "ny")).toContain("/fdhbankplc/bankproducts/digitalbanking/fdhmobile");
    expect(found("kutumiza ndalama", "en")).toContain("/fdhmoneybureau/locations");
  });

  it("finds Chichewa screen titles for a Chichewa visitor", () => {
    expect(searchEntries(index, "mafunso", "ny").map(linkTarget)).toEqual(["/fdhbankplc/faqs"]);
    expect(searchEntries(index, "bungwe oyang'anira bank", "ny").map(linkTarget)).toEqual(["/fdhbankplc/board"]);
    expect(searchEntries(index, "board bank", "ny").map(linkTarget)).toEqual(["/fdhbankplc/board"]);
  });
});
