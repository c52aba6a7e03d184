import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { passThroughDirectory, startTestDirectory, type TestDirectory, type TestDirectoryPerson } from "#tests/support/oidc-directory.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

/** The site's address as the directory knows it; the tests reach the app through inject. */
const PUBLIC_URL = "http://staff-console.test";

type Json = Record<string, unknown>;

let directory: TestDirectory;
beforeAll(async () => {
  directory = await startTestDirectory(PUBLIC_URL);
});
afterAll(() => directory.close());

describe.each(DRIVERS)("single sign-on with the bank's directory on %s", (driver) => {
  const server = useTestServer(driver, () => ({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: directory.issuer,
      OIDC_CLIENT_ID: directory.clientId,
      OIDC_CLIENT_SECRET: directory.clientSecret,
      OIDC_LABEL: "FDH Directory",
    },
  }));

  /** What a browser does: start, the directory's pages, back to the callback. Answers the callback's answer. */
  async function signInThroughDirectory(person: TestDirectoryPerson, next = "/staff/kyc") {
    directory.signInAs(person);
    const start = await server.app.inject({ url: `/api/staff/directory/start?next=${encodeURIComponent(next)}` });
    expect(start.statusCode).toBe(303);
    const pending = start.cookies.find((cookie) => cookie.name === "staff_directory");
    expect(pending).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/staff/directory" });
    const back = await passThroughDirectory(String(start.headers.location));
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/staff/directory/callback`);
    const callback = await server.app.inject({
      url: back.pathname + back.search,
      headers: { cookie: `staff_directory=${pending!.value}` },
    });
    const session = callback.cookies.find((cookie) => cookie.name === "staff_session" && cookie.value !== "");
    return {
      callback,
      back,
      pendingCookie: `staff_directory=${pending!.value}`,
      cookie: session ? `staff_session=${session.value}` : undefined,
    };
  }

  const me = async (cookie: string) =>
    (await server.app.inject({ url: "/api/staff/session", headers: { cookie } })).json<{ staff: Json | null }>().staff;

  const audit = (action: string) =>
    queryRows<{ action: string; actor_username: string | null; detail: Json }>(
      server.app.database.db,
      sql`select action, actor_username, detail from audit_log where action = ${action} order by at, id`,
    );

  it("makes a console account at the first sign-in, with the role of the person's group, and opens the screen asked for", async () => {
    const { callback, cookie } = await signInThroughDirectory({
      sub: "dir-0001",
      preferred_username: "chisomo.phiri",
      name: "Chisomo Phiri",
      email: "chisomo.phiri@bank.example.mw",
      groups: ["all-staff", "web-editors"],
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.headers["content-type"]).toMatch(/^text\/html/);
    expect(callback.body).toContain('content="0;url=/staff/kyc"');
    expect(await me(cookie!)).toMatchObject({ username: "chisomo.phiri", role: "editor", display_name: "Chisomo Phiri", directory: true });
    // The directory checked both factors: nothing to enrol here.
    expect(await me(cookie!)).not.toHaveProperty("required_step");
    expect(await audit("directory_account_created")).toContainEqual(
      expect.objectContaining({ actor_username: "chisomo.phiri", detail: { subject: "dir-0001", role: "editor" } }),
    );
    expect(await audit("sign_in")).toContainEqual(
      expect.objectContaining({ actor_username: "chisomo.phiri", detail: { via: "directory" } }),
    );
  });

  it("follows the directory's groups at each sign-in: the map's first matching role wins, and the change is audited", async () => {
    const person = { sub: "dir-0002", preferred_username: "thoko.banda", groups: ["kyc-officers"] };
    expect(await me((await signInThroughDirectory(person)).cookie!)).toMatchObject({ role: "kyc_officer" });
    const promoted = await signInThroughDirectory({ ...person, groups: ["kyc-officers", "web-admins"] });
    expect(await me(promoted.cookie!)).toMatchObject({ username: "thoko.banda", role: "admin" });
    expect(await audit("directory_account_updated")).toContainEqual(
      expect.objectContaining({ actor_username: "thoko.banda", detail: { subject: "dir-0002", role: "admin", changed: ["role"] } }),
    );
  });

  it("refuses a person in none of the mapped groups, with the reason on the sign-in screen, and opens no session", async () => {
    const { callback, cookie } = await signInThroughDirectory({
      sub: "dir-0003",
      preferred_username: "kondwani.finance",
      groups: ["finance"],
    });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe("/staff?directory_error=no_role");
    expect(cookie).toBeUndefined();
    expect(await audit("directory_sign_in_refused")).toContainEqual(
      expect.objectContaining({ actor_username: "kondwani.finance", detail: { reason: "no_role", subject: "dir-0003" } }),
    );
    const accounts = await queryRows(server.app.database.db, sql`select 1 from staff_accounts where username = 'kondwani.finance'`);
    expect(accounts).toHaveLength(0);
  });

  it("refuses a directory sign-in made with a password alone", async () => {
    const { callback, cookie } = await signInThroughDirectory({
      sub: "dir-0004",
      preferred_username: "pwd.only",
      groups: ["web-editors"],
      amr: ["pwd"],
    });
    expect(callback.headers.location).toBe("/staff?directory_error=no_second_factor");
    expect(cookie).toBeUndefined();
  });

  it("never takes over a local account of the same name: the break-glass admin stays the bank's own", async () => {
    const { callback, cookie } = await signInThroughDirectory({
      sub: "dir-0005",
      preferred_username: STAFF.username,
      groups: ["web-admins"],
    });
    expect(callback.headers.location).toBe("/staff?directory_error=name_taken");
    expect(cookie).toBeUndefined();
  });

  it("refuses an answer this browser did not start, and the same answer twice", async () => {
    directory.signInAs({ sub: "dir-0006", preferred_username: "mphatso.gondwe", groups: ["web-editors"] });
    const start = await server.app.inject({ url: "/api/staff/directory/start" });
    const back = await passThroughDirectory(String(start.headers.location));
    // Another browser (no cookie of the attempt): a login-CSRF would look like this.
    const stranger = await server.app.inject({ url: back.pathname + back.search });
    expect(stranger.headers.location).toBe("/staff?directory_error=failed");
    // A state of another attempt.
    const other = await server.app.inject({ url: "/api/staff/directory/start" });
    const otherPending = other.cookies.find((cookie) => cookie.name === "staff_directory")!;
    const mixed = await server.app.inject({
      url: back.pathname + back.search,
      headers: { cookie: `staff_directory=${otherPending.value}` },
    });
    expect(mixed.headers.location).toBe("/staff?directory_error=failed");

    const replay = await signInThroughDirectory({ sub: "dir-0007", preferred_username: "replayed.once", groups: ["web-editors"] });
    expect(replay.cookie).toBeDefined();
    const again = await server.app.inject({ url: replay.back.pathname + replay.back.search, headers: { cookie: replay.pendingCookie } });
    expect(again.headers.location).toBe("/staff?directory_error=failed");
  });

  it("keeps a disabled account out however the directory vouches for it, and its password opens nothing", async () => {
    const person = { sub: "dir-0008", preferred_username: "disabled.later", groups: ["web-editors"] };
    const first = await signInThroughDirectory(person);
    const { staff } = (await server.app.inject({ url: "/api/staff/session", headers: { cookie: first.cookie! } })).json<{
      staff: { id: string };
    }>();
    const disabled = await server.app.inject({
      method: "PATCH",
      url: `/api/staff/accounts/${staff.id}`,
      headers: server.staff,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await me(first.cookie!)).toBeNull();
    expect((await signInThroughDirectory(person)).callback.headers.location).toBe("/staff?directory_error=disabled");
    const password = await server.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "disabled.later", password: "anything at all, guessed" },
    });
    expect(password.statusCode).toBe(401);
  });

  it("shows the account as the directory's in the accounts list, and an admin cannot give it a password", async () => {
    const { cookie } = await signInThroughDirectory({ sub: "dir-0010", preferred_username: "no.password.here", groups: ["web-editors"] });
    const { staff } = (await server.app.inject({ url: "/api/staff/session", headers: { cookie: cookie! } })).json<{
      staff: { id: string };
    }>();
    const list = (await server.app.inject({ url: "/api/staff/accounts", headers: server.staff })).json<Json[]>();
    expect(list.find((account) => account.id === staff.id)).toMatchObject({ username: "no.password.here", directory: true });
    expect(list.find((account) => account.username === STAFF.username)).toMatchObject({ directory: false });
    const reset = await server.app.inject({
      method: "POST",
      url: `/api/staff/accounts/${staff.id}/password`,
      headers: server.staff,
      payload: { password: "a password the admin would know" },
    });
    expect(reset.statusCode).toBe(409);
    expect(reset.json()).toMatchObject({ code: "directory_account" });
    expect(await me(cookie!)).toMatchObject({ username: "no.password.here" });
  });

  it("signs out of the console and sends the browser to the directory's sign-out", async () => {
    const { cookie } = await signInThroughDirectory({ sub: "dir-0009", preferred_username: "leaving.now", groups: ["web-editors"] });
    const out = await server.app.inject({ url: "/api/staff/directory/sign-out", headers: { cookie: cookie! } });
    expect(out.statusCode).toBe(303);
    const target = new URL(String(out.headers.location));
    expect(target.origin).toBe(directory.issuer);
    expect(target.searchParams.get("client_id")).toBe(directory.clientId);
    expect(target.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/staff`);
    expect(await me(cookie!)).toBeNull();
    // The directory accepts the request: it asks the person to confirm, with its own page.
    const page = await fetch(target);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("logout");
    expect(await audit("sign_out")).toContainEqual(
      expect.objectContaining({ actor_username: "leaving.now", detail: { via: "directory" } }),
    );
  });
});

describe("without a directory", () => {
  const server = useTestServer("pglite", { signIn: false });

  it("offers no directory sign-in", async () => {
    expect((await server.app.inject({ url: "/api/staff/directory/start" })).statusCode).toBe(404);
  });
});

describe("a directory that cannot be reached", () => {
  const server = useTestServer("pglite", {
    signIn: false,
    env: { OIDC_ISSUER: "http://127.0.0.1:9/", OIDC_CLIENT_ID: "fdh-website", OIDC_CLIENT_SECRET: "a-secret" },
  });

  it("sends the person back to the sign-in screen with the reason, and the site keeps serving", async () => {
    const start = await server.app.inject({ url: "/api/staff/directory/start" });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe("/staff?directory_error=unavailable");
    expect((await server.app.inject({ url: "/api/staff/session" })).statusCode).toBe(200);
  });
});
