import { describe, expect, it } from "vitest";
import { startApplication, submitApplication } from "#tests/support/account-applications.ts";
import { openKycSession, readOutbox } from "#tests/support/onboarding.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

// ADR 060: a status check reuses the live code session, and a reference is taken as people type it.
describe.each(DRIVERS)("account opening's code session, on %s", (driver) => {
  const server = useTestServer(driver);

  it("says whose the live session is and until when, by bearer token or cookie, and none without one", async () => {
    const { authorization, token } = await openKycSession(server.app, server.database.dataDir, "0991234571", "+265991234571");
    const byBearer = await server.app.inject({ method: "GET", url: "/api/account-applications/session", headers: { authorization } });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers["cache-control"]).toBe("no-store");
    const session = byBearer.json<{ session: { username: string; expires_at: string } }>().session;
    expect(session.username).toBe("+265991234571");
    // The session lives 30 minutes from the code.
    const left = Date.parse(session.expires_at) - Date.now();
    expect(left).toBeGreaterThan(25 * 60 * 1000);
    expect(left).toBeLessThanOrEqual(30 * 60 * 1000);

    const byCookie = await server.app.inject({
      method: "GET",
      url: "/api/account-applications/session",
      headers: { cookie: `kyc_session=${token}` },
    });
    expect(byCookie.json()).toEqual({ session });

    // No session is an answer, not a refusal: the browser logs no failed load for it.
    const none = await server.app.inject({ method: "GET", url: "/api/account-applications/session" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ session: null });
    const forged = await server.app.inject({
      method: "GET",
      url: "/api/account-applications/session",
      headers: { cookie: "kyc_session=not-a-session" },
    });
    expect(forged.json()).toEqual({ session: null });
    // A staff member is no applicant.
    const staff = await server.app.inject({ method: "GET", url: "/api/account-applications/session", headers: server.staff });
    expect(staff.json()).toEqual({ session: null });
  });

  it("answers the status of a reference typed with spaces or in lower case, under the same session, with no new code", async () => {
    const session = await openKycSession(server.app, server.database.dataDir, "status.reuse@example.mw");
    const view = await submitApplication(server.app, session);
    const reference = view.reference!;
    const [, first, second] = reference.split("-");
    const sentBefore = readOutbox(server.database.dataDir, "status.reuse@example.mw").length;
    for (const typed of [`AO ${first} ${second}`, `ao ${first!.toLowerCase()} ${second!.toLowerCase()}`, `AO${first}${second}`]) {
      const status = await server.app.inject({
        method: "GET",
        url: `/api/account-applications/status/${encodeURIComponent(typed)}`,
        headers: { authorization: session.authorization },
      });
      expect(status.statusCode, typed).toBe(200);
      expect(status.json(), typed).toMatchObject({ reference, status: "received" });
    }
    // No code was sent for those checks.
    expect(readOutbox(server.database.dataDir, "status.reuse@example.mw")).toHaveLength(sentBefore);

    const malformed = await server.app.inject({
      method: "GET",
      url: `/api/account-applications/status/${encodeURIComponent("AO 1234 5678")}`,
      headers: { authorization: session.authorization },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty("error");
  });

  it("tells a second number's session whose draft a phone keeps, masked, and nothing of a submitted one", async () => {
    const first = await openKycSession(server.app, server.database.dataDir, "0991234573", "+265991234573");
    const draft = await startApplication(server.app, first);
    const second = await openKycSession(server.app, server.database.dataDir, "0881234574", "+265881234574");
    // The second number cannot read the draft itself…
    const read = await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}`, headers: { authorization: second.authorization } });
    expect(read.statusCode).toBe(404);
    // …but learns which number it belongs to, masked, to offer to continue it or start anew.
    const holder = await server.app.inject({
      method: "GET",
      url: `/api/account-applications/${draft.id}/holder`,
      headers: { authorization: second.authorization },
    });
    expect(holder.statusCode).toBe(200);
    expect(holder.headers["cache-control"]).toBe("no-store");
    expect(holder.json()).toEqual({ holder: "+265 99• ••• •73" });
    expect(holder.body).not.toContain("991234573");

    const anonymous = await server.app.inject({ method: "GET", url: `/api/account-applications/${draft.id}/holder` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await server.app.inject({
      method: "GET",
      url: "/api/account-applications/00000000-0000-4000-8000-000000000000/holder",
      headers: { authorization: second.authorization },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty("error");

    const submitted = await submitApplication(server.app, first);
    const gone = await server.app.inject({
      method: "GET",
      url: `/api/account-applications/${submitted.id}/holder`,
      headers: { authorization: second.authorization },
    });
    expect(gone.statusCode).toBe(404);
  });
});
