import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { expect, test } from "./fixtures.ts";
import { createRecord, deleteRecord, newBlog, waitForLiveFeed } from "./staff-api.ts";

const MALAWI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** An instant as the console writes it: `dd/mm/yyyy HH:mm` in Malawi's time. */
function malawiTime(instant: number): string {
  const local = new Date(instant + MALAWI_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

test.describe("scheduled publishing (issue 24, ADR 063)", () => {
  for (const { lang, width } of [
    { lang: "en", width: 1280 },
    { lang: "ny", width: 360 },
  ] as const) {
    test(`an article scheduled a few seconds ahead appears on a visitor's open news list when its time comes, without a reload (${lang}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await open(page, lang === "ny" ? "/fdhbankplc/blog?lang=ny" : "/fdhbankplc/blog");
      await waitForLiveFeed(page);
      // Gone if the page reloads: what follows must happen in this very document.
      await page.evaluate(() => ((window as unknown as { scheduleMarker: number }).scheduleMarker = 1));

      const title = `Salima agency opens ${lang} ${Date.now()}`;
      const publishAt = Date.now() + 8_000;
      const blog = await createRecord<{ id: string }>(request, "blogs", {
        ...newBlog(title, ["bank"]),
        publish_at: new Date(publishAt).toISOString(),
      });
      try {
        // The Chichewa page shows the Chichewa title (newBlog writes "… (Chichewa)").
        const card = page.locator(".news__list > li").filter({ hasText: lang === "ny" ? `${title} (Chichewa)` : title });
        // Before its time: neither the open page nor the API shows it.
        await page.waitForTimeout(1_000);
        if (Date.now() < publishAt - 500) {
          await expect(card).toHaveCount(0);
          expect((await request.get(`/api/blogs/${blog.id}`)).status()).toBe(404);
        }
        await expect(card).toHaveCount(1, { timeout: 30_000 });
        expect(Date.now()).toBeGreaterThanOrEqual(publishAt - 1_000);
        expect(await page.evaluate(() => (window as unknown as { scheduleMarker?: number }).scheduleMarker)).toBe(1);
        // The visitors' API answers it now, without its schedule.
        const record = (await (await request.get(`/api/blogs/${blog.id}`)).json()) as Record<string, unknown>;
        expect(record).toMatchObject({ id: blog.id });
        expect(record).not.toHaveProperty("publish_at");
      } finally {
        await deleteRecord(request, "blogs", blog.id).catch(() => undefined);
      }
    });
  }

  test("an editor sets both times by keyboard in Malawi's time, the list says Scheduled, and the form passes axe", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.slow();
    await signInAsEditor(page);
    const title = `Mangochi road show ${Date.now()}`;
    const blog = await createRecord<{ id: string }>(request, "blogs", newBlog(title, ["bank"]));
    // Whole minutes, days ahead: what the editor types.
    const from = Math.ceil((Date.now() + 3 * 24 * 60 * 60 * 1000) / 60_000) * 60_000;
    const until = from + 7 * 24 * 60 * 60 * 1000;
    try {
      await open(page, `/staff/content/blogs/${blog.id}`);
      const form = page.getByRole("form", { name: /^Edit news article/ });
      const publishFrom = form.getByLabel("Publish from");
      const unpublishAt = form.getByLabel("Unpublish at");
      await expect(publishFrom).toHaveValue("");
      await expect(publishFrom).toHaveAccessibleDescription(/Malawi time.*01\/12\/2026 08:00/);

      // Out of order first: the server's clear refusal shows.
      await publishFrom.focus();
      await page.keyboard.type(malawiTime(from));
      await page.keyboard.press("Tab");
      await expect(unpublishAt).toBeFocused();
      await page.keyboard.type(malawiTime(from - 60_000));
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect(unpublishAt).toHaveAccessibleDescription(/must be after publish_at/);
      await expect(unpublishAt).toHaveAttribute("aria-invalid", "true");
      // The refusal is the 400 the browser reports; nothing else may fail.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 400")));

      await unpublishAt.fill("");
      await unpublishAt.focus();
      await page.keyboard.type(malawiTime(until));
      await form.getByRole("button", { name: "Save changes" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `Saved news article “${title}”` })).toBeVisible();

      const saved = (await (
        await request.get(`/api/blogs/${blog.id}?include=scheduled`, { headers: await editorHeaders(page) })
      ).json()) as Record<string, string>;
      expect(Date.parse(saved.publish_at!)).toBe(from);
      expect(Date.parse(saved.unpublish_at!)).toBe(until);
      // Visitors do not see it before its time.
      expect((await request.get(`/api/blogs/${blog.id}`)).status()).toBe(404);

      await open(page, `/staff/content/blogs/${blog.id}`);
      await expect(page.getByRole("form", { name: /^Edit news article/ }).getByLabel("Publish from")).toHaveValue(malawiTime(from));
      await expectNoSeriousAxeViolations(page);

      await open(page, `/staff/content/blogs?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole("row").filter({ hasText: title })).toContainText(`Scheduled · from ${malawiTime(from)}`);
      await expectNoSeriousAxeViolations(page);
    } finally {
      await deleteRecord(request, "blogs", blog.id).catch(() => undefined);
    }
  });
});

/** The signed-in editor's cookie as a header, for the API reads the test makes beside the browser. */
async function editorHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
}
