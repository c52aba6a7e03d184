import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("global behaviour (spec §2)", () => {
  test("/ goes to the holding company home on a first visit", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/fdhfinancialholdings\/home$/);
    await expect(
      page.getByRole("navigation", { name: "Group companies" }).getByRole("link", { name: "FDH FINANCIAL HOLDINGS" }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("/ goes to the bank home once the bank tab was chosen, also after a reload", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/home");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Group companies" }).getByRole("link", { name: "FDH BANK PLC" }).click();
    await expect(page).toHaveURL(/\/fdhbankplc\/home$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");
    // The choice is kept once the bank's page has rendered, a moment after the address changed.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("currentTab"))).toBe("FDH BANK PLC");
    await page.goto("/");
    await expect(page).toHaveURL(/\/fdhbankplc\/home$/);
    await page.reload();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fdhbankplc\/home$/);
  });

  test("a bare sub-site prefix goes to its home", async ({ page }) => {
    await page.goto("/fdhmoneybureau");
    await expect(page).toHaveURL(/\/fdhmoneybureau\/home$/);
  });

  test("an unknown path shows the 404 Page with status 404", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("link", { name: "FDH Bank plc" }).first()).toBeVisible();
    // The browser reports the 404 document itself; nothing else may fail.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("404")));
  });

  test("the page scrolls to the top on a route change", async ({ page }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("two languages", () => {
  test("?lang=ny renders Chichewa on the server, and the choice persists across a reload", async ({ page, request }) => {
    const html = await (await request.get("/fdhbankplc/exchangeRates?lang=ny")).text();
    expect(html).toContain('<html lang="ny"');
    expect(html).toContain("<title>Mitengo ndi Zolipiritsa | FDH Bank plc</title>");

    await page.goto("/fdhbankplc/exchangeRates?lang=ny");
    await expect(page.locator("html")).toHaveAttribute("lang", "ny");
    await page.goto("/fdhbankplc/cards");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Makhadi");
  });

  test("the language switch replaces the language and persists it", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/aboutus");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const languages = page.getByRole("navigation", { name: "Choose language" });
    await languages.getByRole("link", { name: "Chichewa" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Za Ife");
    await expect(page.locator("html")).toHaveAttribute("lang", "ny");
    // The menus' Chichewa names come with the Chichewa strings, loaded only now.
    const menu = page.getByRole("navigation", { name: "Mndandanda waukulu" });
    await expect(menu.getByRole("button", { name: "Makampani a Gulu" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Kuthandiza Anthu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sankhani chiyankhulo" }).getByRole("link", { name: "Chichewa" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.goto("/fdhfinancialholdings/aboutus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Za Ife");
    await page.getByRole("navigation", { name: "Sankhani chiyankhulo" }).getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  });

  test("on a phone the language switch shows flags that keep their names and are large enough to tap", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/fdhbankplc/home");
    const languages = page.getByRole("navigation", { name: "Choose language" });
    for (const name of ["English", "Chichewa"]) {
      const link = languages.getByRole("link", { name });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  });

  test("English lives at the plain address and Chichewa at ?lang=ny, each naming itself canonical", async ({ request, baseURL }) => {
    const english = await (await request.get("/fdhbankplc/cards?lang=en")).text();
    expect(english).toContain(`<link rel="canonical" href="${baseURL}/fdhbankplc/cards"/>`);
    expect(english).toContain(`<link rel="alternate" hrefLang="ny" href="${baseURL}/fdhbankplc/cards?lang=ny"/>`);
    const chichewa = await (await request.get("/fdhbankplc/cards?lang=ny")).text();
    expect(chichewa).toContain(`<link rel="canonical" href="${baseURL}/fdhbankplc/cards?lang=ny"/>`);
  });
});

test.describe("the menu", () => {
  test("a popup opens from the keyboard, is walked with arrows and closes with Escape", async ({ page }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    const loans = menu.getByRole("button", { name: "Loans" });
    await loans.focus();
    await page.keyboard.press("ArrowDown");
    await expect(loans).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "All Loans" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Executive Loan Scheme" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("link", { name: "Amayi Atakate Loan" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(loans).toHaveAttribute("aria-expanded", "false");
    await expect(loans).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(loans).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "All Loans" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fdhbankplc\/personalAndbusinessbanking\?type=All\+Loans|\?type=All%20Loans/);
    await expect(loans).toHaveAttribute("aria-expanded", "false");
  });

  test("the holding company's Subsidiaries lead to the other companies and change the tab", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/home");
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Subsidiaries" }).click();
    await menu.getByRole("link", { name: "First Discount House" }).click();
    await expect(page).toHaveURL(/\/firstdiscounthouse\/home$/);
    await expect(
      page.getByRole("navigation", { name: "Group companies" }).getByRole("link", { name: "FIRST DISCOUNT HOUSE" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(menu.getByRole("button", { name: "Services" })).toBeVisible();
  });

  test("a page reached inside the page names itself in its description, as the server writes it", async ({ page, request }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    const description = page.locator('meta[name="description"]');
    const served = async (path: string) =>
      /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())![1]!.replaceAll("&#x27;", "'");
    // Hydration keeps the server's own; the descriptions of other pages load after the page.
    await expect(description).toHaveAttribute("content", await served("/fdhbankplc/home"));
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("screen-descriptions")));
    await page.getByRole("contentinfo").getByRole("link", { name: "Branches" }).click();
    await expect(page).toHaveURL(/\/fdhbankplc\/branches$/);
    await expect(description).toHaveAttribute("content", await served("/fdhbankplc/branches"));
  });

  test("menu, tab and footer links move within the page; a Ctrl+click opens a new tab and leaves this one", async ({ page, context }) => {
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    // A document load would drop this mark: a link followed inside the page keeps it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: "Loans" }).click();
    await menu.getByRole("link", { name: "Executive Loan Scheme" }).click();
    await expect(page).toHaveURL(/type=Executive/);
    await expect(menu.getByRole("button", { name: "Loans" })).toHaveAttribute("aria-expanded", "false");
    expect(await stayed()).toBe(true);

    await page.getByRole("contentinfo").getByRole("link", { name: "Branches" }).click();
    await expect(page).toHaveURL(/\/branches$/);
    await page.getByRole("navigation", { name: "Group companies" }).getByRole("link", { name: "FDH MONEY BUREAU" }).click();
    await expect(page).toHaveURL(/\/fdhmoneybureau\/home$/);
    expect(await stayed()).toBe(true);

    const opened = context.waitForEvent("page");
    await page.getByRole("contentinfo").getByRole("link", { name: "Branches" }).click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts at about:blank and then navigates: wait for the address, not the first load.
    await expect(tab).toHaveURL(/\/branches$/);
    await expect(page).toHaveURL(/\/fdhmoneybureau\/home$/);
    expect(await stayed()).toBe(true);
  });

  test("the mobile menu opens, leads to a page and closes, at 360x740", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/fdhmoneybureau/home");
    await waitForHydration(page);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "About Us" }).click();
    await menu.getByRole("link", { name: "Board of Directors" }).click();
    await expect(page).toHaveURL(/\/fdhmoneybureau\/board$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt points at the sitemap, which lists every route in both languages", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    // The 67 spec routes less the two article pages that need an id, plus account opening, complaints, the fraud page and
    // the complaint escalation page (ADR 071), in both languages.
    expect(xml.match(/<loc>/g)).toHaveLength(138);
    expect(xml).toContain(`<loc>${baseURL}/fdhbankplc/fraud?lang=ny</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/fdhbankplc/openaccount</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/fdhbankplc/kyc?lang=ny</loc>`);
    expect(xml).toContain('hreflang="en"');
  });
});

test.describe("the server", () => {
  test("serves hashed assets as immutable and compressed, pages compressed", async ({ request }) => {
    const html = await (await request.get("/fdhbankplc/home")).text();
    const asset = html.match(/\/assets\/entry\.client-[\w-]+\.js/)![0];
    const response = await request.get(asset, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
    const page = await request.get("/fdhbankplc/home", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });
});
