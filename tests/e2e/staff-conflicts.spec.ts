import { readFile } from "node:fs/promises";
import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffAccount, login, signIn } from "./staff-api.ts";
import { submitApplication } from "./applicant-api.ts";
import { createKycRecord } from "./kyc-api.ts";

// What the console tells an officer when a claim cannot be proved on the site (ADR 022, ADR 031):
// two people naming one account number, two applications giving one national ID. The data is
// made through the API, as the visitor screens make it (their own tests walk those screens).

/** The viewed document is the customer's, not the console's: axe checks the page around it. */
const VIEWER = { exclude: ["iframe.staff-viewer"] };

let DATA_DIR = "";
test.beforeAll(({ dataDir }) => {
  DATA_DIR = dataDir;
});

/** A KYC submission the back office makes for a customer: the individual account's documents, then the record. */
function submitKyc(
  request: APIRequestContext,
  customer: { username: string; accountName: string; accountNumber: string },
): Promise<string> {
  return createKycRecord(request, { ...customer, lang: "en" }, (index) => ({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: createPaddedPdf(1_500, 700 + index),
  }));
}

/** The warning beside a record: found by its heading, as a screen reader user finds it. */
const warning = (page: Page, title: string) => page.getByRole("region", { name: title });

test.describe("claims the site cannot prove, shown to officers", () => {
  test.describe.configure({ timeout: 120_000 });

  test("two people naming one account number: the queue and both submissions say so, with links between them", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const accountNumber = String(6_000_000_000 + randomInt(900_000_000));
    const stamp = randomInt(1_000_000);
    const claimant = await submitKyc(request, {
      username: `claimant.${stamp}@example.mw`,
      accountName: "Yamikani Claimant",
      accountNumber,
    });
    const owner = await submitKyc(request, { username: `owner.${stamp}@example.mw`, accountName: "Mphatso Owner", accountNumber });
    await signIn(page, await createStaffAccount(request, "kyc_officer"));

    await page.goto(`/staff/kyc?q=${accountNumber}`);
    await expect(page.getByText("2 submissions,")).toBeVisible();
    // Each row names the other submission beside its own account number.
    const rowOf = (name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
    const ownerRow = rowOf("Mphatso Owner");
    await expect(ownerRow).toContainText("Another submission names this account number: Yamikani Claimant");
    await expect(rowOf("Yamikani Claimant")).toContainText("Another submission names this account number: Mphatso Owner");
    await expectNoSeriousAxeViolations(page);

    await ownerRow.getByRole("link", { name: accountNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/kyc/${owner}$`));
    await expect(page.getByRole("heading", { level: 1, name: /Mphatso Owner/ })).toBeVisible();
    const shown = warning(page, "Another submission names this account number");
    await expect(shown).toContainText("Check each against the core banking system before marking any processed");
    await expect(shown).toContainText(`sent by claimant.${stamp}@example.mw`);
    // The first document, a PDF, is drawn by the console's viewer: the page is complete.
    await expect(page.locator(".pdf-viewer__canvas")).toBeVisible();
    await expectNoSeriousAxeViolations(page, VIEWER);

    await shown.getByRole("link", { name: "Yamikani Claimant" }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/kyc/${claimant}$`));
    await expect(page.getByRole("heading", { level: 1, name: /Yamikani Claimant/ })).toBeVisible();
    await expect(
      warning(page, "Another submission names this account number").getByRole("link", { name: "Mphatso Owner" }),
    ).toHaveAttribute("href", `/staff/kyc/${owner}`);
    // A submission nobody else named has no such warning.
    const single = await submitKyc(request, {
      username: `single.${stamp}@example.mw`,
      accountName: "Only Claim",
      accountNumber: `${accountNumber}1`,
    });
    await page.goto(`/staff/kyc/${single}`);
    await expect(page.getByRole("heading", { level: 1, name: /Only Claim/ })).toBeVisible();
    await expect(warning(page, "Another submission names this account number")).toHaveCount(0);
    expect(consoleErrors.filter((text) => !(text.startsWith("Blocked script execution") && text.includes("/documents/")))).toEqual([]);
    consoleErrors.length = 0;
  });

  test("two applications giving one national ID from different addresses: the list and both applications say so", async ({
    page,
    request,
  }) => {
    const stamp = randomInt(1_000_000);
    const nationalId = `MW${String(stamp).padStart(6, "0").slice(0, 4)}ZP`;
    const first = await submitApplication(
      request,
      DATA_DIR,
      { email: `first.${stamp}@example.mw`, firstName: "Kondwani", surname: "Chirwa", lang: "en", nationalId },
      { scansOnly: true },
    );
    const second = await submitApplication(
      request,
      DATA_DIR,
      { email: `second.${stamp}@example.mw`, firstName: "Kondwani", surname: "Chirwa", lang: "en", nationalId },
      { scansOnly: true },
    );
    await signIn(page, await createStaffAccount(request, "kyc_officer"));

    await page.goto(`/staff/applications?q=${second.reference}`);
    const row = page.getByRole("row").filter({ hasText: second.reference });
    await expect(row).toContainText(`Another application gives this national ID: ${first.reference}`);
    await expectNoSeriousAxeViolations(page);

    await row.getByRole("link", { name: second.reference, exact: true }).click();
    const shown = warning(page, "Another application gives this national ID");
    await expect(shown).toContainText("check the applicant's identity before approving");
    await expect(shown).toContainText(`sent by first.${stamp}@example.mw`);
    await expect(page.locator(".pdf-viewer__canvas")).toBeVisible();
    await expectNoSeriousAxeViolations(page, VIEWER);
    await shown.getByRole("link", { name: first.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/applications/${first.id}$`));
    await expect(warning(page, "Another application gives this national ID").getByRole("link", { name: second.reference })).toBeVisible();
  });

  test("the audit log words each look at KYC records in English", async ({ page, request }) => {
    const accountNumber = String(5_000_000_000 + randomInt(900_000_000));
    const record = await submitKyc(request, {
      username: `audited.${randomInt(1_000_000)}@example.mw`,
      accountName: "Audited Look",
      accountNumber,
    });
    const officer = await createStaffAccount(request, "kyc_officer");
    const officerToken = await login(request, officer);
    // A script lists the records; the officer then opens one in the console and views a document.
    expect((await request.get("/api/kyc_account_details?limit=5", { headers: { authorization: `Bearer ${officerToken}` } })).status()).toBe(
      200,
    );
    await signIn(page, officer, `/staff?next=${encodeURIComponent(`/staff/kyc/${record}`)}`);
    await expect(page.getByRole("heading", { level: 1, name: /Audited Look/ })).toBeVisible();
    await expect(page.locator(".pdf-viewer__canvas")).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, { username: "e2e-staff", password: "e2e-staff-password-long" }, `/staff?next=${encodeURIComponent("/staff/audit")}`);
    // Part of the name is enough, in any case.
    await page.getByLabel("Person (part of the name or username)").fill(officer.username.slice(0, -1).toUpperCase());
    await page.getByRole("button", { name: "Show" }).click();
    const what = page.getByRole("table").getByRole("row");
    await expect(what.filter({ hasText: "Listed KYC records" })).toHaveCount(1);
    await expect(what.filter({ hasText: "Opened a KYC record" })).toHaveCount(1);
    await expect(what.filter({ hasText: "Viewed a KYC document" })).toHaveCount(1);
    await expect(what.filter({ hasText: "Opened a KYC record" })).toContainText(record);
    await expectNoSeriousAxeViolations(page);

    // One kind of action, then what the filters find as a spreadsheet.
    await page.getByLabel("What").selectOption({ label: "Opened a KYC record" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 entry, newest first." })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download these entries as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${officer.username},`);
    expect(lines[1]).toContain(",kyc_record_viewed,Opened a KYC record,");
  });
});
