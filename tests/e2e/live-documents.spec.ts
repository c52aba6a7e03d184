import { expect, test } from "./fixtures.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { deleteRecord, waitForLiveFeed } from "./staff-api.ts";

// Issue 24: "Visitors see it now" is true for documents too. Documents have no browser store; an
// open investor-relations page reads its data again when the realtime feed reports a change
// (ADR 075), so a document published in the console shows there without a reload, and leaves
// when it is deleted.

test.describe("live documents", () => {
  test("a document published in the console appears on an open investor-relations page without a reload, and leaves when deleted", async ({
    page,
    context,
    request,
  }) => {
    // Two pages, an upload and a publish: slow on a busy two-core machine.
    test.setTimeout(90_000);
    await signInAsEditor(page);
    const title = `Notice of the annual general meeting ${Date.now()}`;
    const visitor = await context.newPage();
    await open(visitor, "/fdhproperties/investor_relations?tab=notices");
    await waitForLiveFeed(visitor);
    // A mark on the open page's window: a reload would lose it.
    await visitor.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));
    const notices = visitor.getByRole("region", { name: "NOTICES" });
    const download = notices.getByRole("link", { name: new RegExp(`^Download ${title} \\(PDF, `) });
    await expect(notices).toBeVisible();
    await expect(download).toHaveCount(0);

    await open(page, "/staff/content/documents/new");
    const form = page.getByRole("form", { name: "New document" });
    const titles = form.getByRole("group", { name: "Title", exact: true });
    await titles.getByLabel("English").fill(title);
    await titles.getByLabel("Chichewa").fill(`Chidziwitso cha msonkhano wapachaka ${title.split(" ").at(-1)}`);
    await form.getByLabel("Document type").selectOption({ label: "Notice" });
    await form.getByLabel("Company").selectOption({ label: "Properties" });
    // The newest of the notices: the first row of the page's first page.
    await form.getByLabel("Published at").fill("2026-12-31");
    await form
      .getByLabel("Upload a file for File")
      .setInputFiles({ name: "agm-notice.pdf", mimeType: "application/pdf", buffer: createPaddedPdf(2_000) });
    await expect(form.getByRole("status").filter({ hasText: "Uploaded agm-notice.pdf" })).toBeVisible();
    await form.getByRole("button", { name: "Publish document" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Published document “${title}”. Visitors see it now.` })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(title);
    const id = (await page.getByRole("link", { name: title }).getAttribute("href"))!.split("/").at(-1)!;

    try {
      // The open page shows it, as it is: no reload happened.
      await expect(download).toBeVisible();
      await expect(download).toHaveAttribute("href", /^\/media\/[\w-]+\.pdf$/);
      expect(await visitor.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
    } finally {
      await deleteRecord(request, "documents", id).catch(() => undefined);
    }
    // Deleted (through the API, as another editor might): it leaves the open page too.
    await expect(download).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
  });
});
