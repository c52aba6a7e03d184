import type { Page } from "@playwright/test";
import type { Bilingual } from "#domain/language.ts";
import { ABOUT } from "#content/pages/about-us.ts";
import { ACCOUNT_CARDS } from "#content/pages/bank-accounts.ts";
import { PRODUCT_CATEGORIES } from "#content/pages/bank-products.ts";
import { CONTACT } from "#content/pages/contact.ts";
import { DIGITAL_SERVICES, type DigitalScreen } from "#content/pages/digital-banking.ts";
import { SALAMA_GROUPS } from "#content/pages/salama.ts";
import { DISCOUNT_HOUSE_SERVICES, PROPERTY_SERVICES, type Service } from "#content/pages/services.ts";
import { APP_STORE_LINKS } from "#app/features/shell/company-addresses.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { en } from "#app/i18n/en.ts";
import { ny } from "#app/i18n/ny.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { getSeriousAxeViolations } from "./axe.ts";

const LANGS = ["en", "ny"] as const;
type Lang = (typeof LANGS)[number];
/** A text of the group's copy as the visitor reads it: their language, the short name filled in. */
const read = (text: Bilingual, lang: Lang) => text[lang].replaceAll("{P}", "FDH");

/** Opens a page in a language (`?lang=`, after any `?type=`) and waits for hydration. */
async function open(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await waitForHydration(page);
}

/** Serious and critical axe violations on the page, as "rule: target" lines. */
const typeUrl = (path: string, type: string) => `${path}?type=${encodeURIComponent(type)}`;

