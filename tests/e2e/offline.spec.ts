import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { waitForLiveFeed } from "./staff-api.ts";

/**
 * What a browser reports while it has no network, and is no fault of the page: resources it
 * never saved failing to load, and React Router failing to discover the routes of links.
 */
function dropOfflineNoise(consoleErrors: string[]): void {
  const isNoise = (text: string) =>
    /^Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)$/.test(text) || text.startsWith("Failed to fetch manifest patches");
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !isNoise(text)));
}

/**
 * The visitor stays: a second page view. The offline copies (the service worker's, the browser
 * database's) are made only from then on, not on a first view (ADR 030).
 */
async function secondPageView(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** Waits for the service worker, then reloads once so that it controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The browser database has the collection saved by the full reload. */
async function waitForSaved(page: Page, store: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open("fdh-content");
            open.onsuccess = () => {
              const count = open.result.transaction(name).objectStore(name).count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
            open.onerror = () => resolve(0);
          }),
        store,
      ),
    )
    .toBeGreaterThan(0);
}

test.describe("offline (issue 4)", () => {
  // A service worker to install, pages to cache, the network cut and restored: slower than a page visit.
  test.describe.configure({ timeout: 90_000 });

  test("after one visit, the locator and the news list still show without a network, with the offline notice", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await waitForLiveFeed(page);
    await secondPageView(page);
    await waitForServiceWorker(page);
    await waitForLiveFeed(page);
    await waitForSaved(page, "branches");
    await page.goto("/fdhbankplc/blog");
    await waitForHydration(page);
    await waitForLiveFeed(page);
    await waitForSaved(page, "blogs");

    await context.setOffline(true);
    await expect(page.getByTestId("offline-notice")).toHaveText(/You are offline/);

    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Branches and ATMs");
    await expect(page.getByRole("heading", { name: "Lilongwe Branch" })).toBeVisible();
    await expect.poll(() => page.locator("#branch-list").getByRole("listitem").count()).toBeGreaterThanOrEqual(54);
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    // The filter still works on the saved list.
    await page.getByRole("searchbox", { name: "Find a branch or ATM by name" }).fill("zomba");
    await expect(page.locator("#branch-list").getByRole("listitem")).toHaveCount(1);

    await page.goto("/fdhbankplc/blog");
    await waitForHydration(page);
    await expect(page.locator(".news__list > li")).toHaveCount(8);
    await expect(page.getByTestId("offline-notice")).toBeVisible();

    // A page never visited: the offline page, in both languages.
    await page.goto("/fdhmoneybureau/tariffs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    await expect(page.getByText("Simuli pa intaneti")).toBeVisible();

    // Back online: the feed reconnects and the notice goes.
    await context.setOffline(false);
    await page.goto("/fdhbankplc/blog");
    await waitForHydration(page);
    await waitForLiveFeed(page);
    await expect(page.getByTestId("offline-notice")).toHaveCount(0);
    dropOfflineNoise(consoleErrors);
  });

  test("offline, a client-side navigation shows the saved news, with the notice in Chichewa", async ({ page, context, consoleErrors }) => {
    await page.goto("/fdhfinancialholdings/branches?lang=ny");
    await waitForHydration(page);
    await waitForLiveFeed(page);
    await secondPageView(page);
    await waitForServiceWorker(page);
    await waitForLiveFeed(page);
    // From the second page view, the full reload on connection saves every collection, the news
    // too, though no news page was opened.
    await waitForSaved(page, "blogs");

    await context.setOffline(true);
    await expect(page.getByTestId("offline-notice")).toHaveText(/Simuli pa intaneti/);
    // The server's data is out of reach: the news list comes from the browser database.
    await page.getByRole("navigation", { name: "Mndandanda waukulu" }).getByRole("link", { name: "Nkhani", exact: true }).click();
    await expect(page).toHaveURL(/\/fdhfinancialholdings\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nkhani");
    await expect(page.locator(".news__list > li")).toHaveCount(8);
    await expect(page.getByTestId("offline-notice")).toBeVisible();
    dropOfflineNoise(consoleErrors);
  });

  test("pages opened before the service worker registered still read offline: the news, then the branches", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // A first visit: the news by its address, then the branches by a link (the visitor stays, and
    // the service worker registers only now, after both pages were read).
    await page.goto("/fdhbankplc/blog");
    await waitForHydration(page);
    await expect(page.locator(".news__list > li").first()).toBeVisible();
    await page.getByRole("link", { name: "Branches and ATMs", exact: true }).first().click();
    await expect(page).toHaveURL(/\/fdhbankplc\/branches$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Branches and ATMs");
    await expect
      .poll(
        () => page.evaluate(async () => (await (await caches.open("pages")).keys()).map((request) => new URL(request.url).pathname).sort()),
        {
          timeout: 30_000,
        },
      )
      .toEqual(expect.arrayContaining(["/fdhbankplc/blog", "/fdhbankplc/branches"]));

    await context.setOffline(true);
    await page.goto("/fdhbankplc/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(page.locator(".news__list > li").first()).toBeVisible();
    await page.goto("/fdhbankplc/branches");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Branches and ATMs");
    await expect(page.getByText("This page has not been saved on this phone yet")).toHaveCount(0);
    dropOfflineNoise(consoleErrors);
  });

  test("the site can be installed: a manifest with PNG icons and a service worker", async ({ request }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      start_url: string;
      display: string;
    };
    expect(manifest.display).toBe("standalone");
    expect(manifest.start_url).toBe("/");
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === "image/png" && entry.purpose === "any");
      expect(icon).toBeDefined();
      const response = await request.get(icon!.src);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
    expect(manifest.icons.some((entry) => entry.purpose === "maskable")).toBe(true);
    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(await worker.text()).toContain("offline.html");
  });
});
