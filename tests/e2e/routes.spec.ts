import type { APIRequestContext } from "@playwright/test";
import { getRouteTable } from "#domain/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";

const routes = getRouteTable("fdh");
// axe reads one route of each screen in each language: the sub-sites that share a screen share its
// markup, and axe is most of this suite's time (one to six seconds a page, the load under one).
const axeRouteIds = new Set(Map.groupBy(routes, (route) => route.screen).values().map((shared) => shared[0]!.id));

/** The id of an article published on a sub-site. */
async function getArticleId(request: APIRequestContext, site: string): Promise<string> {
  const blogs = (await (await request.get("/api/blogs?limit=100")).json()) as Array<{ id: string; sites: string[] }>;
  return blogs.find((blog) => blog.sites.includes(site))!.id;
}

function decodeEntities(text: string): string {
  return text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

test.describe("every route of spec §2", () => {
  test("the table has the 67 routes", () => {
    expect(routes).toHaveLength(67);
    expect(axeRouteIds.size).toBeGreaterThan(30);
  });

  for (const lang of ["en", "ny"] as const) {
    for (const route of routes) {
      const checksAxe = axeRouteIds.has(route.id);
      test(`${route.href} in ${lang}: 200, title, description and heading server-rendered, hydrated, no sideways scroll at 320 px${checksAxe ? ", accessible" : ""}`, async ({
        page,
        request,
      }) => {
        // The locator's map and its hundred cards are the heaviest page axe reads.
        if (checksAxe && (route.screen === "branches" || route.screen === "locations")) test.slow();
        // blog/view shows the article its `?id=` names (without one it is a 404): take a published one.
        const url =
          route.screen === "blogView"
            ? `${route.href}?id=${await getArticleId(request, route.site)}&lang=${lang}`
            : `${route.href}?lang=${lang}`;
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
        const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
        expect(title, "server-rendered title").toBeTruthy();
        expect(description, "server-rendered description").toBeTruthy();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toMatch(/<h1[ >]/);

        await page.goto(url);
        await expect(page).toHaveTitle(decodeEntities(title!));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", decodeEntities(description!));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

        if (checksAxe) await expectNoSeriousAxeViolations(page);

        // On the smallest phone the site serves, nothing scrolls sideways.
        await page.setViewportSize({ width: 320, height: 640 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "px past the right edge of a 320 px phone").toBe(0);
      });
    }
  }

  test("titles differ between sub-sites that share a screen", async ({ request }) => {
    const titles = new Set<string>();
    for (const href of ["/fdhbankplc/board", "/fdhmoneybureau/board", "/fdhproperties/board"]) {
      const html = await (await request.get(href)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
    }
    expect(titles.size).toBe(3);
  });
});
