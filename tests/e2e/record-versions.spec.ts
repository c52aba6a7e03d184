import type { APIRequestContext, Page } from "@playwright/test";
import { makeInput } from "#tests/support/content-factories.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { createRecord, deleteRecord } from "./staff-api.ts";

// Issue 24: every version kept and restorable, the bin, and no lost edits. An editor restores
// from the history's diff, merges after someone else saved first, and restores from the bin.

type Banner = { id: string; title: { en: string; ny: string } };

async function createBanner(request: APIRequestContext, title: string): Promise<Banner> {
  return createRecord<Banner>(request, "banners", { ...makeInput("banners"), image_url: "/content/images/banner-properties-spaces.svg", title: { en: title, ny: `${title} (Chichewa)` } });
}

async function readBanner(request: APIRequestContext, id: string): Promise<Banner> {
  return (await (await request.get(`/api/banners/${id}`)).json()) as Banner;
}

/** Changes the English title on the open edit screen and saves. */
async function saveTitle(page: Page, title: string): Promise<void> {
  const form = page.getByRole("form", { name: /^Edit banner/ });
  await form.getByRole("group", { name: "Title", exact: true }).getByLabel("English").fill(title);
  await form.getByRole("button", { name: "Save changes" }).click();
}

test.describe("staff console: versions, merge and bin", () => {
  test("an editor compares an older version with the current one and restores it", async ({ page, request }) => {
    test.slow();
    await signInAsEditor(page);
    const title = `Harvest loans ${Date.now()}`;
    const banner = await createBanner(request, title);
    try {
      await open(page, `/staff/content/banners/${banner.id}`);
      await saveTitle(page, `${title} (changed)`);
      await expect(page.getByRole("status").filter({ hasText: "Saved banner" })).toBeVisible();

      await open(page, `/staff/content/banners/${banner.id}`);
      const history = page.getByRole("region", { name: "History" });
      const rows = history.getByRole("table").getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText("2 (current)");
      await expect(rows.nth(1)).toContainText("Changed");
      await expect(rows.nth(2)).toContainText("Created");

      // By keyboard: the compare button, then the diff, then restore with its confirm.
      await history.getByRole("button", { name: "Compare version 1" }).focus();
      await page.keyboard.press("Enter");
      const diff = history.getByRole("table", { name: /^Version 1 .* beside the current record$/ });
      const englishRow = diff.getByRole("row", { name: /Title \(English\)/ });
      await expect(englishRow).toContainText(title);
      await expect(englishRow).toContainText(`${title} (changed)`);
      await expect(englishRow.getByRole("cell", { name: "Changed", exact: true })).toBeVisible();
      await expect(diff.getByRole("row", { name: /Title \(Chichewa\)/ }).getByRole("cell", { name: "Same", exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await history.getByRole("button", { name: "Restore this version" }).click();
      const dialog = page.getByRole("dialog", { name: "Restore version 1?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Restore", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: `Restored banner “${title}”` })).toBeVisible();
      expect((await readBanner(request, banner.id)).title.en).toBe(title);
    } finally {
      await deleteRecord(request, "banners", banner.id).catch(() => undefined);
    }
  });

  test("when someone else saved first, the editor sees both and merges field by field", async ({ page, context, request, consoleErrors }) => {
    test.slow();
    await signInAsEditor(page);
    const title = `Mortgage week ${Date.now()}`;
    const banner = await createBanner(request, title);
    const other = await context.newPage();
    try {
      await open(page, `/staff/content/banners/${banner.id}`);
      await open(other, `/staff/content/banners/${banner.id}`);
      await saveTitle(other, `${title} by Thoko`);
      await expect(other.getByRole("status").filter({ hasText: "Saved banner" })).toBeVisible();

      const form = page.getByRole("form", { name: /^Edit banner/ });
      await form.getByRole("group", { name: "Subtitle", exact: true }).getByLabel("English").fill("Mine: a new subtitle");
      await saveTitle(page, `${title} by me`);
      const merge = page.getByRole("region", { name: "Someone else saved this record while you were editing" });
      await expect(merge).toBeVisible();
      // The refused save is the 412 the merge answers; the browser logs every 4xx as a failed load.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 412")));
      await expect(merge.getByRole("heading", { level: 2 })).toBeFocused();
      const row = merge.getByRole("row", { name: /Title \(English\)/ });
      await expect(row).toContainText(`${title} by Thoko`);
      await expect(row).toContainText(`${title} by me`);
      await expectNoSeriousAxeViolations(page);

      // Their title, my subtitle.
      await merge.getByRole("group", { name: "Keep which Title" }).getByLabel("Theirs").check();
      await merge.getByRole("button", { name: "Save the merged record" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved banner" })).toBeVisible();
      const saved = (await readBanner(request, banner.id)) as Banner & { subtitle: { en: string } };
      expect(saved.title.en).toBe(`${title} by Thoko`);
      expect(saved.subtitle.en).toBe("Mine: a new subtitle");
    } finally {
      await other.close();
      await deleteRecord(request, "banners", banner.id).catch(() => undefined);
    }
  });

  test("a deleted record is listed in its collection's bin and restored from it", async ({ page, request }) => {
    test.slow();
    await signInAsEditor(page);
    const title = `Bin banner ${Date.now()}`;
    const banner = await createBanner(request, title);
    await deleteRecord(request, "banners", banner.id);
    try {
      await open(page, "/staff/content/banners");
      await page.locator(".staff-bin summary").click();
      const bin = page.locator(".staff-bin");
      const row = bin.getByRole("row", { name: new RegExp(title) });
      await expect(row).toContainText(/e2e|editor/i);
      await expectNoSeriousAxeViolations(page);
      await row.getByRole("button", { name: `Restore ${title}` }).click();
      await expect(page.getByRole("status").filter({ hasText: `Restored banner “${title}”` })).toBeVisible();
      await expect(page.getByRole("link", { name: title })).toBeVisible();
      expect((await readBanner(request, banner.id)).title.en).toBe(title);
    } finally {
      await deleteRecord(request, "banners", banner.id).catch(() => undefined);
    }
  });
});
