import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DRAFT_MAX_AGE_DAYS, maskUsername } from "#domain/account-opening/schemas/account-application.ts";
import { accountOpeningMessages } from "#app/features/account-opening/account-opening-messages.ts";
import { kycMessages } from "#app/features/kyc/kyc-messages.ts";
import { formatFileSize } from "#app/features/uploads/file-check.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { en } from "#app/i18n/en.ts";
import { ny } from "#app/i18n/ny.ts";
import { getUploadsRoot } from "#server/storage/create-file-storage.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { readOutbox } from "#tests/support/onboarding.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, newPhone, test, waitForCode, waitForHydration } from "./fixtures.ts";
import { getStaffToken } from "./staff-api.ts";

// Account opening (ADR 031) as a visitor walks it on a phone: keyboard only where a keyboard
// can act (files are picked with the system's picker), the code read from the outbox as an SMS.

const DATA_DIR = process.env.E2E_DATA_DIR!;
const PAGE = "/fdhbankplc/openaccount";
const SHOTS = "/tmp/i15-account-shots";
const ID_BACK = createPaddedPdf(1_500, 1);
const BILL = createPaddedPdf(1_500, 2);
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** The code sent to an address after `after` messages, read from the outbox. */
const readCode = (to: string, after = 0): Promise<string> => waitForCode(DATA_DIR, to, after);

async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of Tab`);
}

/** Moves to a field with Tab and types into it, as a keyboard user does. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Moves to a select with Tab and picks an option with the arrow keys. */
async function choose(page: Page, target: Locator, label: string): Promise<void> {
  await tabTo(page, target);
  const index = await target.evaluate(
    (element, wanted) => Array.from((element as HTMLSelectElement).options).findIndex((option) => option.label === wanted),
    label,
  );
  expect(index, `option ${label}`).toBeGreaterThan(0);
  const current = await target.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  const key = index > current ? "ArrowDown" : "ArrowUp";
  for (let step = 0; step < Math.abs(index - current); step += 1) await page.keyboard.press(key);
  await expect(target).toHaveValue(await target.evaluate((element, i) => (element as HTMLSelectElement).options[i]!.value, index));
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function answerCode(page: Page, lang: "en" | "ny", to: string, before: number): Promise<void> {
  const km = kycMessages[lang];
  const dialog = page.getByRole("dialog", { name: km.otpHeading });
  // The dialog opens when the server has sent the code, which a busy machine takes seconds to do.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const code = await readCode(to, before);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

type Lang = "en" | "ny";
type Phone = ReturnType<typeof newPhone>;

/** The journey's file picker for a document. */
const documentInput = (page: Page, purpose: string): Locator => page.locator(`#ao-doc-${purpose.replaceAll("_", "-")}`);

