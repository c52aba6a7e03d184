import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";

// Map tiles are blank PNGs in every test (fixtures.ts): the tile host is unreachable here.

const cards = (page: Page) => page.locator("#branch-list").getByRole("listitem");
const current = (page: Page) => page.locator('#branch-list [aria-current="true"]');

test.describe("branch and ATM locator (spec §2-§4)", () => {
  test("the list is server-rendered by region with phone, e-mail and directions links, on all three sub-sites", async ({ request }) => {
    const html = await (await request.get("/fdhbankplc/branches")).text();
    for (const heading of ["Central Region", "Northern Region", "Southern Region"]) expect(html).toContain(heading);
    expect(html).toContain("Lilongwe Branch");
    expect(html).toContain('href="tel:+265111750100"');
    expect(html).toContain('href="mailto:lilongwe.branch@fdh.co.mw"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=-13.9862,33.7818");
    for (const path of ["/fdhfinancialholdings/branches", "/firstdiscounthouse/branches"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("Mzuzu Branch");
    }
    const chichewa = await (await request.get("/fdhbankplc/branches?lang=ny")).text();
    expect(chichewa).toContain("Chigawo cha Kumpoto");
    expect(chichewa).toContain("Lolemba mpaka Lachisanu");
  });

  test("the first branch is the current one; typing a filter makes the first match current, any case", async ({ page }) => {
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await expect(current(page).getByRole("heading")).toHaveText(/.+/);
    const filter = page.getByRole("searchbox", { name: "Find a branch or ATM by name" });
    await filter.fill("MZUZU");
    await expect(cards(page)).toHaveCount(3);
    await expect(current(page).getByRole("heading")).toHaveText("Mzuzu Branch");
    await expect(page.getByRole("status").filter({ hasText: "3 places found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Central Region" })).toHaveCount(0);

    await filter.fill("university");
    await expect(current(page).getByRole("heading")).toHaveText("Mzuzu University ATM");
    await expect(cards(page)).toHaveCount(2);
  });

  test("a filter with no match empties the list and clears the current branch; clearing it shows all again", async ({ page }) => {
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    const filter = page.getByRole("searchbox", { name: "Find a branch or ATM by name" });
    await filter.fill("Timbuktu");
    await expect(cards(page)).toHaveCount(0);
    await expect(current(page)).toHaveCount(0);
    await expect(page.getByText("No branch or ATM has that name. Try another name.")).toBeVisible();
    await filter.fill("");
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(54);
    await expect(current(page)).toHaveCount(1);
  });

  test("the map shows a marker per branch, the current one highlighted, and a marker chooses its branch", async ({ page }) => {
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    const markers = page.locator(".branch-map path.leaflet-interactive");
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(54);
    await expect(page.locator('.branch-map path.leaflet-interactive[fill="#f29100"]')).toHaveCount(1);

    await page.getByRole("searchbox", { name: "Find a branch or ATM by name" }).fill("zomba");
    await expect(markers).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Find a branch or ATM by name" }).fill("");
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(54);

    await page.getByRole("button", { name: "Show on the map: Karonga Branch" }).click();
    await expect(current(page).getByRole("heading")).toHaveText("Karonga Branch");
    await expect(page.getByRole("button", { name: "Show on the map: Karonga Branch" })).toHaveAttribute("aria-pressed", "true");

    // Choosing a marker on the map makes its branch current.
    const before = await current(page).getByRole("heading").textContent();
    await markers.nth(0).dispatchEvent("click");
    await expect(current(page).getByRole("heading")).not.toHaveText(before ?? "");
  });

  test("Show on map puts the keyboard on the branch's marker with its name shown, and Enter on a marker chooses its branch", async ({
    page,
  }) => {
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    const markers = page.locator(".branch-map path.leaflet-interactive");
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(54);

    await page.getByRole("button", { name: "Show on the map: Karonga Branch" }).click();
    const marker = page.getByRole("button", { name: "Karonga Branch", exact: true });
    await expect(marker).toBeFocused();
    await expect(page.locator(".leaflet-tooltip").filter({ hasText: "Karonga Branch" })).toBeVisible();

    // The chosen marker is drawn last, on top: Shift+Tab reaches the one before; Enter chooses it.
    await page.keyboard.press("Shift+Tab");
    const focused = page.locator(".branch-map path.leaflet-interactive:focus");
    await expect(focused).toHaveCount(1);
    const name = await focused.getAttribute("aria-label");
    await page.keyboard.press("Enter");
    await expect(current(page).getByRole("heading")).toHaveText(name!);
  });

  for (const lang of ["en", "ny"] as const) {
    test(`on a phone the list comes first and the map waits for a tap: no Leaflet or tile is fetched until then (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const mapRequests: string[] = [];
      page.on("request", (request) => {
        if (/branch-map\.client|leaflet|tile\.openstreetmap/.test(request.url())) mapRequests.push(request.url());
      });
      await page.goto(`/fdhbankplc/branches${lang === "ny" ? "?lang=ny" : ""}`);
      await waitForHydration(page);
      const showMap = page.getByRole("button", { name: lang === "en" ? "Show the map" : "Onetsani mapu" });
      await expect(showMap).toBeVisible();
      // The map's place stays small, so the first branches are on the first screen.
      expect((await page.locator(".branch-map__canvas").boundingBox())!.height).toBeLessThanOrEqual(70);
      await expect(cards(page).first()).toBeInViewport();
      await page.waitForLoadState("networkidle");
      expect(mapRequests).toEqual([]);

      await showMap.click();
      const markers = page.locator(".branch-map path.leaflet-interactive");
      await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(54);
      expect((await page.locator(".branch-map__canvas").boundingBox())!.height).toBeGreaterThan(200);
    });
  }

  for (const width of [360, 700]) {
    test(`at ${width} px the list does not move when the map's HTML arrives after the list's`, async ({ page, request }) => {
      // A phone on a slow link paints what it has: here the page is cut just before the map's
      // HTML (which follows the list's), then the whole page is shown; the list must be where it was.
      const html = await (await request.get("/fdhbankplc/branches")).text();
      const cut = html.indexOf('<div class="branch-locator__map">');
      expect(cut).toBeGreaterThan(0);
      await page.setViewportSize({ width, height: 740 });
      await page.route("**/fdhbankplc/branches", (route) => route.fulfill({ contentType: "text/html", body: html.slice(0, cut) }));
      await page.goto("/fdhbankplc/branches");
      await expect(cards(page).first()).toBeVisible();
      const before = (await cards(page).first().boundingBox())!.y;
      await page.unroute("**/fdhbankplc/branches");
      await page.goto("/fdhbankplc/branches");
      await waitForHydration(page);
      expect((await cards(page).first().boundingBox())!.y).toBe(before);
    });
  }

  test("on a phone, a card's Show on the map loads the map and puts the keyboard on its marker", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Show on the map: Karonga Branch" }).click();
    await expect(page.getByRole("button", { name: "Karonga Branch", exact: true })).toBeFocused({ timeout: 15_000 });
    await expect(page.getByRole("region", { name: "Map of branches and ATMs" })).toBeInViewport();
    await expect(current(page).getByRole("heading")).toHaveText("Karonga Branch");
  });

  test("without map tiles the list is still complete, with a note and no console error", async ({ page }) => {
    // A tile server that answers nothing.
    await page.route("https://tile.openstreetmap.org/**", (route) => route.fulfill({ status: 204 }));
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await expect(page.getByText("The map could not be loaded. The list has every branch and ATM.")).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(54);
  });

  test("nearest to me sorts by distance from the visitor's location", async ({ page, context, request }) => {
    const branches = (await (await request.get("/api/branches?limit=100")).json()) as Array<{
      name: string;
      latitude: number;
      longtude: number;
    }>;
    const blantyre = branches.find((branch) => branch.name === "Blantyre Branch")!;
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: blantyre.latitude, longitude: blantyre.longtude });
    await page.goto("/fdhbankplc/branches");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Nearest to me" }).click();
    await expect(page.getByRole("heading", { name: "Nearest to you first" })).toBeVisible();
    await expect(cards(page).first().getByRole("heading")).toHaveText("Blantyre Branch");
    await expect(current(page).getByRole("heading")).toHaveText("Blantyre Branch");
    await expect(cards(page).first()).toContainText("0.0 km away");
    await expect(page.getByText("Sorted by distance from you, nearest first.")).toBeVisible();
    await page.getByRole("button", { name: "Show by region" }).click();
    await expect(page.getByRole("heading", { name: "Central Region" })).toBeVisible();
  });

  test("nearest to me explains when location permission is refused", async ({ page }) => {
    await page.goto("/fdhbankplc/branches?lang=ny");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Zapafupi ndi ine" }).click();
    await expect(page.getByText("Sitinathe kugwiritsa ntchito malo anu chifukwa chilolezo chakanidwa.", { exact: false })).toBeVisible();
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(54);
  });

  for (const lang of ["en", "ny"] as const) {
    test(`axe finds no serious or critical problem on the locator (${lang})`, async ({ page }) => {
      // axe reads every node of a long page: slow on a busy two-core machine.
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/fdhbankplc/branches?lang=${lang}`);
      await waitForHydration(page);
      await expect.poll(() => page.locator(".branch-map path.leaflet-interactive").count()).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
