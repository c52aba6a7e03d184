import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";

// Issue 24: the seven collections the console's preview drew as a list of fields now preview as
// the visitor meets them. Each preview is read against the visitor page itself (the same element,
// the same words), in English and in Chichewa, with axe at 1280 px (English) and 360 px (Chichewa).
// Nothing is saved: seeded records are only opened, and the holiday is typed into a new form.

interface Bilingual {
  en: string;
  ny: string;
}
type Lang = keyof Bilingual;
const NAMES = { en: "English", ny: "Chichewa" } as const;

async function list<T>(request: APIRequestContext, collection: string): Promise<T[]> {
  const records = (await (await request.get(`/api/${collection}?limit=100`)).json()) as T[];
  expect(records.length).toBeGreaterThan(0);
  return records;
}

/** The preview pane in a language, chosen with the keyboard (Enter on the toggle's button). */
async function showIn(page: Page, lang: Lang): Promise<Locator> {
  const button = page.getByRole("group", { name: "Preview language" }).getByRole("button", { name: NAMES[lang] });
  await button.focus();
  await button.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
  const pane = page.getByRole("region", { name: `Preview in ${NAMES[lang]}` });
  await expect(pane).toHaveAttribute("lang", lang);
  return pane;
}

/** The visitor page's text of an element (the first that matches), in a language, read in a page of its own. */
async function readVisitorText(page: Page, path: string, lang: Lang, selector: (visitor: Page) => Locator): Promise<string> {
  const visitor = await page.context().newPage();
  try {
    await visitor.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
    await waitForHydration(visitor);
    const element = selector(visitor).first();
    await expect(element).toBeAttached();
    return normalize(await element.innerText());
  } finally {
    await visitor.close();
  }
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** Axe on the console with the preview shown: English at 1280 px, Chichewa on a 360-pixel phone. */
async function checkAxeAt(page: Page, width: 360 | 1280): Promise<void> {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
  await expectNoSeriousAxeViolations(page);
}

test.describe("staff console: every collection previews as the visitor sees it", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsEditor(page);
  });

  test("an exchange rate previews as its row in the money bureau's rates table, a tariff file as the rates page's row", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The money bureau's current rand rate: the one its rates page shows.
    const rates = await list<{ id: string; source: string; currency_code: string; set_at: string; currency_name: Bilingual }>(
      request,
      "money_bureau_exchange_rates",
    );
    const rand = rates
      .filter((rate) => rate.source === "moneyBureau" && rate.currency_code === "ZAR")
      .toSorted((a, b) => b.set_at.localeCompare(a.set_at))[0]!;
    await open(page, `/staff/content/money_bureau_exchange_rates/${rand.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      const row = pane.locator("table.rates-table tbody tr");
      await expect(row).toHaveCount(1);
      await expect(row.locator("th abbr")).toHaveAttribute("title", rand.currency_name[lang]);
      const visitorRow = await readVisitorText(page, "/fdhmoneybureau/tariffs", lang, (visitor) =>
        visitor.locator("table.rates-table tbody tr").filter({ has: visitor.locator("abbr", { hasText: "ZAR" }) }),
      );
      expect(normalize(await row.innerText())).toBe(visitorRow);
      const caption = await readVisitorText(page, "/fdhmoneybureau/tariffs", lang, (visitor) =>
        visitor.locator("table.rates-table caption"),
      );
      await expect(pane.locator("table.rates-table caption")).toHaveText(caption);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A tariff guide: the row of the rates page's Tariffs tab, its link the file.
    const files = await list<{ id: string; title: Bilingual; file_url: string }>(request, "bank_rate_files");
    const file = files[0]!;
    await open(page, `/staff/content/bank_rate_files/${file.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      const row = pane.locator("ul.documents__list > li");
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("link").first()).toHaveAttribute("href", new RegExp(RegExp.escape(file.file_url)));
      const visitorRow = await readVisitorText(page, "/fdhbankplc/exchangeRates?tab=tariffs", lang, (visitor) =>
        visitor.locator("ul.documents__list > li").filter({ hasText: file.title[lang] }),
      );
      expect(normalize(await row.innerText())).toBe(visitorRow);
      // The list of fields is gone.
      await expect(pane.locator("dl.staff-preview__text")).toHaveCount(0);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test("a money bureau outlet previews as its card on the locations page, an account type as the KYC form's choice", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const outlets = await list<{ id: string; name: string }>(request, "money_bureau_locations");
    const outlet = outlets[0]!;
    await open(page, `/staff/content/money_bureau_locations/${outlet.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      const card = pane.locator("li.bureau-card");
      await expect(card.getByRole("heading", { name: outlet.name, level: 3 })).toBeVisible();
      const facts = await readVisitorText(page, "/fdhmoneybureau/locations", lang, (visitor) =>
        visitor
          .locator("li.bureau-card")
          .filter({ has: visitor.getByRole("heading", { name: outlet.name }) })
          .locator(".bureau-card__facts"),
      );
      await expect(card.locator(".bureau-card__facts")).toHaveText(facts, { useInnerText: true });
      await expect(
        card.getByRole("button", { name: lang === "en" ? `Show on the map: ${outlet.name}` : new RegExp(outlet.name) }),
      ).toBeVisible();
      // The open-now line the visitor's card works out, at the editor's clock.
      await expect(card.locator(".opening-status")).toHaveText(lang === "en" ? /^(Open|Closed|Closing)/ : /^(Yotsegula|Yatseka|Itseka)/);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A KYC account type: chosen in the upload form's list, by its name in the language shown.
    const types = await list<{ id: string; name: string; position: number }>(request, "kyc_account_types");
    const corporate = types.find((type) => type.name === "Corporate Account")!;
    await open(page, `/staff/content/kyc_account_types/${corporate.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      const visitorLabel = await readVisitorText(page, "/fdhbankplc/kyc?tab=upload", lang, (visitor) =>
        visitor.locator("label[for=kyc-accountType]"),
      );
      const visitorOption = await readVisitorText(page, "/fdhbankplc/kyc?tab=upload", lang, (visitor) =>
        visitor.locator("#kyc-accountType option[value='Corporate Account']"),
      );
      const choice = pane.getByRole("combobox", { name: visitorLabel });
      await expect(choice).toBeVisible();
      await expect(choice.locator("option:checked")).toHaveText(visitorOption);
      await expect(pane).toContainText(`place ${corporate.position}`);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test("a public holiday previews as the branch cards' open-now line on its day; an image as its fields and its picture with its words", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await open(page, "/staff/content/public_holidays/new");
    const form = page.getByRole("form");
    // Thursday 8 April 2027: a working day Malawi's calendar does not close.
    await form.getByLabel("Date").fill("2027-04-08");
    const name = form.getByRole("group", { name: "Name", exact: true });
    await name.getByLabel("English").fill("Eid al-Fitr");
    await name.getByLabel("Chichewa").fill("Tsiku la Eid al-Fitr");
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      // The words the branches page says on a holiday (tests/e2e/open-now.spec.ts).
      await expect(pane.locator("p.opening-status[data-status=closed]")).toHaveText(
        lang === "en" ? "Closed today · Eid al-Fitr" : "Yatseka lero · Tsiku la Eid al-Fitr",
      );
      await expect(pane).toContainText("2027-04-08");
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // No visitor page draws the images collection: the fields, and the picture with its alt text.
    const images = await list<{ id: string; url: string; alt: Bilingual }>(request, "images");
    const image = images[0]!;
    await open(page, `/staff/content/images/${image.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      await expect(pane.getByRole("img", { name: image.alt[lang] })).toHaveAttribute("src", image.url);
      await expect(pane.locator("dl.staff-preview__text")).toContainText(image.alt[lang]);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test("a site page previews as its page draws it: heading, body and the bank's other help; the USSD block as the homes draw it", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const pages = await list<{ id: string; slug: string; title: Bilingual }>(request, "site_pages");
    const fraud = pages.find((record) => record.slug === "fraud-awareness")!;
    await open(page, `/staff/content/site_pages/${fraud.id}`);
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      await expect(pane.getByRole("heading", { name: fraud.title[lang], level: 1 })).toBeVisible();
      const body = await readVisitorText(page, "/fdhbankplc/fraud", lang, (visitor) => visitor.locator(".site-page__body"));
      await expect(pane.locator(".site-page__body")).toHaveText(body, { useInnerText: true });
      const help = await readVisitorText(page, "/fdhbankplc/fraud", lang, (visitor) => visitor.locator("nav.site-page__help"));
      await expect(pane.locator("nav.site-page__help")).toHaveText(help, { useInnerText: true });
      await expect(pane.locator("dl.staff-preview__text")).toHaveCount(0);
      await checkAxeAt(page, lang === "en" ? 1280 : 360);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // The USSD block, typed into a new record (publishing one would show it on every bank home):
    // the section the bank's home and contact pages draw, named by its heading (site-pages.spec.ts).
    await open(page, "/staff/content/site_pages/new");
    const form = page.getByRole("form");
    await form.getByLabel("Page").selectOption({ label: "USSD block (bank home and contact pages)" });
    const title = form.getByRole("group", { name: "Title", exact: true });
    await title.getByLabel("English").fill("Bank from any phone: dial *000#");
    await title.getByLabel("Chichewa").fill("Banki pa foni iliyonse: imbani *000#");
    await form.getByRole("textbox", { name: "Body in English" }).click();
    await page.keyboard.type("No data bundle or smartphone needed.");
    await form.getByRole("textbox", { name: "Body in Chichewa" }).click();
    await page.keyboard.type("Simufuna data kapena foni yamakono.");
    for (const lang of ["en", "ny"] as const) {
      const pane = await showIn(page, lang);
      const block = pane.getByRole("region", {
        name: lang === "en" ? "Bank from any phone: dial *000#" : "Banki pa foni iliyonse: imbani *000#",
      });
      await expect(block).toHaveClass(/ussd-block/);
      await expect(block.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(block.locator(".site-page__body")).toHaveText(
        lang === "en" ? "No data bundle or smartphone needed." : "Simufuna data kapena foni yamakono.",
      );
      await expect(pane).toContainText("On the bank's home and contact pages");
    }
    await checkAxeAt(page, 360);
  });

  test("the preview draws a news card at once, without the site's fade-in, in either language", async ({ page, request }) => {
    const blogs = await list<{ id: string; title: Bilingual }>(request, "blogs");
    await open(page, `/staff/content/blogs/${blogs[0]!.id}`);
    for (const lang of ["ny", "en"] as const) {
      const pane = await showIn(page, lang);
      const card = pane.locator(".news-card").first();
      await expect(card).toBeVisible();
      // Drawn anew with each language: no animation runs, so its text is never half transparent.
      expect(await card.evaluate((element) => [getComputedStyle(element).animationName, element.getAnimations().length])).toEqual([
        "none",
        0,
      ]);
      expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");
    }
  });
});
