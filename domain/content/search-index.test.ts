import { describe, expect, it } from "vitest";
import { linkTarget, getNavigation } from "../navigation.ts";
import { getAllRoutes, SCREENS } from "../route-table.ts";
import { LOAN_QUERY_TYPES } from "./schemas/loan.ts";
import { createSearchIndex, QUERY_TYPES, searchEntries, toSearchWords, type ScreenTitles } from "./search-index.ts";
import { BOTH_MENU_NAMES } from "#domain/navigation-names.both.ts";

// Stand-in titles; the app passes its dictionaries' (app/features/search/search-index.test.ts).
const titles = Object.fromEntries(SCREENS.map((screen) => [screen, { en: `Title ${screen}`, ny: `Mutu ${screen}` }])) as ScreenTitles;
titles.loan = { en: "Loan Calculator", ny: "Chowerengera Ngongole" };
titles.services = { en: "Services", ny: "Ntchito Zathu" };

const index = createSearchIndex("fdh", titles);
// Article pages (blog/view) are left out of the index, as out of the sitemap.
const routes = getAllRoutes("fdh").filter((route) => route.screen !== "blogView");
const queryEntries = index.filter((entry) => entry.query !== undefined);
const queriesOf = (href: string) => queryEntries.filter((entry) => entry.href === href).map((entry) => entry.query);

describe("the search index (spec §2 Search)", () => {
  it("has one entry for every route the site serves, account opening included, with its sub-site as tabPath", () => {
    const routeEntries = index.filter((entry) => entry.query === undefined);
    expect(routeEntries).toHaveLength(routes.length);
    for (const route of routes) {
      expect(routeEntries).toContainEqual(expect.objectContaining({ href: route.href, tabPath: route.site }));
    }
  });

  it("has an entry for every query-type value: 7 products, 5 accounts, 5 loans, 5 discount house and all 5 properties services", () => {
    expect(queriesOf("/fdhbankplc/bankproducts")).toEqual([
      "All Products",
      "Personal and Business Banking",
      "Global Markets And Trade Finance Solutions",
      "Treasury and Investment Banking",
      "Digital Banking",
      "Bancassurance",
      "Contract Bonds",
    ]);
    expect(queriesOf("/fdhbankplc/bankaccounts")).toEqual([
      "All Accounts",
      "Savings Account",
      "Current Account",
      "Fixed Deposite Account",
      "Diaspora Account",
    ]);
    expect(queriesOf("/fdhbankplc/personalAndbusinessbanking")).toEqual(["All Loans", ...LOAN_QUERY_TYPES]);
    expect(queriesOf("/firstdiscounthouse/services")).toEqual([
      "Repurchase Agreement (REPO)",
      "Reverse Repurchase Order (Reverse REPO)",
      "Education Fund",
      "Gratuity Fund",
      "Retirement Reserves Plan",
    ]);
    // A deliberate departure from the spec's index, which lists only the first three.
    expect(queriesOf("/fdhproperties/services")).toEqual([
      "Property Management",
      "Property Advisory",
      "Property Development",
      "Property Valuations",
      "Project Management",
    ]);
    expect(queryEntries).toHaveLength(27);
    expect(index).toHaveLength(routes.length + 27);
  });

  it("covers every query type the menu links to", () => {
    const indexed = new Set(queryEntries.map(linkTarget));
    const menuQueries = getNavigation("fdh", BOTH_MENU_NAMES).flatMap((entity) =>
      entity.categories.flatMap((category) => category.links.filter((link) => link.query)),
    );
    expect(menuQueries.length).toBeGreaterThan(20);
    for (const link of menuQueries) expect(indexed).toContain(linkTarget(link));
  });

  it("describes every entry in English and Chichewa, each description unique", () => {
    for (const entry of index) {
      expect(entry.description.en.trim()).not.toBe("");
      expect(entry.description.ny.trim()).not.toBe("");
    }
    expect(new Set(index.map((entry) => entry.description.en)).size).toBe(index.length);
    expect(new Set(index.map((entry) => entry.description.ny)).size).toBe(index.length);
    expect(QUERY_TYPES.flatMap((group) => group.types)).toHaveLength(27);
  });

  it("names the sub-site in each description and fills in the prefix", () => {
    expect(index.find((entry) => entry.href === "/fdhbankplc/loan")?.description).toEqual({
      en: "Loan Calculator – FDH Bank plc",
      ny: "Chowerengera Ngongole – FDH Bank plc",
    });
    const other = createSearchIndex("abc", titles);
    expect(other.find((entry) => entry.href === "/abcbankplc/loan")?.description.en).toBe("Loan Calculator – ABC Bank plc");
  });
});

