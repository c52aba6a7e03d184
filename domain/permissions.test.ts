import { describe, expect, it } from "vitest";
import { can, PERMISSIONS } from "./permissions.ts";
import { getStaffNavigation } from "./staff-identity/staff-navigation.ts";

describe("the staff permission map (ADR 040)", () => {
  it("keeps publishing and personal data apart: editors never process KYC or applications, officers never publish", () => {
    expect(can("editor", "publish")).toBe(true);
    expect(can("editor", "processKyc")).toBe(false);
    expect(can("editor", "processApplications")).toBe(false);
    expect(can("kyc_officer", "publish")).toBe(false);
    expect(can("kyc_officer", "processKyc")).toBe(true);
    expect(can("kyc_officer", "administer")).toBe(false);
    expect(can("kyc_officer", "handleComplaints")).toBe(false);
    expect(can("editor", "handleComplaints")).toBe(false);
    expect(can("complaints_officer", "handleComplaints")).toBe(true);
    expect(can("complaints_officer", "processKyc")).toBe(false);
    expect(can("complaints_officer", "publish")).toBe(false);
  });

  it("gives the admin every permission and every role the console itself", () => {
    for (const permission of Object.keys(PERMISSIONS) as Array<keyof typeof PERMISSIONS>) expect(can("admin", permission)).toBe(true);
    expect(PERMISSIONS.useConsole).toEqual(["admin", "editor", "kyc_officer", "complaints_officer"]);
  });

  it("lists in the navigation exactly the screens a role may open", () => {
    expect(getStaffNavigation("editor").map((item) => item.label)).toEqual([
      "Home",
      "Content",
      "Today's rates",
      "Media library",
      "Approvals",
      "My password",
    ]);
    expect(getStaffNavigation("kyc_officer").map((item) => item.label)).toEqual(["Home", "KYC queue", "Applications", "My password"]);
    expect(getStaffNavigation("complaints_officer").map((item) => item.label)).toEqual(["Home", "Complaints", "My password"]);
    expect(getStaffNavigation("admin").map((item) => item.label)).toEqual([
      "Home",
      "Content",
      "Today's rates",
      "Media library",
      "Approvals",
      "KYC queue",
      "Applications",
      "Complaints",
      "Staff accounts",
      "Audit log",
      "My password",
    ]);
  });
});
