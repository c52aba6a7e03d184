import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { createRecord, deleteRecord } from "./staff-api.ts";

// Lilongwe Branch: Monday to Friday 08:00-15:00, Saturday 08:30-11:30. Kanengo Branch: weekdays only.
// Airport ATM and city ATMs: around the clock. Times are Malawi time (UTC+2).
test.use({ viewport: { width: 360, height: 800 } });

const card = (page: Page, name: string) =>
  page.locator("#branch-list > section li, #branch-list li").filter({ has: page.getByRole("heading", { name, exact: true }) });
const statusOf = (page: Page, name: string) => card(page, name).locator(".opening-status");

async function openBranchesAt(page: Page, local: string, lang: "en" | "ny" = "en") {
  await page.clock.install({ time: new Date(`${local}+02:00`) });
  await page.goto(`/fdhbankplc/branches?lang=${lang}`);
  await waitForHydration(page);
}

test.describe("open now on the branch locator", () => {
  test("the page as served says nothing about open or closed: the hours are text until the browser's clock is known", async ({
    request,
  }) => {
    const html = await (await request.get("/fdhbankplc/branches")).text();
    expect(html).toContain("Monday to Friday: 8:00 am to 3:00 pm");
    expect(html).not.toContain("opening-status");
  });

  test("open, then closing soon, then closed across the closing time on a page left open", async ({ page }) => {
    // axe reads every node of a long page: slow on a busy two-core machine.
    test.setTimeout(90_000);
    await openBranchesAt(page, "2026-11-25T14:29:00");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Open now · closes at 15:00");
    await page.clock.runFor("01:00");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Closing soon · closes at 15:00");
    await page.clock.runFor("30:00");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Closed · opens tomorrow at 08:00");
    await expect(statusOf(page, "Mzuzu University ATM")).toHaveText("Open 24 hours");
    await expectNoSeriousAxeViolations(page);
  });

  test("in Chichewa: closed for the weekend until Monday, and open 24 hours", async ({ page }) => {
    test.setTimeout(90_000);
    await openBranchesAt(page, "2026-11-28T13:00:00", "ny");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Yatseka · itsegula Lolemba nthawi ya 08:00");
    await expect(statusOf(page, "Mzuzu University ATM")).toHaveText("Yotsegula maola 24");
    await expectNoSeriousAxeViolations(page);
  });

  test("closed on a public holiday with its name, in both languages", async ({ page }) => {
    await openBranchesAt(page, "2026-07-06T10:00:00");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Closed today · Independence Day");
    await page.goto("/fdhbankplc/branches?lang=ny");
    await waitForHydration(page);
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Yatseka lero · Tsiku la Ufulu");
  });

  test("a holiday staff enter reaches an open page: the branch shows closed with the holiday's name, no reload", async ({
    page,
    request,
  }) => {
    // Wednesday 7 April 2027: no holiday Malawi's calendar knows, and no other test's day.
    await openBranchesAt(page, "2027-04-07T10:00:00");
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Open now · closes at 15:00");
    const holiday = await createRecord<{ id: string }>(request, "public_holidays", {
      date: "2027-04-07",
      name: { en: "Eid al-Fitr", ny: "Tsiku la Eid al-Fitr" },
    });
    try {
      await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Closed today · Eid al-Fitr");
      await expect(statusOf(page, "Mzuzu University ATM")).toHaveText("Open 24 hours");
    } finally {
      await deleteRecord(request, "public_holidays", holiday.id);
    }
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Open now · closes at 15:00");
  });

  test("'Open now only' keeps the places open at the visitor's clock", async ({ page }) => {
    // Saturday 10:00: city branches, agencies and ATMs are open; town branches are not.
    await openBranchesAt(page, "2026-11-28T10:00:00");
    await expect(card(page, "Kanengo Branch")).toHaveCount(1);
    await page.getByRole("checkbox", { name: "Open now only" }).check();
    await expect(card(page, "Kanengo Branch")).toHaveCount(0);
    await expect(statusOf(page, "Lilongwe Branch")).toHaveText("Open now · closes at 11:30");
    await expect(page.getByRole("status").filter({ hasText: "32 places found" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Open now only" }).uncheck();
    await expect(card(page, "Kanengo Branch")).toHaveCount(1);
  });
});

test.describe("open now on the money bureau locations", () => {
  test("closing soon, the filter, and Chichewa", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-25T16:10:00+02:00") });
    await page.goto("/fdhmoneybureau/locations");
    await waitForHydration(page);
    const cityCentre = page.locator(".bureau-card").filter({ hasText: "FDH Money Bureau Lilongwe City Centre" });
    await expect(cityCentre.locator(".opening-status")).toHaveText("Closing soon · closes at 16:30");
    await page.clock.runFor("20:00");
    await expect(cityCentre.locator(".opening-status")).toHaveText("Closed · opens tomorrow at 08:00");
    await page.getByRole("checkbox", { name: "Open now only" }).check();
    await expect(cityCentre).toHaveCount(0);
    await expect(page.locator(".bureau-card").first().locator(".opening-status")).toHaveText(/^Open now/);
    await expectNoSeriousAxeViolations(page);

    await page.goto("/fdhmoneybureau/locations?lang=ny");
    await waitForHydration(page);
    await expect(
      page.locator(".bureau-card").filter({ hasText: "FDH Money Bureau Lilongwe City Centre" }).locator(".opening-status"),
    ).toHaveText("Yatseka · itsegula mawa nthawi ya 08:00");
  });
});
