import type { Page } from "@playwright/test";
import { DIRECTORY_PORT } from "../../playwright.config.ts";
import { startTestDirectory, type TestDirectory } from "../support/oidc-directory.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** The screen at a phone's and a desktop's width, kept with the test's results (ADR 066's screens). */
async function captureWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

// One directory on one port for the file: its tests take turns.
test.describe.configure({ mode: "serial" });

let directory: TestDirectory;
test.beforeAll(async ({ baseURL }) => {
  directory = await startTestDirectory(baseURL!, DIRECTORY_PORT);
});
test.afterAll(() => directory?.close());

test.describe("single sign-on with the bank's directory", () => {
  test("an editor signs in with the directory, lands on the console, and signs out of both", async ({ page }) => {
    directory.signInAs({
      sub: "e2e-dir-0001",
      preferred_username: "chisomo.phiri",
      name: "Chisomo Phiri",
      email: "chisomo.phiri@bank.example.mw",
      groups: ["web-editors"],
    });
    await page.goto("/staff");
    const directoryLink = page.getByRole("link", { name: "Sign in with FDH Directory" });
    await expect(directoryLink).toBeVisible();
    // The password form stays, for the break-glass admin.
    await expect(page.getByLabel("Username")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "directory-sign-in");
    await page.setViewportSize({ width: 360, height: 800 });

    // By keyboard: the link is reached with Tab and followed with Enter.
    await directoryLink.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Welcome, Chisomo Phiri" })).toBeVisible();
    await expect(page.getByText("Your role: Editor.")).toBeVisible();
    // The directory did both factors: no enrolment screen is asked for.
    await expect(page.getByRole("heading", { name: /authenticator/i })).toHaveCount(0);

    // On a phone the console's links fold behind its Menu button.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign out of the directory?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page).toHaveURL(/\/staff$/);
    // The console session is over: a reload stays on the sign-in screen.
    await page.reload();
    await expect(page.getByRole("link", { name: "Sign in with FDH Directory" })).toBeVisible();
  });

  test("a person without a console group is refused with a clear reason", async ({ page }) => {
    directory.signInAs({ sub: "e2e-dir-0002", preferred_username: "kondwani.finance", groups: ["finance"] });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/staff");
    await page.getByRole("link", { name: "Sign in with FDH Directory" }).click();
    await expect(page.getByRole("alert")).toContainText("in none of the groups that give a role in this console");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "directory-refused");
  });
});
