import { beforeAll, describe, expect, it } from "vitest";
import type { ComplaintView } from "#domain/complaints/complaint.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { createComplaintForm } from "#tests/support/openapi-walk-complaints.ts";
import { createStaffMember, loginWithToken } from "#tests/support/staff-session.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { DRIVERS, useTestServer } from "#tests/support/test-server.ts";

// Monday 9 March 2026, 10:00 in Blantyre. Ten working days later, Martyrs' Day (3 March) already
// past: Monday 23 March; with a holiday entered for Tuesday 10 March, Tuesday 24 March.
const RECEIVED_AT = new Date("2026-03-09T08:00:00.000Z");

const FIELDS = {
  category: "atm",
  product: "Current account",
  description: "The ATM at Mandala took my card and did not give me the money I asked for.",
};

describe.each(DRIVERS)("public holidays on %s (ADR 064)", (driver) => {
  const clock = createTestClock({ start: RECEIVED_AT });
  const server = useTestServer(driver, { onboarding: { now: clock.now } });
  let editor: { authorization: string };

  beforeAll(async () => {
    const member = await createStaffMember(server.app, "editor");
    editor = { authorization: `Bearer ${await loginWithToken(server.app, member.username, member.password)}` };
  });

  async function fileComplaint(username: string, key: string): Promise<ComplaintView> {
    const { authorization } = await openKycSession(server.app, server.database.dataDir, username);
    const form = await createComplaintForm(FIELDS);
    const response = await server.app.inject({
      method: "POST",
      url: "/api/complaints",
      payload: form.payload,
      headers: { ...form.headers, authorization, "idempotency-key": key },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ComplaintView>();
  }

  it("lets an editor add, correct and remove a holiday, and refuses a date that does not exist", async () => {
    const eid = { date: "2026-03-20", name: { en: "Eid al-Fitr", ny: "Idi al-Fitr" } };
    const created = await server.app.inject({ method: "POST", url: "/api/public_holidays", payload: eid, headers: editor });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<{ id: string; date: string; name: { en: string } }>();
    expect(record).toMatchObject(eid);

    const listed = (await server.app.inject({ url: "/api/public_holidays?limit=100" })).json<Array<{ id: string }>>();
    expect(listed.map((holiday) => holiday.id)).toContain(record.id);

    const moved = await server.app.inject({
      method: "PUT",
      url: `/api/public_holidays/${record.id}`,
      payload: { ...eid, date: "2026-03-21" },
      headers: editor,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await server.app.inject({ url: `/api/public_holidays/${record.id}` })).json()).toMatchObject({ date: "2026-03-21" });

    const impossible = await server.app.inject({
      method: "POST",
      url: "/api/public_holidays",
      payload: { ...eid, date: "2026-02-30" },
      headers: editor,
    });
    expect(impossible.statusCode).toBe(400);
    const anonymous = await server.app.inject({ method: "POST", url: "/api/public_holidays", payload: eid });
    expect(anonymous.statusCode).toBe(401);

    const removed = await server.app.inject({ method: "DELETE", url: `/api/public_holidays/${record.id}`, headers: editor });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await server.app.inject({ url: `/api/public_holidays/${record.id}` })).statusCode).toBe(404);
  });

  it("moves a complaint's answer-by date one working day on when a holiday is entered for the next day", async () => {
    const before = await fileComplaint("before-holiday@example.mw", "holiday-key-0001");
    expect(before.respond_by).toBe("2026-03-23");

    const declared = { date: "2026-03-10", name: { en: "Declared holiday", ny: "Tchuthi cholengezedwa" } };
    const entered = await server.app.inject({ method: "POST", url: "/api/public_holidays", payload: declared, headers: editor });
    expect(entered.statusCode, entered.body).toBe(201);

    const after = await fileComplaint("after-holiday@example.mw", "holiday-key-0002");
    expect(after.respond_by).toBe("2026-03-24");
  });
});
