import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures.ts";
import type { StaffRole } from "#domain/permissions.ts";
import { E2E_ADMIN, hasTotpKey, readTotpKey, rememberTotpKey, withCode } from "./staff-authenticator.ts";

/** The staff account playwright.config.ts creates on the test server. */
const STAFF = E2E_ADMIN;

/**
 * A sign-in kept for one worker and made again once it may have passed the console's 30 minutes of
 * inactivity: a long run leaves a worker's token unused for longer than that, and the server then
 * rightly refuses it. A failed sign-in is not kept: the next test tries again.
 */
function keptSignIn(signInOnce: (request: APIRequestContext) => Promise<string>): (request: APIRequestContext) => Promise<string> {
  const reuseMs = 20 * 60 * 1000;
  let token: Promise<string> | undefined;
  let lastUsedAt = 0;
  return (request) => {
    if (Date.now() - lastUsedAt > reuseMs) token = undefined;
    lastUsedAt = Date.now();
    token ??= signInOnce(request);
    token.catch(() => (token = undefined));
    return token;
  };
}

/** A bearer token, with the authenticator's code when the tests hold the account's key (ADR 052). */
export async function login(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const attempt = async (code?: string) => {
    const response = await request.post("/api/login", { data: { ...account, ...(code ? { code } : {}) } });
    if (response.ok()) return ((await response.json()) as { token: string }).token;
    const text = await response.text();
    // Another worker took this step's code first: the next step's is tried.
    if (code && response.status() === 401 && text.includes('"wrong_code"')) return false;
    throw new Error(`login of ${account.username} failed: ${response.status()} ${text}`);
  };
  return hasTotpKey(account.username) ? withCode(account.username, attempt) : (attempt() as Promise<string>);
}

/**
 * The first sign-in of an account an admin made, as its person does it (ADR 052): a password of
 * their own (the admin's one plus a word), then the authenticator app, whose key the tests keep.
 * Answers the account with its new password.
 */
export async function completeFirstSignIn<T extends { username: string; password: string }>(
  request: APIRequestContext,
  account: T,
): Promise<T> {
  const headers = { authorization: `Bearer ${await login(request, account)}` };
  const password = `${account.password} anew`;
  const changed = await request.put("/api/staff/me/password", {
    headers,
    data: { current_password: account.password, new_password: password },
  });
  if (changed.status() !== 204) throw new Error(`password change of ${account.username}: ${changed.status()} ${await changed.text()}`);
  const started = await request.post("/api/staff/me/second-factor", { headers });
  if (!started.ok()) throw new Error(`enrolment of ${account.username}: ${started.status()} ${await started.text()}`);
  rememberTotpKey(account.username, readTotpKey(((await started.json()) as { otpauth_uri: string }).otpauth_uri));
  await withCode(account.username, async (code) => {
    const confirmed = await request.post("/api/staff/me/second-factor/confirm", { headers, data: { code } });
    if (confirmed.ok()) return true;
    if (confirmed.status() === 400) return false;
    throw new Error(`enrolment confirmation of ${account.username}: ${confirmed.status()} ${await confirmed.text()}`);
  });
  await request.post("/api/logout", { headers });
  return { ...account, password };
}

const staffToken = keptSignIn((request) => login(request, STAFF));

/** A staff bearer token, signed in once per worker (the login route is rate-limited). */
export function getStaffToken(request: APIRequestContext): Promise<string> {
  return staffToken(request);
}

let accountCount = 0;

/**
 * A new staff account with a role (`editor`, `kyc_officer`, `admin`), made through the API by the
 * admin playwright.config.ts creates, as an admin makes one in the console, and signed in once by
 * its person: `password` is the one they chose, and the tests hold their authenticator's key.
 */
