import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { getSeriousAxeViolations } from "./axe.ts";

const CSV_PREFIX = "data:text/csv;charset=utf-8,";

/** Serious and critical axe violations on the page, as "rule: target" lines. */
async function fillLoan(
  page: Page,
  fields: { amount: string; rate: string; term: string },
  labels: { amount: string; rate: string; term: string },
) {
  await page.getByLabel(labels.amount).fill(fields.amount);
  await page.getByLabel(labels.rate).fill(fields.rate);
  await page.getByLabel(labels.term).fill(fields.term);
}

const EN = { amount: "Loan amount (kwacha)", rate: "Annual interest rate (%)", term: "Term (months)", product: "Loan product (optional)" };
const NY = {
  amount: "Kuchuluka kwa ngongole (kwacha)",
  rate: "Chiwongola dzanja pa chaka (%)",
  term: "Nthawi yobweza (miyezi)",
  product: "Mtundu wa ngongole (mwakufuna kwanu)",
};

test.describe("the loan calculator in English", () => {
  test("works out K1,000,000 at 24% over 12 months: instalment, totals and every row of the schedule", async ({ page }) => {
    await page.goto("/fdhbankplc/loan");
    await waitForHydration(page);
    await fillLoan(page, { amount: "1,000,000", rate: "24", term: "12" }, EN);
    await page.getByRole("button", { name: "Calculate" }).click();

    await expect(page).toHaveURL(/amount=1%2C000%2C000&rate=24&term=12/);
    await expect(page.getByTestId("monthly-instalment")).toHaveText("K94,559.60");
    await expect(page.getByTestId("total-interest")).toHaveText("K134,715.17");
    await expect(page.getByTestId("total-cost")).toHaveText("K1,134,715.17");
    await expect(page.getByRole("heading", { name: "Your repayments" })).toBeFocused();

    const table = page.getByRole("table", { name: "Repayment schedule" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Month",
      "Opening balance",
      "Instalment",
      "Interest",
      "Principal",
      "Closing balance",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(rows.nth(0).locator("th, td")).toHaveText(["1", "K1,000,000.00", "K94,559.60", "K20,000.00", "K74,559.60", "K925,440.40"]);
    await expect(rows.nth(5).locator("th, td")).toHaveText(["6", "K611,988.85", "K94,559.60", "K12,239.78", "K82,319.82", "K529,669.03"]);
    await expect(rows.nth(11).locator("th, td")).toHaveText(["12", "K92,705.46", "K94,559.57", "K1,854.11", "K92,705.46", "K0.00"]);
    await expect(page.getByText("The last instalment is K94,559.57")).toBeVisible();

    const chart = page.getByRole("img", { name: /Principal and interest over time/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/In month 1, K74,559\.60 repays the loan and K20,000\.00 is interest/);
  });

  test("offers the schedule as a CSV file built into the link, and confirms the download", async ({ page }) => {
    await page.goto("/fdhbankplc/loan?amount=1000000&rate=24&term=12&product=");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Download the schedule (CSV)" });
    await expect(link).toHaveAttribute("download", "loan-schedule.csv");
    const href = (await link.getAttribute("href"))!;
    expect(href.startsWith(CSV_PREFIX)).toBe(true);
    const lines = decodeURIComponent(href.slice(CSV_PREFIX.length)).split("\r\n");
    expect(lines[0]).toBe("Month,Opening balance,Instalment,Interest,Principal,Closing balance");
    expect(lines[1]).toBe("1,1000000.00,94559.60,20000.00,74559.60,925440.40");
    expect(lines[12]).toBe("12,92705.46,94559.57,1854.11,92705.46,0.00");
    expect(lines).toHaveLength(14);

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("loan-schedule.csv");
    const snackbar = page.getByRole("status").filter({ hasText: "The repayment schedule was downloaded" });
    await expect(snackbar).toBeVisible();
    await expect(snackbar.getByText("Success", { exact: true })).toBeVisible();
  });

  test("a shared address shows the same schedule, on the holding company's calculator too", async ({ page }) => {
    await page.goto("/fdhfinancialholdings/loan?amount=250000&rate=0&term=4");
    await expect(page.getByTestId("monthly-instalment")).toHaveText("K62,500.00");
    await expect(page.getByTestId("total-interest")).toHaveText("K0.00");
    await expect(page.locator("tbody tr")).toHaveCount(4);
  });

  test("refuses empty and malformed fields with a message beside each, and focuses the summary", async ({ page }) => {
    await page.goto("/fdhbankplc/loan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Calculate" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "Please correct the following" })).toBeVisible();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter the amount you want to borrow.",
      "Enter the annual interest rate.",
      "Enter the term in months.",
    ]);

    const amount = page.getByLabel(EN.amount);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription("For example 1,500,000 Enter the amount you want to borrow.");

    await fillLoan(page, { amount: "lots", rate: "120", term: "1.5" }, EN);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(summary.getByRole("link")).toHaveText([
      "Enter the amount in kwacha using digits, like 1,500,000 or 1,500,000.50.",
      "The rate cannot be above 100%.",
      "Enter a whole number of months, like 12.",
    ]);
    await expect(page.getByLabel(EN.rate)).toHaveValue("120");
    await summary.getByRole("link", { name: "The rate cannot be above 100%." }).click();
    await expect(page.getByLabel(EN.rate)).toBeFocused();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("keeps a product's amount and term within its limits", async ({ page }) => {
    await page.goto("/fdhbankplc/loan");
    await waitForHydration(page);
    await page.getByLabel(EN.product).selectOption({ label: "Executive Loan Scheme" });
    await expect(page.getByText("Up to K5,000,000.00, over up to 36 months.")).toBeVisible();
    await fillLoan(page, { amount: "6,000,000", rate: "18", term: "48" }, EN);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.locator("#loan-amount-error")).toHaveText("Executive Loan Scheme lends at most K5,000,000.00.");
    await expect(page.locator("#loan-term-error")).toHaveText("Executive Loan Scheme is repaid over at most 36 months.");

    await page.getByLabel(EN.amount).fill("5,000,000");
    await page.getByLabel(EN.term).fill("36");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("monthly-instalment")).toHaveText("K180,761.98");
    await expect(page.getByLabel(EN.product)).toHaveValue("executive-loan-scheme");
  });

  test("asks before starting again, at the button, and clears the form on Proceed", async ({ page }) => {
    await page.goto("/fdhbankplc/loan?amount=1000000&rate=24&term=12&product=");
    await waitForHydration(page);
    const startAgain = page.getByRole("link", { name: "Start again" });
    await startAgain.click();
    const popup = page.getByRole("dialog", { name: "Are you sure you want to proceed" });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(startAgain).toBeFocused();
    await expect(page.getByTestId("monthly-instalment")).toBeVisible();

    await startAgain.click();
    await popup.getByRole("button", { name: "Proceed" }).click();
    await expect(page).toHaveURL(/\/fdhbankplc\/loan$/);
    await expect(page.getByLabel(EN.amount)).toHaveValue("");
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("has no serious or critical accessibility violation: empty, with a schedule, with errors", async ({ page }) => {
    // axe walks three whole pages: slow on two shared cores.
    test.setTimeout(90_000);
    for (const path of [
      "/fdhbankplc/loan",
      "/fdhbankplc/loan?amount=1000000&rate=24&term=12&product=instaloans",
      "/fdhfinancialholdings/loan?amount=&rate=x&term=0&product=",
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await getSeriousAxeViolations(page), path).toEqual([]);
    }
  });
});

test.describe("the loan calculator in Chichewa", () => {
  test("works out the schedule with Chichewa labels, headings and CSV", async ({ page }) => {
    await page.goto("/fdhbankplc/loan?lang=ny");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chowerengera Ngongole");
    await page.getByLabel(NY.product).selectOption("amayi-atakate");
    await fillLoan(page, { amount: "1000000", rate: "24", term: "12" }, NY);
    await page.getByRole("button", { name: "Werengani" }).click();

    await expect(page.getByRole("heading", { name: "Zomwe mudzabweze" })).toBeFocused();
    await expect(page.locator(".loan-figures")).toContainText("Ndalama yobweza pamwezi");
    await expect(page.getByTestId("monthly-instalment")).toHaveText("K94,559.60");
    const table = page.getByRole("table", { name: "Ndondomeko yobweza ngongole" });
    await expect(table.getByRole("columnheader").first()).toHaveText("Mwezi");
    await expect(table.locator("tbody tr").last().locator("td").last()).toHaveText("K0.00");

    const href = (await page.getByRole("link", { name: "Tsitsani ndondomeko (CSV)" }).getAttribute("href"))!;
    const csv = decodeURIComponent(href.slice(CSV_PREFIX.length));
    expect(csv.split("\r\n")[0]).toBe(
      "Mwezi,Ngongole kumayambiriro kwa mwezi,Gawo lobweza,Chiwongola dzanja,Ngongole yobwezedwa,Ngongole yotsala",
    );
    expect(csv).toContain("\r\n12,92705.46,94559.57,1854.11,92705.46,0.00\r\n");

    await page.getByRole("link", { name: "Tsitsani ndondomeko (CSV)" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Zatheka" })).toContainText("Ndondomeko yobweza yatsitsidwa");
  });

  test("explains refusals in Chichewa, a product's limits included", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/fdhbankplc/loan?lang=ny&product=personal-overdraft");
    await waitForHydration(page);
    await expect(page.getByText("Kwa miyezi yosapitirira 12.")).toBeVisible();
    await fillLoan(page, { amount: "500", rate: "", term: "18" }, NY);
    await page.getByRole("button", { name: "Werengani" }).click();
    await expect(page.locator(".error-summary")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Chonde konzani izi" })).toBeVisible();
    await expect(page.locator("#loan-amount-error")).toHaveText("Lembani ndalama zosachepera K1,000.00.");
    await expect(page.locator("#loan-rate-error")).toHaveText("Lembani chiwongola dzanja cha pa chaka.");
    await expect(page.locator("#loan-term-error")).toHaveText(
      "Personal Overdraft (Overdraft ya Munthu Payekha) imabwezedwa m'miyezi yosapitirira 12.",
    );
    await expect(page.getByLabel(NY.term)).toHaveAttribute("aria-invalid", "true");
    expect(await getSeriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still submits, and the server answers with the schedule or the errors", async ({ page }) => {
    await page.goto("/fdhbankplc/loan");
    await fillLoan(page, { amount: "1,000,000", rate: "24", term: "12" }, EN);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("monthly-instalment")).toHaveText("K94,559.60");
    await expect(page.locator("tbody tr")).toHaveCount(12);
    const href = await page.getByRole("link", { name: "Download the schedule (CSV)" }).getAttribute("href");
    expect(href).toContain("12%2C92705.46%2C94559.57%2C1854.11%2C92705.46%2C0.00");

    await page.getByLabel(EN.term).fill("");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.locator("#loan-term-error")).toHaveText("Enter the term in months.");
  });
});