/** Opens the journey on a phone-sized screen, at step 1. */
async function openJourney(page: Page, lang: Lang): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${PAGE}${lang === "ny" ? "?lang=ny" : ""}`);
  await waitForHydration(page);
}

/** From step 1 with its default option, through the code sent to `phone`, to the details step. */
async function verifyPhone(page: Page, lang: Lang, phone: Phone): Promise<void> {
  const m = accountOpeningMessages[lang];
  await tabTo(page, page.getByRole("button", { name: m.continue }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: m.stepOf(2, 5, m.steps.verify) })).toBeFocused();
  const sentBefore = readOutbox(DATA_DIR, phone.e164).length;
  await typeInto(page, page.getByLabel(m.phoneEmail), phone.typed);
  await page.keyboard.press("Enter");
  await answerCode(page, lang, phone.e164, sentBefore);
  await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
}

/** The date of birth's three boxes, inside the group its legend names. */
function birthDateBoxes(page: Page, lang: Lang) {
  const m = accountOpeningMessages[lang];
  const group = page.getByRole("group", { name: m.fields.date_of_birth });
  return {
    group,
    day: group.getByLabel(m.dateParts.day),
    month: group.getByLabel(m.dateParts.month),
    year: group.getByLabel(m.dateParts.year),
  };
}

/** Types a date of birth from the keyboard, as people write it: day, month, year (Tab between the boxes). */
async function typeBirthDate(page: Page, lang: Lang, [day, month, year]: readonly [string, string, string]): Promise<void> {
  const boxes = birthDateBoxes(page, lang);
  await typeInto(page, boxes.day, day);
  await typeInto(page, boxes.month, month);
  await typeInto(page, boxes.year, year);
}

/** Types every answer of step 3 from the keyboard; the birth date (day, month, year) and ID number are the test's. */
async function typeDetails(
  page: Page,
  lang: Lang,
  answers: { birthDate: readonly [string, string, string]; nationalId: string },
): Promise<void> {
  const m = accountOpeningMessages[lang];
  await typeInto(page, page.getByLabel(m.fields.first_name), "Chikondi");
  await typeInto(page, page.getByLabel(m.fields.surname), "Phiri");
  await typeBirthDate(page, lang, answers.birthDate);
  await choose(page, page.getByLabel(m.fields.gender), m.genders.female);
  await typeInto(page, page.getByLabel(m.fields.national_id), answers.nationalId);
  await choose(page, page.getByLabel(m.fields.district, { exact: true }), "Zomba");
  await typeInto(page, page.getByLabel(m.fields.address), "Chinamwali, House 7");
  await typeInto(page, page.getByLabel(m.fields.occupation), "Nurse");
  await typeInto(page, page.getByLabel(m.fields.employer), "Zomba Central Hospital");
  await choose(page, page.getByLabel(m.fields.source_of_funds), m.sources.salary);
  // As Malawians write an amount: the currency sign and commas are taken (issue 27).
  await typeInto(page, page.getByLabel(m.fields.monthly_income), "K350,000");
  await choose(page, page.getByLabel(m.fields.politically_exposed), m.yesNo.no);
  await choose(page, page.getByLabel(m.fields.account_purpose), m.purposes.savings);
  await choose(page, page.getByLabel(m.fields.expected_deposits), m.deposits["200k_to_500k"]);
  await choose(page, page.getByLabel(m.fields.branch_id, { exact: true }), "Zomba Branch");
}

/** Presses the step's Continue from the keyboard. */
async function continueStep(page: Page, lang: Lang): Promise<void> {
  await tabTo(page, page.getByRole("button", { name: accountOpeningMessages[lang].continue }));
  await page.keyboard.press("Enter");
}

/** Steps 1 to 3 with answers that pass, for a new phone: the journey waits at the documents step. */
async function reachDocuments(page: Page, lang: Lang, phone: Phone): Promise<void> {
  const m = accountOpeningMessages[lang];
  await openJourney(page, lang);
  await verifyPhone(page, lang, phone);
  await typeDetails(page, lang, { birthDate: ["14", "05", `${new Date().getUTCFullYear() - 30}`], nationalId: "zx34 kq78" });
  await continueStep(page, lang);
  await expect(page.getByRole("heading", { name: m.stepOf(4, 5, m.steps.documents) })).toBeFocused();
}

/** Both sides of the ID card. */
async function attachIdCard(page: Page, lang: Lang): Promise<void> {
  await documentInput(page, "national_id_front").setInputFiles({ name: "id-front.png", mimeType: "image/png", buffer: PNG });
  await documentInput(page, "national_id_back").setInputFiles({ name: "id-back.pdf", mimeType: "application/pdf", buffer: ID_BACK });
  await expect(page.getByText(accountOpeningMessages[lang].uploaded("id-back.pdf", formatFileSize(ID_BACK.length)))).toBeVisible();
  await expect(page.locator(".ao-document__state:not(:empty)")).toHaveCount(2);
}

/** The three documents after the ID card: all five are then in. */
async function attachTheRest(page: Page, lang: Lang): Promise<void> {
  await documentInput(page, "selfie_with_id").setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: PNG });
  await documentInput(page, "proof_of_residence").setInputFiles({ name: "escom-bill.pdf", mimeType: "application/pdf", buffer: BILL });
  await documentInput(page, "signature").setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText(accountOpeningMessages[lang].uploaded("escom-bill.pdf", formatFileSize(BILL.length)))).toBeVisible();
  await expect(page.locator(".ao-document__state")).toHaveCount(5);
  // Each received, not only on its way: a Continue while one is still sending stays on the step.
  for (const name of ["id-front.png", "id-back.pdf", "selfie.png", "escom-bill.pdf", "signature.png"]) {
    await expect(page.locator(".ao-document__state", { hasText: name })).toBeVisible();
  }
}

/** Steps 1 to 4 for a new phone: the journey waits at the review. */
async function reachReview(page: Page, lang: Lang, phone: Phone): Promise<void> {
  const m = accountOpeningMessages[lang];
  await reachDocuments(page, lang, phone);
  await attachIdCard(page, lang);
  await attachTheRest(page, lang);
  await continueStep(page, lang);
  await expect(page.getByRole("heading", { name: m.stepOf(5, 5, m.steps.review) })).toBeFocused();
}

/** Submits from the review from the keyboard and answers the reference the done screen shows. */
async function submitApplication(page: Page, lang: Lang): Promise<string> {
  const m = accountOpeningMessages[lang];
  await tabTo(page, page.getByRole("button", { name: m.submit }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: m.doneHeading })).toBeFocused();
  const reference = (await page.getByTestId("application-reference").textContent())!.trim();
  expect(reference).toMatch(/^AO-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return reference;
}

// Account opening as a visitor walks it on a phone, one behaviour per test, in both languages.
for (const lang of ["en", "ny"] as const) {
  const m = accountOpeningMessages[lang];

  test(`steps 1 to 3 in ${lang}: the default option is chosen, the code is read from an SMS, and a wrong ID number and an under-18 birth date are explained beside their fields`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const phone = newPhone();
    await openJourney(page, lang);
    await expect(page.getByRole("heading", { name: m.stepOf(1, 5, m.steps.choose) })).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(m.options.personal_first_save.name) })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `1-choose-${lang}-360`);
    await continueStep(page, lang);

    await expect(page.getByRole("heading", { name: m.stepOf(2, 5, m.steps.verify) })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `2-verify-${lang}-360`);
    // A phone's number keypad, never the e-mail keyboard, unless the visitor asks for it.
    await expect(page.getByLabel(m.phoneEmail)).toHaveAttribute("inputmode", "tel");
    await page.getByRole("button", { name: m.keyboardForEmail }).click();
    await expect(page.getByLabel(m.phoneEmail)).toHaveAttribute("inputmode", "email");
    await page.getByRole("button", { name: m.keyboardForPhone }).click();
    const sentBefore = readOutbox(DATA_DIR, phone.e164).length;
    await typeInto(page, page.getByLabel(m.phoneEmail), phone.typed);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    // The dialog says where the code went, so a mistyped number shows before any wait.
    await expect(page.getByRole("dialog")).toContainText(formatPhoneNumber(phone.e164));
    await expectNoSeriousAxeViolations(page);
    await shot(page, `2-code-${lang}-360`);
    await answerCode(page, lang, phone.e164, sentBefore);

    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
    // This phone keeps only what finds the draft again, none of the answers.
    const stored = await page.evaluate(() => localStorage.getItem("userSession") ?? "");
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual(["draft_id", "submit_key"]);
    const year = new Date().getUTCFullYear();
    await typeDetails(page, lang, { birthDate: ["1", "1", `${year - 16}`], nationalId: "12 34" });
    await continueStep(page, lang);
    const birth = birthDateBoxes(page, lang);
    await expect(birth.day).toBeFocused();
    await expect(birth.day).toHaveAccessibleDescription(new RegExp(m.errors.underage));
    await expect(birth.year).toHaveAccessibleDescription(new RegExp(m.errors.underage));
    await expect(page.getByLabel(m.fields.national_id)).toHaveAccessibleDescription(
      new RegExp(m.errors.invalidNationalId.replace(/[()]/g, ".")),
    );
    await expectNoSeriousAxeViolations(page);
    await shot(page, `3-details-errors-${lang}-360`);
    await typeBirthDate(page, lang, ["14", "05", `${year - 30}`]);
    await typeInto(page, page.getByLabel(m.fields.national_id), "zx34 kq78");
    await continueStep(page, lang);
    await expect(page.getByRole("heading", { name: m.stepOf(4, 5, m.steps.documents) })).toBeFocused();
  });

  test(`details typed survive a reload in ${lang} before any Continue, and an income written K350,000 is taken`, async ({ page }) => {
    test.setTimeout(120_000);
    await openJourney(page, lang);
    await verifyPhone(page, lang, newPhone());
    await typeInto(page, page.getByLabel(m.fields.first_name), "Chikondi");
    await typeInto(page, page.getByLabel(m.fields.surname), "Phiri");
    // A date half typed (day and month, the year still to find) comes back as typed.
    const birth = birthDateBoxes(page, lang);
    await typeInto(page, birth.day, "14");
    await typeInto(page, birth.month, "05");
    await choose(page, page.getByLabel(m.fields.district, { exact: true }), "Zomba");
    await typeInto(page, page.getByLabel(m.fields.monthly_income), "K350,000");
    // The last field is kept once the quiet pause after typing has passed.
    await page.waitForResponse(
      (response) => response.url().endsWith("/values") && response.ok() && (response.request().postData() ?? "").includes("K350,000"),
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeVisible();
    await expect(page.getByLabel(m.fields.first_name)).toHaveValue("Chikondi");
    await expect(page.getByLabel(m.fields.surname)).toHaveValue("Phiri");
    await expect(birth.day).toHaveValue("14");
    await expect(birth.month).toHaveValue("05");
    await expect(birth.year).toHaveValue("");
    await expect(page.getByLabel(m.fields.district, { exact: true })).toHaveValue("zomba");
    await expect(page.getByLabel(m.fields.monthly_income)).toHaveValue("K350,000");
    await expectNoSeriousAxeViolations(page);
    await shot(page, `3-details-restored-${lang}-360`);

    // Back to the first step and on again: still there, as the server keeps it.
    await typeInto(page, page.getByLabel(m.fields.employer), "Zomba Central Hospital");
    await tabTo(page, page.getByRole("button", { name: m.back }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: m.stepOf(1, 5, m.steps.choose) })).toBeFocused();
    await continueStep(page, lang);
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
    await expect(page.getByLabel(m.fields.employer)).toHaveValue("Zomba Central Hospital");
    await expect(page.getByLabel(m.fields.monthly_income)).toHaveValue("K350,000");
  });

  test(`documents sent survive a reload in ${lang}: the draft comes back from the server`, async ({ page }) => {
    test.setTimeout(120_000);
    await reachDocuments(page, lang, newPhone());
    await expectNoSeriousAxeViolations(page);
    await shot(page, `4-documents-${lang}-360`);
    await attachIdCard(page, lang);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: m.stepOf(4, 5, m.steps.documents) })).toBeVisible();
    await expect(page.getByText(m.uploaded("id-back.pdf", formatFileSize(ID_BACK.length)))).toBeVisible();
    await expect(page.locator(".ao-document__state:not(:empty)")).toHaveCount(2);
  });

  test(`a second number on this phone in ${lang} is told whose draft the phone keeps, and chooses to carry it on or start anew`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const first = newPhone();
    const second = newPhone("99");
    const firstMasked = maskUsername(first.e164);
    await openJourney(page, lang);
    await verifyPhone(page, lang, first);
    await typeInto(page, page.getByLabel(m.fields.first_name), "Chikondi");
    await page.waitForResponse((response) => response.url().endsWith("/values") && response.ok());

    /** The code session lapses; this phone still keeps the first number's draft, and the second number is confirmed. */
    const confirmSecondNumber = async () => {
      await page.context().clearCookies({ name: "kyc_session" });
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: m.stepOf(2, 5, m.steps.verify) })).toBeVisible();
      const sentBefore = readOutbox(DATA_DIR, second.e164).length;
      await typeInto(page, page.getByLabel(m.phoneEmail), second.typed);
      await page.keyboard.press("Enter");
      await answerCode(page, lang, second.e164, sentBefore);
      await expect(page.getByText(m.heldDraft(firstMasked))).toBeVisible();
    };
    await confirmSecondNumber();
    // The other number is named only masked: enough for its owner to know it, too little for anyone else.
    await expect(page.locator("main")).not.toContainText(first.e164.slice(-7));
    await expectNoSeriousAxeViolations(page);
    await shot(page, `2-held-${lang}-360`);

    // Carry it on: confirm the number it belongs to, and the details typed are back.
    await page.getByRole("button", { name: m.continueHeld(firstMasked) }).click();
    await expect(page.getByText(m.heldDraftIntro(firstMasked))).toBeVisible();
    const sentBefore = readOutbox(DATA_DIR, first.e164).length;
    await typeInto(page, page.getByLabel(m.phoneEmail), first.typed);
    await page.keyboard.press("Enter");
    await answerCode(page, lang, first.e164, sentBefore);
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
    await expect(page.getByLabel(m.fields.first_name)).toHaveValue("Chikondi");

    // Or start anew with the second number: a blank application of its own.
    await confirmSecondNumber();
    await page.getByRole("button", { name: m.startNewWith(formatPhoneNumber(second.e164)) }).click();
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
    await expect(page.getByLabel(m.fields.first_name)).toHaveValue("");
    // The browser logs the 401s that told the page the session had lapsed, and the 404 of another number's draft.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 40[14]/.test(text)));
  });

  test(`a lapsed code session in ${lang} asks for a fresh code, and the same draft carries on`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const phone = newPhone();
    await reachDocuments(page, lang, phone);
    await attachIdCard(page, lang);

    // A lost phone signal for half an hour: the session cookie is gone.
    await page.context().clearCookies({ name: "kyc_session" });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: m.stepOf(2, 5, m.steps.verify) })).toBeVisible();
    await expect(page.getByText(m.resumeIntro)).toBeVisible();
    // The browser logs the 401 that told the page the session had lapsed.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("status of 401")));
    const resentBefore = readOutbox(DATA_DIR, phone.e164).length;
    await typeInto(page, page.getByLabel(m.phoneEmail), phone.typed);
    await page.keyboard.press("Enter");
    await answerCode(page, lang, phone.e164, resentBefore);
    await expect(page.getByRole("heading", { name: m.stepOf(4, 5, m.steps.documents) })).toBeFocused();
    await expect(page.locator(".ao-document__state:not(:empty)")).toHaveCount(2);
    await attachTheRest(page, lang);
    await shot(page, `4-documents-done-${lang}-360`);
  });

  test(`a submit whose answer is lost in ${lang} is retried with the same key and makes no second application`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const phone = newPhone();
    await reachReview(page, lang, phone);
    await expect(page.getByText("ZX34KQ78")).toBeVisible();
    await expect(page.getByText("K350,000")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `5-review-${lang}-360`);
    const keys: string[] = [];
    let dropped = false;
    await page.route("**/api/account-applications/*/submit", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    const reference = await submitApplication(page, lang);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("ERR_CONNECTION_RESET")));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await expect.poll(() => readOutbox(DATA_DIR, phone.e164).at(-1)?.text ?? "").toContain(reference);
    const listed = await request.get(`/api/staff/applications?q=${encodeURIComponent(phone.e164)}`, {
      headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    });
    expect(((await listed.json()) as { total: number }).total).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("userSession"))).toBeNull();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `6-done-${lang}-360`);
  });

  test(`the done screen in ${lang} leads to the status check by reference, answered under the live session with no new code`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const phone = newPhone();
    await reachReview(page, lang, phone);
    const reference = await submitApplication(page, lang);

    await tabTo(page, page.locator(".ao-done").getByRole("link", { name: m.checkStatus }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(m.reference)).toHaveValue(reference);
    await waitForHydration(page);
    const before = readOutbox(DATA_DIR, phone.e164).length;
    // The code given for the application still holds (ADR 060): only the reference is asked, typed as people read it.
    const shown = formatPhoneNumber(phone.e164);
    await expect(page.getByText(m.sessionIntro(shown, 29)).or(page.getByText(m.sessionIntro(shown, 28)))).toBeVisible();
    await expect(page.getByLabel(m.phoneEmail)).toHaveCount(0);
    await page.getByLabel(m.reference).fill(reference.replaceAll("-", " ").toLowerCase());
    await page.getByRole("button", { name: m.checkButton }).click();
    await expect(page.getByRole("heading", { name: m.statusHeading(reference) })).toBeVisible();
    expect(readOutbox(DATA_DIR, phone.e164)).toHaveLength(before);
    await expect(page.getByText(m.statuses.received)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `7-status-${lang}-360`);
  });
}

for (const lang of ["en", "ny"] as const) {
  const m = accountOpeningMessages[lang];
  const query = lang === "ny" ? "?lang=ny" : "";

  test(`a visitor withdraws a draft in ${lang}: the confirm dialog names it, the document is deleted and this phone forgets the draft`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = newPhone();
    await page.goto(`${PAGE}${query}`);
    await waitForHydration(page);
    await expect(page.getByText(m.draftKept(DRAFT_MAX_AGE_DAYS))).toBeVisible();
    // No draft yet: nothing to withdraw.
    await expect(page.getByRole("button", { name: m.withdraw })).toHaveCount(0);
    // The page hydrates before the journey's own code has loaded (a lazy screen): the choice is
    // made once the journey's Continue is enabled, as a visitor sees the step ready.
    await expect(page.getByRole("button", { name: m.continue })).toBeEnabled();
    await page.getByRole("radio", { name: new RegExp(m.options.personal_current.name) }).check();
    await page.getByRole("button", { name: m.continue }).click();
    const sentBefore = readOutbox(DATA_DIR, phone.e164).length;
    await page.getByLabel(m.phoneEmail).fill(phone.typed);
    await page.getByRole("button", { name: m.sendCode }).click();
    await answerCode(page, lang, phone.e164, sentBefore);

    // The details step already offers it; fill the details and send one document first.
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
    await expect(page.getByRole("button", { name: m.withdraw })).toBeVisible();
    const draftId = await page.evaluate(() => (JSON.parse(localStorage.getItem("userSession") ?? "{}") as { draft_id?: string }).draft_id);
    expect(draftId).toBeTruthy();
    await page.getByLabel(m.fields.first_name).fill("Thoko");
    await page.getByLabel(m.fields.surname).fill("Mwale");
    const birth = birthDateBoxes(page, lang);
    await birth.day.fill("2");
    await birth.month.fill("3");
    await birth.year.fill("1988");
    await page.getByLabel(m.fields.gender).selectOption("male");
    await page.getByLabel(m.fields.national_id).fill("QW12ER34");
    await page.getByLabel(m.fields.district, { exact: true }).selectOption("blantyre");
    await page.getByLabel(m.fields.address).fill("Ndirande, House 3");
    await page.getByLabel(m.fields.occupation).fill("Mechanic");
    await page.getByLabel(m.fields.employer).fill("Self-employed");
    await page.getByLabel(m.fields.source_of_funds).selectOption("business");
    await page.getByLabel(m.fields.monthly_income).fill("180,000");
    await page.getByLabel(m.fields.politically_exposed).selectOption("no");
    await page.getByLabel(m.fields.account_purpose).selectOption("business");
    await page.getByLabel(m.fields.expected_deposits).selectOption("below_200k");
    await page.getByLabel(m.fields.branch_id, { exact: true }).selectOption({ label: "Zomba Branch" });
    await page.getByRole("button", { name: m.continue }).click();
    await expect(page.getByRole("heading", { name: m.stepOf(4, 5, m.steps.documents) })).toBeFocused();
    await page.locator("#ao-doc-national-id-back").setInputFiles({ name: "id-back.pdf", mimeType: "application/pdf", buffer: ID_BACK });
    await expect(page.getByText(m.uploaded("id-back.pdf", formatFileSize(ID_BACK.length)))).toBeVisible();
    const uploads = path.join(getUploadsRoot(DATA_DIR), "accountapplications");
    const filesOfDraft = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).filter((name) => name.startsWith(`${draftId}_`)) : []);
    expect(filesOfDraft()).toHaveLength(1);

    // From the keyboard: the dialog names the application and opens on Cancel, the safe answer.
    const withdraw = page.getByRole("button", { name: m.withdraw });
    await tabTo(page, withdraw);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: m.withdrawHeader });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(m.withdrawMessage(m.options.personal_current.name, 1));
    const cancel = dialog.getByRole("button", { name: { en, ny }[lang].panels.cancel });
    await expect(cancel).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `8-withdraw-dialog-${lang}-360`);
    // Cancel keeps everything.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(withdraw).toBeFocused();
    expect(filesOfDraft()).toHaveLength(1);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: m.withdrawConfirm, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: m.withdrawnHeading })).toBeFocused();
    await expect(page.getByText(m.withdrawnText)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userSession"))).toBeNull();
    expect(filesOfDraft()).toHaveLength(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `9-withdrawn-${lang}-360`);

    // A reload starts afresh: the draft is gone from the server and from this phone.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: m.stepOf(1, 5, m.steps.choose) })).toBeVisible();
    const gone = await page.request.get(`/api/account-applications/${draftId}`);
    expect(gone.status()).toBe(404);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("button", { name: m.withdraw })).toHaveCount(0);
    await shot(page, `1-choose-${lang}-1280`);
  });
}

/** An application made and submitted through the API, as the journey makes it: answers its reference. */
async function submitThroughApi(request: APIRequestContext, phone: { e164: string }, lang: "en" | "ny"): Promise<string> {
  const before = readOutbox(DATA_DIR, phone.e164).length;
  expect((await request.post("/onboarding/verify-username", { data: { username: phone.e164, lang } })).ok()).toBe(true);
  const code = await readCode(phone.e164, before);
  const verified = await request.post("/onboarding/verify-code", { data: { username: phone.e164, code } });
  const headers = { authorization: `Bearer ${((await verified.json()) as { token: string }).token}` };
  const draft = (await (
    await request.post("/api/account-applications", { headers, data: { option: "personal_current", lang } })
  ).json()) as {
    id: string;
  };
  const branches = (await (await request.get("/api/branches?limit=100")).json()) as Array<{ id: string; name: string }>;
  const values = {
    first_name: "Mercy",
    surname: "Chirwa",
    date_of_birth: "1985-07-21",
    gender: "female",
    national_id: "MC85JL21",
    district: "mzimba",
    address: "Katoto, House 40",
    occupation: "Trader",
    employer: "Self-employed",
    source_of_funds: "business",
    monthly_income: "250000",
    politically_exposed: "no",
    account_purpose: "business",
    expected_deposits: "200k_to_500k",
    branch_id: branches.find((branch) => branch.name === "Zomba Branch")!.id,
  };
  expect((await request.put(`/api/account-applications/${draft.id}/details`, { headers, data: { values } })).ok()).toBe(true);
  for (const purpose of ["national_id_front", "national_id_back", "selfie_with_id", "proof_of_residence", "signature"]) {
    const attached = await request.post(`/api/account-applications/${draft.id}/documents`, {
      headers,
      multipart: { purpose, file: { name: `${purpose}.pdf`, mimeType: "application/pdf", buffer: BILL } },
    });
    expect(attached.status(), purpose).toBe(201);
  }
  const submitted = await request.post(`/api/account-applications/${draft.id}/submit`, {
    headers: { ...headers, "idempotency-key": `e2e-${draft.id}` },
  });
  return ((await submitted.json()) as { reference: string }).reference;
}

for (const lang of ["en", "ny"] as const) {
  const m = accountOpeningMessages[lang];

  test(`a returned application is corrected in place and sent again under its reference, with no new code (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const phone = newPhone();
    const reference = await submitThroughApi(request, phone, lang);
    const staff = { authorization: `Bearer ${await getStaffToken(request)}` };
    const found = (await (await request.get(`/api/staff/applications?q=${reference}`, { headers: staff })).json()) as {
      items: Array<{ id: string }>;
    };
    const reason = lang === "en" ? "Your occupation is missing a word" : "Ntchito yanu ikusowa liwu limodzi";
    expect((await request.post(`/api/staff/applications/${found.items[0]!.id}/return`, { headers: staff, data: { reason } })).ok()).toBe(
      true,
    );

    await page.goto(`${PAGE}?tab=status&reference=${reference}${lang === "ny" ? "&lang=ny" : ""}`);
    await waitForHydration(page);
    const before = readOutbox(DATA_DIR, phone.e164).length;
    await page.getByLabel(m.phoneEmail).fill(phone.typed);
    await page.getByRole("button", { name: m.checkButton }).click();
    await answerCode(page, lang, phone.e164, before);
    await expect(page.getByText(m.statuses.returned)).toBeVisible();
    await expect(page.getByText(m.returnReason(reason))).toBeVisible();
    await expect(page.getByText(m.returnedNext)).toBeVisible();
    // A submitted application stays with the bank: the screen offers no withdraw.
    await expect(page.getByRole("button", { name: m.withdraw })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `7-status-returned-${lang}-360`);

    // The same application opens at its last step, with the reason; the code just given still holds.
    await page.getByRole("link", { name: m.fixReturned }).click();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: m.stepOf(5, 5, m.steps.review) })).toBeVisible();
    await expect(page.getByText(m.returnedNotice(reference))).toBeVisible();
    await expect(page.getByText(m.returnReason(reason))).toBeVisible();
    // It keeps its account: only its details and documents change.
    const editButton = (section: string) => page.getByRole("button", { name: new RegExp(`^${m.edit}\\s*:\\s*${section}$`) });
    await expect(editButton(m.steps.documents)).toBeVisible();
    await expect(editButton(m.account)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `8-returned-review-${lang}-360`);
    await page
      .getByRole("button", { name: new RegExp(`^${m.edit}\\s*:`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeVisible();
    await page.getByLabel(m.fields.occupation, { exact: true }).fill("Trader in maize and groundnuts");
    // Its documents are all there: Continue leads back to the review.
    await continueStep(page, lang);
    await expect(page.getByRole("heading", { name: m.stepOf(5, 5, m.steps.review) })).toBeFocused();
    await expect(page.getByText("Trader in maize and groundnuts")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: m.resubmit }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: m.doneHeading })).toBeFocused();
    await expect(page.getByTestId("application-reference")).toHaveText(reference);

    // The officer sees it back in the queue, and what changed.
    const back = (await (await request.get(`/api/staff/applications/${found.items[0]!.id}`, { headers: staff })).json()) as {
      status: string;
      resubmission: { changed_fields: string[]; return_reason: string };
    };
    expect(back).toMatchObject({ status: "received", resubmission: { changed_fields: ["occupation"], return_reason: reason } });
  });
}

