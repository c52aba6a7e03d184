import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { StaffAccount } from "#domain/staff-identity/schemas/staff.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffAccount, getStaffToken, signIn } from "./staff-api.ts";
import { nextCode } from "./staff-authenticator.ts";

/** An admin signed in on `page`, and an editor signed in on a browser of their own. */
async function adminAndSignedInEditor(page: Page, request: APIRequestContext, browser: Browser) {
  await signIn(page, await createStaffAccount(request, "admin"));
  const editor = await createStaffAccount(request, "editor");
  const theirPage = await (await browser.newContext()).newPage();
  await signIn(theirPage, editor);
  return { editor, theirPage };
}

/** An account as the server has it now, read with the worker's admin token. */
async function readAccount(request: APIRequestContext, id: string): Promise<StaffAccount> {
  const response = await request.get("/api/staff/accounts", { headers: { authorization: `Bearer ${await getStaffToken(request)}` } });
  return ((await response.json()) as StaffAccount[]).find((account) => account.id === id)!;
}

/** The browser reports an answered 401 as a failed load: expected where a session was ended on purpose. */
function dropEndedSessionNotices(consoleErrors: string[]): void {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 401/.test(text)));
}

test.describe("account safety in the staff console", () => {
  test("a role changes only after Save and a confirmation naming the person and both roles", async ({ page, request }) => {
    // An admin of its own: this test's sessions are nobody else's.
    await signIn(page, await createStaffAccount(request, "admin"));
    const officer = await createStaffAccount(request, "kyc_officer");
    await page.goto("/staff/accounts");
    const role = page.getByLabel(`Role of ${officer.username}`);
    await expect(role).toHaveValue("kyc_officer");

    // One ArrowUp picks Editor in the list; nothing is saved.
    await role.focus();
    await page.keyboard.press("ArrowUp");
    await expect(role).toHaveValue("editor");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await readAccount(request, officer.id)).role).toBe("kyc_officer");

    const save = page.getByRole("button", { name: `Save the role of ${officer.username}` });
    await save.click();
    const dialog = page.getByRole("dialog", { name: "Change the role?" });
    await expect(dialog).toContainText(`Change E2E kyc_officer (${officer.username}) from KYC officer to Editor?`);
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(role).toHaveValue("kyc_officer");
    expect((await readAccount(request, officer.id)).role).toBe("kyc_officer");

    await role.selectOption("editor");
    await save.click();
    await dialog.getByRole("button", { name: "Change role" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${officer.username} now has the role Editor.` })).toBeVisible();
    expect((await readAccount(request, officer.id)).role).toBe("editor");
    await expect(page.getByRole("row", { name: new RegExp(officer.username) })).toContainText(`${officer.username}@example.mw`);
  });

  test("disabling asks first, naming the person, and signs them out", async ({ page, request, browser, consoleErrors }) => {
    const { editor, theirPage } = await adminAndSignedInEditor(page, request, browser);

    await page.goto("/staff/accounts");
    await page.getByRole("button", { name: `Disable ${editor.username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Disable the account?" });
    await expect(dialog).toContainText(`Disable E2E editor (${editor.username})? They are signed out at once.`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await readAccount(request, editor.id)).disabled).toBe(false);

    await page.getByRole("button", { name: `Disable ${editor.username}` }).click();
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `${editor.username} is disabled and signed out everywhere.` })).toBeVisible();
    expect((await readAccount(request, editor.id)).disabled).toBe(true);
    await theirPage.goto("/staff/password");
    await expect(theirPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await theirPage.context().close();
    dropEndedSessionNotices(consoleErrors);
  });

  test("My security lists the sessions and signs out another device", async ({ page, request, browser }) => {
    // One account signs in three times (enrolment, phone, here): each takes its own 30 s code step,
    // so the last may wait for the authenticator's next step.
    test.slow();
    const member = await createStaffAccount(request, "kyc_officer");
    const phone = await browser.newContext({
      userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    });
    const phonePage = await phone.newPage();
    await signIn(phonePage, member);
    await signIn(page, member);

    await page.getByRole("link", { name: "My security" }).click();
    await expect(page.getByRole("heading", { name: "My security" })).toBeVisible();
    const rows = page.getByRole("table", { name: "Signed-in sessions" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole("row", { name: /This device/ })).toContainText("127.0.0.1");
    await expect(page.getByRole("row", { name: /Chrome on Android/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "The session on Chrome on Android was signed out." })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await phonePage.goto("/staff/kyc");
    await expect(phonePage.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await phone.close();
  });

  test("an admin sees another person's sessions from the account list and ends them", async ({ page, request, browser }) => {
    const { editor, theirPage } = await adminAndSignedInEditor(page, request, browser);

    await page.goto("/staff/accounts");
    await page.getByRole("link", { name: `Sessions of ${editor.username}` }).click();
    await expect(page.getByRole("heading", { name: `Sessions of E2E editor (${editor.username})` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: `Sign ${editor.username} out everywhere` }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 session was signed out." })).toBeVisible();
    await theirPage.goto("/staff/content");
    await expect(theirPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await theirPage.context().close();
  });

  test("a change that finds the session ended asks for the password and code and is saved, the form kept", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Three sign-ins at the server's full scrypt cost and an axe run: over 30 s on a busy CI machine.
    test.slow();
    const admin = await createStaffAccount(request, "admin");
    await signIn(page, admin);
    await page.goto("/staff/accounts");
    const username = `kept.${Date.now().toString(36)}`;
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Full name").fill("Kept Form");
    await page.getByLabel("E-mail").fill(`${username}@example.mw`);
    await page.getByLabel("First password").fill("a quiet morning on the shire river");

    // The session ends while the form is being filled (as an admin elsewhere, or the time limit, would end it).
    const ended = await request.delete(`/api/staff/accounts/${admin.id}/sessions`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    });
    expect(ended.ok()).toBe(true);

    await page.getByRole("button", { name: "Create account" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in again" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Username")).toHaveValue(admin.username);
    await expect(dialog.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Kept Form");
    await expectNoSeriousAxeViolations(page);

    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText("The username or password is wrong.");
    await dialog.getByLabel("Password").fill(admin.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    // The account has an authenticator app: its code is asked for next, the password kept.
    const code = dialog.getByLabel("Code from your authenticator app");
    await expect(code).toBeVisible();
    await code.fill(await nextCode(admin.username));
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: `The account ${username} was created.` })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: username })).toBeVisible();
    dropEndedSessionNotices(consoleErrors);
  });

  test("a session about to end warns without taking focus, and Stay signed in extends it", async ({ page, request }) => {
    // The page's clock is moved on by hand: twenty-five idle minutes pass in a moment. The server's
    // own clock is tested in tests/integration/staff-sessions.test.ts.
    await page.clock.install();
    await signIn(page, await createStaffAccount(request, "editor"));
    await page.goto("/staff/password");
    await expect(page.getByLabel("Current password")).toBeVisible();
    await page.waitForLoadState("networkidle");
    const warning = page.getByRole("alert").filter({ hasText: "because you have been inactive" });
    await expect(warning).toBeHidden();

    // As the warning falls due the page asks the server, which answers four idle minutes left. The
    // badges' counts, asked again meanwhile, are not the person's activity and do not push it back.
    await page.route("**/api/staff/me/session", (route) =>
      route.fulfill({
        json: { ends_in_seconds: 240, ends_by: "idle", limit_ends_in_seconds: 40_000, idle_timeout_seconds: 1800, max_age_seconds: 43_200 },
      }),
    );
    await page.clock.fastForward("25:30");
    await expect(warning).toBeVisible();
    await expect(page.getByLabel("Current password")).not.toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.unroute("**/api/staff/me/session");
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toBeHidden();
  });
});
