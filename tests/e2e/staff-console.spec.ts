import { randomInt } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { parseKycDocumentUrl } from "#domain/kyc/kyc.ts";
import type { StaffRole } from "#domain/permissions.ts";
import { createDamagedPdf, createPaddedPdf, createPagedPdf, createScannedPdf, PAGE_COLOURS } from "#tests/support/kyc-files.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, newAccountNumber, newPhone, test, waitForHydration } from "./fixtures.ts";
import { createStaffAccount, enterCode, getStaffToken, newBranch, signIn } from "./staff-api.ts";
import { E2E_ADMIN, withCode } from "./staff-authenticator.ts";
import { createKycRecord } from "./kyc-api.ts";

const PASSWORD = "a quiet morning on the shire river";
/** A 1x1 PNG: a real image, which the server decodes and re-encodes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const NAVIGATION: Record<StaffRole, string[]> = {
  admin: [
    "Home",
    "Content",
    "Today's rates",
    "Media library",
    "Approvals",
    "KYC queue",
    "Applications",
    "Complaints",
    "Staff accounts",
    "Audit log",
    "My password",
  ],
  editor: ["Home", "Content", "Today's rates", "Media library", "Approvals", "My password"],
  kyc_officer: ["Home", "KYC queue", "Applications", "My password"],
  complaints_officer: ["Home", "Complaints", "My password"],
};

/** A new staff account with a role, made through the API by the admin ADMIN_USERNAME creates. */
function createStaff(request: APIRequestContext, role: StaffRole): Promise<{ id: string; username: string; password: string }> {
  return createStaffAccount(request, role, PASSWORD);
}

/** A KYC submission for a customer, as the back office can make one (the visitor's flow has its own tests). */
async function createSubmission(
  request: APIRequestContext,
  customer: { username: string; accountName: string; lang: "en" | "ny" },
  /** The server's DATA_DIR: the third document is then damaged on disk after its upload. */
  damagedIn?: string,
): Promise<{ id: string; accountNumber: string }> {
  const accountNumber = newAccountNumber();
  const id = await createKycRecord(
    request,
    { ...customer, accountNumber },
    // The first document is a two-page PDF, the second a photo, the third (damaged on disk
    // below) a one-page PDF, the fourth a fax-encoded scan, the others one-page PDFs: officers see every kind.
    (index) =>
      index === 1
        ? { name: "photo.png", mimeType: "image/png", buffer: PNG }
        : { name: "scan.pdf", mimeType: "application/pdf", buffer: documentPdf(index) },
    (index, url) => {
      // Uploads refuse a PDF that cannot be opened, so the damaged one is a stored file damaged on
      // disk afterwards (a file kept from before the check, or a disk fault): the viewer must cope.
      if (index === 2 && damagedIn !== undefined)
        writeFileSync(path.join(damagedIn, "uploads", parseKycDocumentUrl(url)!), createDamagedPdf());
    },
  );
  return { id, accountNumber };
}

function documentPdf(index: number): Buffer {
  if (index === 0) return createPagedPdf(["Page 1 of 2: KYC form", "Page 2 of 2: signature"]);
  if (index === 3) return createScannedPdf();
  return createPaddedPdf(1_500, 300 + index);
}

/**
 * The share of the PDF viewer's canvas (sampled) drawn in each page colour of createPagedPdf:
 * what an officer sees, read from the pixels the browser drew.
 */
async function canvasColours(page: Page, colours: ReadonlyArray<readonly [number, number, number]> = PAGE_COLOURS): Promise<number[]> {
  return page.locator(".pdf-viewer__canvas").evaluate((canvas: HTMLCanvasElement, colours) => {
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    const counts = colours.map(() => 0);
    let sampled = 0;
    for (let i = 0; i < data.length; i += 4 * 7) {
      sampled += 1;
      colours.forEach(([r, g, b], index) => {
        if (Math.abs(data[i]! - r) < 12 && Math.abs(data[i + 1]! - g) < 12 && Math.abs(data[i + 2]! - b) < 12) counts[index]! += 1;
      });
    }
    return counts.map((count) => count / sampled);
  }, colours);
}

/** The navigation's labels, without the counts of applications waiting and complaints open (other tests add to them). */
async function navigationLabels(page: Page): Promise<string[]> {
  const texts = await page.getByRole("navigation", { name: "Console" }).getByRole("link").allInnerTexts();
  return texts.map((text) => text.replace(/\s+\d+\s+(waiting|open)$/, ""));
}

