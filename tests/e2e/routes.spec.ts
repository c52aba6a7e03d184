import { getRouteTable } from "#domain/route-table.ts";
import { expect, test } from "./fixtures.ts";

const routes = getRouteTable("fdh");

test.describe("every route of spec §2", () => {
  test("the table has the 67 routes", () => {
    expect(routes).toHaveLength(67);
  });

  for (const route of routes) {
    test(`${route.href} answers 200 with its title, description and heading, server-rendered and hydrated`, async ({ page, request }) => {
      const response = await request.get(route.href);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
      expect(title, "server-rendered title").toBeTruthy();
      expect(description, "server-rendered description").toBeTruthy();
      expect(html).toContain("<h1");

      await page.goto(route.href);
      await expect(page).toHaveTitle(title!.replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    });
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
