import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { expect, test } from "./fixtures.ts";
import { createRecord, deleteRecord, newBlog, newBranch } from "./staff-api.ts";

// ADR 057: an editor saves a change to a published article as a draft, looks at it on the real
// article page through a signed preview link, and publishes it; visitors see only what is published.

test.describe("staff console: drafts and preview", () => {
  test("an editor drafts a change, previews it on the article page, and publishes it", async ({ page, context, request }) => {
    test.slow();
    await signInAsEditor(page);
    const title = `Karonga branch opens ${Date.now()}`;
    const blog = await createRecord<{ id: string }>(request, "blogs", newBlog(title, ["bank"]));
    const article = `/fdhbankplc/blog/view?id=${blog.id}`;
    try {
      await open(page, `/staff/content/blogs/${blog.id}`);
      const form = page.getByRole("form", { name: /^Edit news article/ });
      await form.getByRole("group", { name: "Title", exact: true }).getByLabel("English").fill(`${title}, now on Saturdays`);
      await form.getByRole("button", { name: "Save as draft" }).click();

      const draft = page.getByRole("region", { name: "Draft" });
      await expect(draft).toContainText("Visitors still see the published version");
      await expectNoSeriousAxeViolations(page);
      // Visitors still read the published title.
      expect(await (await request.get(`/api/blogs/${blog.id}`)).json()).toMatchObject({ title: { en: title } });

      await expect(draft.getByLabel("Page to preview on")).toHaveValue(article);
      await draft.getByRole("button", { name: "Make a preview link" }).click();
      const [preview] = await Promise.all([context.waitForEvent("page"), draft.getByRole("link", { name: "Open the preview" }).click()]);
      await preview.waitForLoadState();
      await expect(preview.getByRole("complementary", { name: "Preview" })).toContainText("This draft is not published");
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`${title}, now on Saturdays`);
      // The banner is part of the page a reviewer reads: it passes axe with the page.
      await expectNoSeriousAxeViolations(preview);
      await preview.close();

      await draft.getByRole("button", { name: "Publish draft" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Published the draft of news article" })).toBeVisible();
      await open(page, article);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title}, now on Saturdays`);
      await expect(page.locator(".preview-banner")).toHaveCount(0);
    } finally {
      await deleteRecord(request, "blogs", blog.id).catch(() => undefined);
    }
  });

  test("the branch editor saves a change as a draft: visitors keep the published branch until the draft is published", async ({
    page,
    request,
  }) => {
    await signInAsEditor(page);
    const name = `Karonga Boma Branch ${Date.now()}`;
    const branch = await createRecord<{ id: string }>(request, "branches", newBranch(name));
    try {
      await open(page, "/staff/branches");
      await page.getByRole("button", { name: "Edit mode" }).click();
      await page.getByRole("button", { name: `Edit ${name}` }).click();
      const form = page.getByRole("form", { name: `Edit branch ${name}` });
      await form.getByLabel("Address").fill("Area 2, M1 Road, Karonga");
      await form.getByRole("button", { name: "Save as draft" }).click();

      await expect(page.getByRole("status").filter({ hasText: `Saved a draft of branch “${name}”` })).toContainText(
        "Visitors do not see it yet.",
      );
      const draft = page.getByRole("region", { name: "Draft" });
      await expect(draft).toContainText("Visitors still see the published version");
      expect(await (await request.get(`/api/branches/${branch.id}`)).json()).toMatchObject({ address: "M1 Road, Karonga Boma" });

      // Opened again later, the form holds the draft's address and the panel is there.
      await open(page, `/staff/branches?edit=${branch.id}`);
      await expect(page.getByRole("form", { name: `Edit branch ${name}` }).getByLabel("Address")).toHaveValue("Area 2, M1 Road, Karonga");
      await draft.getByRole("button", { name: "Publish draft" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Published the draft of branch “${name}”` })).toBeVisible();
      expect(await (await request.get(`/api/branches/${branch.id}`)).json()).toMatchObject({ address: "Area 2, M1 Road, Karonga" });
    } finally {
      await deleteRecord(request, "branches", branch.id).catch(() => undefined);
    }
  });
});
