import { expect, test, waitForHydration } from "./fixtures.ts";

const PAGES = ["/fdhbankplc/home", "/fdhfinancialholdings/home?lang=ny"];

test.describe("the pages' script policy (issue 11)", () => {
  for (const path of PAGES) {
    test(`an inline script slipped into ${path} does not run, and the page still hydrates`, async ({ page, consoleErrors }) => {
      // As if content had smuggled a script into the HTML: the answer's own policy still applies.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("<body>", "<body><script>window.injectedRan = true</script>");
        await route.fulfill({ response, body: html });
      });
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
      // The page works: its menu opens from the keyboard.
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toBeVisible();
      // The browser reports the refused script, and nothing else. (A document the test answered
      // itself counts as outside the local network for Chromium, which then refuses its socket.)
      const refused = consoleErrors.filter((text) => text.includes("Content Security Policy"));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain("script-src");
      const expected = (text: string) => refused.includes(text) || text.includes("ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS");
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
    });
  }

  test("a page served again from the cache names its inline scripts by hash, the same bytes each time, and still hydrates", async ({ page, request }) => {
    const answer = async () => {
      const response = await request.get("/fdhbankplc/blog");
      return { policy: response.headers()["content-security-policy"] ?? "", body: await response.text() };
    };
    const [first, second] = [await answer(), await answer()];
    expect(first.policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(/script-src ([^;]+)/.exec(first.policy)?.[1]).not.toContain("'unsafe-inline'");
    expect(second).toEqual(first);
    await page.goto("/fdhbankplc/blog");
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
  });

  test("the page's scripts and styles carry only what a sub-resource needs; the page carries the whole policy", async ({ page }) => {
    const assets: Array<{ url: string; headers: Record<string, string> }> = [];
    page.on("response", (response) => {
      if (/\/assets\/[^/]+\.(js|css)$/.test(new URL(response.url()).pathname))
        assets.push({ url: response.url(), headers: response.headers() });
    });
    const answer = await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    expect(answer!.headers()["content-security-policy"]).toContain("script-src");
    expect(answer!.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(assets.length).toBeGreaterThan(5);
    for (const { url, headers } of assets) {
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["cache-control"], url).toContain("immutable");
      expect(headers["content-security-policy"], url).toBeUndefined();
      expect(headers["strict-transport-security"], url).toBeUndefined();
    }
  });
});
