import { RECOMMENDED_APPROVAL_COLLECTIONS } from "#domain/content/approvals.ts";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration from the environment", () => {
  it("has embedded defaults for one machine", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SITE_PREFIX).toBe("fdh");
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATA_DIR.endsWith("/data")).toBe(true);
    expect(config.OTP_SENDS_PER_ADDRESS).toBe(3);
  });

  it("lets an operator raise the per-address code limit for carriers' shared addresses", () => {
    expect(parseConfig({ OTP_SENDS_PER_ADDRESS: "40" }).OTP_SENDS_PER_ADDRESS).toBe(40);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT must be a whole number \(got "abc"\)$/],
    [{ PORT: "70000" }, /^Invalid configuration: PORT must be 1 to 65535/],
    [{ OTP_SENDS_PER_ADDRESS: "0" }, /^Invalid configuration: OTP_SENDS_PER_ADDRESS must be a positive whole number/],
    [{ SITE_PREFIX: "FDH!" }, /^Invalid configuration: SITE_PREFIX must be 2 to 12 lowercase letters/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a URL like postgres:/],
    [{ ADMIN_USERNAME: "staff" }, /^Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_USERNAME$/],
    [{ ADMIN_USERNAME: "staff", ADMIN_PASSWORD: "short" }, /^Invalid configuration: ADMIN_PASSWORD must be at least 12 characters$/],
    [
      { STAFF_MFA_ROLES: "admin,root" },
      /^Invalid configuration: STAFF_MFA_ROLES must be a comma list of the roles admin, editor, kyc_officer, complaints_officer \(got "admin,root"\)$/,
    ],
    [{ ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXP" }, /^Invalid configuration: ADMIN_TOTP_SECRET needs ADMIN_USERNAME and ADMIN_PASSWORD$/],
    [
      { ADMIN_USERNAME: "staff", ADMIN_PASSWORD: "a long admin password", ADMIN_TOTP_SECRET: "not base32 at all!" },
      /^Invalid configuration: ADMIN_TOTP_SECRET must be a base32 key of at least 16 characters \(A to Z, 2 to 7\)$/,
    ],
    [
      { ADMIN_USERNAME: "staff", ADMIN_PASSWORD: "a long admin password", ADMIN_TOKEN: "only-31-characters-long-0123456" },
      /^Invalid configuration: ADMIN_TOKEN must be at least 32 characters of A to Z, a to z, 0 to 9 and \. _ ~ \+ \/ = - \(openssl rand -base64 32 makes one\)$/,
    ],
    [{ ADMIN_TOKEN: "a".repeat(40) }, /^Invalid configuration: ADMIN_TOKEN needs ADMIN_USERNAME and ADMIN_PASSWORD$/],
    [
      { OIDC_ISSUER: "https://login.bank.example.mw/realms/staff" },
      /^Invalid configuration: OIDC_CLIENT_ID must be set when OIDC_ISSUER is$/,
    ],
    [
      { OIDC_ISSUER: "https://login.bank.example.mw", OIDC_CLIENT_ID: "fdh-website" },
      /^Invalid configuration: OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is$/,
    ],
    [{ OIDC_ISSUER: "ldap://directory.bank.example.mw" }, /^Invalid configuration: OIDC_ISSUER must be a URL like https:\/\/login/],
    [
      { OIDC_ROLE_MAP: "admin=web-admins" },
      /^Invalid configuration: OIDC_ROLE_MAP must be role:group pairs separated by commas \(got "admin=web-admins"\)/,
    ],
    [{ OIDC_ROLE_MAP: "root:web-admins" }, /^Invalid configuration: OIDC_ROLE_MAP names the role "root"; the roles are admin, editor/],
    [{ OIDC_REQUIRE_MFA: "yes" }, /^Invalid configuration: OIDC_REQUIRE_MFA must be true or false/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("reads single sign-on's role map in its order, and asks the directory for a second factor unless told not to (ADR 066)", () => {
    const config = parseConfig({ OIDC_ROLE_MAP: "admin:web-admins, editor:web-editors,editor:comms" });
    expect(config.OIDC_ROLE_MAP).toEqual([
      { role: "admin", group: "web-admins" },
      { role: "editor", group: "web-editors" },
      { role: "editor", group: "comms" },
    ]);
    expect(config.OIDC_REQUIRE_MFA).toBe(true);
    expect(config.OIDC_ROLES_CLAIM).toBe("groups");
    expect(parseConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(parseConfig({ OIDC_REQUIRE_MFA: "false" }).OIDC_REQUIRE_MFA).toBe(false);
  });

  it("gives complaints 10 working days unless told otherwise, and refuses a nonsense count (ADR 059)", () => {
    expect(parseConfig({}).BIN_RETENTION_DAYS).toBe(30);
    expect(parseConfig({ BIN_RETENTION_DAYS: "90" }).BIN_RETENTION_DAYS).toBe(90);
    expect(() => parseConfig({ BIN_RETENTION_DAYS: "0" })).toThrow(/BIN_RETENTION_DAYS must be a positive whole number/);
    expect(() => parseConfig({ BIN_RETENTION_DAYS: "1.5" })).toThrow(/BIN_RETENTION_DAYS must be a whole number/);
    expect(parseConfig({}).COMPLAINT_RESPONSE_DAYS).toBe(10);
    expect(parseConfig({ COMPLAINT_RESPONSE_DAYS: "15" }).COMPLAINT_RESPONSE_DAYS).toBe(15);
    expect(() => parseConfig({ COMPLAINT_RESPONSE_DAYS: "0" })).toThrow(/COMPLAINT_RESPONSE_DAYS must be a positive whole number/);
    expect(() => parseConfig({ COMPLAINT_RESPONSE_DAYS: "2.5" })).toThrow(/COMPLAINT_RESPONSE_DAYS must be a whole number/);
  });

  it("holds the First Save tier to K500,000 and K100,000 a day unless the bank sets others, and refuses nonsense (ADR 072)", () => {
    expect(parseConfig({})).toMatchObject({ TIER1_MAX_BALANCE: 500_000, TIER1_DAILY_LIMIT: 100_000 });
    expect(parseConfig({ TIER1_MAX_BALANCE: "300000", TIER1_DAILY_LIMIT: "50000" })).toMatchObject({
      TIER1_MAX_BALANCE: 300_000,
      TIER1_DAILY_LIMIT: 50_000,
    });
    expect(() => parseConfig({ TIER1_MAX_BALANCE: "0" })).toThrow(/TIER1_MAX_BALANCE must be a positive whole number of kwacha/);
    expect(() => parseConfig({ TIER1_DAILY_LIMIT: "K100,000" })).toThrow(/TIER1_DAILY_LIMIT must be a whole number of kwacha/);
  });

  it("asks every staff role for a second factor unless told otherwise (ADR 052)", () => {
    expect(parseConfig({}).STAFF_MFA_ROLES).toEqual(["admin", "editor", "kyc_officer", "complaints_officer"]);
    expect(parseConfig({ STAFF_MFA_ROLES: " admin , kyc_officer " }).STAFF_MFA_ROLES).toEqual(["admin", "kyc_officer"]);
    expect(parseConfig({ STAFF_MFA_ROLES: "" }).STAFF_MFA_ROLES).toEqual([]);
    const withKey = parseConfig({
      ADMIN_USERNAME: "staff",
      ADMIN_PASSWORD: "a long admin password",
      ADMIN_TOTP_SECRET: "jbsw y3dp ehpk 3pxp",
    });
    expect(withKey.ADMIN_TOTP_SECRET).toBe("JBSWY3DPEHPK3PXP");
  });

  it("takes an ADMIN_TOKEN of 32 characters or more for the start-up admin (ADR 058)", () => {
    const token = "q3Vt8m1xZk/8Yw+TQe2nE0sJrLp5aHbC4dFgUiOy7w=";
    expect(parseConfig({ ADMIN_USERNAME: "staff", ADMIN_PASSWORD: "a long admin password", ADMIN_TOKEN: token }).ADMIN_TOKEN).toBe(token);
  });

  it("never echoes a secret back", () => {
    expect(() => parseConfig({ DATABASE_URL: "nope-secret" })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a URL like postgres:\/\/user:password@host:5432\/db$/,
    );
  });
  it("gates nothing until told (the console cannot approve yet), and reads the recommended list as given (ADR 062)", () => {
    // On by default for the recommended collections, now that the console can approve (ADR 062).
    expect(parseConfig({}).APPROVAL_COLLECTIONS).toEqual(RECOMMENDED_APPROVAL_COLLECTIONS);
    expect(parseConfig({ APPROVAL_COLLECTIONS: RECOMMENDED_APPROVAL_COLLECTIONS.join(",") }).APPROVAL_COLLECTIONS).toEqual([
      "money_bureau_exchange_rates",
      "bank_rates",
      "bank_rate_files",
      "documents",
      "loans",
      "promotions",
    ]);
    expect(parseConfig({ APPROVAL_COLLECTIONS: "" }).APPROVAL_COLLECTIONS).toEqual([]);
    expect(parseConfig({ APPROVAL_COLLECTIONS: " loans, banners ,loans" }).APPROVAL_COLLECTIONS).toEqual(["loans", "banners"]);
    expect(() => parseConfig({ APPROVAL_COLLECTIONS: "loans,rates" })).toThrow(
      /^Invalid configuration: APPROVAL_COLLECTIONS must be a comma list of collections .*"rates" is none/,
    );
  });
});
