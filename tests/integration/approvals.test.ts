import { describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { createStaffMember, loginWithToken } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
const RATES = "money_bureau_exchange_rates";

describe.each(DRIVERS)("maker-checker approvals on %s", (driver) => {
  // The test servers' default turns approvals off (ADR 062); this one gates the rates and loans.
  const server = useTestServer(driver, { env: { APPROVAL_COLLECTIONS: `${RATES},loans` } });

  async function otherEditor(): Promise<{ authorization: string; username: string }> {
    const editor = await createStaffMember(server.app, "editor");
    return { authorization: `Bearer ${await loginWithToken(server.app, editor.username, editor.password)}`, username: editor.username };
  }

  const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Json, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });

  /** A gated create, approved by another editor: the published record. */
  async function publishedRate(checker: { authorization: string }): Promise<Json> {
    const proposed = await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES));
    expect(proposed.statusCode).toBe(202);
    const change = proposed.json<Json>();
    expect(
      (await inject("POST", `/api/staff/changes/${String(change.id)}/approve`, { authorization: checker.authorization })).statusCode,
    ).toBe(200);
    return (await server.app.inject({ url: `/api/${RATES}/${String(change.record_id)}` })).json<Json>();
  }

  it("answers a gated create 202 with the pending change, and visitors do not see it", async () => {
    const input = makeInput(RATES);
    const response = await inject("POST", `/api/${RATES}`, server.staff, input);
    expect(response.statusCode).toBe(202);
    const change = response.json<Json>();
    expect(change).toMatchObject({ collection: RATES, action: "create", status: "pending", maker: STAFF.username, record: input });
    expect(change.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(change.record_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(change.created_at))).not.toBeNaN();
    expect((await server.app.inject({ url: `/api/${RATES}/${String(change.record_id)}` })).statusCode).toBe(404);

    const pending = await inject("GET", "/api/staff/changes?status=pending", server.staff);
    expect(pending.statusCode).toBe(200);
    expect(pending.json<Json[]>().map((entry) => entry.id)).toContain(change.id);
    const audit = await inject("GET", `/api/staff/audit?target_id=${String(change.record_id)}`, server.staff);
    expect(audit.json<{ items: Json[] }>().items.map((entry) => entry.action)).toEqual(["change_proposed"]);
  });

  it("refuses the maker's own approval with 403, and nothing is published", async () => {
    const change = (await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES))).json<Json>();
    const response = await inject("POST", `/api/staff/changes/${String(change.id)}/approve`, server.staff);
    expect(response.statusCode).toBe(403);
    expect(response.json<Json>().error).toMatch(/another editor/);
    expect((await server.app.inject({ url: `/api/${RATES}/${String(change.record_id)}` })).statusCode).toBe(404);
    const rejected = await inject("POST", `/api/staff/changes/${String(change.id)}/reject`, server.staff, { reason: "mine" });
    expect(rejected.statusCode).toBe(403);
  });

  it("publishes a change another editor approves, with exactly one live event and its audit rows", async () => {
    const checker = await otherEditor();
    const change = (await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES))).json<Json>();
    const events: ContentEvent[] = [];
    const unsubscribe = server.app.eventBus.subscribe((event) => {
      if (event.id === change.record_id) events.push(event);
    });
    try {
      const approved = await inject("POST", `/api/staff/changes/${String(change.id)}/approve`, { authorization: checker.authorization });
      expect(approved.statusCode).toBe(200);
      expect(approved.json<Json>()).toMatchObject({ status: "approved", checker: checker.username });
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      unsubscribe();
    }
    expect(events).toHaveLength(1);
    const visible = await server.app.inject({ url: `/api/${RATES}/${String(change.record_id)}` });
    expect(visible.statusCode).toBe(200);
    const proposed = change.record as Json;
    expect(visible.json<Json>()).toMatchObject({
      currency_code: proposed.currency_code,
      buying: proposed.buying,
      selling: proposed.selling,
    });
    // The version is kept under the maker's name.
    const versions = (await inject("GET", `/api/${RATES}/${String(change.record_id)}/versions`, server.staff)).json<Json[]>();
    expect(versions.map((version) => [version.action, version.staff_username])).toEqual([["created", STAFF.username]]);
    const audit = (await inject("GET", `/api/staff/audit?target_id=${String(change.record_id)}`, server.staff)).json<{ items: Json[] }>();
    expect(audit.items.map((entry) => entry.action).sort()).toEqual(["change_approved", "change_proposed"]);
    // Approving twice does not apply it twice.
    expect(
      (await inject("POST", `/api/staff/changes/${String(change.id)}/approve`, { authorization: checker.authorization })).statusCode,
    ).toBe(409);
  });

  it("returns a rejection's reason to the maker and publishes nothing", async () => {
    const checker = await otherEditor();
    const change = (await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES))).json<Json>();
    const noReason = await inject(
      "POST",
      `/api/staff/changes/${String(change.id)}/reject`,
      { authorization: checker.authorization },
      { reason: " " },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await inject(
      "POST",
      `/api/staff/changes/${String(change.id)}/reject`,
      { authorization: checker.authorization },
      { reason: "The selling rate is a day old" },
    );
    expect(rejected.statusCode).toBe(200);
    const mine = (await inject("GET", "/api/staff/changes?status=rejected", server.staff))
      .json<Json[]>()
      .find((entry) => entry.id === change.id);
    expect(mine).toMatchObject({
      status: "rejected",
      reason: "The selling rate is a day old",
      checker: checker.username,
      maker: STAFF.username,
    });
    expect((await server.app.inject({ url: `/api/${RATES}/${String(change.record_id)}` })).statusCode).toBe(404);
  });

  it("lists decided changes a page at a time, latest decision first", async () => {
    const checker = await otherEditor();
    const ids: string[] = [];
    for (const reason of ["first", "second", "third"]) {
      const change = (await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES))).json<Json>();
      await inject("POST", `/api/staff/changes/${String(change.id)}/reject`, { authorization: checker.authorization }, { reason });
      ids.push(String(change.id));
    }
    const page = (query: string) => inject("GET", `/api/staff/changes?status=decided&${query}`, server.staff);
    const first = await page("limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.json<Json[]>().map((entry) => entry.id)).toEqual([ids[2], ids[1]]);
    const last = first.json<Json[]>()[1]!;
    const next = (await page(`limit=2&before=${encodeURIComponent(String(last.decided_at))}`)).json<Json[]>();
    expect(next[0]!.id).toBe(ids[0]);
    expect(next.every((entry) => entry.status !== "pending")).toBe(true);
    expect((await page("limit=0")).statusCode).toBe(400);
    expect((await page("before=yesterday")).json<Json>()).toMatchObject({ error: expect.any(String) });
  });

  it("still answers 201 for a collection outside APPROVAL_COLLECTIONS", async () => {
    const response = await inject("POST", "/api/banners", server.staff, makeInput("banners"));
    expect(response.statusCode).toBe(201);
    expect((await server.app.inject({ url: `/api/banners/${String(response.json<Json>().id)}` })).statusCode).toBe(200);
  });

  it("sends an update and a version restore for approval, and applies the restore when approved", async () => {
    const checker = await otherEditor();
    const rate = await publishedRate(checker);
    const id = String(rate.id);
    const changed = changeInput(RATES, makeInput(RATES));
    const update = await inject("PUT", `/api/${RATES}/${id}`, server.staff, changed);
    expect(update.statusCode).toBe(202);
    expect(update.json<Json>()).toMatchObject({ action: "update", record_id: id });
    expect((await server.app.inject({ url: `/api/${RATES}/${id}` })).json()).toEqual(rate);
    await inject("POST", `/api/staff/changes/${String(update.json<Json>().id)}/approve`, { authorization: checker.authorization });
    expect((await server.app.inject({ url: `/api/${RATES}/${id}` })).json<Json>().selling).toBe((changed as Json).selling);

    const restore = await inject("POST", `/api/${RATES}/${id}/versions/1/restore`, server.staff);
    expect(restore.statusCode).toBe(202);
    expect(restore.json<Json>()).toMatchObject({ record_id: id, restore_version: 1, status: "pending" });
    expect((await server.app.inject({ url: `/api/${RATES}/${id}` })).json<Json>().selling).toBe((changed as Json).selling);
    expect(
      (await inject("POST", `/api/staff/changes/${String(restore.json<Json>().id)}/approve`, { authorization: checker.authorization }))
        .statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: `/api/${RATES}/${id}` })).json()).toEqual(rate);
  });

  it("answers 409 when the record changed after the change was proposed", async () => {
    const checker = await otherEditor();
    const rate = await publishedRate(checker);
    const id = String(rate.id);
    const first = (await inject("PUT", `/api/${RATES}/${id}`, server.staff, changeInput(RATES, makeInput(RATES)))).json<Json>();
    const second = (await inject("PUT", `/api/${RATES}/${id}`, server.staff, makeInput(RATES))).json<Json>();
    expect(
      (await inject("POST", `/api/staff/changes/${String(second.id)}/approve`, { authorization: checker.authorization })).statusCode,
    ).toBe(200);
    const stale = await inject("POST", `/api/staff/changes/${String(first.id)}/approve`, { authorization: checker.authorization });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Json>().error).toMatch(/changed since/);
    const listed = (await inject("GET", "/api/staff/changes?status=pending", server.staff)).json<Json[]>();
    expect(listed.map((entry) => entry.id)).toContain(first.id);
  });
  it("sends today's rates for approval as ONE change, and approving it publishes every currency", async () => {
    const checker = await otherEditor();
    const setAt = "2026-11-28T07:30:00+02:00";
    const published = await inject("POST", "/api/staff/exchange-rates", server.staff, {
      source: "moneyBureau",
      set_at: setAt,
      rates: [
        { currency_code: "GBP", currency_name: { en: "British Pound", ny: "Paundi ya ku Britain" }, buying: 2200, selling: 2260 },
        { currency_code: "ZAR", currency_name: { en: "South African Rand", ny: "Randi ya ku South Africa" }, buying: 95, selling: 99 },
      ],
    });
    expect(published.statusCode).toBe(202);
    const change = published.json<Json>();
    expect(change).toMatchObject({ collection: RATES, action: "create", status: "pending" });
    const pending = (await inject("GET", "/api/staff/changes?status=pending", server.staff)).json<Json[]>();
    expect(pending.filter((entry) => entry.id === change.id)).toHaveLength(1);
    const atSetTime = async () =>
      (await server.app.inject({ url: `/api/${RATES}?limit=100` }))
        .json<Json[]>()
        .filter((record) => Date.parse(String(record.set_at)) === Date.parse(setAt))
        .map((record) => record.currency_code)
        .sort();
    expect(await atSetTime()).toEqual([]);
    expect(
      (await inject("POST", `/api/staff/changes/${String(change.id)}/approve`, { authorization: checker.authorization })).statusCode,
    ).toBe(200);
    expect(await atSetTime()).toEqual(["GBP", "ZAR"]);
  });
  it("counts for the menu only the pending changes another editor made, and writes no audit row", async () => {
    const checker = await otherEditor();
    const count = async (headers: Json) => {
      const response = await inject("GET", "/api/staff/changes/pending-count", headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toContain("no-store");
      return response.json<{ pending: number }>().pending;
    };
    const [mineBefore, theirsBefore] = [await count(server.staff), await count({ authorization: checker.authorization })];
    const change = (await inject("POST", `/api/${RATES}`, server.staff, makeInput(RATES))).json<Json>();
    // The maker's badge does not count their own change; the other editor's does.
    expect(await count(server.staff)).toBe(mineBefore);
    expect(await count({ authorization: checker.authorization })).toBe(theirsBefore + 1);
    await inject("POST", `/api/staff/changes/${String(change.id)}/reject`, { authorization: checker.authorization }, { reason: "No" });
    expect(await count({ authorization: checker.authorization })).toBe(theirsBefore);
    expect((await server.app.inject({ url: "/api/staff/changes/pending-count" })).statusCode).toBe(401);
    const audit = (await inject("GET", "/api/staff/audit?limit=100", server.staff)).json<{ items: Json[] }>();
    expect(audit.items.filter((entry) => JSON.stringify(entry).includes("pending-count"))).toEqual([]);
  });

  it("answers a retried gated create with the same Idempotency-Key with the same pending change, proposing once", async () => {
    const input = makeInput(RATES);
    const send = (key: string, body: unknown) =>
      server.app.inject({
        method: "POST",
        url: `/api/${RATES}`,
        headers: { ...(server.staff as Record<string, string>), "idempotency-key": key },
        payload: body as Json,
      });
    const key = `retry-${Date.now()}`;
    const first = await send(key, input);
    expect(first.statusCode).toBe(202);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const retry = await send(key, input);
    expect(retry.statusCode).toBe(202);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json<Json>()).toEqual(first.json<Json>());
    const change = first.json<Json>();
    const pending = (await inject("GET", "/api/staff/changes?status=pending", server.staff)).json<Json[]>();
    expect(pending.filter((entry) => entry.record_id === change.record_id)).toHaveLength(1);
    const audit = (await inject("GET", `/api/staff/audit?target_id=${String(change.record_id)}`, server.staff)).json<{ items: Json[] }>();
    expect(audit.items.map((entry) => entry.action)).toEqual(["change_proposed"]);
    // The same key with another body is refused, and proposes nothing.
    const reused = await send(key, changeInput(RATES, input));
    expect(reused.statusCode).toBe(422);
    expect(reused.json<Json>()).toMatchObject({ code: "idempotency_key_reused" });
    expect((await inject("GET", "/api/staff/changes?status=pending", server.staff)).json<Json[]>()).toHaveLength(pending.length);
  });

  it("sends a published draft of a gated collection for approval, not to visitors", async () => {
    const draft = await inject("POST", "/api/loans/drafts", server.staff, makeInput("loans"));
    expect(draft.statusCode).toBe(201);
    const id = String(draft.json<Json>().id);
    const published = await inject("POST", `/api/loans/${id}/draft/publish`, server.staff);
    expect(published.statusCode).toBe(202);
    expect(published.json<Json>()).toMatchObject({ collection: "loans", record_id: id, action: "create", status: "pending" });
    expect((await server.app.inject({ url: `/api/loans/${id}` })).statusCode).toBe(404);
  });
});
