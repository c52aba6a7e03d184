import type { Locator, Page } from "@playwright/test";
import { getKeyOfferings } from "#domain/content/home.ts";
import type { SiteId } from "#domain/site.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createRecord, deleteRecord, waitForLiveFeed } from "./staff-api.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { BOTH_MENU_NAMES } from "#domain/navigation-names.both.ts";

// Promotions run between dates: every test that looks at them sets the browser's clock, so the
// results are the same in any year. 22 November 2026, 10:00 in Blantyre.
const TODAY = new Date("2026-11-22T10:00:00+02:00");

type Lang = "en" | "ny";
type ByLang = Record<Lang, string[]>;

interface HomeCase {
  site: SiteId;
  path: string;
  banners: ByLang;
  promotions: ByLang;
  news?: ByLang & { firstDate: Record<Lang, string> };
  care?: Record<Lang, string>;
}

/** The sample content (content/collections) as each home shows it on TODAY. */
const HOMES: HomeCase[] = [
  {
    site: "holding",
    path: "/fdhfinancialholdings/home",
    banners: {
      en: ["One group, five ways to serve Malawi", "FDH Cares", "Listed on the Malawi Stock Exchange since 2020"],
      ny: ["Gulu limodzi, njira zisanu zotumikirira a Malawi", "FDH Cares", "Tili pa Malawi Stock Exchange kuyambira mu 2020"],
    },
    promotions: {
      en: ["Our 2025 annual reports are out", "Tell us about a school in need"],
      ny: ["Malipoti a pachaka a 2025 atuluka", "Tiuzeni za sukulu yomwe ikufunika thandizo"],
    },
    news: {
      en: [
        "FDH Bank opens a new branch in Chitipa",
        "FDH Cares donates 600 desks to primary schools in Mzimba",
        "Six years on the Malawi Stock Exchange",
      ],
      ny: [
        "FDH Bank yatsegula nthambi yatsopano ku Chitipa",
        "FDH Cares yapereka madesiki 600 ku sukulu za pulayimale ku Mzimba",
        "Zaka zisanu ndi chimodzi pa Malawi Stock Exchange",
      ],
      firstDate: { en: "12 November 2026", ny: "12 Novembala 2026" },
    },
    care: { en: "Desks for primary schools in Mzimba", ny: "Madesiki a sukulu za pulayimale ku Mzimba" },
  },
  {
    site: "bank",
    path: "/fdhbankplc/home",
    banners: {
      en: ["Amayi Atakate", "Bank from your phone with FDH Mobile", "Over 5,000 agents near you"],
      ny: ["Amayi Atakate", "Gwiritsani ntchito banki pa foni yanu ndi FDH Mobile", "Ma agent oposa 5,000 pafupi ndi inu"],
    },
    promotions: { en: ["Start saving with just your national ID"], ny: ["Yambani kusunga ndalama ndi chiphaso cha unzika chokha"] },
    news: {
      en: [
        "FDH Bank opens a new branch in Chitipa",
        "Protect your PIN and one-time codes: how to spot banking fraud",
        "FDH Cares donates 600 desks to primary schools in Mzimba",
      ],
      ny: [
        "FDH Bank yatsegula nthambi yatsopano ku Chitipa",
        "Tetezani PIN yanu ndi ma code a OTP: momwe mungadziwire chinyengo cha ku banki",
        "FDH Cares yapereka madesiki 600 ku sukulu za pulayimale ku Mzimba",
      ],
      firstDate: { en: "12 November 2026", ny: "12 Novembala 2026" },
    },
  },
  {
    site: "moneyBureau",
    path: "/fdhmoneybureau/home",
    banners: {
      en: ["Good rates, every day", "Receive money from abroad"],
      ny: ["Mitengo yabwino, tsiku lililonse", "Landirani ndalama zochokera kunja"],
    },
    promotions: {
      en: ["Receive money from abroad at any bureau", "Travelling over the holidays? Buy your currency early"],
      ny: ["Landirani ndalama zochokera kunja ku bureau iliyonse", "Mukuyenda ulendo pa tchuthi? Gulani ndalama zakunja msanga"],
    },
  },
  {
    site: "discountHouse",
    path: "/firstdiscounthouse/home",
    banners: {
      en: ["Make your money work", "Plan for school fees and retirement"],
      ny: ["Ndalama zanu zigwire ntchito", "Konzekerani fizi ya sukulu ndi kupuma pa ntchito"],
    },
    promotions: { en: ["Start saving for 2027 school fees"], ny: ["Yambani kusungira fizi ya sukulu ya 2027"] },
  },
  {
    site: "properties",
    path: "/fdhproperties/home",
    banners: {
      en: ["Spaces that work for you", "Property advice you can trust"],
      ny: ["Malo oyenera bizinesi ndi moyo wanu", "Malangizo odalirika pa nyumba ndi malo"],
    },
    promotions: {
      en: ["Book a property valuation", "Office space to let in Blantyre"],
      ny: ["Pemphani kuti nyumba yanu iyezedwe mtengo", "Maofesi a lendi ku Blantyre"],
    },
  },
];

