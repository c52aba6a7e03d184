import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { RECOMMENDED_APPROVAL_COLLECTIONS } from "#domain/content/approvals.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { expectNoSeriousAxeViolations } from "./axe.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { completeFirstSignIn, login, signIn, waitForLiveFeed } from "./staff-api.ts";
import { E2E_ADMIN, E2E_TOTP_SECRET } from "./staff-authenticator.ts";

// Maker-checker (ADR 062) needs a server with approvals on: the suites' servers run with it off,
// so this file starts its own, with a fresh data folder, and its tests take turns on it.
test.describe.configure({ mode: "serial" });

type Account = { id: string; username: string; password: string };

let server: ServerProcess;
let dataDir: string;
let api: APIRequestContext;
let makerA: Account;
let checkerB: Account;

async function createEditor(adminToken: string, name: string): Promise<Account> {
  const username = `e2e.approvals.${name}.${Date.now().toString(36)}`;
  const password = "a quiet morning on the shire river";
  const response = await api.post("/api/staff/accounts", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { username, full_name: `Editor ${name}`, email: `${username}@example.mw`, role: "editor", password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return completeFirstSignIn(api, { id: ((await response.json()) as { id: string }).id, username, password });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "fdh-e2e-approvals-"));
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_TOTP_SECRET: E2E_TOTP_SECRET,
      STAFF_SIGN_INS_PER_MINUTE: "200",
      APPROVAL_COLLECTIONS: RECOMMENDED_APPROVAL_COLLECTIONS.join(","),
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
    { readyTimeoutMs: 150_000 },
  );
  api = await playwrightRequest.newContext({ baseURL: server.url });
  const adminToken = await login(api, E2E_ADMIN);
  makerA = await createEditor(adminToken, "a");
  checkerB = await createEditor(adminToken, "b");
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function pageOn(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const usdCells = (page: Page) => page.getByRole("table").first().locator("tbody tr").filter({ hasText: "USD" }).locator("td");

test("today's rates wait for a second editor: the maker cannot approve, the checker approves, an open page updates live", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await pageOn(browser);
  await visitor.page.goto("/fdhbankplc/exchangeRates?lang=en");
  await waitForHydration(visitor.page);
  await waitForLiveFeed(visitor.page);
  await expect(usdCells(visitor.page)).toHaveText(["1,724.34", "1,776.86"]);

  // Editor A changes the USD buying rate: the day's rates go for approval as one change.
  const a = await pageOn(browser);
  await signIn(a.page, makerA, "/staff/rates");
  await expect(a.page.getByLabel("Rates of")).toHaveValue("bank");
  await a.page.getByLabel("USD buying").fill("1,730.50");
  await a.page.getByRole("button", { name: /^Publish all \d+ rates$/ }).click();
  await expect(a.page.getByRole("status").filter({ hasText: "for approval" })).toContainText(
    /Sent \d+ bank rates for approval: another editor must approve them/,
  );
  // Visitors still read the old rate.
  await visitor.page.waitForTimeout(1_000);
  await expect(usdCells(visitor.page)).toHaveText(["1,724.34", "1,776.86"]);

  // A sees the change but is not offered the decision.
  await a.page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: /^Approvals/ })
    .click();
  await expect(a.page.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
  const row = a.page.getByRole("row").filter({ hasText: "Today’s rates" });
  await expect(row).toContainText(makerA.username);
  await row.getByRole("link", { name: /^Open/ }).click();
  await expect(a.page.getByText("You made this change; another editor must approve it.")).toBeVisible();
  await expect(a.page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(a.page.getByRole("button", { name: "Reject" })).toHaveCount(0);
  // A's own change does not count in A's badge.
  await expect(a.page.getByRole("link", { name: /^Approvals/ })).toHaveText("Approvals");

  // Editor B: the badge says one change waits; its diff shows the USD buying rate moving.
  const b = await pageOn(browser);
  await signIn(b.page, checkerB, "/staff/approvals");
  await expect(b.page.getByRole("link", { name: /^Approvals/ })).toHaveText("Approvals 1 waiting for your approval");
  await expect(b.page.getByRole("status").filter({ hasText: "waits for approval" })).toHaveText(
    "1 change waits for approval, newest first.",
  );
  await b.page.getByRole("row").filter({ hasText: "Today’s rates" }).getByRole("link", { name: /^Open/ }).click();
  const diff = b.page.getByRole("table", { name: "The change, field by field" });
  // Each rate that changes shows how far it moves, so a slip of a digit stands out.
  await expect(diff.getByRole("row", { name: /^USD buying/ }).getByRole("cell")).toHaveText(["1724.34", "1730.5", "+0.36 %"]);
  // Only the lines that move are listed: the rest of the day's rates stay as published.
  await expect(b.page.getByText(/^Rates that change: 1 of \d+, with how far each moves; the others stay as published\.$/)).toBeVisible();
  await expect(diff.getByRole("row", { name: /^USD selling/ })).toHaveCount(0);
  await screenshots(b.page, "approvals-diff");

  await b.page.getByRole("button", { name: "Approve" }).click();
  await expect(b.page.getByRole("status").filter({ hasText: "Approved" })).toContainText("Visitors see it now.");
  await expect(b.page.getByText("No change waits for approval.")).toBeVisible();
  await expect(b.page.getByRole("link", { name: /^Approvals/ })).toHaveText("Approvals");

  // The open visitor page shows the new rate without a reload.
  await expect(usdCells(visitor.page)).toHaveText(["1,730.50", "1,776.86"], { timeout: 10_000 });
  // Under Decided, the approval needs no reason: its cell says so rather than standing empty.
  await b.page.getByRole("link", { name: "Decided" }).click();
  const approved = b.page.getByRole("row").filter({ hasText: "Today’s rates" }).filter({ hasText: "Approved" }).first();
  await expect(approved.getByRole("cell", { name: "none", exact: true })).toBeVisible();
  for (const opened of [visitor, a, b]) await opened.context.close();
});