test("the first step reads well on a wide screen too, and the page is never cached", async ({ page, request }) => {
  expect((await request.get(PAGE)).headers()["cache-control"]).toBe("no-store");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole("radio", { name: new RegExp(accountOpeningMessages.en.options.personal_first_save.name) })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "1-choose-en-1280");
});

test("what a visitor types before the status check's code arrives is kept, and its button waits for that code", async ({ page }) => {
  const m = accountOpeningMessages.en;
  // A slow phone: the screen's code arrives a while after the page is painted and hydrated.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/status-check-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const phone = newPhone();
  await page.goto(`${PAGE}?tab=status`);
  await waitForHydration(page);
  await page.getByLabel(m.reference).fill("AO-7K3M-9Q2X");
  await page.getByLabel(m.phoneEmail).fill(phone.typed);
  const check = page.getByRole("button", { name: m.checkButton });
  await expect(check).toBeDisabled();

  release();
  await expect(check).toBeEnabled();
  await expect(page.getByLabel(m.reference)).toHaveValue("AO-7K3M-9Q2X");
  await expect(page.getByLabel(m.phoneEmail)).toHaveValue(phone.typed);
  await check.click();
  // Both answers were kept: the code is sent to the number typed early, with no field refused.
  await expect(page.getByRole("dialog", { name: kycMessages.en.otpHeading })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".form-field--invalid")).toHaveCount(0);
});

