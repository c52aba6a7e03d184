import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createStaffAccount, getStaffToken, signIn } from "./staff-api.ts";

/** The screen at a phone's and a desktop's width, kept with the test's results (ADR 053's screens). */
async function captureWidths(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Chromium's virtual authenticator (CDP): a platform authenticator that keeps discoverable
 * credentials and verifies its user, as a laptop's fingerprint reader does.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

async function addPasskey(page: Page, name: string, passwordless: boolean): Promise<void> {
  await page.getByLabel("Name (for example, the device it is on)").fill(name);
  await page.getByLabel("Let this passkey sign me in without my password").setChecked(passwordless);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The passkey “${name}” was added.` })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

test.describe("staff passkeys", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a person adds a passkey as a second factor, signs in with it, swaps it for one that signs in alone, and uses that", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await createStaffAccount(request, "kyc_officer");
    await addVirtualAuthenticator(page);
    await signIn(page, account, "/staff/security");
    await expect(page.getByRole("heading", { name: "My security" })).toBeVisible();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    // A name is asked for before the device is.
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Give the passkey a name, such as the device it is on.")).toBeVisible();
    await expect(page.getByLabel("Name (for example, the device it is on)")).toBeFocused();

    await addPasskey(page, "Work laptop", false);
    const table = page.getByRole("table", { name: "Your passkeys" });
    await expect(table.getByRole("row", { name: /Work laptop/ })).toContainText("No, second factor only");
    await expect(table.getByRole("row", { name: /Work laptop/ })).toContainText("Never");
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "passkeys-security");
    await signOut(page);

    // A second-factor-only passkey does not sign in alone, and the screen says why.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText("That passkey was added as a second factor only.");
    // The browser reports the refusal (401) as a failed load: expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 401/.test(text)));
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "passkeys-sign-in");

    // The second factor: the password, then "Use a passkey" instead of the code.
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByLabel("6-digit code")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "passkeys-code-step");
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page.locator(".staff-who")).toContainText("Signed in as E2E kyc_officer");

    // Removing it names it; a new one may sign in without the password.
    await page.goto("/staff/security");
    await waitForHydration(page);
    await expect(table.getByRole("row", { name: /Work laptop/ })).not.toContainText("Never");
    await table.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the passkey “Work laptop”?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Remove passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The passkey “Work laptop” was removed." })).toBeVisible();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await addPasskey(page, "Desk key", true);
    await expect(table.getByRole("row", { name: /Desk key/ })).toContainText("Yes");
    await signOut(page);

    // Without the password: the authenticator offers the discoverable passkey it keeps.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.locator(".staff-who")).toContainText("Signed in as E2E kyc_officer");
  });

  test("a new person enrols with a passkey instead of the app, then signs in with the password and the passkey", async ({
    page,
    request,
  }) => {
    const username = `e2e.pk.${Date.now().toString(36)}`;
    const first = "a quiet morning on the shire river";
    const own = "mulanje cedar by the stream";
    const created = await request.post("/api/staff/accounts", {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
      data: { username, full_name: "Chikondi Banda", email: `${username}@example.mw`, role: "editor", password: first },
    });
    expect(created.status()).toBe(201);
    await addVirtualAuthenticator(page);

    const fillSignIn = async (password: string) => {
      await page.goto("/staff");
      await waitForHydration(page);
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
    };
    await fillSignIn(first);
    await page.getByLabel("Current password").fill(first);
    await page.getByLabel("New password", { exact: true }).fill(own);
    await page.getByLabel("New password again").fill(own);
    await page.getByRole("button", { name: "Save and continue" }).click();

    await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
    const choice = page.getByRole("form", { name: "Or use a passkey instead of the app" });
    await expect(choice).toBeVisible();
    // At enrolment a passkey is the second factor only: signing in without the password is chosen later, under My security.
    await expect(choice.getByLabel("Let this passkey sign me in without my password")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await captureWidths(page, "passkeys-enrolment");
    await choice.getByLabel("Name (for example, the device it is on)").fill("Office laptop");
    await choice.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.locator(".staff-who")).toContainText("Signed in as Chikondi Banda");
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    await signOut(page);

    // The password alone is not enough; the passkey is the second step.
    await fillSignIn(own);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await expect(page.locator(".staff-who")).toContainText("Signed in as Chikondi Banda");
  });
});