test("a rejected change's reason reaches its maker under Decided", async ({ browser }) => {
  test.setTimeout(90_000);
  // A proposes a new loan through the API, as the editor's form does.
  const token = await login(api, makerA);
  const loan = makeInput("loans") as { title: { en: string } };
  const proposed = await api.post("/api/loans", { headers: { authorization: `Bearer ${token}` }, data: loan });
  expect(proposed.status()).toBe(202);

  const b = await pageOn(browser, 360);
  await signIn(b.page, checkerB, "/staff/approvals");
  await expect(b.page.getByRole("status").filter({ hasText: "waits for approval" })).toHaveText(
    "1 change waits for approval, newest first.",
  );
  await screenshots(b.page, "approvals-list");
  await b.page.getByRole("row").filter({ hasText: loan.title.en }).getByRole("link", { name: /^Open/ }).click();
  await expect(b.page.getByRole("heading", { level: 2, name: `New: ${loan.title.en}` })).toBeVisible();
  await expect(
    b.page.getByRole("table", { name: "The change, field by field" }).getByRole("row", { name: /^Title \(Chichewa\)/ }),
  ).toContainText("Changed");
  await b.page.getByRole("button", { name: "Reject" }).click();
  const dialog = b.page.getByRole("dialog", { name: `Reject the change to “${loan.title.en}”?` });
  await dialog.getByRole("button", { name: "Reject the change" }).click();
  await expect(dialog.getByLabel("Reason (its maker reads it)")).toHaveAccessibleDescription("Give a reason: the maker reads it.");
  await dialog.getByLabel("Reason (its maker reads it)").fill("The rate in the Chichewa text is last year's");
  await dialog.getByRole("button", { name: "Reject the change" }).click();
  await expect(b.page.getByRole("status").filter({ hasText: "Rejected" })).toContainText(`Its maker, ${makerA.username}`);
  // Nothing was published.
  expect((await api.get(`/api/loans/${String(((await proposed.json()) as { record_id: string }).record_id)}`)).status()).toBe(404);

  const a = await pageOn(browser);
  await signIn(a.page, makerA, "/staff/approvals");
  await a.page.getByRole("navigation", { name: "Which changes" }).getByRole("link", { name: "Decided" }).click();
  await expect(a.page.getByRole("link", { name: "Decided" })).toHaveAttribute("aria-current", "page");
  const decided = a.page.getByRole("row").filter({ hasText: loan.title.en });
  await expect(decided).toContainText("Rejected");
  await expect(decided).toContainText(checkerB.username);
  await expect(decided).toContainText("The rate in the Chichewa text is last year's");
  await screenshots(a.page, "approvals-decided");
  for (const opened of [a, b]) await opened.context.close();
});

