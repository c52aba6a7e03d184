import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Screenshots of the key pages and every sub-site's home at a phone's and a desktop's width in
 * both languages, compared with baselines a person has looked at. After a change that is meant
 * to alter a page, regenerate and review them:
 *   npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */
const PAGES = [
  ["bank-home", "/fdhbankplc/home"],
  ["holding-home", "/fdhfinancialholdings/home"],
  ["bureau-home", "/fdhmoneybureau/home"],
  ["discount-house-home", "/firstdiscounthouse/home"],
  ["properties-home", "/fdhproperties/home"],
  ["branches", "/fdhbankplc/branches"],
  ["news", "/fdhbankplc/blog"],
  ["loan-calculator", "/fdhbankplc/loan"],
  ["exchange-rates", "/fdhbankplc/exchangeRates"],
  ["kyc", "/fdhbankplc/kyc"],
] as const;

/** Width, window height, and how much of the page a baseline keeps: its opening, where layout goes wrong first. */
const WIDTHS = [
  [360, 740, 1400],
  [1280, 800, 1000],
] as const;

for (const [name, path] of PAGES) {
  for (const [width, height, depth] of WIDTHS) {
    for (const lang of ["en", "ny"] as const) {
      test(`${name} at ${width} px in ${lang} looks as reviewed`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        // Still pictures: no carousel turning, no motion, no search notice, one clock.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.clock.setFixedTime(new Date("2026-11-20T10:00:00Z"));
        await page.addInitScript(() => localStorage.setItem("searchSnackbarSeen", "true"));
        await page.goto(`${path}?lang=${lang}`);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        // Pictures below the fold load lazily: bring them in before the picture is taken.
        await page.evaluate(() => {
          for (const image of document.querySelectorAll("img[loading=lazy]")) image.setAttribute("loading", "eager");
        });
        await page.waitForLoadState("networkidle");
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await expect(page).toHaveScreenshot(`${name}-${width}-${lang}.png`, {
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(depth, pageHeight) },
          animations: "disabled",
          caret: "hide",
          // The map settles in its own time and draws no tiles here: its box is kept, not its inside.
          // The rate history runs to the server's today, which moves: its box is kept too.
          mask: [page.locator(".leaflet-container"), page.locator(".rate-history")],
          maxDiffPixelRatio: 0.01,
          timeout: 20_000,
        });
      });
    }
  }
}
