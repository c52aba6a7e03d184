import sharp from "sharp";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { expect, test } from "./fixtures.ts";
import { createRecord, deleteRecord, newBlog } from "./staff-api.ts";

// ADR 076: an editor finds an upload again in the media library, describes it and sets its focal
// point by keyboard, reuses it as a news cover from the library dialog, and visitors' crops keep
// that point in view, the picture described in their language.

const SCREENSHOTS = "test-results/media-library";

test("an editor describes a picture in the library, reuses it as a news cover, and visitors see its focal point and alt text", async ({
  page,
  request,
}) => {
  test.slow();
  await signInAsEditor(page);
  const stamp = Date.now().toString(36);
  const fileName = `limbe-market-${stamp}.png`;
  // Two halves, so a crop's position shows in a screenshot.
  const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0b3b7a" } })
    .composite([{ input: { create: { width: 400, height: 450, channels: 3, background: "#f29100" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  // Dated years back, so no home's latest news or reviewed screenshot changes while it exists.
  const article = await createRecord<{ id: string }>(request, "blogs", {
    ...newBlog(`Limbe market reopens ${stamp}`, ["holding"]),
    published_at: "2020-03-02T08:00:00.000Z",
    featured: false,
  });
  try {
    // The upload, then the library finds it by part of its name in another case.
    await open(page, "/staff/media");
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await page.getByLabel("Upload a file").setInputFiles({ name: fileName, mimeType: "image/png", buffer: picture });
    await expect(page.getByRole("status").filter({ hasText: `Uploaded ${fileName}` })).toBeVisible();
    await page.getByLabel("File name or alt text").fill(`MARKET-${stamp}`.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    const cards = page.locator(".media-card");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Picture");
    await expect(cards).toContainText("800 × 450");
    await expect(cards).toContainText("Not used yet");
    const thumb = cards.locator("img");
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect(thumb).toHaveAttribute("src", /^\/media\/[\w-]+\.png\?w=320$/);
    await page.getByRole("button", { name: `Edit ${fileName}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: fileName })).toBeFocused();

    // Alt text in both languages; the focal point by keyboard alone.
    const altGroup = page.getByRole("group", { name: /^Alt text/ });
    await altGroup.getByLabel("English").fill("Traders at Limbe market");
    await altGroup.getByLabel("Chichewa").fill("Amalonda ku msika wa Limbe");
    const pictureButton = page.getByRole("button", { name: "Picture: click where its subject is" });
    await pictureButton.focus();
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Shift+ArrowLeft");
    for (let step = 0; step < 10; step += 1) await page.keyboard.press("ArrowDown");
    await expect(page.getByText("Focal point 30 % across, 60 % down")).toBeVisible();
    await expect(page.locator(".media-focal__crop").first()).toHaveCSS("object-position", "30% 60%");
    await page.screenshot({ path: `${SCREENSHOTS}/library-1280.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved ${fileName}.` })).toBeVisible();

    // A click on the picture moves the point too; saved again by keyboard, it goes back to 30/60.
    await pictureButton.scrollIntoViewIfNeeded();
    const box = (await pictureButton.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.25);
    await expect(page.getByText(/Focal point (79|80|81) % across, (24|25|26) % down/)).toBeVisible();
    await page.getByRole("button", { name: `Close ${fileName}` }).click();
    await page.getByRole("button", { name: `Edit ${fileName}` }).click();
    await expect(page.getByText("Focal point 30 % across, 60 % down")).toBeVisible();

    // At 360 px the cards are one column and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SCREENSHOTS}/library-360.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Reused as the article's cover from the library dialog: the empty description takes its alt text.
    await open(page, `/staff/content/blogs/${article.id}`);
    const form = page.getByRole("form", { name: /^Edit news article/ });
    const opener = form.getByRole("button", { name: "Choose from library for Cover image" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Choose from library: Cover image" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("File name or alt text")).toBeFocused();
    await dialog.getByLabel("File name or alt text").fill("traders at limbe");
    await page.keyboard.press("Enter");
    await expect(dialog.locator(".media-card")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-1280.png` });
    // Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // On a phone the dialog fits the screen and is chosen from the same way.
    await page.setViewportSize({ width: 360, height: 740 });
    await opener.click();
    await dialog.getByLabel("File name or alt text").fill("traders at limbe");
    await page.keyboard.press("Enter");
    await expect(dialog.locator(".media-card")).toHaveCount(1);
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-360.png` });
    await dialog.getByRole("button", { name: `Use ${fileName}` }).click();
    await expect(dialog).toBeHidden();
    const coverUrl = await form.getByLabel("Cover image", { exact: true }).inputValue();
    expect(coverUrl).toMatch(/^\/media\/[\w-]+\.png$/);
    await expect(form.getByRole("status").filter({ hasText: `Chose ${fileName} from the library.` })).toBeVisible();
    const description = form.getByRole("group", { name: "Cover image description" });
    await expect(description.getByLabel("English")).toHaveValue("Traders at Limbe market");
    await expect(description.getByLabel("Chichewa")).toHaveValue("Amalonda ku msika wa Limbe");
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved news article/ })).toBeVisible();

    // The visitor's article crops the cover at the focal point and describes it in each language.
    for (const [lang, alt] of [
      ["en", "Traders at Limbe market"],
      ["ny", "Amalonda ku msika wa Limbe"],
    ] as const) {
      await open(page, `/fdhfinancialholdings/blog/view?id=${article.id}&lang=${lang}`);
      const cover = page.locator(".news-article__cover");
      await expect(cover).toHaveAttribute("src", `${coverUrl}?w=960`);
      await expect(cover).toHaveAttribute("alt", alt);
      await expect(cover).toHaveCSS("object-fit", "cover");
      await expect(cover).toHaveCSS("object-position", "30% 60%");
      await page.screenshot({ path: `${SCREENSHOTS}/article-1280-${lang}.png` });
    }
    await page.setViewportSize({ width: 360, height: 740 });
    for (const lang of ["en", "ny"]) {
      await open(page, `/fdhfinancialholdings/blog/view?id=${article.id}&lang=${lang}`);
      await expect(page.locator(".news-article__cover")).toHaveCSS("object-position", "30% 60%");
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/article-360-${lang}.png` });
    }

    // The library now counts the article as a use.
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/staff/media");
    await page.getByLabel("File name or alt text").fill(stamp);
    await page.getByRole("button", { name: "Search" }).click();
    // Other tests' uploads are listed until the search answers: wait for this picture alone.
    const found = page.locator(".media-card");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(fileName);
    await expect(found).toContainText("Used in 1 record");
  } finally {
    await deleteRecord(request, "blogs", article.id);
  }
});

test("an editor deletes a file nothing uses, and is told where a used file is still used", async ({ page, request, consoleErrors }) => {
  test.slow();
  await signInAsEditor(page);
  const stamp = Date.now().toString(36);
  const [unused, used] = [`zomba-stall-${stamp}.png`, `zomba-crowd-${stamp}.png`];
  const picture = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#2d6a1f" } })
    .png()
    .toBuffer();
  await open(page, "/staff/media");
  for (const name of [unused, used]) {
    await page.getByLabel("Upload a file").setInputFiles({ name, mimeType: "image/png", buffer: picture });
    await expect(page.getByRole("status").filter({ hasText: `Uploaded ${name}` })).toBeVisible();
  }
  const search = page.getByLabel("File name or alt text");
  await search.fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  const cards = page.locator(".media-card");
  await expect(cards).toHaveCount(2);
  const usedSrc = await cards.filter({ hasText: used }).locator("img").getAttribute("src");
  const usedUrl = usedSrc!.replace(/\?.*$/, "");
  // Dated years back, so no home's latest news changes while it exists.
  const article = await createRecord<{ id: string }>(request, "blogs", {
    ...newBlog(`Zomba crowd ${stamp}`, ["holding"]),
    published_at: "2020-03-03T08:00:00.000Z",
    featured: false,
    image_cover_url: usedUrl,
  });
  try {
    // A used file: the dialog says it cannot be undone, then why the server kept the file.
    await page.getByRole("button", { name: `Edit ${used}` }).click();
    const deleteUsed = page.getByRole("button", { name: `Delete… ${used}` });
    await deleteUsed.click();
    const dialog = page.getByRole("dialog", { name: `Delete ${used}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This cannot be undone.");
    await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete file" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "It cannot be deleted: it is used by 1 published record (blog). Choose another file there first, then delete this one.",
    );
    // The refusal is an answer the screen expects; the browser still reports it as a failed load.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 409/.test(text)));
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/delete-refused-1280.png` });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(deleteUsed).toBeFocused();
    expect((await request.get(usedUrl)).status()).toBe(200);

    // An unused file goes, on a phone's screen too: from the list and from the site.
    await page.setViewportSize({ width: 360, height: 740 });
    const unusedSrc = await cards.filter({ hasText: unused }).locator("img").getAttribute("src");
    await page.getByRole("button", { name: `Edit ${unused}` }).click();
    await page.getByRole("button", { name: `Delete… ${unused}` }).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${unused}?` });
    expect(await confirm.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/delete-confirm-360.png` });
    await confirm.getByRole("button", { name: "Delete file" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: `Deleted ${unused}.` })).toBeVisible();
    await expect(search).toBeFocused();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(used);
    expect((await request.get(unusedSrc!.replace(/\?.*$/, ""))).status()).toBe(404);
    await page.screenshot({ path: `${SCREENSHOTS}/delete-done-360.png`, fullPage: true });
  } finally {
    await deleteRecord(request, "blogs", article.id);
  }
});
