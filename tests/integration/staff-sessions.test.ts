import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BACKGROUND_READ_HEADER } from "#domain/staff-identity/background-read.ts";
import type { StaffSession, StaffSessionTimes } from "#domain/staff-identity/schemas/staff-sessions.ts";
import { queryRows } from "#server/db/client.ts";
import { summariseUserAgent } from "#server/staff-identity/staff-sessions.ts";
import { nextCode, registerTestClock } from "#tests/support/staff-authenticator.ts";
import { createStaffMember, SAME_ORIGIN } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

describe("the device a session is shown as", () => {
  it("names the browser and system, or the script's client", () => {
    expect(summariseUserAgent(CHROME_ANDROID, "cookie")).toBe("Chrome on Android");
    expect(summariseUserAgent(FIREFOX_WINDOWS, "cookie")).toBe("Firefox on Windows");
    expect(summariseUserAgent("curl/8.5.0", "bearer")).toBe("curl (script)");
    expect(summariseUserAgent(null, "bearer")).toBe("Script (no browser named)");
    expect(summariseUserAgent(null, "cookie")).toBe("Unknown browser");
  });
});

describe.each(DRIVERS)("staff sessions under My security on %s", (driver) => {
  const clock = createTestClock({ ticking: true });
  const server = useTestServer(driver, { staff: { now: clock.now }, signIn: false });
  beforeAll(() => registerTestClock(server.app, clock));

  async function signIn(username: string, password: string, userAgent: string) {
    const code = nextCode(server.app, username);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/staff/session",
      headers: { "user-agent": userAgent },
      payload: { username, password, ...(code ? { code } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === "staff_session")!;
    return { cookie: `staff_session=${cookie.value}`, origin: SAME_ORIGIN };
  }
  const get = (url: string, headers: Record<string, string>) => server.app.inject({ url, headers });
  const del = (url: string, headers: Record<string, string>) => server.app.inject({ method: "DELETE", url, headers });
  const auditRows = (action: string) =>
    queryRows<{ actor_username: string; target_id: string; detail: Record<string, unknown> }>(
      server.app.database.db,
      sql`select actor_username, target_id, detail from audit_log where action = ${action} order by at`,
    );

  it("lists a person's sessions with device, address and times, the asking one marked", async () => {
    const member = await createStaffMember(server.app, "editor");
    const phone = await signIn(member.username, member.password, CHROME_ANDROID);
    await signIn(member.username, member.password, FIREFOX_WINDOWS);
    const token = await server.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "user-agent": "curl/8.5.0" },
      payload: { username: member.username, password: member.password, code: nextCode(server.app, member.username) },
    });
    expect(token.statusCode).toBe(200);

    const list = await get("/api/staff/me/sessions", phone);
    expect(list.statusCode).toBe(200);
    const sessions = list.json<StaffSession[]>();
    expect(sessions.map((session) => session.device).sort()).toEqual(["Chrome on Android", "Firefox on Windows", "curl (script)"]);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(["Chrome on Android"]);
    expect(sessions.every((session) => session.ip === "127.0.0.1")).toBe(true);
    expect(list.body).not.toMatch(/staff_session|token_hash/);
  });

  it("ends one session: that browser is signed out at once, the others stay", async () => {
    const member = await createStaffMember(server.app, "kyc_officer");
    const phone = await signIn(member.username, member.password, CHROME_ANDROID);
    const laptop = await signIn(member.username, member.password, FIREFOX_WINDOWS);
    const sessions = (await get("/api/staff/me/sessions", laptop)).json<StaffSession[]>();
    const phoneSession = sessions.find((session) => session.device === "Chrome on Android")!;

    expect((await del(`/api/staff/me/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(204);
    expect((await get("/api/staff/me", phone)).statusCode).toBe(401);
    expect((await get("/api/staff/me", laptop)).statusCode).toBe(200);
    expect((await del(`/api/staff/me/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(404);
    const [row] = (await auditRows("session_ended")).filter((entry) => entry.target_id === member.id);
    expect(row).toMatchObject({ actor_username: member.username, detail: { device: "Chrome on Android", session_id: phoneSession.id } });
  });

  it("signs out everywhere else, keeping the session that asked", async () => {
    const member = await createStaffMember(server.app, "editor");
    const phone = await signIn(member.username, member.password, CHROME_ANDROID);
    const tablet = await signIn(member.username, member.password, CHROME_ANDROID);
    const laptop = await signIn(member.username, member.password, FIREFOX_WINDOWS);
    const ended = await del("/api/staff/me/sessions", laptop);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await get("/api/staff/me", phone)).statusCode).toBe(401);
    expect((await get("/api/staff/me", tablet)).statusCode).toBe(401);
    expect((await get("/api/staff/me/sessions", laptop)).json<StaffSession[]>()).toHaveLength(1);
    expect((await auditRows("other_sessions_ended")).at(-1)).toMatchObject({ actor_username: member.username, detail: { ended: 2 } });
  });

  it("lets an admin see and end anyone's sessions, and nobody else", async () => {
    const admin = await signIn(STAFF.username, STAFF.password, FIREFOX_WINDOWS);
    const member = await createStaffMember(server.app, "kyc_officer");
    const other = await createStaffMember(server.app, "editor");
    const memberPhone = await signIn(member.username, member.password, CHROME_ANDROID);
    const memberLaptop = await signIn(member.username, member.password, FIREFOX_WINDOWS);
    const otherSession = await signIn(other.username, other.password, CHROME_ANDROID);

    const list = await get(`/api/staff/accounts/${member.id}/sessions`, admin);
    expect(list.statusCode).toBe(200);
    const sessions = list.json<StaffSession[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.some((session) => session.current)).toBe(false);

    const phoneId = sessions.find((session) => session.device === "Chrome on Android")!.id;
    // Someone else's session is not theirs to end, by either route.
    expect((await del(`/api/staff/accounts/${member.id}/sessions/${phoneId}`, otherSession)).statusCode).toBe(403);
    expect((await get(`/api/staff/accounts/${member.id}/sessions`, otherSession)).statusCode).toBe(403);
    expect((await del(`/api/staff/me/sessions/${phoneId}`, otherSession)).statusCode).toBe(404);
    expect((await get("/api/staff/me", memberPhone)).statusCode).toBe(200);

    expect((await del(`/api/staff/accounts/${member.id}/sessions/${phoneId}`, admin)).statusCode).toBe(204);
    expect((await get("/api/staff/me", memberPhone)).statusCode).toBe(401);
    const [ended] = (await auditRows("session_ended")).filter((entry) => entry.target_id === member.id);
    expect(ended).toMatchObject({ actor_username: STAFF.username, detail: { username: member.username, device: "Chrome on Android" } });

    expect((await del(`/api/staff/accounts/${member.id}/sessions`, admin)).json()).toEqual({ ended: 1 });
    expect((await get("/api/staff/me", memberLaptop)).statusCode).toBe(401);
    expect((await get("/api/staff/me", admin)).statusCode).toBe(200);
    expect((await auditRows("all_sessions_ended")).at(-1)).toMatchObject({ actor_username: STAFF.username, target_id: member.id });
    expect((await get("/api/staff/accounts/00000000-0000-4000-8000-000000000000/sessions", admin)).statusCode).toBe(404);
  });

  it("tells how long the session has left, and Stay signed in starts the inactivity limit again", async () => {
    const member = await createStaffMember(server.app, "editor");
    const session = await signIn(member.username, member.password, CHROME_ANDROID);
    const fresh = (await get("/api/staff/me/session", session)).json<StaffSessionTimes>();
    expect(fresh).toMatchObject({ ends_by: "idle", idle_timeout_seconds: 30 * 60, max_age_seconds: 12 * 60 * 60 });
    expect(fresh.ends_in_seconds).toBeGreaterThan(29 * 60);

    // 27 idle minutes: the console is warning now. Asking how long is left is not activity.
    clock.advance(27 * 60 * 1000);
    const warned = (await get("/api/staff/me/session", session)).json<StaffSessionTimes>();
    expect(warned.ends_in_seconds).toBeLessThanOrEqual(3 * 60);
    expect((await get("/api/staff/me/session", session)).json<StaffSessionTimes>().ends_in_seconds).toBeLessThanOrEqual(3 * 60);
    const extended = await server.app.inject({ method: "POST", url: "/api/staff/me/session/extend", headers: session });
    expect(extended.statusCode).toBe(200);
    expect(extended.json<StaffSessionTimes>().ends_in_seconds).toBeGreaterThan(29 * 60);
    clock.advance(27 * 60 * 1000);
    expect((await get("/api/staff/me", session)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    expect((await get("/api/staff/me/session", session)).statusCode).toBe(401);
    expect((await server.app.inject({ method: "POST", url: "/api/staff/me/session/extend", headers: session })).statusCode).toBe(401);
    expect((await auditRows("staff_write")).some((row) => JSON.stringify(row.detail).includes("extend"))).toBe(false);
  });

  it("ends a console left open when only its badges ask: their counts are not the person's activity", async () => {
    const member = await createStaffMember(server.app, "admin");
    const session = await signIn(member.username, member.password, CHROME_ANDROID);
    const badge = { ...session, [BACKGROUND_READ_HEADER]: "1" };
    // The open console asks for its counts every minute for 29 minutes: the session still ends
    // thirty minutes after the person's last act.
    for (let minute = 1; minute <= 29; minute += 1) {
      clock.advance(60 * 1000);
      expect((await get("/api/staff/kyc/pending-count", badge)).statusCode).toBe(200);
    }
    expect((await get("/api/staff/me/session", session)).json<StaffSessionTimes>().ends_in_seconds).toBeLessThanOrEqual(60);
    clock.advance(61 * 1000);
    expect((await get("/api/staff/kyc/pending-count", badge)).statusCode).toBe(401);

    // The person's own read (the same count, asked by opening a screen) does keep it going.
    const active = await signIn(member.username, member.password, CHROME_ANDROID);
    clock.advance(20 * 60 * 1000);
    expect((await get("/api/staff/kyc/pending-count", active)).statusCode).toBe(200);
    clock.advance(20 * 60 * 1000);
    expect((await get("/api/staff/me/session", active)).json<StaffSessionTimes>().ends_in_seconds).toBeGreaterThan(9 * 60);
    // A write is activity whatever it says of itself.
    expect((await del("/api/staff/me/sessions", { ...active, [BACKGROUND_READ_HEADER]: "1" })).statusCode).toBe(200);
    expect((await get("/api/staff/me/session", active)).json<StaffSessionTimes>().ends_in_seconds).toBeGreaterThan(29 * 60);
  });
});
