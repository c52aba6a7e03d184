import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { createRecord, deleteRecord } from "./staff-api.ts";

const SITE_PATHS = ["/fdhfinancialholdings", "/fdhbankplc", "/firstdiscounthouse", "/fdhmoneybureau", "/fdhproperties"] as const;

test.describe("investor relations (spec §2 documents list)", () => {
  const rows = (page: Page) => page.locator(".documents__list > li");
  const tabs = (page: Page) => page.getByRole("navigation", { name: "Document types" });

  test("every sub-site server-renders its own financial statements as the default tab", async ({ request }) => {
    const expected: Record<(typeof SITE_PATHS)[number], string> = {
      "/fdhfinancialholdings": "Financial Statements",
      "/fdhbankplc": "Interim Financial Statements for the Six Months Ended 30 June 2026",
      "/firstdiscounthouse": "Financial Statements",
      "/fdhmoneybureau": "Audited Financial Statements for the Year Ended 31 December 2025",
      "/fdhproperties": "Financial Statements",
    };
    for (const path of SITE_PATHS) {
      const response = await request.get(`${path}/investor_relations?lang=en`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(expected[path]);
      expect(html).toMatch(
        /<a[^>]*aria-current="page"[^>]*href="[^"]*\?tab=financial-statements"|<a[^>]*href="[^"]*\?tab=financial-statements"[^>]*aria-current="page"/,
      );
    }
    // Another sub-site's documents never show.
    expect(await (await request.get("/fdhmoneybureau/investor_relations?lang=en")).text()).not.toContain("Six Months Ended 30 June 2026");
  });

  test("the bank's financial statements come 10 a page, newest first, each a download with date, type and size", async ({ page }) => {
    await page.goto("/fdhbankplc/investor_relations?lang=en");
    await waitForHydration(page);
    await expect(tabs(page).getByRole("link", { name: "FINANCIAL STATEMENTS" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(10);
    const first = rows(page).first();
    const link = first.getByRole("link", { name: /Download Interim Financial Statements for the Six Months Ended 30 June 2026/ });
    await expect(link).toHaveAttribute("href", /\.pdf$/);
    await expect(link).toHaveAttribute("download", "");
    await expect(first).toContainText("11 September 2026");
    await expect(first).toContainText("PDF, 2.2 KB");
    const pages = page.getByRole("navigation", { name: "Document pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/tab=financial-statements&page=2/);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last()).toContainText("Interim Financial Statements for the Six Months Ended 30 June 2020");
    await expectNoSeriousAxeViolations(page);
  });

  test("the tabs are links that switch the document type and start again on page 1", async ({ page }) => {
    await page.goto("/fdhbankplc/investor_relations?lang=en&page=2");
    await waitForHydration(page);
    await tabs(page).getByRole("link", { name: "NOTICES" }).click();
    await expect(page).toHaveURL(/\?tab=notices$/);
    await expect(tabs(page).getByRole("link", { name: "NOTICES" })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: "FINANCIAL STATEMENTS" })).not.toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Notice of Listing on the Malawi Stock Exchange on 3 August 2020/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Document pages" })).toHaveCount(0);
    await tabs(page).getByRole("link", { name: "ANNUAL REPORTS" }).click();
    await expect(rows(page)).toHaveCount(6);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fdhbankplc/investor_relations?lang=en");
    await page.getByRole("navigation", { name: "Document types" }).getByRole("link", { name: "OTHERS" }).click();
    await expect(page.getByRole("navigation", { name: "Document types" }).getByRole("link", { name: "OTHERS" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.locator(".documents__list > li")).toHaveCount(3);
    await context.close();
  });

  test("reads in Chichewa", async ({ page }) => {
    await page.goto("/fdhmoneybureau/investor_relations?lang=ny");
    await waitForHydration(page);
    await expect(tabs(page)).toHaveCount(0);
    const chichewaTabs = page.getByRole("navigation", { name: "Mitundu ya zikalata" });
    await expect(chichewaTabs.getByRole("link", { name: "ZIKALATA ZA ZACHUMA" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page).first()).toContainText("Malipoti a Zachuma Owunikidwa a Chaka Chomwe Chinatha pa 31 Disembala 2025");
    await expect(
      rows(page)
        .first()
        .getByRole("link", { name: /^Tsitsani / }),
    ).toBeVisible();
    await chichewaTabs.getByRole("link", { name: "ZIDZIWITSO" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("board: the executives view (spec §2)", () => {
  const names = (page: Page) => page.locator(".people__grid .person-card__name");

  test("every sub-site server-renders its own company's board, ordered by position", async ({ request }) => {
    const chairs: Record<(typeof SITE_PATHS)[number], string> = {
      "/fdhfinancialholdings": "Dr. Chimwemwe Nyasulu",
      "/fdhbankplc": "Kondwani Mbekeani",
      "/firstdiscounthouse": "Limbani Chiumia",
      "/fdhmoneybureau": "Tiwonge Mkandawire-Banda",
      "/fdhproperties": "Yamikani Ngwira",
    };
    for (const path of SITE_PATHS) {
      const response = await request.get(`${path}/board?lang=en`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const firstName = /class="person-card__name"[^>]*>([^<]+)</.exec(html)?.[1];
      expect(firstName).toBe(chairs[path]);
    }
  });

  test("the filters default to this company and all role types, and change the cards", async ({ page }) => {
    await page.goto("/fdhbankplc/board?lang=en");
    await waitForHydration(page);
    const company = page.getByLabel("Company");
    const roleType = page.getByLabel("Role type");
    await expect(company).toHaveValue("bank");
    await expect(roleType).toHaveValue("");
    await expect(names(page)).toHaveText([
      "Kondwani Mbekeani",
      "Madalitso Kalua",
      "Thandiwe Msiska",
      "Dr. Chimwemwe Nyasulu",
      "Tadala Kamwendo",
      "Prof. Wongani Mhango",
      "Alinafe Chikopa",
    ]);
    const first = page.locator(".person-card").first();
    await expect(first).toContainText("Board Chairperson");
    await expect(first.locator("img")).toHaveAttribute("src", "/content/images/person-kondwani-mbekeani.svg");
    await expect(first).toContainText("BA (Economics), MBA, AIOBM");

    await roleType.selectOption("Executive Director");
    await expect(page).toHaveURL(/role=Executive\+Director/);
    await expect(names(page)).toHaveText(["Madalitso Kalua", "Thandiwe Msiska"]);
    await expect(page.getByRole("status").filter({ hasText: "2 board members" })).toBeVisible();

    await company.selectOption("holding");
    await expect(names(page)).toHaveText(["Tiwonge Mkandawire-Banda"]);
    await expect(page.locator(".person-card").first()).toContainText("Group Chief Executive Officer");

    await roleType.selectOption("");
    await expect(names(page)).toHaveCount(6);
    await expectNoSeriousAxeViolations(page);
  });

  test("the filters work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fdhbankplc/board?lang=en");
    await page.getByLabel("Company").selectOption("properties");
    await page.getByLabel("Role type").selectOption("Chairperson");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/company=properties&role=Chairperson/);
    await expect(names(page)).toHaveText(["Yamikani Ngwira"]);
    await context.close();
  });

  test("reads in Chichewa", async ({ page }) => {
    await page.goto("/fdhbankplc/board?lang=ny");
    await waitForHydration(page);
    await expect(page.getByLabel("Mtundu wa udindo")).toHaveValue("");
    await expect(page.locator(".person-card").first()).toContainText("Wapampando wa Bungwe la Oyang'anira");
    await page.getByLabel("Mtundu wa udindo").selectOption("Company Secretary");
    await expect(names(page)).toHaveText(["Alinafe Chikopa"]);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("team (spec §2)", () => {
  const names = (page: Page) => page.locator(".people__grid .person-card__name");

  test("every sub-site shows its own management team, ordered by position", async ({ request }) => {
    const first: Record<(typeof SITE_PATHS)[number], string> = {
      "/fdhfinancialholdings": "Tiwonge Mkandawire-Banda",
      "/fdhbankplc": "Madalitso Kalua",
      "/firstdiscounthouse": "Dalitso Kachingwe",
      "/fdhmoneybureau": "Pemphero Chavula",
      "/fdhproperties": "Fatsani Mvula",
    };
    for (const path of SITE_PATHS) {
      const html = await (await request.get(`${path}/team?lang=en`)).text();
      expect(/class="person-card__name"[^>]*>([^<]+)</.exec(html)?.[1]).toBe(first[path]);
    }
  });

  test("shows names, titles and photos in both languages", async ({ page }) => {
    await page.goto("/fdhbankplc/team?lang=en");
    await waitForHydration(page);
    await expect(names(page)).toHaveText([
      "Madalitso Kalua",
      "Thandiwe Msiska",
      "Grace Nkhata",
      "Innocent Mussa",
      "Temwa Longwe",
      "Rhoda Mbewe",
    ]);
    await expect(page.locator(".person-card").first()).toContainText("Managing Director");
    await expectNoSeriousAxeViolations(page);
    await page.goto("/fdhbankplc/team?lang=ny");
    await waitForHydration(page);
    await expect(page.locator(".person-card").first()).toContainText("Mkulu Woyendetsa Banki (Managing Director)");
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("bank exchange rates and money bureau tariffs (spec §2)", () => {
  // The current rates: the page's first table (the rate history's comes after it).
  const bodyRows = (page: Page) => page.getByRole("table").first().locator("tbody tr");
  const rateTabs = (page: Page) => page.getByRole("navigation", { name: "Rates" });

  test("Todays Rates is the default tab: the bank's rates 10 a page, formatted, with the time they were set", async ({ page }) => {
    await page.goto("/fdhbankplc/exchangeRates?lang=en");
    await waitForHydration(page);
    await expect(rateTabs(page).getByRole("link", { name: "Todays Rates" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Rates set on 20 November 2026, 09:30")).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    const usd = bodyRows(page).filter({ hasText: "USD" });
    await expect(usd.locator("td")).toHaveText(["1,724.34", "1,776.86"]);
    await page.getByRole("navigation", { name: "Rate pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/tab=todays-rates&page=2/);
    await expect(bodyRows(page)).toHaveCount(6);
    await expect(bodyRows(page).filter({ hasText: "JPY" }).locator("td")).toHaveText(["11.29", "11.99"]);
    await page.getByRole("navigation", { name: "Rate pages" }).getByRole("link", { name: "Page 1" }).click();
    await expect(bodyRows(page).filter({ hasText: "TZS" }).locator("td")).toHaveText(["0.6538", "0.6942"]);
    await expectNoSeriousAxeViolations(page);
  });

  test("the converter buys a currency at the selling rate and sells it at the buying rate, saying which applies", async ({ page }) => {
    await page.goto("/fdhbankplc/exchangeRates?lang=en");
    await waitForHydration(page);
    const converter = page.getByRole("region", { name: "Currency converter" });
    await converter.getByLabel("Amount (MWK)").fill("100,000");
    await expect(converter.locator("output")).toContainText("K100,000.00 gets you USD 56.28");
    await expect(converter.locator("output")).toContainText("selling rate of K1,776.86");
    await converter.getByLabel("Sell a currency for kwacha").check();
    await converter.getByLabel("Currency", { exact: true }).selectOption("GBP");
    await converter.getByLabel("Amount (GBP)").fill("10");
    await expect(converter.locator("output")).toContainText("GBP 10.00 gets you K21,899.10");
    await expect(converter.locator("output")).toContainText("buying rate of K2,189.91");
    await converter.getByLabel("Amount (GBP)").fill("ten");
    await expect(converter.getByText("Enter an amount in figures, for example 10,000.")).toBeVisible();
    await expect(converter.getByLabel("Amount (GBP)")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
  });

  test("the converter works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fdhbankplc/exchangeRates?lang=en");
    await page.getByLabel("Amount (MWK)").fill("50000");
    await page.getByRole("button", { name: "Convert" }).click();
    await expect(page).toHaveURL(/amount=50000/);
    await expect(page.locator(".converter output")).toContainText("K50,000.00 gets you USD 28.14");
    await context.close();
  });

  test("the Tariffs and All Rates tabs list the tariff guides and the bank's rates", async ({ page }) => {
    await page.goto("/fdhbankplc/exchangeRates?lang=en");
    await waitForHydration(page);
    await rateTabs(page).getByRole("link", { name: "Tariffs" }).click();
    await expect(rateTabs(page).getByRole("link", { name: "Tariffs" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: /Download Personal Banking Tariff Guide, July 2026/ })).toHaveAttribute("href", /\.pdf$/);
    await expect(page.locator(".document-row")).toHaveCount(3);
    await rateTabs(page).getByRole("link", { name: "All Rates" }).click();
    await expect(bodyRows(page).filter({ hasText: "Reference Rate" }).locator("td").first()).toHaveText("23.80%");
    await expectNoSeriousAxeViolations(page);
  });

  test("reads in Chichewa", async ({ page }) => {
    await page.goto("/fdhbankplc/exchangeRates?lang=ny");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Mitengo" }).getByRole("link", { name: "Mitengo ya Lero" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("Mitengo inaikidwa pa 20 Novembala 2026, 09:30")).toBeVisible();
    const converter = page.getByRole("region", { name: "Chosinthira ndalama" });
    await converter.getByLabel("Kuchuluka kwa ndalama (MWK)").fill("100000");
    await expect(converter.locator("output")).toContainText("K100,000.00 zikupatsani USD 56.28");
    await expectNoSeriousAxeViolations(page);
  });

  test("the money bureau's tariffs show its own rates 10 a page, with the converter, in both languages", async ({ page }) => {
    await page.goto("/fdhmoneybureau/tariffs?lang=en");
    await waitForHydration(page);
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).filter({ hasText: "USD" }).locator("td")).toHaveText(["1,725.88", "1,796.33"]);
    const converter = page.getByRole("region", { name: "Currency converter" });
    await converter.getByLabel("Amount (MWK)").fill("179633");
    await expect(converter.locator("output")).toContainText("K179,633.00 gets you USD 100.00");
    await expectNoSeriousAxeViolations(page);
    await page.goto("/fdhmoneybureau/tariffs?lang=ny&page=2");
    await waitForHydration(page);
    await expect(bodyRows(page)).toHaveCount(6);
    await expect(page.getByRole("columnheader", { name: "Timagula" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("the rate history (ADR 061)", () => {
  // The sample's latest rates are of 20 November 2026, and a period ends today: the shortest period
  // that still reaches them (after a year, none does, and the page says so).
  const daysSinceSample = Math.floor((Date.now() - Date.parse("2026-11-20T07:30:00Z")) / 86_400_000);
  const period = [30, 90, 365].find((days) => days > daysSinceSample);

  test("the bureau's chart says the latest rate and the change, its table lists each day, and another currency and period are chosen without JavaScript", async ({
    browser,
    page: bankPage,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`/fdhmoneybureau/tariffs?lang=ny&days=${period ?? 30}`);
    const history = page.getByRole("region", { name: "Mbiri ya mitengo" });
    if (!period) {
      await expect(history).toContainText("Palibe mitengo ya USD yomwe inalengezedwa m'masiku 30 apitawa.");
      await context.close();
      return;
    }
    const chart = history.getByRole("img", { name: "Chithunzi cha mitengo ya USD yogula ndi yogulitsa" });
    await expect(chart).toBeVisible();
    // Its words are the summary under the form: the latest selling rate, as the rates table has it.
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(`^USD m'masiku ${period} apitawa: timagulitsa pa K1,796\\.33 pa 20 Novembala 2026`),
    );
    await history.getByText("Manambalawa mu tebulo").click();
    const table = history.getByRole("table", { name: "Mitengo ya USD tsiku ndi tsiku, kwacha pa ndalama imodzi" });
    await expect(table.locator("tbody tr").first()).toHaveText(/^20 Novembala 2026\s*K1,725\.88\s*K1,796\.33$/);

    await history.getByLabel("Ndalama").selectOption("GBP");
    await history.getByLabel("Nthawi").selectOption("365");
    await history.getByRole("button", { name: "Onetsani" }).click();
    await expect(page).toHaveURL(/[?&]history=GBP&days=365#rate-history$/);
    await expect(history.getByRole("img", { name: "Chithunzi cha mitengo ya GBP yogula ndi yogulitsa" })).toBeVisible();
    await history.getByText("Manambalawa mu tebulo").click();
    // The sample keeps 90 days of the bureau's main currencies, Monday to Saturday.
    expect(await history.getByRole("table").locator("tbody tr").count()).toBeGreaterThan(70);
    await context.close();

    // The bank's page: its own rates, one day of them so far, said so; axe on the hydrated page.
    await bankPage.goto(`/fdhbankplc/exchangeRates?lang=en&days=${period}`);
    await waitForHydration(bankPage);
    await expect(bankPage.getByRole("region", { name: "Rate history" })).toContainText(
      "Only one day's rates so far: on 20 November 2026 we sell USD at K1,776.86",
    );
    await expectNoSeriousAxeViolations(bankPage);
  });
});

test.describe("loans (spec §2 personalAndbusinessbanking and amayiatakateloan)", () => {
  // One after another: the last test adds a loan for a moment, which the others would count.
  test.describe.configure({ mode: "serial" });
  const titles = (page: Page) => page.locator(".loan-card__title");

  test("every query type filters the loans, All Loans shows all eight", async ({ page }) => {
    const expected: Array<[string, string[]]> = [
      [
        "All Loans",
        [
          "Executive Loan Schemes",
          "Employer Supported Loans",
          "Instaloans",
          "Personal Overdrafts",
          "Amayi Atakate Loan",
          "Working Capital Finance",
          "SME loans",
          "Asset Financing",
        ],
      ],
      ["Executive Loan Scheme", ["Executive Loan Schemes"]],
      ["Employer Supported Loans", ["Employer Supported Loans", "Instaloans"]],
      ["Short and Medium Term Loans for SME Business", ["Working Capital Finance", "SME loans", "Asset Financing"]],
      ["Amayi Atakate", ["Amayi Atakate Loan"]],
    ];
    await page.goto("/fdhbankplc/personalAndbusinessbanking?lang=en");
    await waitForHydration(page);
    const types = page.getByRole("navigation", { name: "Loan types" });
    await expect(types.getByRole("link", { name: "All Loans" })).toHaveAttribute("aria-current", "page");
    for (const [type, names] of expected) {
      await types.getByRole("link", { name: type, exact: true }).click();
      await expect(types.getByRole("link", { name: type, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(titles(page)).toHaveText(names);
    }
    // The same filter straight from a link (the menu's), in any case.
    await page.goto("/fdhbankplc/personalAndbusinessbanking?type=employer%20supported%20loans");
    await expect(titles(page)).toHaveText(["Employer Supported Loans", "Instaloans"]);
  });

  test("each loan opens on Requirements; its tabs follow the tabs pattern with arrow keys", async ({ page }) => {
    await page.goto("/fdhbankplc/personalAndbusinessbanking?lang=en&type=Executive%20Loan%20Scheme");
    await waitForHydration(page);
    const card = page.locator(".loan-card").first();
    const tablist = card.getByRole("tablist", { name: "Executive Loan Schemes details" });
    await expect(tablist.getByRole("tab", { name: "Requirements" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByRole("tabpanel")).toHaveCount(1);
    await expect(card.getByRole("tabpanel")).toContainText("A salary account with FDH Bank");
    await expect(card).toContainText("Who it is for");
    await tablist.getByRole("tab", { name: "Requirements" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Benefits" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Benefits" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByRole("tabpanel")).toContainText("Borrow up to K5 million");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "Accessibility" })).toBeFocused();
    await expect(card.getByRole("tabpanel")).toContainText("Apply at any FDH Bank branch");
    await page.keyboard.press("Home");
    await expect(tablist.getByRole("tab", { name: "Requirements" })).toHaveAttribute("aria-selected", "true");
    await tablist.getByRole("tab", { name: "Features" }).click();
    await expect(card.getByRole("tabpanel")).toContainText("Maximum loan amount of K5 million");
    await expect(card.getByRole("link", { name: "Calculate repayments for Executive Loan Schemes" })).toHaveAttribute(
      "href",
      "/fdhbankplc/loan?product=executive-loan-scheme",
    );
    await expectNoSeriousAxeViolations(page);
  });

  test("the detail tabs work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/fdhbankplc/amayiatakateloan?lang=en");
    const card = page.locator(".loan-card").first();
    await card.getByRole("tab", { name: "Benefits" }).click();
    await expect(card.getByRole("tab", { name: "Benefits" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByRole("tabpanel")).toContainText("No security required");
    await context.close();
  });

  test("amayiatakateloan shows Amayi Atakate, in both languages", async ({ page }) => {
    await page.goto("/fdhbankplc/amayiatakateloan?lang=en");
    await waitForHydration(page);
    await expect(titles(page)).toHaveText(["Amayi Atakate Loan"]);
    await expect(page.getByRole("tabpanel")).toContainText("A business owned or run by a woman");
    await expectNoSeriousAxeViolations(page);
    await page.goto("/fdhbankplc/amayiatakateloan?lang=ny");
    await waitForHydration(page);
    await expect(titles(page)).toHaveText(["Ngongole ya Amayi Atakate"]);
    await expect(page.getByRole("tab", { name: "Zofunika" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Bizinesi yomwe mwini wake kapena woyendetsa wake ndi mayi");
    await expectNoSeriousAxeViolations(page);
  });

  test("a loan sent with only spec §3's fields shows, and a detail it left out sends the visitor to a branch; Chichewa", async ({
    page,
    request,
  }) => {
    const title = `Spec loan ${Date.now()}`;
    const entry = (en: string, ny: string) => ({ name: { en, ny } });
    const loan = await createRecord<{ id: string }>(request, "loans", {
      _id: "0f1e2d3c-4b5a-4697-8877-665544332211",
      title: { en: title, ny: `${title} (Chichewa)` },
      description: { en: "A loan for school fees.", ny: "Ngongole ya sukulu." },
      image: "/content/images/loan-executive.svg",
      category: "Personal and Business Banking",
      category2: "Personal",
      Requirements: [entry("National ID", "Chitupa cha Unzika")],
      Benefits: [],
      Features: [],
      Accessibility: [],
      "Target Group": [entry("Parents and guardians", "Makolo ndi osamalira ana")],
      Term: [],
    });
    try {
      await page.goto("/fdhbankplc/personalAndbusinessbanking?lang=en");
      await waitForHydration(page);
      const card = page.locator(".loan-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("tabpanel")).toHaveText("National ID");
      await expect(card).toContainText("Who it is for");
      await expect(card).toContainText("Parents and guardians");
      // No term given: the line is left out.
      await expect(card).not.toContainText("Term");
      await card.getByRole("tab", { name: "Benefits" }).click();
      await expect(card.getByRole("tabpanel")).toHaveText("Ask at any branch for these details.");
      await expectNoSeriousAxeViolations(page);
      await page.goto("/fdhbankplc/personalAndbusinessbanking?lang=ny");
      await waitForHydration(page);
      const chichewa = page.locator(".loan-card").filter({ has: page.getByRole("heading", { name: `${title} (Chichewa)` }) });
      await chichewa.getByRole("tab", { name: "Ubwino" }).click();
      await expect(chichewa.getByRole("tabpanel")).toHaveText("Funsani za zimenezi ku nthambi iliyonse.");
    } finally {
      await deleteRecord(request, "loans", loan.id);
    }
  });
});

test.describe("bank documents and KYC downloads (spec §2)", () => {
  // One after another: the last test adds a brochure for a moment, which the first would count.
  test.describe.configure({ mode: "serial" });
  const rows = (page: Page) => page.locator(".documents__list > li");

  test("the documents screen opens on Profiles, and each tab lists its type", async ({ page }) => {
    await page.goto("/fdhbankplc/documents?lang=en");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "Document types" });
    await expect(tabs.getByRole("link", { name: "Profiles" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole("link", { name: /Download FDH Bank Corporate Profile/ })).toBeVisible();
    const counts: Array<[string, number, string]> = [
      ["Brochures", 3, "Digital Banking Brochure"],
      ["Limited Company", 2, ""],
      ["Personal Account", 2, ""],
      ["Sole Proprietor", 2, ""],
    ];
    for (const [name, count, first] of counts) {
      await tabs.getByRole("link", { name }).click();
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(rows(page)).toHaveCount(count);
      if (first) await expect(rows(page).first()).toContainText(first);
    }
    await expectNoSeriousAxeViolations(page);
    await page.goto("/fdhbankplc/documents?lang=ny");
    await waitForHydration(page);
    await expect(
      page.getByRole("navigation", { name: "Mitundu ya zikalata" }).getByRole("link", { name: "Mbiri ya kampani" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: /Tsitsani Mbiri ya FDH Bank/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("KYC opens on the downloads: one form per account type, in the account types' order", async ({ page }) => {
    await page.goto("/fdhbankplc/kyc?lang=en");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "KYC" });
    await expect(tabs.getByRole("link", { name: "KYC Document Downloads" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page).locator(".document-row__title")).toHaveText([
      "KYC Update Form - Personal/Individual Business Accounts",
      "KYC Update Form - Sole Proprietorship Accounts",
      "KYC Update Form - SME Accounts",
      "KYC Update Form - Corporate Accounts",
    ]);
    await expectNoSeriousAxeViolations(page);
    await tabs.getByRole("link", { name: "Upload KYC Documents" }).click();
    await expect(tabs.getByRole("link", { name: "Upload KYC Documents" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("textbox", { name: "Account number" })).toBeVisible();
    await page.goto("/fdhbankplc/kyc?lang=ny");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Tsitsani Zikalata za KYC" })).toHaveAttribute("aria-current", "page");
    await expect(rows(page).first()).toContainText("Fomu Yosinthira Zambiri za KYC - Akaunti za Munthu Payekha");
    await expectNoSeriousAxeViolations(page);
  });

  test("a brochure sent with only spec §3's fields, a title and a file is the bank's, a PDF whose size the site measures itself; Chichewa", async ({
    page,
    request,
  }) => {
    const title = `Spec brochure ${Date.now()}`;
    const document = await createRecord<{ id: string }>(request, "documents", {
      id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      document_type_name: "Brochures",
      published_at: "2026-11-20T08:00:00.000Z",
      created_at: "2020-01-01T00:00:00.000Z",
      title: { en: title, ny: `${title} (Chichewa)` },
      file_url: "/content/files/bank-notice-listing-2020.pdf",
    });
    try {
      await page.goto("/fdhbankplc/documents?tab=brochures&lang=en");
      await waitForHydration(page);
      const row = rows(page).filter({ hasText: title });
      // No size was sent: the server reads it from the published file (2,086 bytes).
      await expect(row.getByRole("link", { name: `Download ${title} (PDF, 2.0 KB)` })).toHaveAttribute(
        "href",
        "/content/files/bank-notice-listing-2020.pdf",
      );
      await expect(row.locator(".document-row__meta")).toHaveText(/^Published: 20 November 2026 · PDF, 2\.0 KB$/);
      await page.goto("/fdhbankplc/documents?tab=brochures&lang=ny");
      await waitForHydration(page);
      await expect(
        rows(page)
          .filter({ hasText: `${title} (Chichewa)` })
          .locator(".document-row__meta"),
      ).toContainText("PDF");
    } finally {
      await deleteRecord(request, "documents", document.id);
    }
  });
});

test.describe("money bureau locations (spec §2)", () => {
  test("lists the bureaus with address, phone and hours, and the seven transfer partners, in both languages", async ({ page }) => {
    await page.goto("/fdhmoneybureau/locations?lang=en");
    await waitForHydration(page);
    await expect(page.locator(".bureau-card")).toHaveCount(8);
    const lilongwe = page
      .locator(".bureau-card")
      .filter({ has: page.getByRole("heading", { name: "FDH Money Bureau Lilongwe City Centre" }) });
    await expect(lilongwe).toContainText("City Centre Shopping Centre, Independence Drive, Lilongwe");
    await expect(lilongwe).toContainText("Monday to Friday: 8:00 am to 4:30 pm");
    await expect(lilongwe.getByRole("link", { name: /Call FDH Money Bureau Lilongwe City Centre/ })).toHaveAttribute(
      "href",
      "tel:+265111770900",
    );
    const partners = page.getByRole("region", { name: "Money transfer partners" }).getByRole("link");
    await expect(partners).toHaveCount(7);
    await expect(partners.first()).toHaveAccessibleName("Western Union (opens in a new tab)");
    await expect(partners.first()).toHaveAttribute("href", "https://www.westernunion.com");
    await expect(partners.first().locator("img")).toHaveAttribute("src", "/content/images/partner-western-union.svg");
    await expect(partners.last()).toContainText("Hello Paisa");
    await expectNoSeriousAxeViolations(page);
    await page.goto("/fdhmoneybureau/locations?lang=ny");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Ma bureau athu" })).toBeVisible();
    await expect(page.locator(".bureau-card").filter({ hasText: "Lilongwe City Centre" })).toContainText("Lolemba mpaka Lachisanu");
    await expect(page.getByRole("region", { name: "Anzathu otumizira ndalama" }).getByRole("link")).toHaveCount(7);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("care items and the care carousel (spec §2)", () => {
  test("shows the active care items; the carousel steps both ways, wrapping around, and can be paused", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/fdhcares?lang=en");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Highlights of our community work" });
    const slide = carousel.locator('[role="group"]:not([hidden])');
    await expect(slide).toHaveAccessibleName("1 of 8");
    await expect(slide).toContainText("Desks for primary schools in Mzimba");
    await carousel.getByRole("button", { name: "Next highlight" }).click();
    await expect(slide).toHaveAccessibleName("2 of 8");
    await expect(slide).toContainText("Blood donation drive");
    await carousel.getByRole("button", { name: "Previous highlight" }).click();
    await carousel.getByRole("button", { name: "Previous highlight" }).click();
    await expect(slide).toHaveAccessibleName("8 of 8");
    await expect(slide).toContainText("Trees for the Zomba plateau and our schools");
    await carousel.getByRole("button", { name: "Next highlight" }).click();
    await expect(slide).toHaveAccessibleName("1 of 8");
    await carousel.getByRole("button", { name: "Pause highlights" }).click();
    await expect(carousel.getByRole("button", { name: "Play highlights" })).toBeVisible();
    const cards = page.locator(".care-card");
    await expect(cards).toHaveCount(8);
    await expect(page.getByText("Relief for flood-affected families in the Lower Shire")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("a reduced-motion preference keeps the carousel still until the visitor presses play; Chichewa", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/fdhfinancialholdings/fdhcares?lang=ny");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Zowunikira za ntchito zathu m'madera" });
    await expect(carousel.getByRole("button", { name: "Yambitsani zowunikira" })).toBeVisible();
    await expect(carousel.locator('[role="group"]:not([hidden])')).toContainText("Madesiki a sukulu za pulayimale ku Mzimba");
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
