import { describe, expect, it } from "vitest";
import { getNavigation, linkTarget, type Category, type NavEntity } from "./navigation.ts";
import { getAllRoutes } from "./route-table.ts";
import { BOTH_MENU_NAMES } from "#domain/navigation-names.both.ts";

const navigation = getNavigation("fdh", BOTH_MENU_NAMES);
const entity = (site: NavEntity["site"]) => navigation.find((item) => item.site === site)!;
const labels = (categories: Category[]) => categories.map((category) => category.name.en);
const hrefsOf = (category: Category) => (category.clickable ? [category.href!] : category.links.map(linkTarget));

describe("the navigation model (spec §2 Navigation menu, §3)", () => {
  it("has the five entities with name, icon, path and categories", () => {
    expect(navigation.map((item) => [item.name, item.path])).toEqual([
      ["FDH FINANCIAL HOLDINGS", "/fdhfinancialholdings"],
      ["FDH BANK PLC", "/fdhbankplc"],
      ["FDH MONEY BUREAU", "/fdhmoneybureau"],
      ["FIRST DISCOUNT HOUSE", "/firstdiscounthouse"],
      ["FDH PROPERTIES", "/fdhproperties"],
    ]);
  });

  it("gives the holding company Subsidiaries, CSR, News and About Us", () => {
    const holding = entity("holding");
    expect(labels(holding.categories)).toEqual(["Subsidiaries", "Corporate Social Responsibility", "News", "About Us"]);
    expect(hrefsOf(holding.categories[0]!)).toEqual(["/fdhbankplc/home", "/fdhmoneybureau/home", "/firstdiscounthouse/home"]);
    expect(holding.categories[0]!.links.every((link) => link.changeTab)).toBe(true);
    expect(hrefsOf(holding.categories[3]!)).toEqual([
      "/fdhfinancialholdings/aboutus",
      "/fdhfinancialholdings/board",
      "/fdhfinancialholdings/team",
      "/fdhfinancialholdings/investor_relations",
      "/fdhfinancialholdings/fdhshareholding",
    ]);
  });

  it("gives the bank every menu entry the spec lists", () => {
    const bank = entity("bank");
    const all = bank.categories.flatMap(hrefsOf);
    for (const screen of ["fdhmobile", "fdhbankpakhomo", "wallet525", "ufulu525", "oneclick", "posmachines"]) {
      expect(all).toContain(`/fdhbankplc/bankproducts/digitalbanking/${screen}`);
    }
    for (const path of [
      "loan",
      "cards",
      "exchangeRates",
      "documents",
      "kyc",
      "cib",
      "salama",
      "aboutus",
      "board",
      "team",
      "shareholding",
      "blog",
      "faqs",
      "complaints",
      // The fraud-awareness page, under About beside complaints (ADR 071).
      "fraud",
      "amayiatakateloan",
      "bankaccounts/savingsaccount",
    ]) {
      expect(all).toContain(`/fdhbankplc/${path}`);
    }
    for (const type of ["All Products", "Contract Bonds", "Bancassurance", "Global Markets And Trade Finance Solutions"]) {
      expect(all).toContain(`/fdhbankplc/bankproducts?type=${encodeURIComponent(type)}`);
    }
    for (const type of ["All Accounts", "Savings Account", "Current Account", "Fixed Deposite Account", "Diaspora Account"]) {
      expect(all).toContain(`/fdhbankplc/bankaccounts?type=${encodeURIComponent(type)}`);
    }
    for (const type of ["All Loans", "Executive Loan Scheme", "Employer Supported Loans", "Short and Medium Term Loans for SME Business"]) {
      expect(all).toContain(`/fdhbankplc/personalAndbusinessbanking?type=${encodeURIComponent(type)}`);
    }
  });

  it("gives the money bureau, the discount house and the properties company their menus", () => {
    expect(labels(entity("moneyBureau").categories)).toEqual(["Locations", "Rates and Tariffs", "About Us"]);
    expect(labels(entity("discountHouse").categories)).toEqual(["Home", "Services", "About Us"]);
    expect(labels(entity("properties").categories)).toEqual(["Services", "About Us"]);
    expect(hrefsOf(entity("discountHouse").categories[1]!)).toContain(
      `/firstdiscounthouse/services?type=${encodeURIComponent("Reverse Repurchase Order (Reverse REPO)")}`,
    );
    expect(hrefsOf(entity("properties").categories[0]!)).toHaveLength(5);
  });

  it("labels every category and link in English and Chichewa", () => {
    for (const item of navigation) {
      for (const category of item.categories) {
        expect(category.name.en.length).toBeGreaterThan(0);
        expect(category.name.ny.length).toBeGreaterThan(0);
        for (const link of category.links) {
          expect(link.name.en.length).toBeGreaterThan(0);
          expect(link.name.ny.length).toBeGreaterThan(0);
        }
      }
    }
    expect(entity("holding").categories[2]!.name.ny).toBe("Nkhani");
  });

  it("only links to routes that exist", () => {
    const known = new Set(getAllRoutes("fdh").map((route) => route.href));
    for (const href of navigation.flatMap((item) => item.categories.flatMap(hrefsOf))) {
      expect(known.has(href.split("?")[0]!)).toBe(true);
    }
  });

  it("animates categories with delays of 0.1 s to 0.4 s and sizes popups 30, 38 or 50 rem", () => {
    const categories = navigation.flatMap((item) => item.categories);
    const delays = new Set(categories.map((category) => category.animation.delay));
    expect([...delays].sort()).toEqual([0.1, 0.2, 0.3, 0.4]);
    const popups = categories.filter((category) => !category.clickable).map((category) => category.popUpClass);
    expect(new Set(popups)).toEqual(new Set(["popup-small", "popup-medium", "popup-large"]));
  });

  it("fills in another group's short name in tab and product names", () => {
    const other = getNavigation("abc", BOTH_MENU_NAMES);
    expect(other[1]!.name).toBe("ABC BANK PLC");
    expect(other[1]!.categories[0]!.links[0]!.name.en).toBe("ABC Mobile");
  });

  it("keeps six of the bank's entries in the wide menu's row and folds the other six under More", () => {
    const bank = entity("bank").categories;
    expect(labels(bank.filter((category) => !category.folded))).toEqual([
      "Digital Banking",
      "Accounts",
      "Loans",
      "Cards",
      "Rates and Tariffs",
      "About Us",
    ]);
    expect(labels(bank.filter((category) => category.folded))).toEqual([
      "Loan Calculator",
      "Products",
      "Documents",
      "KYC",
      "Corporate and Institutional Banking",
      "Salama Banking",
    ]);
    // The other companies' menus are short enough to show whole.
    for (const site of ["holding", "moneyBureau", "discountHouse", "properties"] as const) {
      expect(entity(site).categories.some((category) => category.folded)).toBe(false);
    }
  });
});