/** Presses Tab until the element has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of Tab`);
}

test.describe("the staff console", () => {
  // Each test signs in and walks several screens: more than the default 30 seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("each role signs in, sees only its own screens, and signs out", async ({ page, request }) => {
    const accounts = {
      admin: { username: "e2e-staff", password: "e2e-staff-password-long" },
      editor: await createStaff(request, "editor"),
      kyc_officer: await createStaff(request, "kyc_officer"),
    };
    for (const role of ["admin", "editor", "kyc_officer"] as const) {
      await signIn(page, accounts[role]);
      // The console greets a person by full name; the start-up admin has none, so by username.
      await expect(page.locator(".staff-who strong")).toHaveText(role === "admin" ? accounts.admin.username : `E2E ${role}`);
      expect(await navigationLabels(page)).toEqual(NAVIGATION[role]);
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      expect((await page.request.get("/api/staff/me")).status()).toBe(401);
    }
  });

  test("a wrong password is refused with a sentence, and a page asked for before signing in opens after it", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const officer = await createStaff(request, "kyc_officer");
    await page.goto("/staff/kyc");
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/staff\?next=%2Fstaff%2Fkyc$/);
    await page.getByLabel("Username").fill(officer.username);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("The username or password is wrong.");
    // The browser reports the refused sign-in (401) as a failed load: expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 401")));
    await page.getByLabel("Password").fill(officer.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await enterCode(page, officer.username);
    await expect(page.getByRole("heading", { name: "KYC queue" })).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/kyc$/);
  });

  test("the KYC queue says when new submissions arrive while it is open, and its menu entry counts those waiting", async ({
    page,
    request,
  }) => {
    const officer = await createStaff(request, "kyc_officer");
    // The console asks every minute: the test moves the page's clock rather than wait.
    await page.clock.install();
    await signIn(page, officer, "/staff/kyc");
    await expect(page.getByRole("heading", { name: "KYC queue" })).toBeVisible();
    const menuEntry = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /^KYC queue/ });
    const waiting = async () => Number(/(\d+)\s+waiting/.exec(await menuEntry.innerText())?.[1] ?? 0);
    await expect.poll(waiting).toBeGreaterThan(-1);
    const before = await waiting();

    const accountName = `Arrived Meanwhile ${randomInt(100_000, 999_999)}`;
    await createSubmission(request, { username: `${accountName.replace(/\W+/g, ".").toLowerCase()}@example.mw`, accountName, lang: "en" });
    await expect(page.getByRole("cell", { name: accountName })).toHaveCount(0);
    await page.clock.fastForward(61_000);
    const notice = page.getByRole("status").filter({ hasText: /new submissions? arrived\./ });
    await expect(notice).toBeVisible();
    await expect.poll(waiting).toBeGreaterThan(before);
    // The rows do not move under the officer's hand: the new one shows when asked.
    await expect(page.getByRole("cell", { name: accountName })).toHaveCount(0);
    await notice.getByRole("button", { name: /^Show (it|them)$/ }).click();
    await expect(page.getByRole("cell", { name: accountName })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("a cross-site write is refused, and a disabled account's open session stops working at once", async ({ page, request, baseURL }) => {
    const editor = await createStaff(request, "editor");
    await signIn(page, editor);
    const crossSite = await page.request.post("/api/branches", {
      headers: { origin: "https://evil.example" },
      data: newBranch("Cross-site Branch"),
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: "cross_site_request" });
    const sameSite = await page.request.post("/api/branches", { headers: { origin: baseURL! }, data: newBranch("Same-site Branch") });
    expect(sameSite.status()).toBe(201);
    const branchId = ((await sameSite.json()) as { id: string }).id;
    expect((await page.request.delete(`/api/branches/${branchId}`, { headers: { origin: baseURL! } })).status()).toBe(204);

    const disabled = await request.patch(`/api/staff/accounts/${editor.id}`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
      data: { disabled: true },
    });
    expect(disabled.status()).toBe(200);
    expect((await page.request.post("/api/branches", { headers: { origin: baseURL! }, data: newBranch("Late Branch") })).status()).toBe(
      401,
    );
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "My password" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("an editor is refused from the KYC queue and its documents, and a KYC officer from publishing", async ({
    page,
    request,
    baseURL,
  }) => {
    const submission = await createSubmission(request, { username: "refused.case@example.mw", accountName: "Refused Case", lang: "en" });
    await signIn(page, await createStaff(request, "editor"));
    for (const url of ["/api/staff/kyc", `/api/staff/kyc/${submission.id}`, `/api/staff/kyc/${submission.id}/documents/0`]) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
    await page.goto("/staff/kyc");
    await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

    await signIn(page, await createStaff(request, "kyc_officer"));
    const publish = await page.request.post("/api/branches", { headers: { origin: baseURL! }, data: newBranch("Officer Branch") });
    expect(publish.status()).toBe(403);
    expect(await publish.json()).toMatchObject({ code: "forbidden" });
    await page.goto("/staff/accounts");
    await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
  });

  test("a KYC officer opens a submission's documents and marks it processed", async ({ page, request, consoleErrors, dataDir }) => {
    const submission = await createSubmission(
      request,
      { username: "thoko.mbewe@example.mw", accountName: "Thoko Mbewe", lang: "en" },
      dataDir,
    );
    await signIn(page, await createStaff(request, "kyc_officer"));
    const workers: string[] = [];
    page.on("request", (sent) => {
      if (/pdf\.worker/.test(sent.url())) workers.push(sent.url());
    });
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "KYC queue" }).click();
    await page.getByLabel("Account number or name").fill(submission.accountNumber);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("1 submission,")).toBeVisible();
    await page.getByRole("link", { name: submission.accountNumber }).click();
    await expect(page.getByRole("heading", { name: /Thoko Mbewe/ })).toBeVisible();
    // The first document, a two-page PDF, is drawn by the console's PDF viewer, page by page.
    const viewer = page.getByRole("region", { name: /^KYC Update Form .* Accounts$/ });
    const pages = viewer.getByRole("region", { name: /Accounts, page \d of 2$/ });
    await expect(viewer.getByText("Page 1 of 2")).toBeVisible();
    await expect(pages).toHaveAttribute("aria-busy", "false");
    const [firstBlue, firstRed] = await canvasColours(page);
    expect(firstBlue, "page 1's blue band is drawn").toBeGreaterThan(0.1);
    expect(firstRed).toBe(0);
    await expect(viewer.getByRole("button", { name: "Previous page" })).toHaveAttribute("aria-disabled", "true");
    // By keyboard: Tab to Next page, Enter.
    await tabTo(page, viewer.getByRole("button", { name: "Next page" }), 60);
    await page.keyboard.press("Enter");
    await expect(viewer.getByText("Page 2 of 2")).toBeVisible();
    await expect(pages).toHaveAttribute("aria-busy", "false");
    const [secondBlue, secondRed] = await canvasColours(page);
    expect(secondRed, "page 2's red band is drawn").toBeGreaterThan(0.1);
    expect(secondBlue).toBe(0);
    await expect(viewer.getByRole("button", { name: "Next page" })).toHaveAttribute("aria-disabled", "true");

    // Zoom: fitted to the viewer's width at first; 100 % is the printed A4 width (595 pt = 793 px); bigger scrolls.
    const canvas = page.locator(".pdf-viewer__canvas");
    const frameWidth = await pages.evaluate((frame) => frame.clientWidth);
    expect(Math.abs((await canvas.evaluate((element) => element.clientWidth)) - frameWidth)).toBeLessThanOrEqual(1);
    await viewer.getByRole("button", { name: "100 %" }).click();
    await expect(viewer.getByRole("button", { name: "100 %" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => canvas.evaluate((element) => element.clientWidth)).toBe(793);
    await viewer.getByRole("button", { name: "Zoom in" }).click();
    await expect(viewer.getByText("125 %")).toBeVisible();
    await expect.poll(() => canvas.evaluate((element) => element.clientWidth)).toBe(991);
    await expect(pages).toHaveAttribute("aria-busy", "false");
    expect((await canvasColours(page))[1]).toBeGreaterThan(0.1);

    // The download is still offered, beside the pages.
    const download = page.waitForEvent("download");
    await viewer.getByRole("link", { name: /^Download/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    // One view recorded for the open, however many pages and zooms were drawn from it (and one download).
    const audit = await page.request.get(`/api/staff/audit?target_id=${submission.id}`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    });
    const entries = ((await audit.json()) as { items: Array<{ action: string; detail: { index?: number } }> }).items;
    const first = (action: string) => entries.filter((entry) => entry.action === action && entry.detail.index === 0).length;
    expect([first("kyc_document_viewed"), first("kyc_document_downloaded")]).toEqual([1, 1]);

    // A damaged PDF: a sentence saying so, and the download instead of pages.
    await page.getByRole("button", { name: "View Letter from Employer" }).click();
    const damaged = page.getByRole("region", { name: "Letter from Employer", exact: true });
    await expect(damaged.getByRole("alert")).toHaveText(
      "This PDF is damaged or in a form the viewer cannot read. Download it and open it with your PDF reader.",
    );
    await expect(damaged.getByRole("link", { name: /^Download/ })).toBeVisible();
    await expect(damaged.getByRole("button", { name: "Next page" })).toHaveCount(0);

    // A scan in CCITT fax encoding is decoded by pdf.js's JavaScript decoder, fetched from our
    // origin in place of WebAssembly: its black band is drawn.
    await page.getByRole("button", { name: "View Payslip" }).click();
    const scan = page.getByRole("region", { name: "Payslip", exact: true });
    await expect(scan.getByText("Page 1 of 1")).toBeVisible();
    await expect(scan.getByRole("region", { name: "Payslip, page 1 of 1" })).toHaveAttribute("aria-busy", "false");
    const [black] = await canvasColours(page, [[0, 0, 0]]);
    expect(black, "the scan's black band is drawn").toBeGreaterThan(0.15);

    // pdf.js ran under a policy that lets it make no code from data: no eval, no WebAssembly,
    // its worker one of our own files (ADR 040).
    const policy = (await page.request.get(page.url())).headers()["content-security-policy"] ?? "";
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(new Set(workers.map((url) => new URL(url).origin))).toEqual(new Set([new URL(page.url()).origin]));
    const worker = await page.request.get(workers[0]!);
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    expect(worker.headers()["content-security-policy"]).not.toMatch(/unsafe-eval/);

    const photo = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/staff/kyc/${submission.id}/documents/1`);
    await page.getByRole("button", { name: /^View/ }).nth(1).click();
    const viewed = await photo;
    expect(viewed.status()).toBe(200);
    // The viewer's frame page (ADR 075): the photo inside it as a data address, nothing else loads.
    expect(viewed.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(await viewed.text()).toContain('src="data:image/png;base64,');
    expect(viewed.headers()["cache-control"]).toBe("no-store");
    expect(await viewed.headerValue("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    await expect(page.locator("iframe.staff-viewer")).toHaveAttribute("sandbox", "");
    await expect(page.getByRole("button", { name: /^View/ }).nth(1)).toHaveAttribute("aria-pressed", "true");

    // Marking processed asks first; this officer chooses not to message the customer.
    await page.getByRole("button", { name: "Mark processed" }).click();
    const confirm = page.getByRole("dialog", { name: "Mark this submission processed?" });
    await confirm.getByRole("checkbox", { name: /Tell the customer/ }).uncheck();
    await confirm.getByRole("button", { name: "Mark processed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked processed. The customer was not messaged." })).toBeVisible();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Processed");
    // The sandbox at work: the browser reports that nothing may run inside the viewed document.
    const sandboxed = (text: string) => text.startsWith("Blocked script execution") && text.includes("/documents/");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !sandboxed(text)));
  });

  test("no visitor page carries the PDF viewer: the bank's home loads nothing of pdf.js, nor does the service worker keep it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\.m?js(\?|$)/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto("/fdhbankplc/home");
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);
    // Nor under another name: pdf.js's own words appear in none of the scripts the page loaded.
    for (const url of [...new Set(scripts), new URL("/sw.js", page.url()).href]) {
      const body = await (await page.request.get(url)).text();
      expect(body, url).not.toContain("GlobalWorkerOptions");
      expect(body, url).not.toMatch(/pdf\.worker|pdf-document/);
    }
  });

  test("returning a submission sends the customer its reason, in the language they used", async ({ page, request, dataDir }) => {
    const phone = newPhone("99").e164;
    const submission = await createSubmission(request, { username: phone, accountName: "Kondwani Phiri", lang: "ny" });
    await signIn(page, await createStaff(request, "kyc_officer"), `/staff?next=${encodeURIComponent(`/staff/kyc/${submission.id}`)}`);
    await expect(page.getByRole("heading", { name: /Kondwani Phiri/ })).toBeVisible();
    await page.getByRole("button", { name: "Return to customer" }).click();
    await expect(page.getByText("Say what the customer must change.")).toBeVisible();
    await page.getByLabel("Reason to return it to the customer").fill("Chithunzi cha chiphaso sichikuwoneka bwino.");
    await page.getByRole("button", { name: "Return to customer" }).click();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Returned");
    await expect.poll(() => readOutbox(dataDir, phone).at(-1)?.text ?? "").toContain("Chithunzi cha chiphaso sichikuwoneka bwino.");
    const message = readOutbox(dataDir, phone).at(-1)!;
    expect(message.channel).toBe("sms");
    expect(message.text).toMatch(/zikufunika kukonzedwa/);

    // The decision is final: no second return (and no second message) unless reopened on purpose.
    await expect(page.getByRole("button", { name: "Return to customer" })).toHaveCount(0);
    await expect(page.getByText("This submission was returned to the customer.")).toBeVisible();
    await page.getByRole("button", { name: "Reopen for a new decision" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reopened. Decide again; the customer was not messaged." })).toBeVisible();
    await expect(page.getByLabel("Reason to return it to the customer")).toBeVisible();
    expect(readOutbox(dataDir, phone)).toHaveLength(1);
  });

  test("marking processed asks first, shows the message in the customer's language, and sends it once", async ({
    page,
    request,
    dataDir,
  }) => {
    const phone = newPhone("88").e164;
    const submission = await createSubmission(request, { username: phone, accountName: "Chikondi Mwale", lang: "ny" });
    await signIn(page, await createStaff(request, "kyc_officer"), `/staff?next=${encodeURIComponent(`/staff/kyc/${submission.id}`)}`);
    await expect(page.getByRole("heading", { name: /Chikondi Mwale/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Chichewa" })).toBeVisible();

    // Cancel is the safe choice the dialog starts on: Escape leaves everything as it was.
    await page.getByRole("button", { name: "Mark processed" }).click();
    const confirm = page.getByRole("dialog", { name: "Mark this submission processed?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expect(confirm).toContainText("Chikondi Mwale");
    const offer = confirm.getByRole("checkbox", { name: "Tell the customer by SMS, in Chichewa, that their documents are accepted" });
    await expect(offer).toBeChecked();
    await expect(confirm.locator("blockquote[lang=ny]")).toContainText("zalandiridwa");
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Waiting");
    expect(readOutbox(dataDir, phone)).toHaveLength(0);

    await page.getByRole("button", { name: "Mark processed" }).click();
    await confirm.getByRole("button", { name: "Mark processed" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked processed. The customer has been told in Chichewa." })).toBeVisible();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Processed");
    await expect.poll(() => readOutbox(dataDir, phone).length).toBe(1);
    const message = readOutbox(dataDir, phone)[0]!;
    expect(message.channel).toBe("sms");
    expect(message.text).toMatch(/zalandiridwa/);
    expect(message.text).not.toContain("Chikondi");
  });

  test("every console screen passes axe and is usable by keyboard", async ({ page, request }) => {
    const submission = await createSubmission(request, { username: "axe.case@example.mw", accountName: "Axe Case", lang: "en" });
    await page.goto("/staff");
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
    // Signing in with the keyboard alone: the skip link first, then the form.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await tabTo(page, page.getByLabel("Username"));
    await page.keyboard.type("e2e-staff");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type("e2e-staff-password-long");
    await page.keyboard.press("Enter");
    // The code step takes the focus: the code is typed and sent with Enter (ADR 052).
    await expect(page.getByLabel("6-digit code")).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await withCode(E2E_ADMIN.username, async (code) => {
      const answer = page.waitForResponse(
        (response) => response.url().endsWith("/api/staff/session") && response.request().method() === "POST",
      );
      await page.getByLabel("6-digit code").clear();
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      return (await answer).ok() ? true : false;
    });
    await expect(page.locator(".staff-who")).toContainText("Signed in as");
    await expectNoSeriousAxeViolations(page);

    for (const [path, heading] of [
      ["/staff/kyc", "KYC queue"],
      [`/staff/kyc/${submission.id}`, "Axe Case"],
      ["/staff/accounts", "Staff accounts"],
      ["/staff/audit", "Audit log"],
      ["/staff/password", "My password"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading, exact: false }).first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    }

    // The accounts screen by keyboard: a new editor, created without the mouse.
    await page.goto("/staff/accounts");
    await expect(page.getByRole("heading", { name: "New account" })).toBeVisible();
    await tabTo(page, page.getByLabel("Username"), 80);
    const username = `keyboard.editor.${randomInt(2 ** 40).toString(36)}`;
    await page.keyboard.type(username);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Full name")).toBeFocused();
    await page.keyboard.type("Keyboard Editor");
    await page.keyboard.press("Tab");
    await page.keyboard.type(`${username}@example.mw`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("First password")).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `The account ${username} was created.` })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: username })).toBeVisible();
  });
});
