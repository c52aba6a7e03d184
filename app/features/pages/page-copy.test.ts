import { describe, expect, it } from "vitest";
import { getNavigation } from "#domain/navigation.ts";
import { findRoute, getRouteTable } from "#domain/route-table.ts";
import type { SiteId } from "#domain/site.ts";
import * as aboutUs from "#content/pages/about-us.ts";
import * as bankAccounts from "#content/pages/bank-accounts.ts";
import * as bankProducts from "#content/pages/bank-products.ts";
import * as cards from "#content/pages/cards.ts";
import * as cib from "#content/pages/cib.ts";
import * as contact from "#content/pages/contact.ts";
import * as digitalBanking from "#content/pages/digital-banking.ts";
import * as faqs from "#content/pages/faqs.ts";
import * as salama from "#content/pages/salama.ts";
import * as savingsAccount from "#content/pages/savings-account.ts";
import * as services from "#content/pages/services.ts";
import * as shareholding from "#content/pages/shareholding.ts";
import { pagesMessages } from "./pages-messages.ts";
import { findByQueryType } from "./query-type.ts";
import { BOTH_MENU_NAMES } from "#domain/navigation-names.both.ts";

const MODULES = {
  aboutUs,
  bankAccounts,
  bankProducts,
  cards,
  cib,
  contact,
  digitalBanking,
  faqs,
  salama,
  savingsAccount,
  services,
  shareholding,
};

/** Every object in a value that has an `en` or a `ny` key, with its path. */
function findBilingual(value: unknown, path: string, found: Array<{ path: string; text: Record<string, unknown> }> = []) {
  if (Array.isArray(value)) value.forEach((item, index) => findBilingual(item, `${path}[${index}]`, found));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("en" in record || "ny" in record) found.push({ path, text: record });
    else for (const [key, child] of Object.entries(record)) findBilingual(child, `${path}.${key}`, found);
  }
  return found;
}

