import { describe, expect, it } from "vitest";
import { getRequiredStepScreen, getSignInTarget, getStaffNavigation } from "./staff-navigation.ts";

describe("getStaffNavigation", () => {
  it("shows admins every screen", () => {
    expect(getStaffNavigation("admin").map((item) => item.href)).toEqual([
      "/staff",
      "/staff/content",
      "/staff/rates",
      "/staff/media",
      "/staff/approvals",
      "/staff/kyc",
      "/staff/applications",
      "/staff/complaints",
      "/staff/accounts",
      "/staff/audit",
      "/staff/password",
    ]);
  });

  it("shows editors publishing but not KYC, account applications, accounts or the audit log", () => {
    expect(getStaffNavigation("editor").map((item) => item.href)).toEqual([
      "/staff",
      "/staff/content",
      "/staff/rates",
      "/staff/media",
      "/staff/approvals",
      "/staff/password",
    ]);
  });

  it("shows KYC officers the KYC queue and the account applications only", () => {
    expect(getStaffNavigation("kyc_officer").map((item) => item.href)).toEqual([
      "/staff",
      "/staff/kyc",
      "/staff/applications",
      "/staff/password",
    ]);
  });

  it("shows complaints officers the complaints and nothing of KYC or publishing", () => {
    expect(getStaffNavigation("complaints_officer").map((item) => item.href)).toEqual(["/staff", "/staff/complaints", "/staff/password"]);
  });
});

describe("getSignInTarget", () => {
  it("returns to the console page that asked for sign-in", () => {
    expect(getSignInTarget("/staff/kyc/3f1c")).toBe("/staff/kyc/3f1c");
  });

  it("never sends anyone outside the console", () => {
    expect(getSignInTarget("https://evil.example/staff")).toBe("/staff");
    expect(getSignInTarget("//evil.example")).toBe("/staff");
    expect(getSignInTarget("/fdh/bank")).toBe("/staff");
    expect(getSignInTarget(null)).toBe("/staff");
  });
});

describe("getRequiredStepScreen", () => {
  it("sends a session with a pending step to the one screen that does it", () => {
    expect(getRequiredStepScreen("change_password")).toBe("/staff/password");
    expect(getRequiredStepScreen("enrol_second_factor")).toBe("/staff/second-factor");
  });
});
