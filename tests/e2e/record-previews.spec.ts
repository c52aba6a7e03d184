import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";

// The console's record editor previews each record with the visitor's own card, in the language
// the editor chooses: a seeded loan, news article, branch, promotion and banner, read as a visitor would,
// by keyboard, with axe clean. Nothing is saved: the records are only opened.

interface Bilingual {
  en: string;
  ny: string;
}

async function first<T>(request: APIRequestContext, collection: string): Promise<T> {
  const records = (await (await request.get(`/api/${collection}?limit=100`)).json()) as T[];
  expect(records.length).toBeGreaterThan(0);
  return records[0]!;
}

/** Chooses the preview's language with the keyboard: Tab to the button, then Enter. */
async function chooseLanguage(preview: Locator, name: "English" | "Chichewa"): Promise<void> {
  const button = preview.getByRole("group", { name: "Preview language" }).getByRole("button", { name });
  await button.focus();
  await button.press("Enter");
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

test.describe("staff console: previews as the visitor sees them", () => {
  test("an editor previews a loan, a news article and a branch with the visitor's cards, in English and Chichewa", async ({
    page,
    request,
  }) => {
    // Three records, two languages, axe on each: slow on a busy two-core machine.
    test.setTimeout(120_000);
    await signInAsEditor(page);
    const preview = page.getByRole("region", { name: "Preview" });

    // A loan: the loans page's card, its detail tabs working by keyboard.
    const loan = await first<{ id: string; title: Bilingual; requirements: Array<{ name: Bilingual }> }>(request, "loans");
    await open(page, `/staff/content/loans/${loan.id}`);
    const english = page.getByRole("region", { name: "Preview in English" });
    await expect(english.getByRole("heading", { name: loan.title.en, level: 2 })).toBeVisible();
    await expect(english.getByRole("link", { name: new RegExp(`^Calculate`) })).toBeVisible();
    const tabs = english.getByRole("tablist");
    await expect(tabs.getByRole("tab", { selected: true })).toHaveText("Requirements");
    await tabs.getByRole("tab", { selected: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { selected: true })).toBeFocused();
    await expect(tabs.getByRole("tab", { selected: true })).not.toHaveText("Requirements");
    // The preview itself is reachable by keyboard (it scrolls on its own on a wide screen).
    await english.focus();
    await expect(english).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await chooseLanguage(preview, "Chichewa");
    const chichewa = page.getByRole("region", { name: "Preview in Chichewa" });
    await expect(chichewa).toHaveAttribute("lang", "ny");
    await expect(chichewa.getByRole("heading", { name: loan.title.ny, level: 2 })).toBeVisible();
    await expect(chichewa.getByRole("tab", { name: "Zofunika" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Preview in English" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // A news article: its card on the news list and its own page.
    const blog = await first<{ id: string; title: Bilingual; summary: Bilingual }>(request, "blogs");
    await open(page, `/staff/content/blogs/${blog.id}`);
    await expect(english.getByRole("link", { name: blog.title.en })).toHaveAttribute("href", new RegExp(`${blog.id}$`));
    await expect(english.getByRole("heading", { name: blog.title.en, level: 1 })).toBeVisible();
    await expect(english).toContainText(blog.summary.en);
    await expectNoSeriousAxeViolations(page);
    await chooseLanguage(preview, "Chichewa");
    await expect(chichewa.getByRole("heading", { name: blog.title.ny, level: 1 })).toBeVisible();
    await expect(chichewa).toContainText(blog.summary.ny);
    await expectNoSeriousAxeViolations(page);

    // A branch: the locator's card, its hours in the language chosen.
    const branch = await first<{ id: string; name: string }>(request, "branches");
    await open(page, `/staff/content/branches/${branch.id}`);
    await expect(english.getByRole("heading", { name: branch.name })).toBeVisible();
    await chooseLanguage(preview, "Chichewa");
    await expect(chichewa.getByRole("heading", { name: branch.name })).toBeVisible();
    await expect(chichewa).toContainText(/Lolemba|Loweruka|Lamlungu|Lachisanu/);
    await expectNoSeriousAxeViolations(page);
    await chooseLanguage(preview, "English");
    await expect(english).toContainText(/Monday|Saturday|Sunday|Friday/);
  });

  test("an editor previews a promotion and a banner with the home's own cards, in English and Chichewa", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAsEditor(page);
    const preview = page.getByRole("region", { name: "Preview" });
    const english = page.getByRole("region", { name: "Preview in English" });
    const chichewa = page.getByRole("region", { name: "Preview in Chichewa" });

    // A promotion: the home's card, its title the link, its picture the one the home shows.
    const promotions = (await (await request.get("/api/promotions?limit=100")).json()) as Array<{
      id: string;
      title: Bilingual;
      description: Bilingual | null;
      image_cover_url: string;
      link_href: string | null;
    }>;
    const promotion = promotions.find((entry) => entry.link_href !== null && entry.description !== null)!;
    expect(promotion).toBeDefined();
    await open(page, `/staff/content/promotions/${promotion.id}`);
    const card = english.getByRole("article", { name: promotion.title.en });
    await expect(card.getByRole("heading", { name: promotion.title.en, level: 3 })).toBeVisible();
    await expect(card.getByRole("link", { name: promotion.title.en })).toHaveAttribute("href", promotion.link_href!);
    await expect(card).toContainText(promotion.description!.en);
    // The picture is the card's decoration, as on the home: its title says what it shows.
    const picture = card.locator("img.promotion__image");
    await expect(picture).toHaveAttribute("src", promotion.image_cover_url);
    await expect(picture).toHaveAttribute("alt", "");
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // Drawn with the home's styles: the picture sits in the card, not at its natural size.
    expect((await picture.boundingBox())!.width).toBeLessThanOrEqual((await english.boundingBox())!.width);
    // The text view's field names are gone.
    await expect(english.getByText("Cover image")).toHaveCount(0);
    await english.focus();
    await expect(english).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link", { name: promotion.title.en })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await chooseLanguage(preview, "Chichewa");
    await expect(chichewa.getByRole("heading", { name: promotion.title.ny, level: 3 })).toBeVisible();
    await expect(chichewa.getByRole("link", { name: promotion.title.ny })).toBeVisible();
    await expect(chichewa).toContainText(promotion.description!.ny);
    await expect(chichewa.locator("img.promotion__image")).toHaveAttribute("alt", "");
    await expectNoSeriousAxeViolations(page);

    // A banner: the home's slide, its title a heading and its link "Find out more".
    const banners = (await (await request.get("/api/banners?limit=100")).json()) as Array<{
      id: string;
      title: Bilingual;
      subtitle: Bilingual | null;
      image_url: string;
      link_href: string | null;
    }>;
    const banner = banners.find((entry) => entry.link_href !== null && entry.subtitle !== null)!;
    expect(banner).toBeDefined();
    await open(page, `/staff/content/banners/${banner.id}`);
    await chooseLanguage(preview, "English");
    await expect(english.getByRole("heading", { name: banner.title.en, level: 2 })).toBeVisible();
    await expect(english).toContainText(banner.subtitle!.en);
    const more = english.getByRole("link", { name: new RegExp(`^Find out more ?: ${RegExp.escape(banner.title.en)}$`) });
    await expect(more).toHaveAttribute("href", banner.link_href!);
    const slide = english.locator("img.banner__image");
    await expect(slide).toHaveAttribute("src", banner.image_url);
    await expect(slide).toHaveAttribute("alt", "");
    await expect(slide).toHaveJSProperty("complete", true);
    expect(await slide.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // One banner: no carousel controls to reach, the link is the slide's only stop.
    await expect(english.getByRole("button")).toHaveCount(0);
    await english.focus();
    await page.keyboard.press("Tab");
    await expect(more).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await chooseLanguage(preview, "Chichewa");
    await expect(chichewa.getByRole("heading", { name: banner.title.ny, level: 2 })).toBeVisible();
    await expect(chichewa).toContainText(banner.subtitle!.ny);
    await expect(
      chichewa.getByRole("link", { name: new RegExp(`^Dziwani zambiri ?: ${RegExp.escape(banner.title.ny)}$`) }),
    ).toHaveAttribute("href", banner.link_href!);
    await expectNoSeriousAxeViolations(page);
  });
});