test("an account option tapped before the journey's code has loaded is kept when it loads, and Continue carries it", async ({ page }) => {
  test.setTimeout(120_000);
  const m = accountOpeningMessages.en;
  // A slow phone: the page is painted and hydrated, the journey's own code (a lazy chunk, ADR 069) is still on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/open-account-journey-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(PAGE);
  await waitForHydration(page);
  const continueButton = page.getByRole("button", { name: m.continue });
  await expect(continueButton).toBeDisabled();
  const business = page.getByRole("radio", { name: new RegExp(m.options.business_current.name) });
  await business.check();
  await expect(business).toBeChecked();

  release();
  await expect(continueButton).toBeEnabled();
  // The tap outlived the journey's arrival: still chosen, and drawn as the chosen card.
  await expect(business).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(m.options.personal_first_save.name) })).not.toBeChecked();
  await expect(page.locator(".ao-option--chosen")).toContainText(m.options.business_current.name);
  await continueButton.click();
  const phone = newPhone();
  await expect(page.getByRole("heading", { name: m.stepOf(2, 5, m.steps.verify) })).toBeFocused();
  const sentBefore = readOutbox(DATA_DIR, phone.e164).length;
  await page.getByLabel(m.phoneEmail).fill(phone.typed);
  await page.keyboard.press("Enter");
  await answerCode(page, "en", phone.e164, sentBefore);
  await expect(page.getByRole("heading", { name: m.stepOf(3, 5, m.steps.details) })).toBeFocused();
  // The draft is the business account's: only a business is asked its business name.
  await expect(page.getByLabel(m.fields.business_name)).toBeVisible();
});
