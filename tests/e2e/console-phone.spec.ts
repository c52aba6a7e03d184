import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { open, signInAsEditor } from "./editor-session.ts";
import { expect, newAccountNumber, test } from "./fixtures.ts";
import { createKycRecord } from "./kyc-api.ts";
import { createRecord, createStaffAccount, deleteRecord, newBlog, signIn } from "./staff-api.ts";
import { E2E_ADMIN } from "./staff-authenticator.ts";

// The console on a phone: the navigation folds behind a Menu button, every list is a
// column of cards that fits 360 px, and the news form warns before unsaved changes are lost, adds
// links in an inline box (internal ones in the same tab) and describes its cover in both languages.

/** A 1x1 PNG: a real image, which the server decodes like a KYC photo. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** How wide the page is drawn: more than the screen means the visitor scrolls sideways. */
function getPageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

/** The articles a test made: removed after it, so no other test's news list sees them. */
const articles: string[] = [];

/**
 * A holding-company article dated years back: while it exists it never ranks among a home's three
 * latest articles, which tests/e2e/home.spec.ts reads in parallel.
 */
async function createArticle(request: APIRequestContext, title: string): Promise<{ id: string }> {
  const blog = await createRecord<{ id: string }>(request, "blogs", {
    ...newBlog(title, ["holding"]),
    published_at: "2020-03-02T08:00:00.000Z",
  });
  articles.push(blog.id);
  return blog;
}

test.afterEach(async ({ request }) => {
  for (const id of articles.splice(0)) await deleteRecord(request, "blogs", id).catch(() => undefined);
});

test.describe("the console on a phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the menu opens and closes by keyboard, and every list is cards that fit 360 px with the status in view", async ({
    page,
    request,
  }) => {
    const accountName = `Chikondi Banda ${Date.now()}`;
    await createKycRecord(
      request,
      { username: `chikondi.${Date.now()}@example.mw`, accountName, accountNumber: newAccountNumber() },
      () => ({
        name: "photo.png",
        mimeType: "image/png",
        buffer: PNG,
      }),
    );
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, E2E_ADMIN);

    // Folded: one Menu button, the navigation out of sight.
    const menu = page.getByRole("button", { name: "Menu" });
    const auditLink = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(auditLink).toBeHidden();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();

    // By keyboard: Enter opens it, Tab reaches its links, Escape closes it and focus returns.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(auditLink).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Home" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await expect(auditLink).toBeHidden();

    // Choosing a screen closes the menu.
    await page.keyboard.press("Enter");
    await auditLink.click();
    await expect(page).toHaveURL(/\/staff\/audit$/);
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    // Each list: no sideways scrolling, each row a card.
    for (const path of [
      "/staff/kyc",
      "/staff/applications",
      "/staff/complaints",
      "/staff/audit",
      "/staff/accounts",
      "/staff/content/blogs",
    ]) {
      await open(page, path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
      expect(await getPageWidth(page), path).toBeLessThanOrEqual(360);
      const table = page.locator("table.staff-table--cards").first();
      if ((await table.count()) > 0) await expect(table.locator("thead")).toHaveCSS("position", "absolute");
    }

    // The KYC queue: the submission's card shows its status, whole, on the screen.
    await open(page, "/staff/kyc");
    const card = page.getByRole("row").filter({ hasText: accountName });
    const status = card.locator('td[data-label="Status"]');
    await expect(status).toBeVisible();
    await expect(status).toContainText("Waiting");
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await getPageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);

    // Staff accounts: each account's card names its status.
    await open(page, "/staff/accounts");
    await expect(page.getByRole("row").filter({ hasText: E2E_ADMIN.username }).locator('td[data-label="Status"]')).toContainText("Active");
    await expectNoSeriousAxeViolations(page);

    // Today's rates: both selling boxes of every currency are whole on the screen.
    await open(page, "/staff/rates");
    const inputs = page.locator(".staff-rates__input");
    await expect(inputs.first()).toBeVisible();
    for (const input of await inputs.all()) {
      const inputBox = (await input.boundingBox())!;
      expect(inputBox.x).toBeGreaterThanOrEqual(0);
      expect(inputBox.x + inputBox.width).toBeLessThanOrEqual(360);
    }
    expect(await getPageWidth(page)).toBeLessThanOrEqual(360);

    // At 1280 px there is no Menu button: the navigation is in the header.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" })).toBeVisible();
    await open(page, "/staff/kyc");
    await expect(page.getByRole("row").filter({ hasText: accountName })).toBeVisible();
    await expect(page.locator("table.staff-table--cards thead")).not.toHaveCSS("position", "absolute");
    await expectNoSeriousAxeViolations(page);
  });

  test("the news list has a Featured column and says why featured articles come first", async ({ page, request }) => {
    const title = `Featured at Karonga ${Date.now()}`;
    await createArticle(request, title);
    await signInAsEditor(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/staff/content/blogs");
      await expect(page.getByText("Featured articles are listed first, as the news pages show them to visitors")).toBeVisible();
      await page.getByRole("searchbox", { name: "Search" }).fill(title);
      const row = page.getByRole("row").filter({ hasText: title });
      await expect(row.getByRole("cell", { name: "Featured: shown first on the news pages" })).toBeVisible();
      expect(await getPageWidth(page)).toBeLessThanOrEqual(width);
      await expectNoSeriousAxeViolations(page);
    }
    await expect(page.getByRole("columnheader", { name: "Featured" })).toBeVisible();
  });
});

