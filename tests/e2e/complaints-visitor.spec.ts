import type { APIRequestContext, Page } from "@playwright/test";
import { complaintMessages } from "#app/features/complaints/complaint-messages.ts";
import type { StaffComplaintPage } from "#domain/complaints/complaint.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, newPhone, test, waitForCode, waitForHydration } from "./fixtures.ts";
import { getStaffToken } from "./staff-api.ts";

// The visitor's complaint: made on the page with the keyboard only, the code read from
// the outbox as an SMS, the reference and answer-by date shown; an officer answers it; the status
// page, after a fresh code, shows the answer. In English and Chichewa, at a phone's width.

const PAGE = "/fdhbankplc/complaints";
const STATUS = "/fdhbankplc/complaints?tab=status";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let DATA_DIR = "";
test.beforeAll(({ dataDir }) => {
  DATA_DIR = dataDir;
});

type Lang = "en" | "ny";
const query = (lang: Lang, more = false) => (lang === "ny" ? `${more ? "&" : "?"}lang=ny` : "");

/** Answers the code dialog with the newest code sent to `to` after `after` messages, by keyboard. */
async function answerCode(page: Page, lang: Lang, to: string, after: number): Promise<void> {
  const m = complaintMessages[lang];
  const dialog = page.getByRole("dialog", { name: m.otpHeading });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const code = await waitForCode(DATA_DIR, to, after);
  await dialog.getByPlaceholder(m.otpPlaceholder).focus();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

async function replyAsOfficer(request: APIRequestContext, reference: string, message: string): Promise<void> {
  const authorization = `Bearer ${await getStaffToken(request)}`;
  const list = await request.get("/api/staff/complaints?limit=100", { headers: { authorization } });
  expect(list.status()).toBe(200);
  const complaint = ((await list.json()) as StaffComplaintPage).items.find((item) => item.reference === reference);
  expect(complaint, `the console lists ${reference}`).toBeDefined();
  const reply = await request.post(`/api/staff/complaints/${complaint!.id}/reply`, { headers: { authorization }, data: { message } });
  expect(reply.status(), await reply.text()).toBe(200);
}

test.describe("complaints for visitors", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const lang of ["en", "ny"] as const) {
    test(`${lang}: a complaint made with the keyboard, answered by the bank, and its answer on the status page (360 px)`, async ({
      page,
      request,
    }) => {
      const m = complaintMessages[lang];
      await page.setViewportSize({ width: 360, height: 740 });
      const phone = newPhone(lang === "en" ? "88" : "99");
      await page.goto(`${PAGE}${query(lang)}`);
      await waitForHydration(page);
      const submit = page.getByRole("button", { name: m.sendComplaint });
      await expect(submit).toBeEnabled();
      await expectNoSeriousAxeViolations(page);

      // Sent empty: the errors are in the visitor's language and the first wrong field has the focus.
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(m.complaintErrors.category)).toBeVisible();
      await expect(page.getByLabel(m.phoneEmail)).toBeFocused();

      await page.keyboard.type(phone.typed);
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(m.category)).toBeFocused();
      await page.getByLabel(m.category).selectOption(m.categories.atm);
      await page.getByLabel(m.product).fill(lang === "en" ? "Savings account" : "Akaunti yosungira ndalama");
      await page.getByLabel(m.branchOptional).selectOption({ index: 1 });
      const description =
        lang === "en"
          ? "The ATM at Mandala kept my card and gave me no money on 20 November."
          : "ATM ya ku Mandala inameza khadi langa ndipo sinandipatse ndalama pa 20 Novembala.";
      await page.getByLabel(m.description).fill(description);
      await page.locator("#complaint-attachments").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
      await expect(page.locator(".kyc-document__file")).toHaveCount(1);

      const before = readOutbox(DATA_DIR, phone.e164).length;
      await submit.focus();
      await page.keyboard.press("Enter");
      await answerCode(page, lang, phone.e164, before);

      const done = page.getByRole("status").filter({ hasText: m.doneTitle });
      await expect(done).toBeVisible();
      const reference = (await done.locator(".complaint-done__reference").textContent()) ?? "";
      expect(reference).toMatch(/^CMP-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await expect(done).toContainText(lang === "en" ? "We will answer by" : "Tidzakuyankhani pofika");
      await expect(done).toContainText(m.doneSent);
      await expectNoSeriousAxeViolations(page);

      const answer = lang === "en" ? "We returned your card and refunded the amount." : "Takubwezerani khadi lanu ndi ndalama zanu.";
      await replyAsOfficer(request, reference, answer);

      // The status page asks for a fresh code, then shows the answer.
      await page.goto(`${STATUS}${query(lang, true)}`);
      await waitForHydration(page);
      const check = page.getByRole("button", { name: m.checkStatus });
      await expect(check).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await page.getByLabel(m.reference).fill(reference.toLowerCase());
      await page.getByLabel(m.phoneEmail).fill(phone.typed);
      const sent = readOutbox(DATA_DIR, phone.e164).length;
      await check.focus();
      await page.keyboard.press("Enter");
      await answerCode(page, lang, phone.e164, sent);
      const result = page.getByRole("region", { name: reference });
      await expect(result).toContainText(m.statuses.answered);
      await expect(result).toContainText(answer);
      // Not satisfied with the answer: the result leads to the escalation path (ADR 071).
      await expect(result.getByRole("link", { name: m.escalationLink })).toHaveAttribute("href", "/fdhbankplc/complaints/escalation");
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("at 1280 px both pages pass axe, and the bank's About menu links the complaints page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lang of ["en", "ny"] as const) {
      const m = complaintMessages[lang];
      await page.goto(`/fdhbankplc/home${query(lang)}`);
      await expect(page.locator(`a[href^="${PAGE}"]`).first()).toBeAttached();
      await page.goto(`${PAGE}${query(lang)}`);
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: m.sendComplaint })).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await page.goto(`${STATUS}${query(lang, true)}`);
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: m.checkStatus })).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
    }
  });
});
