import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createStaffAccount, enterCode } from "./staff-api.ts";

const WRONG = "not the password at all";

/**
 * Wrong passwords for `username` from somewhere else (no device cookie), each sent once the
 * account's wait is over, until the wait after the last one is at least `seconds` (ADR 040:
 * 5 free, then 1 s, 2 s, 4 s, 8 s …).
 */
async function attack(request: APIRequestContext, username: string, seconds: number): Promise<void> {
  for (;;) {
    const response = await request.post("/api/staff/session", { data: { username, password: WRONG } });
    if (response.status() === 401) continue;
    expect(response.status()).toBe(429);
    expect(await response.json()).toMatchObject({ code: "sign_in_delayed" });
    const retryAfter = Number(response.headers()["retry-after"]);
    if (retryAfter >= seconds) return;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

async function submit(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The browser reports each refused sign-in (401, 429) as a failed load: expected here. */
function forgiveRefusedSignIns(consoleErrors: string[]): void {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 4(01|29)/.test(text)));
}

test.describe("the console's sign-in under a password-guessing attack", () => {
  // Each wrong password costs the server a password hash, and the attack honours the real waits (1 + 2 + 4 s).
  test.slow();

  test("after 5 wrong passwords the screen says how long to wait, in English and in Chichewa", async ({ page, request, consoleErrors }) => {
    const officer = await createStaffAccount(request, "kyc_officer");
    await page.goto("/staff");
    await waitForHydration(page);
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith("/api/staff/session") && response.request().method() === "POST",
      );
      await submit(page, officer.username, WRONG);
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText("The username or password is wrong.");
    }
    // Someone else keeps guessing until the wait is long enough to read it twice.
    await attack(request, officer.username, 8);

    await submit(page, officer.username, officer.password);
    await expect(page.getByRole("alert")).toHaveText(
      /^Too many wrong passwords for this account\. Try again in (1 second|[2-8] seconds)\.$/,
    );

    await page.goto("/staff?lang=ny");
    await waitForHydration(page);
    await submit(page, officer.username, officer.password);
    await expect(page.getByRole("alert")).toHaveText(
      /^Mawu achinsinsi olakwika alembedwa kambirimbiri pa akaunti iyi\. Yesaninso pakapita (sekondi imodzi|masekondi [2-8])\.$/,
    );
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    forgiveRefusedSignIns(consoleErrors);
  });

  test("the browser that signed in before still signs in while strangers are made to wait", async ({ page, request, consoleErrors }) => {
    const editor = await createStaffAccount(request, "editor");
    await page.goto("/staff");
    await waitForHydration(page);
    await submit(page, editor.username, editor.password);
    await enterCode(page, editor.username);
    await expect(page.locator(".staff-who")).toContainText("Signed in as");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

    await attack(request, editor.username, 4);
    // The attacker's own right guess would wait too: the delay holds for anyone without this browser's cookie.
    const stranger = await request.post("/api/staff/session", { data: { username: editor.username, password: editor.password } });
    expect(stranger.status()).toBe(429);

    await submit(page, editor.username, editor.password);
    await enterCode(page, editor.username);
    await expect(page.locator(".staff-who")).toContainText("Signed in as");
    await expect(page.locator(".staff-who strong")).toHaveText("E2E editor");
    forgiveRefusedSignIns(consoleErrors);
  });
});
