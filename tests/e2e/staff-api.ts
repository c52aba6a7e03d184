import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures.ts";
import type { StaffRole } from "#domain/permissions.ts";

/** The staff account playwright.config.ts creates on the test server. */
const STAFF = { username: "e2e-staff", password: "e2e-staff-password-long" };

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

async function login(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const response = await request.post("/api/login", { data: account });
  if (!response.ok()) throw new Error(`login of ${account.username} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

const staffToken = keptSignIn((request) => login(request, STAFF));

/** A staff bearer token, signed in once per worker (the login route is rate-limited). */
export function getStaffToken(request: APIRequestContext): Promise<string> {
  return staffToken(request);
}

let accountCount = 0;

/**
 * A new staff account with a role (`editor`, `kyc_officer`, `admin`), made through the API by the
 * admin playwright.config.ts creates, as an admin makes one in the console.
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
  return { id: ((await response.json()) as { id: string }).id, username, password };
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
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".staff-who")).toContainText("Signed in as");
}
