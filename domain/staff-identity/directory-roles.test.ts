import { describe, expect, it } from "vitest";
import { findDirectoryRole, parseDirectoryRoleMap, readDirectoryGroups, showsSecondFactor } from "./directory-roles.ts";

describe("the directory's groups and methods (ADR 066)", () => {
  const rules = parseDirectoryRoleMap("admin:web-admins,editor:web-editors,kyc_officer:kyc-officers");

  it("gives the first role of the map whose group the person is in, and none for unmapped groups", () => {
    if (typeof rules === "string") throw new Error(rules);
    expect(findDirectoryRole(["kyc-officers", "web-admins"], rules)).toBe("admin");
    expect(findDirectoryRole(["kyc-officers"], rules)).toBe("kyc_officer");
    expect(findDirectoryRole(["finance", "Web-Admins"], rules)).toBeUndefined();
    expect(findDirectoryRole([], rules)).toBeUndefined();
  });

  it("reads groups sent as a list or as one string, and nothing from other shapes", () => {
    expect(readDirectoryGroups(["web-editors", 7, "kyc-officers"])).toEqual(["web-editors", "kyc-officers"]);
    expect(readDirectoryGroups("web-editors kyc-officers,finance")).toEqual(["web-editors", "kyc-officers", "finance"]);
    expect(readDirectoryGroups({ web: "editors" })).toEqual([]);
    expect(readDirectoryGroups(undefined)).toEqual([]);
  });

  it("counts a code, a key or a fingerprint as a second factor, and a password alone as none", () => {
    expect(showsSecondFactor(["pwd", "otp"])).toBe(true);
    expect(showsSecondFactor(["hwk"])).toBe(true);
    expect(showsSecondFactor(["mfa"])).toBe(true);
    expect(showsSecondFactor(["pwd"])).toBe(false);
    expect(showsSecondFactor("mfa")).toBe(false);
    expect(showsSecondFactor(undefined)).toBe(false);
  });

  it("refuses a map with no pairs or an unknown role", () => {
    expect(parseDirectoryRoleMap(" , ")).toBe("must map at least one role to a directory group");
    expect(parseDirectoryRoleMap("editor:")).toMatch(/^must be role:group pairs/);
    expect(parseDirectoryRoleMap("superuser:it")).toMatch(/names the role "superuser"/);
  });
});