for (const lang of LANGS) {
  const t = pagesMessages[lang];

  test.describe(`shareholding in ${lang}`, () => {
    test("the bank shows its listing date and its four holdings as a chart and a table", async ({ page }) => {
      await open(page, "/fdhbankplc/shareholding", lang);
      await expect(page.getByText(lang === "en" ? "3 August 2020" : "3 Ogasiti 2020").first()).toBeVisible();
      const table = page.getByRole("table", { name: /FDH Bank plc/ });
      await expect(table.getByRole("columnheader")).toHaveText([t.shareholding.shareholder, t.shareholding.holding]);
      await expect(table.locator("tbody td")).toHaveText(["74.05%", "20.00%", "4.75%", "1.20%"]);
      await expect(table.locator("tbody th").first()).toContainText("FDH Financial Holdings Limited");
      await expect(table.locator("tfoot td")).toHaveText("100.00%");
      const chart = page.getByRole("img", { name: t.shareholding.chartTitle("FDH Bank plc") });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleName(/74\.05%.*20\.00%.*4\.75%.*1\.20%/);
      await expect(page.locator(".share-chart__legend li")).toHaveCount(4);
      expect(await getSeriousAxeViolations(page)).toEqual([]);
    });

    test("the holding company describes the group and the bank's listing, linking to the bank's shareholders", async ({ page }) => {
      await open(page, "/fdhfinancialholdings/fdhshareholding", lang);
      const group = page.getByRole("region", { name: t.shareholding.groupCompanies });
      await expect(group.getByRole("listitem")).toHaveCount(5);
      await expect(group.getByRole("link", { name: "FDH Bank plc" })).toHaveAttribute("href", "/fdhbankplc/home");
      await expect(group).toContainText("74.05%");
      await expect(group).toContainText(lang === "en" ? "3 August 2020" : "3 Ogasiti 2020");
      await group.getByRole("link", { name: t.shareholding.seeBankShareholders }).click();
      await expect(page).toHaveURL(/\/fdhbankplc\/shareholding$/);
      await expect(page.getByRole("table")).toContainText("74.05%");
    });

    for (const [path, company] of [
      ["/fdhmoneybureau/shareholding", "FDH Money Bureau Limited"],
      ["/firstdiscounthouse/shareholding", "First Discount House Limited"],
      ["/fdhproperties/shareholding", "FDH Properties Limited"],
    ] as const) {
      test(`${path} says in words that the holding company owns ${company}, with no table of figures`, async ({ page }) => {
        await open(page, path, lang);
        const owners = page.getByRole("region", { name: t.shareholding.whoOwnsUs });
        await expect(owners).toContainText(company);
        await expect(owners).toContainText("FDH Financial Holdings Limited");
        await expect(page.getByRole("table")).toHaveCount(0);
        await expect(owners).not.toContainText("%");
        await expect(page.getByRole("region", { name: t.shareholding.groupCompanies }).locator('[aria-current="page"]')).toHaveText(
          company.replace(" Limited", ""),
        );
        expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }
  });

  test.describe(`about us in ${lang}`, () => {
    const SITES = [
      ["holding", "/fdhfinancialholdings/aboutus"],
      ["bank", "/fdhbankplc/aboutus"],
      ["moneyBureau", "/fdhmoneybureau/aboutus"],
      ["discountHouse", "/firstdiscounthouse/aboutus"],
      ["properties", "/fdhproperties/aboutus"],
    ] as const;
    for (const [site, path] of SITES) {
      test(`${path} says who the company is, what it does, its vision, mission and values`, async ({ page }) => {
        await open(page, path, lang);
        const about = ABOUT[site];
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 2, name: t.about.whoWeAre })).toBeVisible();
        await expect(main.getByText(read(about.intro[0]!, lang))).toBeVisible();
        await expect(page.getByRole("region", { name: t.about.vision })).toContainText(read(about.vision, lang));
        await expect(page.getByRole("region", { name: t.about.mission })).toContainText(read(about.mission, lang));
        await expect(page.getByRole("region", { name: t.about.values }).locator("dt")).toHaveCount(5);
        await expect(main.getByRole("img", { name: read(about.image.alt, lang) })).toBeVisible();
        expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }

    test("the holding company lists its four subsidiaries with links to their homes", async ({ page }) => {
      await open(page, "/fdhfinancialholdings/aboutus", lang);
      const companies = page.getByRole("region", { name: t.about.ourCompanies });
      await expect(companies.getByRole("heading", { level: 3 })).toHaveText([
        "FDH Bank plc",
        "FDH Money Bureau",
        "First Discount House",
        "FDH Properties",
      ]);
      for (const [name, href] of [
        ["FDH Bank plc", "/fdhbankplc/home"],
        ["FDH Money Bureau", "/fdhmoneybureau/home"],
        ["First Discount House", "/firstdiscounthouse/home"],
        ["FDH Properties", "/fdhproperties/home"],
      ]) {
        await expect(companies.getByRole("link", { name: t.about.visit(name!) })).toHaveAttribute("href", href!);
      }
    });

    test("the property company was established in 2017 and manages over 100 tenancies", async ({ page }) => {
      await open(page, "/fdhproperties/aboutus", lang);
      const facts = page.locator(".fact-list");
      await expect(facts.locator("dd")).toHaveText(["2017", lang === "en" ? "Over 100" : "Oposa 100"]);
      await expect(page.getByRole("main")).toContainText(lang === "en" ? "established in 2017" : "inakhazikitsidwa mu 2017");
      await expect(page.getByRole("main")).toContainText(lang === "en" ? "over 100 tenancies" : "oposa 100");
    });

    test("the bank gives its listing date and its agent network", async ({ page }) => {
      await open(page, "/fdhbankplc/aboutus", lang);
      await expect(page.locator(".fact-list dd")).toHaveText([
        lang === "en" ? "3 August 2020" : "3 Ogasiti 2020",
        lang === "en" ? "Over 5,000" : "Oposa 5,000",
      ]);
    });
  });

  test(`about us follows a language switch made in the browser, from ${lang}`, async ({ page }) => {
    const other: Lang = lang === "en" ? "ny" : "en";
    await open(page, "/fdhbankplc/aboutus", lang);
    await expect(page.getByText(read(ABOUT.bank.vision, lang))).toBeVisible();
    await page
      .getByRole("navigation", { name: lang === "en" ? en.chooseLanguage : ny.chooseLanguage })
      .getByRole("link", { name: other === "en" ? "English" : "Chichewa" })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.getByText(read(ABOUT.bank.vision, other))).toBeVisible();
    await expect(page.getByText(read(ABOUT.bank.vision, lang))).toBeHidden();
  });

  test.describe(`contact in ${lang}`, () => {
    const SITES = [
      [
        "holding",
        "/fdhfinancialholdings/contact",
        "FDH Financial Holdings Limited",
        "/fdhfinancialholdings/branches",
        t.contact.branchLocator,
      ],
      ["bank", "/fdhbankplc/contact", "FDH Bank plc", "/fdhbankplc/branches", t.contact.branchLocator],
      ["moneyBureau", "/fdhmoneybureau/contact", "FDH Money Bureau Limited", "/fdhmoneybureau/locations", t.contact.bureauLocations],
      [
        "discountHouse",
        "/firstdiscounthouse/contact",
        "First Discount House Limited",
        "/firstdiscounthouse/branches",
        t.contact.branchLocator,
      ],
      ["properties", "/fdhproperties/contact", "FDH Properties Limited", undefined, undefined],
    ] as const;
    for (const [site, path, company, locator, locatorLabel] of SITES) {
      test(`${path} gives the address, phone, e-mail, hours, ${locator ? "the locator" : "no locator"} and how to complain`, async ({
        page,
      }) => {
        await open(page, path, lang);
        const contact = CONTACT[site];
        const card = page.getByRole("region", { name: t.contact.writeOrCall });
        await expect(card.locator("address")).toContainText(company);
        await expect(card.locator("address")).toContainText("Blantyre");
        await expect(card.getByRole("link", { name: contact.email })).toHaveAttribute("href", `mailto:${contact.email}`);
        await expect(card.locator(`a[href="tel:${contact.phone}"]`)).toHaveText(/^\+265 \d{3} \d{3} \d{3}$/);
        await expect(card).toContainText(read(contact.hours, lang));
        if (locator) await expect(page.getByRole("link", { name: locatorLabel })).toHaveAttribute("href", locator);
        else {
          await expect(page.getByRole("link", { name: t.contact.branchLocator })).toHaveCount(0);
          await expect(page.getByRole("link", { name: t.contact.bureauLocations })).toHaveCount(0);
        }
        await expect(page.getByRole("region", { name: t.contact.complaints })).toContainText(read(contact.complaints, lang));
        expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }
  });

  test.describe(`bank accounts in ${lang}`, () => {
    const path = "/fdhbankplc/bankaccounts";
    const cards = (page: Page) => page.getByTestId("account-cards").locator(":scope > li");
    const filters = (page: Page) => page.getByRole("navigation", { name: t.accounts.tabsLabel });

    for (const [view, url] of [
      ["no type", path],
      ["All Accounts", typeUrl(path, "All Accounts")],
      ["an unknown type", typeUrl(path, "Gold Account")],
    ] as const) {
      test(`with ${view}, every account shows and All is current`, async ({ page }) => {
        await open(page, url, lang);
        await expect(cards(page)).toHaveCount(4);
        for (const card of ACCOUNT_CARDS) await expect(page.getByRole("heading", { level: 2, name: read(card.title, lang) })).toBeVisible();
        await expect(filters(page).locator('[aria-current="page"]')).toHaveText(t.accounts.tabs.all);
        if (view === "no type") expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }

    for (const card of ACCOUNT_CARDS) {
      test(`?type=${card.query} shows only the ${card.title.en} card and marks its filter`, async ({ page }) => {
        await open(page, typeUrl(path, card.query), lang);
        await expect(cards(page)).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 2, name: read(card.title, lang) })).toBeVisible();
        await expect(page.getByText(read(card.description, lang))).toBeVisible();
        for (const other of ACCOUNT_CARDS.filter((entry) => entry !== card)) {
          await expect(page.getByRole("heading", { level: 2, name: read(other.title, lang) })).toBeHidden();
        }
        await expect(filters(page).locator('[aria-current="page"]')).toHaveText(t.accounts.tabs[card.id]);
      });
    }

    test("choosing a filter shows its card without a full reload, and the label reads Fixed Deposit", async ({ page }) => {
      await open(page, path, lang);
      await filters(page).getByRole("link", { name: t.accounts.tabs.fixedDeposit }).click();
      await expect(page).toHaveURL(/\?type=Fixed%20Deposite%20Account$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(filters(page).getByRole("link", { name: t.accounts.tabs.fixedDeposit })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("main")).not.toContainText("Deposite");
    });
  });

  test(`the savings account states 3.5% a year, up to 8% and up to 5%, in ${lang}`, async ({ page }) => {
    await open(page, "/fdhbankplc/bankaccounts/savingsaccount", lang);
    const rates = page.getByRole("region", { name: t.savings.rates });
    await expect(rates.locator("dd")).toHaveText(["3.5%", t.upTo("8%"), t.upTo("5%")]);
    await expect(page.getByRole("link", { name: t.savings.allAccounts })).toHaveAttribute("href", "/fdhbankplc/bankaccounts");
    expect(await getSeriousAxeViolations(page)).toEqual([]);
  });

  test.describe(`bank products in ${lang}`, () => {
    const path = "/fdhbankplc/bankproducts";
    const sections = (page: Page) => page.locator("[data-category]");

    for (const [view, url] of [
      ["no type", path],
      ["All Products", typeUrl(path, "All Products")],
    ] as const) {
      test(`with ${view}, every category shows with its product cards`, async ({ page }) => {
        await open(page, url, lang);
        await expect(sections(page)).toHaveCount(PRODUCT_CATEGORIES.length);
        await expect(page.getByRole("navigation", { name: t.products.tabsLabel }).locator('[aria-current="page"]')).toHaveText(
          t.products.tabs.all,
        );
        await expect(page.getByRole("main").getByRole("link", { name: "FDH Mobile", exact: true })).toHaveAttribute(
          "href",
          "/fdhbankplc/bankproducts/digitalbanking/fdhmobile",
        );
        if (view === "no type") expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }

    for (const category of PRODUCT_CATEGORIES) {
      test(`?type=${category.query} shows only that category's products`, async ({ page }) => {
        await open(page, typeUrl(path, category.query), lang);
        await expect(sections(page)).toHaveCount(1);
        const section = page.getByRole("region", { name: t.products.tabs[category.id] });
        await expect(section.getByRole("listitem")).toHaveCount(category.products.length);
        for (const product of category.products) {
          await expect(section.getByRole("heading", { level: 3, name: read(product.name, lang) })).toBeVisible();
        }
        for (const other of PRODUCT_CATEGORIES.filter((entry) => entry !== category)) {
          await expect(page.getByRole("region", { name: t.products.tabs[other.id], exact: true })).toBeHidden();
        }
        await expect(page.getByRole("navigation", { name: t.products.tabsLabel }).locator('[aria-current="page"]')).toHaveText(
          t.products.tabs[category.id],
        );
      });
    }
  });

  test.describe(`digital banking in ${lang}`, () => {
    for (const screen of Object.keys(DIGITAL_SERVICES) as DigitalScreen[]) {
      const path = `/fdhbankplc/bankproducts/digitalbanking/${screen}`;
      test(`${path} says what it is, what it does and how to get it`, async ({ page }) => {
        await open(page, path, lang);
        const service = DIGITAL_SERVICES[screen];
        await expect(page.getByRole("region", { name: t.digital.whatItIs })).toContainText(read(service.about[0]!, lang));
        await expect(page.getByRole("region", { name: t.features }).getByRole("listitem")).toHaveCount(service.features.length);
        await expect(page.getByRole("region", { name: t.howToGet }).locator("ol > li")).toHaveCount(service.steps.length);
        await expect(page.getByRole("navigation", { name: t.digital.moreDigital }).getByRole("link")).toHaveCount(5);
        if (screen === "fdhmobile") {
          await expect(page.getByRole("link", { name: { en, ny }[lang].footer.android }).first()).toHaveAttribute(
            "href",
            APP_STORE_LINKS.android,
          );
          await expect(page.getByRole("link", { name: { en, ny }[lang].footer.ios }).first()).toHaveAttribute("href", APP_STORE_LINKS.ios);
          await expect(page.getByRole("main")).toContainText("USSD");
        }
        if (screen === "fdhbankpakhomo")
          await expect(page.locator(".fact-list dd")).toHaveText(lang === "en" ? "Over 5,000" : "Oposa 5,000");
        expect(await getSeriousAxeViolations(page)).toEqual([]);
      });
    }
  });

  test(`corporate and institutional banking lists its four service lines, in ${lang}`, async ({ page }) => {
    await open(page, "/fdhbankplc/cib", lang);
    await expect(page.getByRole("region", { name: t.cib.services }).getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByRole("region", { name: t.cib.talkToUs }).getByRole("link")).toHaveAttribute("href", "/fdhbankplc/contact");
    expect(await getSeriousAxeViolations(page)).toEqual([]);
  });

  test.describe(`Salama banking in ${lang}`, () => {
    test("explains its principles and shows both groups with no type", async ({ page }) => {
      await open(page, "/fdhbankplc/salama", lang);
      await expect(page.getByRole("region", { name: t.salama.howItWorks })).toContainText("riba");
      await expect(page.locator("[data-salama]")).toHaveCount(2);
      expect(await getSeriousAxeViolations(page)).toEqual([]);
    });
    for (const group of SALAMA_GROUPS) {
      test(`?type=${group.query} shows only that group`, async ({ page }) => {
        await open(page, typeUrl("/fdhbankplc/salama", group.query), lang);
        await expect(page.locator("[data-salama]")).toHaveCount(1);
        await expect(page.getByRole("region", { name: t.salama.tabs[group.id] })).toContainText(read(group.products[0]!.name, lang));
        await expect(page.getByRole("navigation", { name: t.salama.tabsLabel }).locator('[aria-current="page"]')).toHaveText(
          t.salama.tabs[group.id],
        );
      });
    }
  });

  test(`cards shows the standard, gold and platinum debit cards, in ${lang}`, async ({ page }) => {
    await open(page, "/fdhbankplc/cards", lang);
    const choose = page.getByRole("region", { name: t.cards.chooseCard });
    await expect(choose.getByRole("heading", { level: 3 })).toHaveText(
      lang === "en"
        ? ["Standard debit card", "Gold debit card", "Platinum debit card"]
        : ["Khadi la debit la Standard", "Khadi la debit la Gold", "Khadi la debit la Platinum"],
    );
    expect(await getSeriousAxeViolations(page)).toEqual([]);
  });

  test(`the FAQs are grouped by topic and open by keyboard, in ${lang}`, async ({ page }) => {
    await open(page, "/fdhbankplc/faqs", lang);
    const topics =
      lang === "en"
        ? ["Accounts", "Cards", "Digital banking", "KYC", "Loans", "Complaints"]
        : ["Akaunti", "Makhadi", "Digital banking (banki pa foni ndi intaneti)", "KYC", "Ngongole", "Madandaulo"];
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...topics, t.faqs.notAnswered]);
    await expect(page.locator("details.faq")).toHaveCount(15);

    const question = page.locator("details.faq summary").first();
    const answer = page.locator("details.faq").first().locator("p");
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(lang === "en" ? "national ID or passport" : "chiphaso cha unzika");
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
    expect(await getSeriousAxeViolations(page)).toEqual([]);
  });

  test.describe(`services in ${lang}`, () => {
    const SITES: Array<[string, Service[], Record<string, string>]> = [
      ["/firstdiscounthouse/services", DISCOUNT_HOUSE_SERVICES, t.services.discountHouse],
      ["/fdhproperties/services", PROPERTY_SERVICES, t.services.properties],
    ];
    for (const [path, services, labels] of SITES) {
      const filters = (page: Page) => page.getByRole("navigation", { name: t.services.tabsLabel });

      test(`${path} with no type shows all five services, with All marked`, async ({ page }) => {
        await open(page, path, lang);
        await expect(page.locator("[data-service]")).toHaveCount(5);
        for (const service of services)
          await expect(page.getByRole("heading", { level: 2, name: read(service.title, lang) })).toBeVisible();
        await expect(filters(page).locator('[aria-current="page"]')).toHaveText(t.services.all);
        expect(await getSeriousAxeViolations(page)).toEqual([]);
      });

      for (const service of services) {
        test(`${path}?type=${service.query} shows only that service and marks it`, async ({ page }) => {
          await open(page, typeUrl(path, service.query), lang);
          await expect(page.locator("[data-service]")).toHaveCount(1);
          await expect(page.getByRole("heading", { level: 2, name: read(service.title, lang) })).toBeVisible();
          await expect(page.getByText(read(service.summary, lang))).toBeVisible();
          for (const other of services.filter((entry) => entry !== service)) {
            await expect(page.getByRole("heading", { level: 2, name: read(other.title, lang) })).toBeHidden();
          }
          await expect(filters(page).locator('[aria-current="page"]')).toHaveText(labels[service.id]!);
        });
      }
    }

    test("a filter changes the services shown in the browser, with no data request", async ({ page }) => {
      await open(page, "/fdhproperties/services", lang);
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
      });
      await page
        .getByRole("navigation", { name: t.services.tabsLabel })
        .getByRole("link", { name: t.services.properties.advisory })
        .click();
      await expect(page.locator("[data-service]")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name: read(PROPERTY_SERVICES[1]!.title, lang) })).toBeVisible();
      expect(dataRequests).toEqual([]);
    });

    test("the property company's services say it manages over 100 tenancies", async ({ page }) => {
      await open(page, "/fdhproperties/services", lang);
      await expect(page.getByRole("main")).toContainText(lang === "en" ? "over 100 tenancies" : "oposa 100");
    });
  });
}