const TEXT = {
  en: {
    banners: "Highlights",
    promotions: "Current promotions",
    offerings: "Products and services",
    group: "Explore the group",
    news: "Latest news",
    allNews: "All news",
    cares: "Highlights of our community work",
    pause: "Pause slides",
    play: "Play slides",
  },
  ny: {
    banners: "Zowunikira",
    promotions: "Mwayi wapadera wa panopa",
    offerings: "Ntchito zathu",
    group: "Dziwani za gulu lathu",
    news: "Nkhani zaposachedwa",
    allNews: "Nkhani zonse",
    cares: "Zowunikira za ntchito zathu m'madera",
    pause: "Imitsani zithunzi",
    play: "Yambitsani zithunzi",
  },
} as const;

const BANK = HOMES[1]!;

const carousel = (page: Page, lang: Lang = "en") => page.getByRole("region", { name: TEXT[lang].banners, exact: true });
/** The slide on show, by its "n of count" label. */
const slide = (page: Page, label: string, lang: Lang = "en") => carousel(page, lang).getByRole("group", { name: label, exact: true });

/** Sets the browser's clock (Playwright's fake timers, which still run on their own). */
async function installClock(page: Page, time: Date) {
  await page.clock.install({ time });
}

async function openHome(page: Page, path: string, lang: Lang = "en") {
  await page.goto(`${path}?lang=${lang}`);
  await waitForHydration(page);
}

