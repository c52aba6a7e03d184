import { describe, expect, it } from "vitest";
import { findRoute, getAllRoutes, getRouteTable } from "./route-table.ts";

describe("the route table", () => {
  const table = getRouteTable("fdh");

  it("has the 67 routes of spec §2: 12 holding, 29 bank, 9 discount house, 9 money bureau, 8 properties", () => {
    expect(table).toHaveLength(67);
    const count = (site: string) => table.filter((route) => route.site === site).length;
    expect([count("holding"), count("bank"), count("discountHouse"), count("moneyBureau"), count("properties")]).toEqual([12, 29, 9, 9, 8]);
  });

  it("gives every route a unique address and a unique id", () => {
    expect(new Set(table.map((route) => route.href)).size).toBe(67);
    expect(new Set(table.map((route) => route.id)).size).toBe(67);
  });

  it("writes the spec's paths with the prefix filled in", () => {
    const hrefs = table.map((route) => route.href);
    for (const href of [
      "/fdhfinancialholdings/home",
      "/fdhfinancialholdings/fdhcares",
      "/fdhfinancialholdings/fdhshareholding",
      "/fdhfinancialholdings/blog/view",
      "/fdhbankplc/bankaccounts/savingsaccount",
      "/fdhbankplc/bankproducts/digitalbanking/fdhmobile",
      "/fdhbankplc/bankproducts/digitalbanking/fdhbankpakhomo",
      "/fdhbankplc/bankproducts/digitalbanking/posmachines",
      "/fdhbankplc/amayiatakateloan",
      "/fdhbankplc/personalAndbusinessbanking",
      "/fdhbankplc/exchangeRates",
      "/fdhbankplc/investor_relations",
      "/firstdiscounthouse/services",
      "/firstdiscounthouse/branches",
      "/fdhmoneybureau/locations",
      "/fdhmoneybureau/tariffs",
      "/fdhproperties/services",
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it("follows another prefix everywhere but the discount house, whose name has none", () => {
    const other = getRouteTable("abc").map((route) => route.href);
    expect(other).toContain("/abcbankplc/bankproducts/digitalbanking/abcmobile");
    expect(other).toContain("/abcfinancialholdings/abccares");
    expect(other).toContain("/firstdiscounthouse/home");
    expect(other.some((href) => href.includes("fdh"))).toBe(false);
  });

  it("serves the bank's account opening beyond the spec's 67, and nowhere else", () => {
    expect(table.some((route) => route.screen === "openaccount")).toBe(false);
    const extras = getAllRoutes("fdh").filter((route) => route.screen === "openaccount");
    expect(extras.map((route) => route.href)).toEqual(["/fdhbankplc/openaccount"]);
    expect(findRoute("fdh", "bank", "openaccount")?.id).toBe("bank.openaccount");
    // The pages an editor keeps (ADR 071).
    expect(findRoute("fdh", "bank", "fraud")?.href).toBe("/fdhbankplc/fraud");
    expect(findRoute("fdh", "bank", "complaintEscalation")?.href).toBe("/fdhbankplc/complaints/escalation");
  });

  it("finds a sub-site's screen, and nothing for a screen that sub-site lacks", () => {
    expect(findRoute("fdh", "bank", "kyc")?.href).toBe("/fdhbankplc/kyc");
    expect(findRoute("fdh", "properties", "kyc")).toBeUndefined();
  });
});

describe("the route table's cost", () => {
  it("is made once per prefix: a render's many look-ups read the same table", () => {
    expect(getAllRoutes("fdh")).toBe(getAllRoutes("fdh"));
    expect(getRouteTable("fdh")).toBe(getRouteTable("fdh"));
    expect(getAllRoutes("other")).not.toBe(getAllRoutes("fdh"));
    expect(Object.isFrozen(getAllRoutes("fdh"))).toBe(true);
  });
});