describe("searching", () => {
  const hrefs = (text: string, lang: "en" | "ny" = "en") => searchEntries(index, text, lang, 100).map(linkTarget);

  it('finds "Reverse REPO" by that text', () => {
    const [first] = searchEntries(index, "Reverse REPO", "en");
    expect(first?.query).toBe("Reverse Repurchase Order (Reverse REPO)");
    expect(linkTarget(first!)).toBe("/firstdiscounthouse/services?type=Reverse%20Repurchase%20Order%20(Reverse%20REPO)");
    expect(searchEntries(index, "reverse repo", "ny")[0]?.query).toBe("Reverse Repurchase Order (Reverse REPO)");
  });

  it("ignores case and accents, and matches the start of words only", () => {
    expect(hrefs("LOAN calc")).toEqual(["/fdhfinancialholdings/loan", "/fdhbankplc/loan"]);
    expect(hrefs("lóan cálc")).toEqual(hrefs("loan calc"));
    expect(hrefs("oan")).toEqual([]);
    expect(hrefs("calculator loan")).toEqual(hrefs("loan calculator"));
  });

  it("needs every word typed to match", () => {
    expect(hrefs("loan calculator bank")).toEqual(["/fdhbankplc/loan"]);
    expect(hrefs("loan calculator bureau")).toEqual([]);
    expect(hrefs("   ")).toEqual([]);
  });

  it("matches Chichewa descriptions for a Chichewa visitor, and English ones too", () => {
    expect(hrefs("chowerengera", "ny")).toEqual(["/fdhfinancialholdings/loan", "/fdhbankplc/loan"]);
    expect(hrefs("chowerengera", "en")).toEqual([]);
    expect(hrefs("loan calculator", "ny")).toEqual(["/fdhfinancialholdings/loan", "/fdhbankplc/loan"]);
    // Apostrophes drop out: "Kuyang'anira" is found as typed and without it.
    expect(hrefs("kuyanganira nyumba", "ny")).toEqual(["/fdhproperties/services?type=Property%20Management"]);
    expect(hrefs("kuyang'anira nyumba", "ny")).toEqual(["/fdhproperties/services?type=Property%20Management"]);
    expect(hrefs("thumba maphunziro", "ny")).toEqual(["/firstdiscounthouse/services?type=Education%20Fund"]);
  });

  it("ranks descriptions that start with the text first, then the closest ones", () => {
    const results = searchEntries(index, "savings account", "en", 100).map((entry) => entry.description.en);
    expect(results[0]).toBe("Savings Account – Title bankaccounts, FDH Bank plc");
    expect(hrefs("services fdh properties")[0]).toBe("/fdhproperties/services");
  });

  it("keeps to the limit", () => {
    expect(searchEntries(index, "fdh", "en")).toHaveLength(10);
    expect(searchEntries(index, "fdh", "en", 3)).toHaveLength(3);
  });

  it("splits text into words without case, accents or apostrophes", () => {
    expect(toSearchWords("Bungwe la Oyang'anira – FDH Bank plc")).toEqual(["bungwe", "la", "oyanganira", "fdh", "bank", "plc"]);
    expect(toSearchWords("Crédit (REPO)")).toEqual(["credit", "repo"]);
  });
});
