import { expect, test, waitForHydration } from "./fixtures.ts";

const LOAN = "/fdhbankplc/loan?amount=1000000&rate=24&term=12&product=";
const START = new Date("2026-03-02T08:00:00Z");
const PAUSED = new Date("2026-03-02T08:10:00Z");

test.describe("the snackbar (spec §2, §4, §9)", () => {
  test("announces a Success politely and hides itself after 7 seconds", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto(LOAN);
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(PAUSED);
    await page.getByRole("link", { name: "Download the schedule (CSV)" }).click();
    const snackbar = page.locator(".snackbar");
    await expect(snackbar).toBeVisible();
    await expect(snackbar).toHaveAttribute("data-type", "Success");
    // Inside the polite status region, not the alert one.
    await expect(page.locator('.snackbar-region [role="status"] .snackbar')).toHaveCount(1);
    await expect(snackbar.getByText("Success", { exact: true })).toBeVisible();
    await expect(snackbar.getByText("The repayment schedule was downloaded as loan-schedule.csv.")).toBeVisible();

    await page.clock.runFor(6_900);
    await expect(snackbar).toBeVisible();
    await page.clock.runFor(200);
    await expect(snackbar).toHaveCount(0);
  });

  test("closes with its close button, and shows its type in Chichewa", async ({ page }) => {
    await page.goto(`${LOAN}&lang=ny`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Tsitsani ndondomeko (CSV)" }).click();
    const snackbar = page.locator(".snackbar");
    await expect(snackbar.getByText("Zatheka", { exact: true })).toBeVisible();
    await snackbar.getByRole("button", { name: "Tsekani" }).click();
    await expect(snackbar).toHaveCount(0);
  });

  test("restarts its 7 seconds when shown again", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto(LOAN);
    await waitForHydration(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(PAUSED);
    const link = page.getByRole("link", { name: "Download the schedule (CSV)" });
    await link.click();
    await page.clock.runFor(5_000);
    await link.click();
    await page.clock.runFor(5_000);
    await expect(page.locator(".snackbar")).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(page.locator(".snackbar")).toHaveCount(0);
  });
});

test.describe("the confirmation popup (spec §2)", () => {
  test("opens at the given place, stays inside a phone's screen and keeps the focus inside", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(LOAN);
    await waitForHydration(page);
    const trigger = page.getByRole("link", { name: "Start again" });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const popup = page.getByRole("dialog", { name: "Are you sure you want to proceed" });
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    const anchor = (await trigger.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(360 - 8);
    expect(box.y).toBeGreaterThanOrEqual(anchor.y + anchor.height);
    expect(box.y + box.height).toBeLessThanOrEqual(740);

    const proceed = popup.getByRole("button", { name: "Proceed" });
    const cancel = popup.getByRole("button", { name: "Cancel" });
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(proceed).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(proceed).toBeFocused();

    await cancel.click();
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("speaks Chichewa", async ({ page }) => {
    await page.goto(`${LOAN}&lang=ny`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Yambiraninso" }).click();
    const popup = page.getByRole("dialog", { name: "Kodi mukutsimikiza kuti mukufuna kupitiriza?" });
    await expect(popup.getByRole("button", { name: "Pitirizani" })).toBeVisible();
    await popup.getByRole("button", { name: "Lekani" }).click();
    await expect(popup).toBeHidden();
  });
});
