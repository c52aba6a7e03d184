import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";

// Issue 24: the delete dialog promises the bin's real days (BIN_RETENTION_DAYS, which the console
// reads from GET /api/staff/content/rules), not a fixed "30 days". Nothing is deleted here.

test.describe("the delete dialog", () => {
  test("names the days the bin keeps a record, as the server sets them", async ({ page, request }) => {
    await signInAsEditor(page);
    const loans = (await (await request.get("/api/loans?limit=1")).json()) as Array<{ id: string; title: { en: string } }>;
    const loan = loans[0]!;
    const dialog = page.getByRole("dialog", { name: `Delete loan “${loan.title.en}”?` });

    // The test server keeps the default, 30 days.
    await open(page, `/staff/content/loans/${loan.id}`);
    await page.getByRole("button", { name: "Delete loan" }).click();
    await expect(dialog).toContainText("You can restore it from the Bin for 30 days.");
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();

    // An operator who keeps deleted records a week: the dialog says a week.
    await page.route("**/api/staff/content/rules", (route) => route.fulfill({ json: { bin_retention_days: 7 } }));
    await open(page, `/staff/content/loans/${loan.id}`);
    await page.getByRole("button", { name: "Delete loan" }).click();
    await expect(dialog).toContainText("You can restore it from the Bin for 7 days.");
    await expect(dialog).not.toContainText("30 days");
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
