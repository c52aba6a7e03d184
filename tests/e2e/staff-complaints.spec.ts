import type { APIRequestContext, Page } from "@playwright/test";
import type { ComplaintView } from "#domain/complaints/complaint.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { signInAsEditor } from "./editor-session.ts";
import { expect, newPhone, test, waitForCode, waitForHydration } from "./fixtures.ts";
import { createStaffAccount, getStaffToken, signIn } from "./staff-api.ts";

// The complaints console (ADR 059): a customer complains through the API with a code session, as
// the visitor page will; an officer finds the complaint, takes it and answers it; the customer's
// status API shows the answer; a colleague's close meanwhile is explained; an editor has no entry.

/** The outbox's folder: the DATA_DIR of this project's server (the `dataDir` fixture). */
let DATA_DIR = "";
test.beforeAll(({ dataDir }) => {
  DATA_DIR = dataDir;
});

/** A 1x1 PNG: a real image, which the server decodes like a KYC photo. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
/** The attachment is the customer's, in a sandbox axe cannot enter: axe checks the page around it. */
const VIEWER = { exclude: ["iframe.staff-viewer"] };
const DESCRIPTION = "ATM ya ku Mandala inameza khadi langa ndipo sinandipatse ndalama zomwe ndinapempha.";

/** A complaint made as the visitor page makes it: a code session, then one multipart request. */
async function complain(request: APIRequestContext): Promise<{ authorization: string; phone: string; view: ComplaintView }> {
  const phone = newPhone("99");
  expect((await request.post("/onboarding/verify-username", { data: { username: phone.typed } })).status()).toBe(200);
  const code = await waitForCode(DATA_DIR, phone.e164);
  const verified = await request.post("/onboarding/verify-code", { data: { username: phone.typed, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const authorization = `Bearer ${((await verified.json()) as { token: string }).token}`;
  const made = await request.post("/api/complaints", {
    headers: { authorization, "idempotency-key": `e2e-complaint-${phone.e164.slice(1)}` },
    multipart: {
      category: "atm",
      product: "Akaunti ya Current",
      description: DESCRIPTION,
      lang: "ny",
      file: { name: "receipt.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { authorization, phone: phone.e164, view: (await made.json()) as ComplaintView };
}

/**
 * The console's errors, bar the sandbox at work (nothing may run inside a viewed attachment), are
 * the one refusal the test provoked: the close a colleague's close beat.
 */
function expectOnlyTheRefusedClose(consoleErrors: string[]): void {
  const sandboxed = (text: string) => text.startsWith("Blocked script execution") && text.includes("/attachments/");
  expect(consoleErrors.filter((text) => !sandboxed(text))).toEqual([
    "Failed to load resource: the server responded with a status of 409 (Conflict)",
  ]);
  consoleErrors.length = 0;
}

async function confirm(page: Page, title: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe("complaints in the staff console", () => {
  // A code session, a sign-in and two screens with axe: more than 30 seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("an officer finds a complaint, takes it and answers it; the customer's status shows the answer; an editor has no entry", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { authorization, phone, view } = await complain(request);
    const { reference } = view;
    const officer = await createStaffAccount(request, "complaints_officer");
    await signIn(page, officer);

    const entry = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: /^Complaints/ });
    await expect(entry).toContainText(/\d+ open/);
    await entry.click();
    await expect(page.getByRole("heading", { name: "Complaints", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /regulator's return/ })).toHaveAttribute("href", "/api/staff/complaints/export.csv");
    await page.getByLabel("Status").selectOption({ label: "Received" });
    await page.getByLabel("Category").selectOption({ label: "ATM" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=received&category=atm/);
    const row = page.getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText("ATM");
    await expect(row).toContainText("Received");
    await expect(row).toContainText("No one yet");
    await expectNoSeriousAxeViolations(page);

    const attachment = page.waitForResponse((response) =>
      /\/api\/staff\/complaints\/[^/]+\/attachments\/1$/.test(new URL(response.url()).pathname),
    );
    await row.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { name: `Complaint ${reference}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "The customer's words" })).toContainText(DESCRIPTION);
    await expect(page.getByText(phone, { exact: false })).toBeVisible();
    await expect(page.getByText("Chichewa", { exact: true })).toBeVisible();
    // The attachment opens as KYC documents do: in the sandboxed viewer, served no-store.
    const shown = await attachment;
    expect(shown.status()).toBe(200);
    expect(shown.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("iframe.staff-viewer")).toHaveAttribute("sandbox", "");
    await expectNoSeriousAxeViolations(page, VIEWER);

    await page.getByRole("button", { name: "Assign to me…" }).click();
    await confirm(page, `Take ${reference}?`, "Assign to me");
    await expect(page.locator("h1 .staff-badge").first()).toHaveText("In progress");
    await expect(page.getByRole("heading", { name: "Actions" })).toBeFocused();

    const answer = "Pepani. Ndalama zanu za K50,000 zabwezedwa ku akaunti yanu lero, ndipo khadi lanu lili ku nthambi ya Mandala.";
    await expect(page.getByText("The customer gets it by SMS, inside our message in Chichewa")).toBeVisible();
    await page.getByLabel("Answer to the customer").fill(answer);
    await page.getByRole("button", { name: "Send answer…" }).click();
    await confirm(page, `Send this answer to the customer of ${reference}?`, "Send answer");
    await expect(page.getByRole("status").filter({ hasText: "Answer sent. The customer gets it by SMS in Chichewa" })).toBeVisible();
    await expect(page.locator("h1 .staff-badge").first()).toHaveText("Answered");
    await expect(page.getByRole("region", { name: "The answer sent" })).toContainText(answer);
    await expect(page.getByLabel("Answer to the customer")).toHaveValue("");

    // The customer's status API shows the answer, and the SMS sends them to it.
    const status = await request.get(`/api/complaints/${reference}`, { headers: { authorization } });
    expect(status.status()).toBe(200);
    expect((await status.json()) as ComplaintView).toMatchObject({ status: "answered", answer });
    await expect.poll(() => readOutbox(DATA_DIR, phone).at(-1)?.text ?? "").toContain(reference);

    // A colleague closes it meanwhile: the officer's close is refused, and the screen says why.
    const id = new URL(page.url()).pathname.split("/").at(-1)!;
    const closed = await request.post(`/api/staff/complaints/${id}/close`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    });
    expect(closed.status()).toBe(200);
    await page.getByRole("button", { name: "Close…" }).click();
    await confirm(page, `Close ${reference}?`, "Close complaint");
    await expect(page.getByRole("alert")).toContainText(`Someone else acted on ${reference} meanwhile`);
    await expect(page.locator("h1 .staff-badge").first()).toHaveText("Closed");
    await expect(page.getByText("This complaint is closed.")).toBeVisible();
    expectOnlyTheRefusedClose(consoleErrors);

    // An editor's console has no Complaints entry, and the address alone shows nothing of them.
    await page.context().clearCookies();
    await signInAsEditor(page);
    await page.goto("/staff");
    await waitForHydration(page);
    const navigation = page.getByRole("navigation", { name: "Console" });
    await expect(navigation.getByRole("link", { name: "Content" })).toBeVisible();
    await expect(navigation.getByRole("link", { name: /^Complaints/ })).toHaveCount(0);
    await page.goto("/staff/complaints");
    await expect(page.getByRole("heading", { name: "Not for your role" })).toBeVisible();
  });
});
