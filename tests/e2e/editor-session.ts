import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { createStaffAccount } from "./staff-api.ts";
import { nextCode } from "./staff-authenticator.ts";

let editorSession: Promise<{ username: string; cookie: string }> | undefined;

/**
 * Signs the browser context in to the console as an editor, with the cookie the sign-in form gets.
 * One editor and one sign-in per worker, shared by the tests: sign-in is rate-limited per address.
 */
export async function signInAsEditor(page: Page): Promise<string> {
  const baseURL = test.info().project.use.baseURL!;
  editorSession ??= (async () => {
    const editor = await createStaffAccount(page.request, "editor");
    const response = await page.request.post("/api/staff/session", {
      data: { username: editor.username, password: editor.password, code: await nextCode(editor.username) },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(response.status(), await response.text()).toBe(200);
    const cookie = (await page.context().cookies(baseURL)).find((entry) => entry.name === "staff_session");
    if (!cookie) throw new Error("no staff_session cookie");
    return { username: editor.username, cookie: cookie.value };
  })();
  editorSession.catch(() => (editorSession = undefined));
  const { username, cookie } = await editorSession;
  await page.context().addCookies([{ name: "staff_session", value: cookie, url: baseURL, httpOnly: true, sameSite: "Strict" }]);
  return username;
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

