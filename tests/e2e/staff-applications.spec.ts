import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { StaffRole } from "#domain/permissions.ts";
import { accountOpeningMessages } from "#app/features/account-opening/account-opening-messages.ts";
import { kycMessages } from "#app/features/kyc/kyc-messages.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";

/** The viewed document is the customer's, not the console's: axe checks the page around it. */
const VIEWER = { exclude: ["iframe.staff-viewer"] };
import { expect, test, waitForCode, waitForHydration } from "./fixtures.ts";
import { completeFirstSignIn, getStaffToken, signIn } from "./staff-api.ts";
import { submitApplication, type Applicant } from "./applicant-api.ts";

// Account applications in the staff console (ADR 031, ADR 040): a visitor applies through the
// API, as the open-account screen does (its own tests walk that screen); an officer processes it
// in the console; the visitor reads the outcome on the status check, the code read from the outbox.

/** The outbox's folder: the DATA_DIR of this project's server (the `dataDir` fixture). */
let DATA_DIR = "";
test.beforeAll(({ dataDir }) => {
  DATA_DIR = dataDir;
});
const PASSWORD = "a quiet morning on the shire river";

/** The code sent to an address after `after` messages, read from the outbox. */
const readCode = (to: string, after = 0): Promise<string> => waitForCode(DATA_DIR, to, after);

let serial = 0;

