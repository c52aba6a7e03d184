import type { Page } from "@playwright/test";
import { getRouteTable } from "#domain/route-table.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const routes = getRouteTable("fdh");
const homes = routes.filter((route) => route.screen === "home");

/** How far the page reaches past the window's right edge, in CSS pixels. Every route is measured at
 * 320 px by routes.spec.ts; this suite covers headers and words that cannot break. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The tops of the menu's entries a visitor sees, and how many lines the company's name takes. */
function headerRows(page: Page): Promise<{ tops: number[]; nameLines: number; searchTop: number; nameTop: number }> {
  return page.evaluate(() => {
    const visible = (element: Element) => element.getBoundingClientRect().width > 0;
    const entries = [...document.querySelectorAll(".site-menu > li")].filter(visible);
    const name = document.querySelector(".site-header__bar .brand span")!;
    const range = document.createRange();
    range.selectNodeContents(name);
    const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return {
      // Layout positions, not painted ones: the entries slide in when the page opens.
      tops: entries.map((entry) => (entry as HTMLElement).offsetTop),
      nameLines: lineTops.size,
      nameTop: Math.round(name.getBoundingClientRect().top),
      searchTop: Math.round(document.querySelector(".site-search__button")!.getBoundingClientRect().top),
    };
  });
}

for (const width of [1024, 1280]) {
  for (const lang of ["en", "ny"] as const) {
    test(`at ${width} px in ${lang} every company's header keeps its name on one line and its menu on one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const home of homes) {
        await page.goto(`${home.href}?lang=${lang}`);
        await waitForHydration(page);
        const menu = page.getByRole("navigation", { name: lang === "en" ? "Main menu" : "Mndandanda waukulu" });
        await expect(menu).toBeVisible();
        const rows = await headerRows(page);
        expect(rows.nameLines, `${home.href}: lines of the name`).toBe(1);
        expect(new Set(rows.tops).size, `${home.href}: rows of the menu`).toBe(1);
        expect(Math.abs(rows.searchTop - rows.nameTop), `${home.href}: search beside the name`).toBeLessThan(40);
        expect(await sidewaysOverflow(page)).toBe(0);
      }
    });
  }
}

test("on a phone the bank's tab shows in the company bar and every header keeps one row, and More opens the folded entries on a wide screen", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/fdhbankplc/cards");
  await waitForHydration(page);
  const tabs = page.getByRole("navigation", { name: "Group companies" });
  const bank = tabs.getByRole("link", { name: "FDH BANK PLC" });
  await expect(bank).toHaveAttribute("aria-current", "true");
  await expect(bank).toBeInViewport({ ratio: 1 });

  // Each company's name, the search button and the menu button share one row on a phone.
  for (const home of homes) {
    await page.goto(home.href);
    await waitForHydration(page);
    const tops = await page.evaluate(() =>
      [".brand", ".site-search__button", ".menu-toggle"].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(Math.max(...tops) - Math.min(...tops), `${home.href}: header row on a phone`).toBeLessThan(8);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/fdhbankplc/cards");
  await waitForHydration(page);
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link", { name: "KYC" })).toBeHidden();
  await menu.getByRole("button", { name: "More" }).click();
  await expect(menu.getByRole("link", { name: "KYC" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Loan Calculator" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "KYC" })).toBeHidden();
});

const LONG_WORDS = [
  "Kukhazikitsidwa_kwa_nthambi_yatsopano_ku_Chitipa_ndi_Karonga_2026",
  "https://www.fdh.co.mw/fdhbankplc/blog/view?id=0d6c4b2e-5f3a-4c1d-9e8b-7a6f5e4d3c2b",
];

/** Adds a word that cannot break to every heading, link and paragraph of the page, as a pasted URL or a long name would. */
function fillWithLongWords(page: Page): Promise<number> {
  return page.evaluate((words) => {
    const targets = [...document.querySelectorAll("main h1, main h2, main h3, main p, main li a, main figcaption")];
    // Added beside React's own text, never in place of it, so a later render still finds its nodes.
    targets.forEach((element, index) => element.append(` ${words[index % words.length]!}`));
    return targets.length;
  }, LONG_WORDS);
}

for (const lang of ["en", "ny"] as const) {
  test(`a 60-character word or a pasted address wraps instead of widening the page at 320 px in ${lang}`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const blogs = (await (await request.get("/api/blogs?limit=100")).json()) as Array<{ id: string; sites: string[] }>;
    const holdingHome = homes[0]!;
    const articleRoute = routes.find((route) => route.screen === "blogView" && route.site === holdingHome.site)!;
    const article = blogs.find((blog) => blog.sites.includes(articleRoute.site))!;
    const newsRoute = routes.find((route) => route.screen === "blog")!;
    for (const url of [
      `${holdingHome.href}?lang=${lang}`,
      `${articleRoute.href}?id=${article.id}&lang=${lang}`,
      `${newsRoute.href}?lang=${lang}`,
    ]) {
      await page.goto(url);
      await waitForHydration(page);
      // Parts that hydrate late (below the fold) would otherwise drop the added words.
      await page.waitForLoadState("networkidle");
      expect(await fillWithLongWords(page), url).toBeGreaterThan(0);
      expect(await sidewaysOverflow(page), url).toBe(0);
      // Measured with the words in place.
      expect(await page.evaluate((word) => document.querySelector("main")!.textContent!.includes(word), LONG_WORDS[0]!), url).toBe(true);
    }
    // The words are added behind React's back: a part hydrating meanwhile reports the difference.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("Minified React error #418")));
  });
}