describe("the copy of the group's own screens", () => {
  for (const [name, module] of Object.entries(MODULES)) {
    it(`${name}: every text has both English and Chichewa, non-empty, and nothing else`, () => {
      const texts = findBilingual(module, name);
      expect(texts.length).toBeGreaterThan(0);
      for (const { path, text } of texts) {
        expect(Object.keys(text).sort(), path).toEqual(["en", "ny"]);
        expect(typeof text.en === "string" && text.en.trim().length > 0, `${path}.en`).toBe(true);
        expect(typeof text.ny === "string" && text.ny.trim().length > 0, `${path}.ny`).toBe(true);
      }
    });

    it(`${name}: the group's short name {P} appears as often in Chichewa as in English`, () => {
      for (const { path, text } of findBilingual(module, name)) {
        const count = (value: unknown) => String(value).split("{P}").length - 1;
        expect(count(text.ny) > 0, path).toBe(count(text.en) > 0);
      }
    });
  }

  it("has about, contact and shareholding copy for all five sub-sites", () => {
    const sites: SiteId[] = ["holding", "bank", "moneyBureau", "discountHouse", "properties"];
    for (const site of sites) {
      expect(aboutUs.ABOUT[site].intro.length, site).toBeGreaterThan(0);
      expect(contact.CONTACT[site].email, site).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(contact.CONTACT[site].phone, site).toMatch(/^\+265\d{9}$/);
      expect(shareholding.SHAREHOLDING[site].ownership.length, site).toBeGreaterThan(0);
    }
  });

  it("states the bank's holdings of spec §2, which add up to 100%", () => {
    expect(shareholding.BANK_SHAREHOLDERS.map((holder) => holder.percent)).toEqual([74.05, 20, 4.75, 1.2]);
    const total = shareholding.BANK_SHAREHOLDERS.reduce((sum, holder) => sum + holder.percent, 0);
    expect(total).toBeCloseTo(100, 10);
    expect(shareholding.BANK_LISTING_DATE.startsWith("2020-08-03")).toBe(true);
  });

  it("states the savings figures of spec §9 and no others", () => {
    expect(savingsAccount.SAVINGS_RATES.map((rate) => [rate.percent, rate.isUpTo])).toEqual([
      [3.5, false],
      [8, true],
      [5, true],
    ]);
  });

  it("links every product card to a screen of the bank", () => {
    const paths = new Set(getRouteTable("fdh").map((route) => route.href));
    for (const category of bankProducts.PRODUCT_CATEGORIES) {
      for (const product of category.products) {
        const href = product.href.replaceAll("{prefix}", "fdh");
        expect(paths.has(href.split("?")[0]!), href).toBe(true);
      }
    }
  });

  it("has copy for each of the six digital banking screens", () => {
    for (const screen of ["fdhmobile", "fdhbankpakhomo", "wallet525", "ufulu525", "oneclick", "posmachines"] as const) {
      expect(findRoute("fdh", "bank", screen), screen).toBeDefined();
      expect(digitalBanking.DIGITAL_SERVICES[screen].steps.length, screen).toBeGreaterThan(0);
    }
  });

  it("never states a USSD code, since the spec does not give one", () => {
    const text = JSON.stringify(digitalBanking);
    expect(text).not.toMatch(/\*\d+#/);
  });
});

describe("the query-type values", () => {
  const navigation = getNavigation("fdh", BOTH_MENU_NAMES);
  /** The `?type=` values the menu of a sub-site offers for a screen. */
  const menuQueries = (site: SiteId, path: string) =>
    navigation
      .find((entity) => entity.site === site)!
      .categories.flatMap((category) => category.links)
      .filter((link) => link.href.endsWith(path) && link.query)
      .map((link) => link.query!);

  const cases: Array<{
    name: string;
    queries: string[];
    spec: string[];
    all: string | undefined;
    entries: ReadonlyArray<{ query: string }>;
  }> = [
    {
      name: "bank accounts",
      queries: menuQueries("bank", "/bankaccounts"),
      spec: ["All Accounts", "Savings Account", "Current Account", "Fixed Deposite Account", "Diaspora Account"],
      all: bankAccounts.ALL_ACCOUNTS,
      entries: bankAccounts.ACCOUNT_CARDS,
    },
    {
      name: "bank products",
      queries: menuQueries("bank", "/bankproducts"),
      spec: [
        "All Products",
        "Personal and Business Banking",
        "Global Markets And Trade Finance Solutions",
        "Treasury and Investment Banking",
        "Digital Banking",
        "Bancassurance",
        "Contract Bonds",
      ],
      all: bankProducts.ALL_PRODUCTS,
      entries: bankProducts.PRODUCT_CATEGORIES,
    },
    {
      name: "discount house services",
      queries: menuQueries("discountHouse", "/services"),
      spec: [
        "Repurchase Agreement (REPO)",
        "Reverse Repurchase Order (Reverse REPO)",
        "Education Fund",
        "Gratuity Fund",
        "Retirement Reserves Plan",
      ],
      all: undefined,
      entries: services.DISCOUNT_HOUSE_SERVICES,
    },
    {
      name: "property services",
      queries: menuQueries("properties", "/services"),
      spec: ["Property Management", "Property Advisory", "Property Development", "Property Valuations", "Project Management"],
      all: undefined,
      entries: services.PROPERTY_SERVICES,
    },
  ];

  for (const { name, queries, spec, all, entries } of cases) {
    it(`${name}: every value in the menu and in spec §2 shows matching content`, () => {
      expect(queries.length, "menu values").toBeGreaterThan(0);
      for (const query of new Set([...queries, ...spec])) {
        if (query === all) continue;
        expect(findByQueryType(entries, query)?.query, query).toBe(query);
      }
    });

    it(`${name}: every entry has a value the spec lists, once`, () => {
      const values = entries.map((entry) => entry.query);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(spec, value).toContain(value);
    });
  }

  it("Salama: each documented value selects its group", () => {
    expect(findByQueryType(salama.SALAMA_GROUPS, "Salama Accounts")?.id).toBe("accounts");
    expect(findByQueryType(salama.SALAMA_GROUPS, "Salama Financing")?.id).toBe("financing");
  });

  it("every filter has a tab label in both languages", () => {
    for (const card of bankAccounts.ACCOUNT_CARDS)
      expect([pagesMessages.en.accounts.tabs[card.id], pagesMessages.ny.accounts.tabs[card.id]].every(Boolean)).toBe(true);
    for (const category of bankProducts.PRODUCT_CATEGORIES)
      expect([pagesMessages.en.products.tabs[category.id], pagesMessages.ny.products.tabs[category.id]].every(Boolean)).toBe(true);
    for (const service of services.DISCOUNT_HOUSE_SERVICES) expect(pagesMessages.ny.services.discountHouse[service.id]).toBeTruthy();
    for (const service of services.PROPERTY_SERVICES) expect(pagesMessages.ny.services.properties[service.id]).toBeTruthy();
  });
});
