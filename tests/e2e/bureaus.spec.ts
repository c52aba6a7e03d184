import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";

// Map tiles are blank PNGs in every test (fixtures.ts): the tile host is unreachable here.

/** The sample bureaus the e2e server is seeded with. */
const SAMPLE = JSON.parse(
  readFileSync(new URL("../../content/collections/money_bureau_locations.json", import.meta.url), "utf8"),
) as Array<{
  name: string;
  latitude?: number;
  longitude?: number;
}>;
const WITH_COORDINATES = SAMPLE.filter((bureau) => Number.isFinite(bureau.latitude) && Number.isFinite(bureau.longitude)).length;

const MAP_NAMES = { en: "Map of our bureaus", ny: "Mapu a ma bureau athu" } as const;
const markersOf = (page: Page, lang: keyof typeof MAP_NAMES) =>
  page.getByRole("region", { name: MAP_NAMES[lang] }).locator("path.leaflet-interactive");

test.describe("money bureau locations map", () => {
  test("the map is not in the first load: no Leaflet chunk or stylesheet in the page", async ({ request }) => {
    const html = await (await request.get("/fdhmoneybureau/locations?lang=en")).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.filter((href) => href.includes("branch-map.client"))).toEqual([]);
    // Leaflet's own stylesheet comes with its code, not with the page.
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      expect(await (await request.get(href!)).text(), href).not.toContain(".leaflet-container");
    }
    // The list is server-rendered; the map's region is there, empty until it loads.
    expect(html).toContain("FDH Money Bureau Lilongwe City Centre");
    expect(html).toContain('aria-label="Map of our bureaus"');
  });

  for (const lang of ["en", "ny"] as const) {
    test(`a marker per bureau, fitted to the map; a marker's popup has its name and address (${lang})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/fdhmoneybureau/locations?lang=${lang}`);
      await waitForHydration(page);
      const markers = markersOf(page, lang);
      await expect(markers).toHaveCount(WITH_COORDINATES);
      // The list stays complete beside the map.
      await expect(page.locator(".bureau-card")).toHaveCount(SAMPLE.length);

      // Fitted: every marker lies inside the map.
      const canvas = (await page.getByRole("region", { name: MAP_NAMES[lang] }).locator(".branch-map__canvas").boundingBox())!;
      for (const box of await Promise.all((await markers.all()).map((marker) => marker.boundingBox()))) {
        expect(box).not.toBeNull();
        const centreX = box!.x + box!.width / 2;
        const centreY = box!.y + box!.height / 2;
        expect(centreX).toBeGreaterThanOrEqual(canvas.x);
        expect(centreX).toBeLessThanOrEqual(canvas.x + canvas.width);
        expect(centreY).toBeGreaterThanOrEqual(canvas.y);
        expect(centreY).toBeLessThanOrEqual(canvas.y + canvas.height);
      }

      // The markers follow the list's order: the first marker is the first bureau.
      const first = page.locator(".bureau-card").first();
      const name = (await first.getByRole("heading").textContent())!;
      const address = (await first.locator("dd").first().textContent())!;
      await markers.first().dispatchEvent("click");
      const popup = page.locator(".leaflet-popup-content");
      await expect(popup).toContainText(name);
      await expect(popup).toContainText(address);
      await expectNoSeriousAxeViolations(page);

      // From the keyboard: a card's "Show on the map" puts the focus on its marker, popup open.
      const last = page.locator(".bureau-card").last();
      const lastName = (await last.getByRole("heading").textContent())!;
      await last.getByRole("button", { name: `${lang === "en" ? "Show on the map" : "Onetsani pa mapu"}: ${lastName}` }).click();
      await expect(page.getByRole("button", { name: lastName, exact: true })).toBeFocused();
      // The first popup may still be closing for a moment: the one that matters names the last bureau.
      await expect(popup.filter({ hasText: lastName })).toBeVisible();
    });
  }

  test("on a phone the map waits for a tap; a bureau's Show on the map loads it with the keyboard on the marker (ny)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    let leafletRequests = 0;
    page.on("request", (request) => {
      if (/branch-map\.client|leaflet/.test(request.url())) leafletRequests += 1;
    });
    await page.goto("/fdhmoneybureau/locations?lang=ny");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: MAP_NAMES.ny }).getByRole("button", { name: "Onetsani mapu" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(leafletRequests).toBe(0);

    const last = page.locator(".bureau-card").last();
    const lastName = (await last.getByRole("heading").textContent())!;
    await last.getByRole("button", { name: `Onetsani pa mapu: ${lastName}` }).click();
    await expect(page.getByRole("button", { name: lastName, exact: true })).toBeFocused({ timeout: 15_000 });
    await expect(markersOf(page, "ny")).toHaveCount(WITH_COORDINATES);
    await expect(page.locator(".leaflet-popup-content").filter({ hasText: lastName })).toBeVisible();
  });
});
