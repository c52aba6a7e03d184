import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffAccount, signIn } from "./staff-api.ts";

/** The screen at a phone's and a desktop's width, kept with the test's results (ADR 058's screen). */
async function captureWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a person makes a personal access token, a script uses it, and revoking it stops the script at once", async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createStaffAccount(request, "editor");
  await signIn(page, account, "/staff/security");
  await expect(page.getByRole("heading", { name: "Personal access tokens" })).toBeVisible();
  await expect(page.getByText("You have no live tokens.")).toBeVisible();

  // A name is asked for first; an editor can give a token only the editor's role.
  await page.getByRole("button", { name: "Make a token" }).click();
  await expect(page.getByText("Give the token a name, such as the script that will use it.")).toBeVisible();
  await expect(page.getByLabel("Name (for example, the script that will use it)")).toBeFocused();
  await expect(page.getByLabel("Role").locator("option")).toHaveText(["Editor"]);
  await page.getByLabel("Name (for example, the script that will use it)").fill("Rates feed");
  await page.getByLabel("Expires after").selectOption("7");
  await page.getByRole("button", { name: "Make a token" }).click();

  const shown = page.getByRole("region", { name: "Your new token “Rates feed”" });
  const field = shown.getByLabel("Token");
  await expect(field).toBeFocused();
  const token = await field.inputValue();
  expect(token).toMatch(/^fdhpat_/);
  const row = page.getByRole("table", { name: "Your personal access tokens" }).getByRole("row", { name: /Rates feed/ });
  await expect(row).toContainText("Never");
  await expectNoSeriousAxeViolations(page);
  await captureWidths(page, "access-token-shown");

  // The script: the token alone, no password or code.
  const asScript = () => request.get("/api/staff/me", { headers: { authorization: `Bearer ${token}` } });
  expect((await asScript()).status()).toBe(200);
  await shown.getByRole("button", { name: "I have copied it" }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await expect(row).not.toContainText("Never");
  await expect(page.getByText(token)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke the token Rates feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the token “Rates feed”?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The token “Rates feed” was revoked." })).toBeVisible();
  await expect(page.getByText("You have no live tokens.")).toBeVisible();
  expect((await asScript()).status()).toBe(401);
});