async function createStaff(request: APIRequestContext, role: StaffRole): Promise<{ username: string; password: string }> {
  serial += 1;
  const username = `e2e.apps.${role.replace("_", "-")}.${Date.now().toString(36)}${serial}`;
  const response = await request.post("/api/staff/accounts", {
    headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    data: { username, full_name: "E2E Applications", email: `${username}@example.mw`, role, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return completeFirstSignIn(request, { username, password: PASSWORD });
}

function newApplicant(firstName: string, surname: string, lang: "en" | "ny"): Applicant {
  serial += 1;
  const nationalId = `KX${Math.random().toString(36).slice(2, 6).padEnd(4, "0").toUpperCase()}7P`;
  return { email: `${firstName.toLowerCase()}.${Date.now().toString(36)}${serial}@example.mw`, firstName, surname, lang, nationalId };
}

/** Presses Tab until the element has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of Tab`);
}

/** A picture to look at, kept with the test's results (test-results/…). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The sandbox at work: the browser reports that nothing may run inside a viewed document. */
function dropSandboxNotices(consoleErrors: string[]): void {
  const sandboxed = (text: string) => text.startsWith("Blocked script execution") && text.includes("/documents/");
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !sandboxed(text)));
}

test.describe("account applications in the staff console", () => {
  // Each test applies, signs in and walks several screens: more than 30 seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("an officer finds an application by reference, views its documents, and returns it; the applicant reads why", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = newApplicant("Tiwonge", "Mhango", "ny");
    const { id, reference } = await submitApplication(request, DATA_DIR, applicant);
    await signIn(page, await createStaff(request, "kyc_officer"));

    const link = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /^Applications/ });
    await expect(link).toContainText(/\d+ waiting/);
    await link.click();
    await expect(page.getByRole("heading", { name: "Account applications" })).toBeVisible();
    await page.getByLabel("Reference or name").fill(reference);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("1 application, showing 1 to 1.")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText("Tiwonge Mhango");
    await expect(row).toContainText("Lilongwe Branch");
    await expect(row).toContainText("Submitted");
    await expectNoSeriousAxeViolations(page);
    // The ID's front comes first and is a photo: shown at once in the sandboxed viewer (the server audits the view).
    const photo = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/staff/applications/${id}/documents/national_id_front`,
    );
    await page.getByRole("link", { name: reference }).click();

    await expect(page.getByRole("heading", { name: /Tiwonge Mhango/ })).toBeVisible();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Submitted");
    // The details as the applicant gave them, under the form's own questions.
    const personal = page.getByRole("region", { name: "Personal details" });
    await expect(personal.getByRole("definition").filter({ hasText: applicant.nationalId })).toBeVisible();
    await expect(page.getByRole("region", { name: "Address and work" })).toContainText("Zomba Central Hospital");
    await expect(page.getByRole("region", { name: "Address and work" })).toContainText("K420,000");
    await expect(page.getByText("Chichewa", { exact: true })).toBeVisible();

    const viewed = await photo;
    expect(viewed.status()).toBe(200);
    // The viewer's frame page (ADR 075): the photo inside it as a data address, nothing else loads.
    expect(new URL(viewed.url()).searchParams.get("frame")).toBe("1");
    expect(viewed.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(await viewed.text()).toContain('src="data:image/png;base64,');
    expect(viewed.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("iframe.staff-viewer")).toHaveAttribute("sandbox", "");
    await expect(page.locator("iframe.staff-viewer")).toHaveAttribute("title", "National ID: front of Tiwonge Mhango");
    await expect(page.getByRole("button", { name: "View National ID: front" })).toHaveAttribute("aria-pressed", "true");
    // A PDF is drawn in the console's own viewer, and offered for download beside it.
    await page.getByRole("button", { name: "View Proof of residence" }).click();
    const pdfViewer = page.getByRole("region", { name: "Proof of residence", exact: true });
    await expect(pdfViewer.getByText("Page 1 of 1")).toBeVisible();
    await expect(pdfViewer.getByRole("region", { name: "Proof of residence, page 1 of 1" })).toHaveAttribute("aria-busy", "false");
    await expect(page.locator("iframe.staff-viewer")).toHaveCount(0);
    const download = page.waitForEvent("download");
    await pdfViewer.getByRole("link", { name: /^Download/ }).click();
    expect((await download).suggestedFilename()).toMatch(/proof_of_residence.*\.pdf$/);
    await expectNoSeriousAxeViolations(page, VIEWER);

    await page.getByRole("button", { name: "Start review" }).click();
    await expect(page.locator("h1 .staff-badge")).toHaveText("In review");
    await expect(page.getByRole("button", { name: "Start review" })).toHaveCount(0);

    await page.getByRole("button", { name: "Return to applicant" }).click();
    await expect(page.getByText("Write what the applicant must change or bring.")).toBeVisible();
    const reason = "Chithunzi cha chiphaso sichikuwoneka bwino: tumizani china.";
    await page.getByLabel("Reason to return it to the applicant").fill(reason);
    await page.getByRole("button", { name: "Return to applicant" }).click();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Returned");
    await expect(page.getByRole("status").filter({ hasText: "Returned. The applicant has been sent your reason" })).toBeVisible();
    // A returned application is final: nothing more is offered.
    await expect(page.getByRole("button", { name: "Approve…" })).toHaveCount(0);
    await expect(page.getByText("there is nothing more to decide")).toBeVisible();
    await expect.poll(() => readOutbox(DATA_DIR, applicant.email).at(-1)?.text ?? "").toContain(reason);
    dropSandboxNotices(consoleErrors);

    // The applicant checks the status in Chichewa, with a fresh code.
    const m = accountOpeningMessages.ny;
    await page.goto(`/fdhbankplc/openaccount?lang=ny`);
    await waitForHydration(page);
    // The status check's tab, opened as a visitor opens it (its form is drawn in the browser).
    await page.getByRole("link", { name: m.statusTab }).click();
    await page.getByLabel(m.reference).fill(reference);
    const before = readOutbox(DATA_DIR, applicant.email).length;
    await page.getByLabel(m.phoneEmail).fill(applicant.email);
    await page.getByRole("button", { name: m.checkButton }).click();
    const dialog = page.getByRole("dialog", { name: kycMessages.ny.otpHeading });
    await expect(dialog).toBeVisible();
    await page.keyboard.type(await readCode(applicant.email, before));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: m.statusHeading(reference) })).toBeVisible();
    await expect(page.getByText(m.statuses.returned)).toBeVisible();
    await expect(page.getByText(m.returnReason(reason))).toBeVisible();
  });

  test("an officer approves by keyboard after a confirm that names the applicant and the reference", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const applicant = newApplicant("Chisomo", "Kaunda", "en");
    const { id, reference } = await submitApplication(request, DATA_DIR, applicant);
    await signIn(page, await createStaff(request, "kyc_officer"), `/staff?next=${encodeURIComponent(`/staff/applications/${id}`)}`);
    await expect(page.getByRole("heading", { name: /Chisomo Kaunda/ })).toBeVisible();

    // The actions in order by Tab: start the review, approve, then the reason and its button.
    const approve = page.getByRole("button", { name: "Approve…" });
    await tabTo(page, page.getByRole("button", { name: "Start review" }));
    await page.keyboard.press("Tab");
    await expect(approve).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Reason to return it to the applicant")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Return to applicant" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(approve).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Approve ${reference} of Chisomo Kaunda?` });
    await expect(dialog).toBeVisible();
    // The focus starts on the safe choice and stays inside the dialog.
    await expect(dialog.getByRole("button", { name: "Not yet" })).toBeFocused();
    // Tab goes round the dialog's buttons (by way of the browser's own controls), never to the page behind it.
    const reached = new Set<string>();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press("Tab");
      const focused = await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (active && element.contains(active)) return active.textContent ?? "";
        return active === null || active === document.body ? "" : `outside: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(focused).not.toMatch(/^outside/);
      if (focused) reached.add(focused);
    }
    expect([...reached].toSorted()).toEqual(["Approve", "Not yet"]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(approve).toBeFocused();
    await expect(page.locator("h1 .staff-badge")).toHaveText("Submitted");

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Approve", exact: true }), 4);
    await page.keyboard.press("Enter");
    await expect(page.locator("h1 .staff-badge")).toHaveText("Approved");
    await expect(page.getByRole("status").filter({ hasText: "Approved. The applicant has been told in English" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Decision" })).toBeFocused();
    await expect(page.getByLabel("Reason to return it to the applicant")).toHaveCount(0);
    await expect.poll(() => readOutbox(DATA_DIR, applicant.email).at(-1)?.text ?? "").toContain(reference);
    await expect(page.getByText("This application is approved: there is nothing more to decide.")).toBeVisible();
    dropSandboxNotices(consoleErrors);
  });

  test("a decision someone else took meanwhile is explained, and the page shows where the application stands", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { id } = await submitApplication(request, DATA_DIR, newApplicant("Mphatso", "Gondwe", "en"));
    await signIn(page, await createStaff(request, "kyc_officer"), `/staff?next=${encodeURIComponent(`/staff/applications/${id}`)}`);
    await expect(page.getByRole("heading", { name: /Mphatso Gondwe/ })).toBeVisible();
    const elsewhere = await request.post(`/api/staff/applications/${id}/approve`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    });
    expect(elsewhere.status()).toBe(200);
    await page.getByLabel("Reason to return it to the applicant").fill("The address is not complete.");
    await page.getByRole("button", { name: "Return to applicant" }).click();
    await expect(page.getByRole("alert")).toHaveText("Someone else decided on this application meanwhile. It now shows where it stands.");
    await expect(page.locator("h1 .staff-badge")).toHaveText("Approved");
    await expect(page.getByRole("button", { name: "Return to applicant" })).toHaveCount(0);
    // The browser reports the refused decision (409) as a failed load: expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 409")));
    dropSandboxNotices(consoleErrors);
  });

  test("an editor has no link to the applications, is refused the screens, and the API refuses them too", async ({ page, request }) => {
    const { id } = await submitApplication(request, DATA_DIR, newApplicant("Refused", "Case", "en"));
    await signIn(page, await createStaff(request, "editor"));
    await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /Applications/ })).toHaveCount(0);
    for (const path of ["/staff/applications", `/staff/applications/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
    }
    for (const url of ["/api/staff/applications", `/api/staff/applications/${id}`, `/api/staff/applications/${id}/documents/signature`]) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
  });

  test("both screens read well on a phone and on a wide screen", async ({ page, request, consoleErrors }) => {
    const { id, reference } = await submitApplication(request, DATA_DIR, newApplicant("Thokozani", "Nyirenda", "en"));
    await signIn(page, await createStaff(request, "kyc_officer"));
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.goto("/staff/applications");
      await expect(page.getByRole("link", { name: reference })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `queue-${width}`);
      await page.goto(`/staff/applications/${id}`);
      await expect(page.getByRole("heading", { name: /Thokozani Nyirenda/ })).toBeVisible();
      await expect(page.locator("iframe.staff-viewer")).toBeVisible();
      await expectNoSeriousAxeViolations(page, VIEWER);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `application-${width}`);
    }
    dropSandboxNotices(consoleErrors);
  });
});