test("a record's screen says it waits for approval, and shows its maker why a change was rejected", async ({ browser }) => {
  test.setTimeout(90_000);
  const [tokenA, tokenB] = [await login(api, makerA), await login(api, checkerB)];
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  // A loan B proposed and A approved: published.
  const input = makeInput("loans");
  const created = (await (await api.post("/api/loans", { headers: as(tokenB), data: input })).json()) as { id: string; record_id: string };
  expect((await api.post(`/api/staff/changes/${created.id}/approve`, { headers: as(tokenA) })).status()).toBe(200);
  // A changes it: the change waits.
  const update = await api.put(`/api/loans/${created.record_id}`, { headers: as(tokenA), data: changeInput("loans", input) });
  expect(update.status()).toBe(202);
  const change = (await update.json()) as { id: string };

  const a = await pageOn(browser, 360);
  await signIn(a.page, makerA, `/staff/content/loans/${created.record_id}`);
  const waiting = a.page.getByText(
    /^Waiting for approval\. Your change of this record, sent on .+, reaches visitors once another editor approves it\./,
  );
  await expect(waiting).toBeVisible();
  await a.page.getByRole("link", { name: "Open the change" }).click();
  await expect(a.page).toHaveURL(new RegExp(`/staff/approvals\\?change=${change.id}$`));
  await expect(a.page.getByText("You made this change; another editor must approve it.")).toBeVisible();

  expect(
    (
      await api.post(`/api/staff/changes/${change.id}/reject`, { headers: as(tokenB), data: { reason: "Keep last month's term" } })
    ).status(),
  ).toBe(200);
  await a.page.goto(`/staff/content/loans/${created.record_id}`);
  await waitForHydration(a.page);
  await expect(a.page.getByText(/^Your change was rejected by e2e\.approvals\.b\./)).toContainText("“Keep last month's term”");
  await expect(a.page.getByText(/^Waiting for approval/)).toHaveCount(0);
  await a.context.close();
});

test("approving a change whose record moved since says so and leaves Reject", async ({ browser }) => {
  test.setTimeout(90_000);
  const [tokenA, tokenB] = [await login(api, makerA), await login(api, checkerB)];
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const input = makeInput("loans");
  const created = (await (await api.post("/api/loans", { headers: as(tokenB), data: input })).json()) as { id: string; record_id: string };
  expect((await api.post(`/api/staff/changes/${created.id}/approve`, { headers: as(tokenA) })).status()).toBe(200);
  // A proposes two changes of the same loan; the second is approved first.
  const put = (data: unknown) => api.put(`/api/loans/${created.record_id}`, { headers: as(tokenA), data });
  const first = (await (await put(changeInput("loans", input))).json()) as { id: string };
  const second = (await (await put({ ...input, description: { en: "Moved on", ny: "Zasintha" } })).json()) as { id: string };
  expect((await api.post(`/api/staff/changes/${second.id}/approve`, { headers: as(tokenB) })).status()).toBe(200);

  const b = await pageOn(browser);
  await signIn(b.page, checkerB, "/staff/approvals");
  // The first change retitled the loan: the list names it by the title it proposes.
  await b.page.getByRole("link", { name: "Open the change to Changed title" }).click();
  await expect(b.page).toHaveURL(new RegExp(`change=${first.id}$`));
  await b.page.getByRole("button", { name: "Approve" }).click();
  await expect(b.page.getByRole("alert")).toContainText("The record changed since this change was proposed");
  await expect(b.page.getByRole("button", { name: "Reject" })).toBeEnabled();
  await b.context.close();
});

test("Decided shows the latest fifty and the older ones on request", async ({ browser }) => {
  test.setTimeout(90_000);
  // The server's paging is tested in tests/integration/approvals.test.ts; here the console is
  // answered a full page, then the last older one.
  const decidedAt = (index: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - index * 60_000).toISOString();
  const change = (index: number) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    collection: "loans",
    record_id: `10000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    action: "update",
    record: { title: { en: `Loan change ${index}`, ny: `Kusintha ${index}` } },
    base_version: 1,
    maker: "e2e.maker",
    created_at: decidedAt(index),
    status: "approved",
    checker: "e2e.checker",
    decided_at: decidedAt(index),
    reason: null,
  });
  const b = await pageOn(browser, 360);
  const asked: string[] = [];
  await b.page.route("**/api/staff/changes?*status=decided*", (route) => {
    const url = new URL(route.request().url());
    asked.push(url.search);
    const before = url.searchParams.get("before");
    const page = before ? [change(50)] : Array.from({ length: 50 }, (_, index) => change(index));
    return route.fulfill({ json: page });
  });
  await signIn(b.page, checkerB, "/staff/approvals");
  await b.page.getByRole("navigation", { name: "Which changes" }).getByRole("link", { name: "Decided" }).click();
  await expect(b.page.getByRole("status").filter({ hasText: "decided" })).toHaveText("The latest 50 decided changes, newest first.");
  await b.page.getByRole("button", { name: "Show older decided changes" }).click();
  await expect(b.page.getByRole("status").filter({ hasText: "decided" })).toHaveText("51 decided changes, newest first.");
  await expect(b.page.getByRole("button", { name: "Show older decided changes" })).toHaveCount(0);
  expect(asked.at(-1)).toContain(`before=${encodeURIComponent(decidedAt(49))}`);
  await expectNoSeriousAxeViolations(b.page);
  await b.context.close();
});