export async function createStaffAccount(
  request: APIRequestContext,
  role: StaffRole,
  password = "a quiet morning on the shire river",
): Promise<{ id: string; username: string; password: string }> {
  accountCount += 1;
  const username = `e2e.${role.replace("_", "-")}.${Date.now().toString(36)}${accountCount}`;
  const response = await request.post("/api/staff/accounts", {
    headers: { authorization: `Bearer ${await getStaffToken(request)}` },
    data: { username, full_name: `E2E ${role}`, email: `${username}@example.mw`, role, password },
  });
  if (response.status() !== 201) throw new Error(`POST /api/staff/accounts: ${response.status()} ${await response.text()}`);
  return completeFirstSignIn(request, { id: ((await response.json()) as { id: string }).id, username, password });
}

const editorToken = keptSignIn(async (request) => {
  const editor = await createStaffAccount(request, "editor");
  return login(request, editor);
});

/**
 * A bearer token of an editor, the role that publishes (made by the admin once per worker): the
 * tests that publish content prove that an editor can, not only the admin.
 */
export function getEditorToken(request: APIRequestContext): Promise<string> {
  return editorToken(request);
}

/** Writes through the content API as an editor, as the back office does. */
export async function createRecord<T extends { id: string }>(request: APIRequestContext, collection: string, body: unknown): Promise<T> {
  const response = await request.post(`/api/${collection}`, {
    data: body,
    headers: { authorization: `Bearer ${await getEditorToken(request)}` },
  });
  if (!response.ok()) throw new Error(`POST /api/${collection}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function deleteRecord(request: APIRequestContext, collection: string, id: string): Promise<void> {
  const response = await request.delete(`/api/${collection}/${id}`, {
    headers: { authorization: `Bearer ${await getEditorToken(request)}` },
  });
  if (!response.ok()) throw new Error(`DELETE /api/${collection}/${id}: ${response.status()} ${await response.text()}`);
}

/** A valid new branch with a name no seeded branch has. */
export function newBranch(name: string) {
  return {
    name,
    kind: "branch",
    region_id: 2,
    region_name: "Northern",
    email: "karonga.test@fdh.co.mw",
    phone: "+265111999000",
    latitude: -9.9333,
    longtude: 33.9333,
    address: "M1 Road, Karonga Boma",
    opening_hours: { en: "Monday to Friday: 8:00 am to 3:00 pm", ny: "Lolemba mpaka Lachisanu: 8 koloko m'mawa mpaka 3 koloko masana" },
  };
}

/** A valid new article for one sub-site, featured so that it opens the first page. */
export function newBlog(title: string, sites: string[]) {
  return {
    title: { en: title, ny: `${title} (Chichewa)` },
    content: { en: `<p>${title}: the full story.</p>`, ny: `<p>${title}: nkhani yonse.</p>` },
    summary: { en: `${title} in brief.`, ny: `${title} mwachidule.` },
    published_at: new Date().toISOString(),
    image_cover_url: "/content/images/blog-chitipa-branch.svg",
    creater_name: "E2E Communications",
    featured: true,
    readingTime: 1,
    showSocialIcons: true,
    shareTitle: { en: title, ny: title },
    shareDiscription: { en: `${title} in brief.`, ny: `${title} mwachidule.` },
    sites,
  };
}

/** Waits until the page's realtime feed is connected (app/live sets <html data-live>). */
export async function waitForLiveFeed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.live === "connected", undefined, { timeout: 15_000 });
}

/** Signs in to the console as a person does, from `path` (the sign-in form shows there when signed out). */
export async function signIn(page: Page, account: { username: string; password: string }, path = "/staff"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (hasTotpKey(account.username)) await enterCode(page, account.username);
  await expect(page.locator(".staff-who")).toContainText("Signed in as");
}

/** The sign-in's second step: the authenticator's code, typed as a person types it (ADR 052). */
export async function enterCode(page: Page, username: string): Promise<void> {
  const field = page.getByLabel("6-digit code");
  await expect(field).toBeVisible();
  await withCode(username, async (code) => {
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/staff/session") && response.request().method() === "POST",
    );
    await field.fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
    // Another worker took this step's code first (the start-up admin): the next step's is tried.
    return (await answer).ok() ? true : false;
  });
}