/** Presses Tab until the element has focus: the way a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${maxPresses} presses of Tab`);
}

test.describe("sub-site homes (issue 5)", () => {
  for (const home of HOMES) {
    for (const lang of ["en", "ny"] as const) {
      test(`${home.path} in ${lang} shows its banners, running promotions, key offerings${home.news ? ", latest news" : ""}${home.care ? " and care carousel" : ""}`, async ({
        page,
      }) => {
        await installClock(page, TODAY);
        await openHome(page, home.path, lang);
        const text = TEXT[lang];

        // Banners: the sub-site's own, in position order, the first one on show.
        const banners = carousel(page, lang);
        await expect(banners).toHaveAttribute("aria-roledescription", "carousel");
        await expect(banners.locator(".banner__title")).toContainText(home.banners[lang]);
        await expect(banners.getByRole("heading", { level: 2, name: home.banners[lang][0], exact: true })).toBeVisible();
        await expect(slide(page, lang === "en" ? `1 of ${home.banners.en.length}` : `1 mwa ${home.banners.en.length}`, lang)).toBeVisible();

        // Promotions running today, the one ending soonest first.
        const promotions = page.getByRole("region", { name: text.promotions });
        await expect(promotions.getByRole("heading", { level: 3 })).toHaveText(home.promotions[lang]);

        // Key offerings from the sub-site's menu, each a link to its screen.
        const offerings = page.getByRole("region", { name: home.site === "holding" ? text.group : text.offerings });
        const expected = getKeyOfferings("fdh", home.site, BOTH_MENU_NAMES);
        const links = offerings.getByRole("link");
        await expect(links).toHaveText(expected.map((offering) => offering.name[lang]));
        for (const [index, offering] of expected.entries()) await expect(links.nth(index)).toHaveAttribute("href", offering.href);

        // News: the three latest with their dates, or no news section.
        const news = page.getByRole("region", { name: text.news });
        if (home.news) {
          await expect(news.getByRole("heading", { level: 3 })).toHaveText(home.news[lang]);
          await expect(news.getByRole("listitem").first()).toContainText(home.news.firstDate[lang]);
          await expect(news.getByRole("link", { name: home.news[lang][0] })).toHaveAttribute("href", /\/blog\/view\?id=[0-9a-f-]{36}$/);
          await expect(news.getByRole("link", { name: text.allNews })).toHaveAttribute("href", `${home.path.replace("/home", "")}/blog`);
        } else {
          await expect(news).toHaveCount(0);
        }

        // The care carousel on the holding company's home only.
        const cares = page.getByRole("region", { name: text.cares });
        if (home.care) {
          await expect(cares).toHaveAttribute("aria-roledescription", "carousel");
          await expect(cares.getByRole("heading", { name: home.care[lang] })).toBeVisible();
          // One highlight at a time: the others wait hidden, not stacked below it.
          await expect(cares.locator(".care-carousel__slot").filter({ visible: true })).toHaveCount(1);
        } else {
          await expect(cares).toHaveCount(0);
        }

        await expectNoSeriousAxeViolations(page);
      });
    }
  }

  test("the server sends only the first banner image eagerly, every image with its size", async ({ request }) => {
    const html = await (await request.get("/fdhbankplc/home?lang=en")).text();
    const images = html.match(/<img[^>]*class="[^"]*\bbanner__image\b[^"]*"[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(images[0]).toContain('loading="eager"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="1200"[^>]*height="400"/);
    // The promotion images (those running at the server's time) keep their place while they load;
    // the first is in a phone's first screen and loads at once, the others lazily.
    const promotionImages = html.match(/<img[^>]*class="[^"]*\bpromotion__image\b[^"]*"[^>]*>/g) ?? [];
    expect(promotionImages.length).toBeGreaterThan(0);
    expect(promotionImages[0]).toContain('loading="eager"');
    // It is a phone's largest paint: fetched ahead of the scripts, which come at low priority.
    expect(promotionImages[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    for (const image of promotionImages.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of promotionImages) expect(image).toMatch(/width="800"[^>]*height="450"/);
  });

  test("each home's sections arrive in place: without scripts the offerings and news are there, above the footer", async ({ browser }) => {
    // React may send parts that are ready at the end of the document, to be moved into place by a
    // script after the first paint: a phone then painted the footer where they go and pushed it
    // down, and a reader without scripts never saw them.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const home of HOMES) {
      await page.goto(`${home.path}?lang=en`);
      const offerings = page.getByRole("region", { name: home.site === "holding" ? TEXT.en.group : TEXT.en.offerings });
      await expect(offerings.getByRole("link").first(), home.path).toBeVisible();
      const footerTop = (await page.locator("footer.site-footer").boundingBox())!.y;
      expect((await offerings.boundingBox())!.y, home.path).toBeLessThan(footerTop);
      if (home.news) await expect(page.getByRole("region", { name: TEXT.en.news }).getByRole("listitem").first(), home.path).toBeVisible();
    }
    await context.close();
  });

  test("on a phone the largest paint of each home is an image that loads at once, not a lazy one", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of ["/fdhbankplc/home", "/fdhfinancialholdings/home"]) {
      await page.goto(path);
      await waitForHydration(page);
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null }>((resolve) => {
            new PerformanceObserver((list) => {
              const element = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
              resolve({ tag: element?.element?.tagName ?? "", loading: element?.element?.getAttribute("loading") ?? null });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(largest.tag, path).toBe("IMG");
      expect(largest.loading, path).not.toBe("lazy");
    }
  });

  test("next, previous and the slide buttons change the slide on show, wrapping at the ends", async ({ page }) => {
    await openHome(page, BANK.path);
    const banners = carousel(page);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await banners.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(slide(page, "1 of 3")).toBeHidden();
    await expect(banners.getByRole("heading", { name: "Bank from your phone with FDH Mobile" })).toBeVisible();
    await banners.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page, "1 of 3")).toBeVisible();
    await banners.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page, "3 of 3")).toBeVisible();
    await expect(banners.getByRole("heading", { name: "Over 5,000 agents near you" })).toBeVisible();
    await banners.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, "1 of 3")).toBeVisible();

    const indicator = banners.getByRole("button", { name: "Slide 2 of 3" });
    await indicator.click();
    await expect(slide(page, "2 of 3")).toBeVisible();
    await expect(indicator).toHaveAttribute("aria-current", "true");
    await expect(banners.getByRole("button", { name: "Slide 1 of 3" })).not.toHaveAttribute("aria-current", /.*/);
    // The banner leads to its screen.
    await slide(page, "2 of 3")
      .getByRole("link", { name: /Find out more/ })
      .click();
    await expect(page).toHaveURL(/\/fdhbankplc\/bankproducts\/digitalbanking\/fdhmobile$/);
  });

  test("the banners turn every 6 seconds, silently, until paused; Play starts them again", async ({ page }) => {
    await installClock(page, TODAY);
    await openHome(page, BANK.path);
    const banners = carousel(page);
    const slides = banners.locator(".banner-carousel__slides");
    await expect(slide(page, "1 of 3")).toBeVisible();
    // While turning by itself the carousel does not announce each slide.
    await expect(slides).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(6_000);
    await expect(slide(page, "2 of 3")).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(slide(page, "3 of 3")).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(slide(page, "1 of 3")).toBeVisible();

    await banners.getByRole("button", { name: "Pause slides" }).click();
    await expect(banners.getByRole("button", { name: "Play slides" })).toBeVisible();
    // Pointer and focus elsewhere: only the pause holds it.
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { name: "Products and services" }).click();
    await expect(slides).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expect(slide(page, "1 of 3")).toBeVisible();

    await banners.getByRole("button", { name: "Play slides" }).click();
    await expect(banners.getByRole("button", { name: "Pause slides" })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(slide(page, "2 of 3")).toBeVisible();
  });

  for (const width of [360, 412, 1280]) {
    test(`at ${width} px turning the banners moves nothing below them, and a hidden slide's picture waits until it shows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      const pictures: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "image" && /\/banner-/.test(request.url())) pictures.push(new URL(request.url()).pathname);
      });
      await installClock(page, TODAY);
      await openHome(page, BANK.path);
      const promotions = page.getByRole("region", { name: TEXT.en.promotions });
      const top = (await promotions.boundingBox())!.y;
      expect(pictures).toHaveLength(1);
      // The bank's second banner has the longest title: two lines on a phone where the others take one.
      for (const [label, fetched] of [
        ["2 of 3", 2],
        ["3 of 3", 3],
        ["1 of 3", 3],
      ] as const) {
        await page.clock.runFor(6_000);
        await expect(slide(page, label)).toBeVisible();
        expect((await promotions.boundingBox())!.y, label).toBe(top);
        // The slide on show has its picture; the browser asks for it once it is laid out.
        await expect.poll(() => new Set(pictures).size, label).toBe(fetched);
      }
    });
  }

  test("the banners hold still while the pointer is on them", async ({ page }) => {
    await installClock(page, TODAY);
    await openHome(page, BANK.path);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await slide(page, "1 of 3").getByRole("heading").hover();
    await page.clock.runFor(15_000);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(slide(page, "2 of 3")).toBeVisible();
  });

  test("with reduced motion the banners neither turn by themselves nor slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installClock(page, TODAY);
    await openHome(page, BANK.path);
    const banners = carousel(page);
    await expect(banners.getByRole("button", { name: "Play slides" })).toBeVisible();
    await expect(banners.locator(".banner-carousel__slides")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(30_000);
    await expect(slide(page, "1 of 3")).toBeVisible();
    await banners.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, "2 of 3")).toBeVisible();
    expect(await slide(page, "2 of 3").evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
  });

  test("a keyboard reaches the carousel controls with Tab and works them with Enter; focus holds the banners", async ({ page }) => {
    // Tab walks the whole header first, one key and one check at a time: slow on a busy machine.
    test.slow();
    await installClock(page, TODAY);
    await openHome(page, BANK.path);
    const banners = carousel(page);
    const pause = banners.getByRole("button", { name: "Pause slides" });
    await tabTo(page, pause);
    // The page's clock runs at real speed, so on a busy machine the slides may turn while Tab
    // walks the header: what counts is that the slide in view when focus arrives stays.
    const inView = Number(
      await banners
        .getByRole("group")
        .first()
        .evaluate((element) => /^(\d+)/.exec(element.getAttribute("aria-label") ?? "")?.[1]),
    );
    const previous = inView === 1 ? 3 : inView - 1;
    // Focus inside the carousel stops it turning.
    await page.clock.runFor(15_000);
    await expect(slide(page, `${inView} of 3`)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(banners.getByRole("button", { name: "Play slides" })).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(banners.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slide(page, `${previous} of 3`)).toBeVisible();
    await tabTo(page, banners.getByRole("button", { name: "Next slide" }), 5);
    await page.keyboard.press("Enter");
    await expect(slide(page, `${inView} of 3`)).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(banners.getByRole("button", { name: "Slide 3 of 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(slide(page, "3 of 3")).toBeVisible();
    await expect(banners.getByRole("button", { name: "Slide 3 of 3" })).toHaveAttribute("aria-current", "true");
  });

  test("a banner published through the staff API appears on the open home without a reload, and leaves when deleted", async ({
    page,
    request,
  }) => {
    await openHome(page, "/fdhproperties/home");
    await waitForLiveFeed(page);
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
    const title = `Live banner ${Date.now()}`;
    const banners = carousel(page);

    const banner = await createRecord<{ id: string }>(request, "banners", {
      title: { en: title, ny: `${title} (Chichewa)` },
      subtitle: { en: "Published a moment ago.", ny: "Yaikidwa pompano." },
      image_url: "/content/images/banner-properties-spaces.svg",
      link_href: "/fdhproperties/contact",
      site: "properties",
      position: 99,
    });
    try {
      // Last by position: a third slide and its button appear.
      const indicator = banners.getByRole("button", { name: "Slide 3 of 3" });
      await expect(indicator).toBeVisible({ timeout: 2_000 });
      await indicator.click();
      await expect(banners.getByRole("heading", { name: title })).toBeVisible();
    } finally {
      await deleteRecord(request, "banners", banner.id);
    }
    await expect(banners.getByRole("heading", { name: title })).toHaveCount(0, { timeout: 2_000 });
    await expect(banners.getByRole("button", { name: /^Slide \d of 2$/ })).toHaveCount(2);
    // The carousel keeps to a slide that exists.
    await expect(banners.getByRole("group", { name: /of 2$/ }).filter({ visible: true })).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);
  });

  test("promotions follow the date: one starts on its first day in Malawi, and shows its last day in Chichewa", async ({ page }) => {
    // 1 December, 00:30 in Blantyre (30 November, 22:30 UTC): the card promotion has started.
    await installClock(page, new Date("2026-12-01T00:30:00+02:00"));
    await openHome(page, BANK.path, "ny");
    const promotions = page.getByRole("region", { name: TEXT.ny.promotions });
    await expect(promotions.getByRole("heading", { level: 3 })).toHaveText([
      "Yambani kusunga ndalama ndi chiphaso cha unzika chokha",
      "Nyengo ya zikondwerero ino, lipirani ndi khadi",
    ]);
    await expect(promotions.getByRole("listitem").first()).toContainText("Mpaka 31 Disembala 2026");
    await expect(promotions.getByRole("listitem").nth(1)).toContainText("Mpaka 10 Januwale 2027");
  });

  test("a home with no promotion running shows no promotions section", async ({ page }) => {
    // Before 15 May 2026 none of the holding company's sample promotions has started.
    await installClock(page, new Date("2026-05-01T10:00:00+02:00"));
    await openHome(page, "/fdhfinancialholdings/home");
    await expect(carousel(page)).toBeVisible();
    await expect(page.getByRole("region", { name: TEXT.en.group })).toBeVisible();
    await expect(page.getByRole("region", { name: TEXT.en.promotions })).toHaveCount(0);
  });

  for (const lang of ["en", "ny"] as const) {
    test(`every home fits a 360 px wide phone in ${lang} without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await installClock(page, TODAY);
      for (const home of HOMES) {
        await openHome(page, home.path, lang);
        await expect(carousel(page, lang)).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${home.path} overflows by ${overflow} px`).toBeLessThanOrEqual(0);
        // The controls stay big enough to tap.
        const box = await carousel(page, lang)
          .getByRole("button", { name: /Slide 1|Chithunzi 1/ })
          .boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
