import type { Locator, Page } from "@playwright/test";

type Box = { x: number; y: number; width: number; height: number };
import { linkTarget } from "#domain/navigation.ts";
import { createSearchIndex } from "#domain/content/search-index.ts";
import { getScreenTitles } from "#app/features/search/screen-titles.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";

const index = createSearchIndex("fdh", getScreenTitles("fdh"));

const SEARCH = { en: { button: "Search", field: "Search the site" }, ny: { button: "Sakani", field: "Sakani pa webusayiti" } };

/** Where the visible links and buttons of a region are, measured at once. */
async function visibleBoxes(page: Page, region: Locator): Promise<Array<Box & { text: string }>> {
  return region.evaluate((element) =>
    Array.from(element.querySelectorAll("a, button"))
      .map((item) => ({ rect: item.getBoundingClientRect(), text: item.textContent?.trim() ?? "" }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(({ rect, text }) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height, text })),
  );
}

async function openSearch(page: Page, lang: "en" | "ny" = "en") {
  await page.getByRole("button", { name: SEARCH[lang].button, exact: true }).click();
  const combobox = page.getByRole("combobox", { name: SEARCH[lang].field });
  await expect(combobox).toBeFocused();
  return combobox;
}

for (const lang of ["en", "ny"] as const) {
  test(`finds every entry of the index by its ${lang === "en" ? "English" : "Chichewa"} description`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/fdhbankplc/home?lang=${lang}`);
    await waitForHydration(page);
    const combobox = await openSearch(page, lang);
    const listbox = page.getByRole("listbox");
    // Every route but the two article pages (blog/view, as in the sitemap), plus account opening, complaints, the fraud
    // and escalation pages (ADR 071) and 27 query types.
    expect(index.length).toBe(96);
    for (const entry of index) {
      await combobox.fill(entry.description[lang]);
      await expect(listbox.getByRole("option", { name: entry.description[lang], exact: true }), linkTarget(entry)).toBeVisible();
    }
  });
}

for (const lang of ["en", "ny"] as const) {
  test(`finds exchange rates, money transfers and mobile banking by the words a visitor types, and no article page (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/fdhmoneybureau/home?lang=${lang}`);
    await waitForHydration(page);
    const combobox = await openSearch(page, lang);
    const options = page.getByRole("option");
    await combobox.fill("forex");
    await expect(page.getByRole("option", { name: /FDH Money Bureau/ }).first()).toBeVisible();
    await expect(page.getByRole("option", { name: /FDH Bank plc/ }).first()).toBeVisible();
    await combobox.fill(lang === "en" ? "money transfer" : "kutumiza ndalama");
    await expect(page.getByRole("option", { name: /FDH Money Bureau/ }).first()).toBeVisible();
    await combobox.fill("western union");
    await expect(options).toHaveCount(1);
    await combobox.fill("mobile banking");
    await expect(page.getByRole("option", { name: /^FDH Mobile/ })).toBeVisible();
    // The article pages lead nowhere without an article: only the news lists are offered.
    await combobox.fill("news");
    await expect(options).toHaveCount(2);
    await expect(page.getByRole("option", { name: lang === "en" ? /News Article/ : /Nkhani Yonse/ })).toHaveCount(0);
    await combobox.fill("western union");
    await options.first().click();
    await expect(page).toHaveURL(/\/fdhmoneybureau\/locations/);
  });
}

test("a Chichewa visitor on a 360 px phone sees 'Tsegulani akaunti' on the bank home's first screen, finds the journey by search, and starts it with no notice in the way (ADR 060)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/fdhbankplc/home?lang=ny");
  await waitForHydration(page);
  // The way to an account is on the first screen, above the banners.
  const cta = page.getByRole("link", { name: "Tsegulani akaunti", exact: true }).first();
  await expect(cta).toBeInViewport({ ratio: 1 });
  await expect(cta).toHaveAttribute("href", "/fdhbankplc/openaccount");

  const combobox = await openSearch(page, "ny");
  for (const text of ["akaunti", "open an account"]) {
    await combobox.fill(text);
    await expect(page.getByRole("option", { name: /^Tsegulani Akaunti – / })).toBeVisible();
  }
  await combobox.fill("tsegulani akaunti");
  const first = page.getByRole("option").first();
  await expect(first).toHaveAccessibleName(/^Tsegulani Akaunti – /);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/fdhbankplc\/openaccount/);
  await waitForHydration(page);
  // The search notice, even not yet seen, waits while the visitor applies: the first card and Continue are free.
  await page.evaluate(() => localStorage.removeItem("searchSnackbarSeen"));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: /^Gawo 1 mwa 5/ })).toBeVisible();
  await expect(page.locator(".search-snackbar")).toHaveCount(0);
  const continueButton = page.getByRole("button", { name: "Pitirizani" });
  await expect(continueButton).toBeEnabled();
  await expect(page.locator(".ao-option").first()).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
});

test.describe("the site search", () => {
  test('opens "Reverse REPO" from the keyboard, with its query type, and changes the tab', async ({ page }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Search", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    const combobox = page.getByRole("combobox", { name: "Search the site" });
    await expect(combobox).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.type("Reverse REPO");
    const option = page.getByRole("option", { name: /^Reverse Repurchase Order \(Reverse REPO\)/ });
    await expect(option).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /results?$/ })).toHaveText("1 result");

    await page.keyboard.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
    await expect(option).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      /\/firstdiscounthouse\/services\?type=Reverse(%20|\+)Repurchase(%20|\+)Order(%20|\+)%28Reverse(%20|\+)REPO%29|\?type=Reverse%20Repurchase%20Order%20\(Reverse%20REPO\)/,
    );
    await expect(
      page.getByRole("navigation", { name: "Group companies" }).getByRole("link", { name: "FIRST DISCOUNT HOUSE" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#site-search-panel")).toHaveCount(0);
  });

  test("letters typed at once after opening the search, before its code has arrived, all reach the field", async ({ page }) => {
    // The panel's code arrives late, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/search-panel-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Search", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("cards now");
    release();
    const combobox = page.getByRole("combobox", { name: "Search the site" });
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveValue("cards now");
    await page.keyboard.type("!");
    await expect(combobox).toHaveValue("cards now!");
  });

  test("walks the results with the arrow keys, wrapping round, and Escape closes it and returns the focus", async ({ page }) => {
    await page.goto("/fdhmoneybureau/home");
    await waitForHydration(page);
    const combobox = await openSearch(page);
    await combobox.fill("loan calculator");
    const options = page.getByRole("option");
    await expect(options).toHaveText(["Loan Calculator – FDH Financial Holdings", "Loan Calculator – FDH Bank plc"]);
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await combobox.fill("zzzz");
    await expect(page.getByText("Nothing found. Try another word.")).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-search-panel")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toHaveAttribute("aria-expanded", "false");
  });

  test("matches Chichewa words and English ones for a Chichewa visitor, and a click opens a result", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/home?lang=ny");
    await waitForHydration(page);
    const combobox = await openSearch(page, "ny");
    await combobox.fill("chowerengera bank");
    await expect(page.getByRole("option")).toHaveText(["Chowerengera Ngongole – FDH Bank plc"]);
    await combobox.fill("loan calculator bank");
    await expect(page.getByRole("option")).toHaveText(["Chowerengera Ngongole – FDH Bank plc"]);
    await combobox.fill("kuyesa mtengo");
    await page.getByRole("option", { name: /^Kuyesa Mtengo wa Nyumba ndi Malo/ }).click();
    await expect(page).toHaveURL(/\/fdhproperties\/services\?type=Property(%20|\+)Valuations$/);
  });

  test("is a full-width panel on a phone, and closes on every route change", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    await openSearch(page);
    const panel = page.locator("#site-search-panel");
    const box = (await panel.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A route change from elsewhere (the browser's back button) closes it too.
    await page.getByRole("combobox", { name: "Search the site" }).fill("cards");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fdhbankplc\/cards$/);
    await expect(panel).toHaveCount(0);
    await openSearch(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/fdhbankplc\/home$/);
    await expect(panel).toHaveCount(0);
  });

  test("has no serious or critical accessibility violation while open, in both languages", async ({ page }) => {
    // axe walks the whole page twice: slow on two shared cores.
    test.setTimeout(90_000);
    for (const [lang, text] of [
      ["en", "loan"],
      ["ny", "ngongole"],
    ] as const) {
      await page.goto(`/fdhbankplc/home?lang=${lang}`);
      await waitForHydration(page);
      const combobox = await openSearch(page, lang);
      await combobox.fill(text);
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousAxeViolations(page);
    }
  });
});

test.describe("the search snackbar (spec §2, §4)", () => {
  test("shows once, and not again after it is closed, also after a reload", async ({ page }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    const notice = page.getByText("New: search the whole site");
    await expect(notice).toBeVisible();
    await page.goto("/fdhbankplc/cards");
    await expect(notice).toBeVisible();

    await page.getByRole("button", { name: "Close this notice" }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("searchSnackbarSeen"))).toBe("true");
    await page.reload();
    await waitForHydration(page);
    await page.goto("/fdhfinancialholdings/home?lang=ny");
    await waitForHydration(page);
    await expect(page.getByText("Chatsopano: sakani pa webusayiti yonse")).toHaveCount(0);
    await expect(notice).toHaveCount(0);
  });

  test("covers nothing of the menu row or the brand on a wide screen, in both languages, and the search opened later covers no menu item either", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, lang] of [
        ["/fdhbankplc/home?lang=en", "en"],
        ["/fdhbankplc/home?lang=ny", "ny"],
        ["/fdhfinancialholdings/home?lang=ny", "ny"],
      ] as const) {
        await page.evaluate(() => localStorage.removeItem("searchSnackbarSeen")).catch(() => undefined);
        await page.goto(path);
        await waitForHydration(page);
        const notice = page.locator(".search-snackbar");
        await expect(notice).toBeVisible();
        // The notice arrives with a short slide: measure where it rests.
        await expect.poll(() => notice.evaluate((element) => element.getAnimations().length)).toBe(0);
        const box = (await notice.boundingBox())!;
        const menu = page.getByRole("navigation", { name: lang === "en" ? "Main menu" : "Mndandanda waukulu" });
        const covered = (await visibleBoxes(page, menu)).filter((item) => overlaps(box, item)).map((item) => item.text);
        expect(covered, `${path} at ${width} px`).toEqual([]);
        for (const other of [page.locator(".brand"), page.locator(".site-search__button")]) {
          expect(overlaps(box, (await other.boundingBox())!), `${path} at ${width} px`).toBe(false);
        }
        expect(box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);

        // Searching (something found, then nothing): the panel hangs below the menu row.
        const combobox = await openSearch(page, lang);
        await expect(notice).toHaveCount(0);
        for (const text of ["loan", "zzzz"]) {
          await combobox.fill(text);
          await expect(page.locator(".search-panel__results:not([hidden]), .search-panel__empty")).toBeVisible();
          const panel = (await page.locator("#site-search-panel").boundingBox())!;
          const underPanel = (await visibleBoxes(page, menu)).filter((item) => overlaps(panel, item)).map((item) => item.text);
          expect(underPanel, `${text} on ${path} at ${width} px`).toEqual([]);
        }
      }
    }
  });

  test("is in Chichewa for a Chichewa visitor, and opening the search also marks it seen", async ({ page }) => {
    await page.goto("/fdhbankplc/home?lang=ny");
    await waitForHydration(page);
    await expect(page.getByText("Chatsopano: sakani pa webusayiti yonse")).toBeVisible();
    await openSearch(page, "ny");
    await expect(page.getByText("Chatsopano: sakani pa webusayiti yonse")).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Chatsopano: sakani pa webusayiti yonse")).toHaveCount(0);
  });
});
