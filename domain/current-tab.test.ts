import { describe, expect, it } from "vitest";
import { getRootRedirect, getTabOfPath, resolveCurrentTab } from "./current-tab.ts";
import { getSiteOfPath, getSites } from "./site.ts";

describe("the current tab (spec §4)", () => {
  it("names the five tabs as the spec does, in order", () => {
    expect(getSites("fdh").map((site) => site.tabName)).toEqual([
      "FDH FINANCIAL HOLDINGS",
      "FDH BANK PLC",
      "FDH MONEY BUREAU",
      "FIRST DISCOUNT HOUSE",
      "FDH PROPERTIES",
    ]);
  });

  it("defaults to the holding company when nothing or something unknown is stored", () => {
    expect(resolveCurrentTab("fdh", null).id).toBe("holding");
    expect(resolveCurrentTab("fdh", "NOT A TAB").id).toBe("holding");
  });

  it("sends / to the home of the remembered tab", () => {
    expect(getRootRedirect("fdh", undefined)).toBe("/fdhfinancialholdings/home");
    expect(getRootRedirect("fdh", "FDH BANK PLC")).toBe("/fdhbankplc/home");
    expect(getRootRedirect("fdh", "FIRST DISCOUNT HOUSE")).toBe("/firstdiscounthouse/home");
  });

  it("takes the tab from the first path segment only", () => {
    expect(getTabOfPath("fdh", "/fdhmoneybureau/tariffs")?.id).toBe("moneyBureau");
    expect(getTabOfPath("fdh", "/fdhbankplc")?.id).toBe("bank");
    expect(getTabOfPath("fdh", "/somewhere/fdhbankplc")).toBeUndefined();
    expect(getTabOfPath("fdh", "/")).toBeUndefined();
    expect(getSiteOfPath("fdh", "/fdhproperties/services")?.basePath).toBe("/fdhproperties");
  });
});