/** Whether any of the screen's tables scrolls sideways inside its own box. */
function getWrapOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll(".staff-table-wrap")].map((wrap) => wrap.scrollWidth - wrap.clientWidth)),
  );
}

/** Chromium's virtual authenticator (CDP), for a passkey to list. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test.describe("the console's small tables on a phone", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the Bin (with each record's date of deletion for good), a record's history, sessions, passkeys and tokens are cards that fit 360 px", async ({
    page,
    request,
  }) => {
    const account = await createStaffAccount(request, "editor");
    await addVirtualAuthenticator(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, account, "/staff/security");

    // My security: a passkey, a token and this session, each a card.
    await page.getByLabel("Name (for example, the device it is on)").fill("Phone at Lilongwe branch");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The passkey “Phone at Lilongwe branch” was added." })).toBeVisible();
    await page.getByRole("button", { name: "Make a token" }).click();
    await page.getByLabel("Name (for example, the script that will use it)").fill("Rates feed from the treasury desk");
    await page.getByRole("button", { name: "Make a token" }).click();
    await page
      .getByRole("region", { name: "Your new token “Rates feed from the treasury desk”" })
      .getByRole("button", { name: "I have copied it" })
      .click();
    for (const name of ["Your passkeys", "Your personal access tokens", "Signed-in sessions"]) {
      const table = page.getByRole("table", { name });
      await expect(table).toBeVisible();
      await expect(table.locator("thead")).toHaveCSS("position", "absolute");
    }
    await expect(page.getByRole("table", { name: "Your passkeys" }).locator('td[data-label="Last used"]')).toContainText("Never");
    expect(await getWrapOverflow(page)).toBe(0);
    expect(await getPageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("security-360.png"), fullPage: true });

    // A record's history.
    const title = `Bin at Nkhotakota ${Date.now()}`;
    const blog = await createArticle(request, title);
    await open(page, `/staff/content/blogs/${blog.id}`);
    const history = page.getByRole("table", { name: "Versions of this record, newest first" });
    await expect(history.locator('td[data-label="What"]').first()).toBeVisible();
    await expect(history.locator("thead")).toHaveCSS("position", "absolute");
    expect(await getWrapOverflow(page)).toBe(0);
    expect(await getPageWidth(page)).toBeLessThanOrEqual(360);

    // The Bin: deleted now, so deleted for good 30 days from now (Malawi's date).
    await deleteRecord(request, "blogs", blog.id);
    const purgeDay = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Blantyre",
      day: "numeric",
      month: "short",
      year: "numeric",
    }).format(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    await open(page, "/staff/content/blogs");
    await page.locator(".staff-bin summary").click();
    const row = page.locator(".staff-bin").getByRole("row", { name: new RegExp(title) });
    await expect(row.locator('td[data-label="Deleted for good on"]')).toHaveText(purgeDay);
    await expect(page.locator(".staff-bin thead")).toHaveCSS("position", "absolute");
    expect(await getWrapOverflow(page)).toBe(0);
    expect(await getPageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("bin-360.png"), fullPage: true });

    // At 1280 px the Bin is a table again, its date in its own column.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator(".staff-bin").getByRole("columnheader", { name: "Deleted for good on" })).toBeVisible();
    await expect(page.locator(".staff-bin thead")).not.toHaveCSS("position", "absolute");
    await page.screenshot({ path: test.info().outputPath("bin-1280.png"), fullPage: true });
  });
});

test.describe("the document form", () => {
  test("does not ask for the file's size or media type: the server takes them from the file", async ({ page }) => {
    await signInAsEditor(page);
    await open(page, "/staff/content/documents/new");
    await expect(page.getByRole("form")).toBeVisible();
    await expect(page.getByLabel("Document type")).toBeVisible();
    await expect(page.getByLabel("File size (bytes)")).toHaveCount(0);
    await expect(page.getByLabel("Media type")).toHaveCount(0);
  });
});

test.describe("the news form", () => {
  test.describe.configure({ timeout: 120_000 });

  test("changes not saved: leaving for another screen asks first, reloading gets the browser's warning", async ({ page, request }) => {
    const title = `Unsaved at Mangochi ${Date.now()}`;
    const blog = await createArticle(request, title);
    await signInAsEditor(page);

    // Nothing changed: the breadcrumb leaves at once.
    await open(page, `/staff/content/blogs/${blog.id}`);
    const form = page.getByRole("form", { name: `Edit news article ${title}` });
    await expect(form.getByRole("textbox", { name: "Content in English" })).toBeVisible();
    await page.getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/content\/blogs$/);

    await open(page, `/staff/content/blogs/${blog.id}`);
    const english = form.getByRole("group", { name: "Title", exact: true }).getByLabel("English");
    await english.click();
    await english.fill(`${title} (changed)`);
    await page.getByRole("link", { name: "News", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/staff/content/blogs/${blog.id}$`));
    await expect(english).toHaveValue(`${title} (changed)`);

    // Reloading: the browser's own warning.
    const warned = new Promise<string>((resolve) => page.once("dialog", (shown) => void shown.dismiss().then(() => resolve(shown.type()))));
    await page.evaluate(() => location.reload()).catch(() => {});
    expect(await warned).toBe("beforeunload");
    await expect(english).toHaveValue(`${title} (changed)`);

    // Leaving anyway: the list, the change not saved.
    await page.getByRole("link", { name: "News", exact: true }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/staff\/content\/blogs$/);
    const saved = (await (await request.get(`/api/blogs/${blog.id}`)).json()) as { title: { en: string } };
    expect(saved.title.en).toBe(title);

    // The delete dialog: the Bin keeps it, so nothing says it cannot be undone.
    await page.getByRole("searchbox", { name: "Search" }).fill(title);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const deleting = page.getByRole("dialog", { name: `Delete news article “${title}”?` });
    await expect(deleting).toContainText("You can restore it from the Bin for 30 days.");
    await expect(deleting).not.toContainText("cannot be undone");
    await deleting.getByRole("button", { name: "Keep it" }).click();
  });

  test("rates typed but not published ask before the editor leaves the rates screen", async ({ page }) => {
    await signInAsEditor(page);
    await open(page, "/staff/rates");
    const usdSelling = page.getByLabel("USD selling", { exact: true });
    await expect(usdSelling).toBeVisible();
    // Nothing typed: the navigation leaves at once.
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
    await expect(page).toHaveURL(/\/staff\/content$/);
    await open(page, "/staff/rates");
    await usdSelling.fill("1799.5");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(usdSelling).toHaveValue("1799.5");
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Content" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/staff\/content$/);
  });

  test("links from the inline box (internal in the same tab, external in a new one) and the cover's description reach the visitor's article", async ({
    page,
    request,
    baseURL,
  }) => {
    const title = `Links at Zomba ${Date.now()}`;
    const blog = await createArticle(request, title);
    await signInAsEditor(page);
    await open(page, `/staff/content/blogs/${blog.id}`);
    const form = page.getByRole("form", { name: `Edit news article ${title}` });
    const english = form.getByRole("textbox", { name: "Content in English" });
    const toolbar = form.getByRole("group", { name: "Formatting for Content in English" });
    const linkButton = toolbar.getByRole("button", { name: "Link", exact: true });
    await english.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" See ");

    // Escape cancels the box; focus goes back to the Link button.
    await linkButton.click();
    const box = form.getByRole("group", { name: "Add a link to Content in English" });
    await expect(box.getByLabel("Link address")).toBeFocused();
    await expect(linkButton).toHaveAttribute("aria-expanded", "true");
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(linkButton).toBeFocused();

    // A site path, and the site's own full address: internal. Enter adds each.
    await english.click();
    await page.keyboard.press("End");
    await linkButton.click();
    await box.getByLabel("Link address").fill("/fdhbankplc/loans");
    await box.getByLabel("Link text").fill("our loans");
    await box.getByLabel("Link text").press("Enter");
    await expect(box).toBeHidden();
    // Still on the form: Enter added the link and did not send the form (the preview beside it
    // shows the visitor's card, which links its title, so the address is what tells).
    await expect(page).toHaveURL(new RegExp(`/staff/content/blogs/${blog.id}$`));
    await expect(form).toBeVisible();
    await english.click();
    await page.keyboard.press("End");
    await page.keyboard.type(", ");
    await linkButton.click();
    await box.getByLabel("Link address").fill(`${baseURL}/fdhbankplc/branches`);
    await box.getByLabel("Link text").fill("our branches");
    await box.getByLabel("Link address").press("Enter");
    await english.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" and ");
    // An address that is neither a site path nor https is refused in the box, not silently dropped.
    await linkButton.click();
    await box.getByLabel("Link address").fill("http://www.rbm.mw/");
    await box.getByLabel("Link address").press("Enter");
    await expect(box.getByText("Use a page of this site (starting with /) or an address starting with https://.")).toBeVisible();
    await expect(box.getByLabel("Link address")).toHaveAttribute("aria-invalid", "true");
    await box.getByLabel("Link address").fill("https://www.rbm.mw/");
    await box.getByLabel("Link text").fill("the Reserve Bank");
    await box.getByRole("button", { name: "Add link" }).click();
    await expect(english.getByRole("link", { name: "the Reserve Bank" })).toBeVisible();

    // The cover described in both languages.
    const cover = form.getByRole("group", { name: "Cover image description" });
    await cover.getByLabel("English").fill("Zomba branch's new front with its ATM lobby");
    await cover.getByLabel("Chichewa").fill("Kutsogolo kwatsopano kwa nthambi ya Zomba ndi malo a ATM");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Saved news article “${title}”` })).toBeVisible();

    // The visitor's article: internal links in the same tab, the external one in a new tab.
    await open(page, `/fdhfinancialholdings/blog/view?id=${blog.id}`);
    const article = page.locator(".news-article");
    const loans = article.getByRole("link", { name: "our loans" });
    await expect(loans).toHaveAttribute("href", "/fdhbankplc/loans");
    await expect(loans).not.toHaveAttribute("target", /.*/);
    await expect(loans).not.toHaveAttribute("rel", /.*/);
    const branches = article.getByRole("link", { name: "our branches" });
    await expect(branches).toHaveAttribute("href", "/fdhbankplc/branches");
    await expect(branches).not.toHaveAttribute("target", /.*/);
    const external = article.getByRole("link", { name: "the Reserve Bank" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(page.getByRole("img", { name: "Zomba branch's new front with its ATM lobby" })).toBeVisible();
    await open(page, `/fdhfinancialholdings/blog/view?id=${blog.id}&lang=ny`);
    await expect(page.getByRole("img", { name: "Kutsogolo kwatsopano kwa nthambi ya Zomba ndi malo a ATM" })).toBeVisible();
  });
});
