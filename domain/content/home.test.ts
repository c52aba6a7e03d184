import { describe, expect, it } from "vitest";
import {
  clampSlide,
  getKeyOfferings,
  getLastPromotionChange,
  getNextPromotionChange,
  getPromotionWindow,
  isPromotionRunning,
  selectLatestNews,
  selectRunningPromotions,
  selectSiteBanners,
  stepSlide,
} from "./home.ts";
import type { SiteId } from "../site.ts";
import { BOTH_MENU_NAMES } from "#domain/navigation-names.both.ts";

const at = (iso: string) => Date.parse(iso);

function banner(id: string, site: SiteId, position: number, created_at = "2026-01-01T00:00:00.000Z") {
  return { id, site, position, created_at };
}

function promotion(id: string, site: SiteId, starts_at: string, ends_at: string, created_at = "2026-01-01T00:00:00.000Z") {
  return { id, site, starts_at, ends_at, created_at };
}

describe("selectSiteBanners", () => {
  it("keeps the sub-site's banners only, ordered by position", () => {
    const banners = [banner("c", "bank", 3), banner("h", "holding", 1), banner("a", "bank", 1), banner("b", "bank", 2)];
    expect(selectSiteBanners(banners, "bank").map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(selectSiteBanners(banners, "properties")).toEqual([]);
  });

  it("orders banners with the same position oldest first, then by id, so the order never flickers", () => {
    const banners = [
      banner("z", "bank", 1, "2026-03-01T00:00:00.000Z"),
      banner("y", "bank", 1, "2026-02-01T00:00:00.000Z"),
      banner("x", "bank", 1, "2026-02-01T00:00:00.000Z"),
      banner("w", "bank", 0, "2026-09-01T00:00:00.000Z"),
    ];
    expect(selectSiteBanners(banners, "bank").map((item) => item.id)).toEqual(["w", "x", "y", "z"]);
  });

  it("does not change the list it was given", () => {
    const banners = [banner("b", "bank", 2), banner("a", "bank", 1)];
    selectSiteBanners(banners, "bank");
    expect(banners.map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("stepSlide and clampSlide", () => {
  it("steps forward and back, wrapping at both ends", () => {
    expect(stepSlide(0, 3, 1)).toBe(1);
    expect(stepSlide(2, 3, 1)).toBe(0);
    expect(stepSlide(0, 3, -1)).toBe(2);
    expect(stepSlide(1, 3, -1)).toBe(0);
    expect(stepSlide(1, 3, 7)).toBe(2);
  });

  it("stays on 0 when there is one slide or none", () => {
    expect(stepSlide(0, 1, 1)).toBe(0);
    expect(stepSlide(0, 1, -1)).toBe(0);
    expect(stepSlide(4, 0, 1)).toBe(0);
  });

  it("keeps an index inside a list that shrank", () => {
    expect(clampSlide(3, 2)).toBe(1);
    expect(clampSlide(1, 2)).toBe(1);
    expect(clampSlide(-1, 2)).toBe(0);
    expect(clampSlide(2, 0)).toBe(0);
  });
});

describe("promotion window", () => {
  const timed = promotion("p", "bank", "2026-10-01T00:00:00.000Z", "2026-12-31T23:59:59.000Z");

  it("runs from its start to its end, both included", () => {
    expect(isPromotionRunning(timed, at("2026-09-30T23:59:59.999Z"))).toBe(false);
    expect(isPromotionRunning(timed, at("2026-10-01T00:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(timed, at("2026-11-22T12:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(timed, at("2026-12-31T23:59:59.000Z"))).toBe(true);
    expect(isPromotionRunning(timed, at("2026-12-31T23:59:59.001Z"))).toBe(false);
  });

  it("reads a date without a time as a whole day in Malawi (UTC+2)", () => {
    const daily = promotion("d", "bank", "2026-12-01", "2026-12-31");
    // Midnight in Blantyre is 22:00 UTC the day before.
    expect(isPromotionRunning(daily, at("2026-11-30T21:59:59.999Z"))).toBe(false);
    expect(isPromotionRunning(daily, at("2026-11-30T22:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(daily, at("2026-12-31T21:59:59.999Z"))).toBe(true);
    expect(isPromotionRunning(daily, at("2026-12-31T22:00:00.000Z"))).toBe(false);
    expect(getPromotionWindow(daily)).toEqual({ start: at("2026-11-30T22:00:00.000Z"), end: at("2026-12-31T22:00:00.000Z") });
  });

  it("honours a written offset", () => {
    const local = promotion("o", "bank", "2026-12-01T08:00:00+02:00", "2026-12-01T17:00:00+02:00");
    expect(isPromotionRunning(local, at("2026-12-01T05:59:59.999Z"))).toBe(false);
    expect(isPromotionRunning(local, at("2026-12-01T06:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(local, at("2026-12-01T15:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(local, at("2026-12-01T15:00:00.001Z"))).toBe(false);
  });

  it("runs until taken down when it has no end", () => {
    const open = { ...promotion("n", "bank", "2026-12-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"), ends_at: null };
    expect(isPromotionRunning(open, at("2026-11-30T23:59:59.999Z"))).toBe(false);
    expect(isPromotionRunning(open, at("2036-12-01T00:00:00.000Z"))).toBe(true);
    // Nothing changes after it starts: no timer to set.
    expect(getNextPromotionChange([open], at("2026-11-01T00:00:00.000Z"))).toBe(at("2026-12-01T00:00:00.000Z"));
    expect(getNextPromotionChange([open], at("2026-12-02T00:00:00.000Z"))).toBeUndefined();
  });

  it("runs for a single instant when it starts and ends at once", () => {
    const instant = promotion("i", "bank", "2026-12-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z");
    expect(isPromotionRunning(instant, at("2026-12-01T00:00:00.000Z"))).toBe(true);
    expect(isPromotionRunning(instant, at("2026-12-01T00:00:00.001Z"))).toBe(false);
  });
});

describe("selectRunningPromotions", () => {
  const promotions = [
    promotion("past", "bank", "2026-03-01T00:00:00.000Z", "2026-03-31T23:59:59.000Z"),
    promotion("long", "bank", "2026-10-01T00:00:00.000Z", "2027-03-31T23:59:59.000Z"),
    promotion("short", "bank", "2026-11-01T00:00:00.000Z", "2026-12-31T23:59:59.000Z"),
    promotion("future", "bank", "2026-12-01T00:00:00.000Z", "2027-01-10T23:59:59.000Z"),
    promotion("other", "holding", "2026-10-01T00:00:00.000Z", "2027-03-31T23:59:59.000Z"),
  ];

  it("keeps the sub-site's running promotions, the one ending soonest first", () => {
    expect(selectRunningPromotions(promotions, "bank", at("2026-11-22T10:00:00.000Z")).map((item) => item.id)).toEqual(["short", "long"]);
  });

  it("adds a promotion on its first moment and drops it after its last", () => {
    expect(selectRunningPromotions(promotions, "bank", at("2026-12-01T00:00:00.000Z")).map((item) => item.id)).toEqual([
      "short",
      "future",
      "long",
    ]);
    expect(selectRunningPromotions(promotions, "bank", at("2027-01-01T00:00:00.000Z")).map((item) => item.id)).toEqual(["future", "long"]);
  });

  it("is empty when nothing runs", () => {
    expect(selectRunningPromotions(promotions, "bank", at("2027-06-01T00:00:00.000Z"))).toEqual([]);
    expect(selectRunningPromotions(promotions, "properties", at("2026-11-22T10:00:00.000Z"))).toEqual([]);
  });

  it("puts the newest first among promotions that end together", () => {
    const same = [
      promotion("older", "bank", "2026-01-01", "2026-12-31", "2026-01-01T00:00:00.000Z"),
      promotion("newer", "bank", "2026-01-01", "2026-12-31", "2026-02-01T00:00:00.000Z"),
    ];
    expect(selectRunningPromotions(same, "bank", at("2026-06-01T00:00:00.000Z")).map((item) => item.id)).toEqual(["newer", "older"]);
  });
});

describe("getNextPromotionChange", () => {
  const promotions = [
    promotion("a", "bank", "2026-10-01T00:00:00.000Z", "2026-12-31T23:59:59.000Z"),
    promotion("b", "bank", "2026-12-01T00:00:00.000Z", "2027-01-10T23:59:59.000Z"),
  ];

  it("is the next start or end after now", () => {
    expect(getNextPromotionChange(promotions, at("2026-11-22T00:00:00.000Z"))).toBe(at("2026-12-01T00:00:00.000Z"));
    expect(getNextPromotionChange(promotions, at("2026-12-01T00:00:00.000Z"))).toBe(at("2026-12-31T23:59:59.001Z"));
    expect(getNextPromotionChange(promotions, at("2026-01-01T00:00:00.000Z"))).toBe(at("2026-10-01T00:00:00.000Z"));
  });

  it("is undefined once every promotion has ended", () => {
    expect(getNextPromotionChange(promotions, at("2027-02-01T00:00:00.000Z"))).toBeUndefined();
    expect(getNextPromotionChange([], 0)).toBeUndefined();
  });
});

describe("getLastPromotionChange", () => {
  const promotions = [
    promotion("a", "bank", "2026-10-01T00:00:00.000Z", "2026-12-31T23:59:59.000Z"),
    promotion("b", "bank", "2026-12-01T00:00:00.000Z", "2027-01-10T23:59:59.000Z"),
  ];

  it("is the last start or end at or before now, so renders between two changes agree", () => {
    expect(getLastPromotionChange(promotions, at("2026-11-22T00:00:00.000Z"))).toBe(at("2026-10-01T00:00:00.000Z"));
    expect(getLastPromotionChange(promotions, at("2026-11-30T12:00:00.000Z"))).toBe(at("2026-10-01T00:00:00.000Z"));
    expect(getLastPromotionChange(promotions, at("2026-12-01T00:00:00.000Z"))).toBe(at("2026-12-01T00:00:00.000Z"));
  });

  it("runs the same promotions at that instant as now", () => {
    for (const now of ["2026-09-01", "2026-11-22", "2026-12-15", "2027-01-05", "2027-03-01"].map((day) => at(`${day}T10:00:00.000Z`))) {
      const asOf = getLastPromotionChange(promotions, now);
      expect(selectRunningPromotions(promotions, "bank", asOf)).toEqual(selectRunningPromotions(promotions, "bank", now));
    }
  });

  it("is 0 before any promotion starts", () => {
    expect(getLastPromotionChange(promotions, at("2026-01-01T00:00:00.000Z"))).toBe(0);
  });
});

describe("selectLatestNews", () => {
  const blog = (id: string, sites: SiteId[], published_at: string, featured = false) => ({
    id,
    sites,
    published_at,
    created_at: published_at,
    featured,
  });
  const blogs = [
    blog("old-featured", ["bank"], "2026-01-01T09:00:00.000Z", true),
    blog("a", ["bank", "holding"], "2026-11-12T09:00:00.000Z"),
    blog("b", ["holding"], "2026-10-01T09:00:00.000Z"),
    blog("c", ["bank"], "2026-10-19T09:00:00.000Z"),
    blog("d", ["bank"], "2026-09-14T09:00:00.000Z"),
  ];

  it("takes the sub-site's three newest articles, featured or not", () => {
    expect(selectLatestNews(blogs, "bank").map((item) => item.id)).toEqual(["a", "c", "d"]);
    expect(selectLatestNews(blogs, "holding").map((item) => item.id)).toEqual(["a", "b"]);
    expect(selectLatestNews(blogs, "properties")).toEqual([]);
  });
});

describe("getKeyOfferings", () => {
  it("lists the holding company's subsidiaries, care work, investor relations and its loan calculator", () => {
    const offerings = getKeyOfferings("fdh", "holding", BOTH_MENU_NAMES);
    expect(offerings.map((item) => [item.name.en, item.href])).toEqual([
      ["FDH Bank plc", "/fdhbankplc/home"],
      ["FDH Money Bureau", "/fdhmoneybureau/home"],
      ["First Discount House", "/firstdiscounthouse/home"],
      ["FDH Properties", "/fdhproperties/home"],
      ["Corporate Social Responsibility", "/fdhfinancialholdings/fdhcares"],
      ["Investor Relations", "/fdhfinancialholdings/investor_relations"],
      ["Loan Calculator", "/fdhfinancialholdings/loan"],
    ]);
  });

  it("lists the bank's main products from its menu, with their query types", () => {
    const offerings = getKeyOfferings("fdh", "bank", BOTH_MENU_NAMES);
    expect(offerings.map((item) => [item.name.en, item.href])).toEqual([
      ["Open an Account", "/fdhbankplc/openaccount"],
      ["Accounts", "/fdhbankplc/bankaccounts?type=All%20Accounts"],
      ["Loans", "/fdhbankplc/personalAndbusinessbanking?type=All%20Loans"],
      ["Digital Banking", "/fdhbankplc/bankproducts?type=Digital%20Banking"],
      ["Cards", "/fdhbankplc/cards"],
      ["Rates and Tariffs", "/fdhbankplc/exchangeRates"],
      ["Loan Calculator", "/fdhbankplc/loan"],
      ["KYC", "/fdhbankplc/kyc"],
      ["Corporate and Institutional Banking", "/fdhbankplc/cib"],
    ]);
    expect(offerings.every((item) => item.name.ny.length > 0)).toBe(true);
  });

  it("lists the money bureau's rates, locations, money transfers and contacts", () => {
    expect(getKeyOfferings("fdh", "moneyBureau", BOTH_MENU_NAMES).map((item) => item.href)).toEqual([
      "/fdhmoneybureau/tariffs",
      "/fdhmoneybureau/locations",
      "/fdhmoneybureau/locations#partners-heading",
      "/fdhmoneybureau/contact",
    ]);
  });

  it("lists every service of the discount house and the property company with its type", () => {
    const discount = getKeyOfferings("fdh", "discountHouse", BOTH_MENU_NAMES);
    expect(discount.map((item) => item.query)).toEqual([
      "Repurchase Agreement (REPO)",
      "Reverse Repurchase Order (Reverse REPO)",
      "Education Fund",
      "Gratuity Fund",
      "Retirement Reserves Plan",
    ]);
    expect(discount[2]!.href).toBe("/firstdiscounthouse/services?type=Education%20Fund");
    const properties = getKeyOfferings("fdh", "properties", BOTH_MENU_NAMES);
    expect(properties).toHaveLength(5);
    expect(properties[0]).toMatchObject({
      name: { en: "Property Management" },
      href: "/fdhproperties/services?type=Property%20Management",
    });
  });

  it("follows the group's prefix", () => {
    expect(getKeyOfferings("abc", "holding", BOTH_MENU_NAMES)[0]).toMatchObject({ name: { en: "ABC Bank plc" }, href: "/abcbankplc/home" });
  });

  it("gives every offering of a sub-site a distinct id", () => {
    for (const site of ["holding", "bank", "moneyBureau", "discountHouse", "properties"] as const) {
      const ids = getKeyOfferings("fdh", site, BOTH_MENU_NAMES).map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
