import { describe, expect, it, vi } from "vitest";
import { RequestError } from "#app/http/request-error.ts";
import { loadAllPages } from "./paged-loader.ts";

type Rec = { id: string; created_at: string };
const rec = (n: number): Rec => ({ id: `r${n}`, created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, 0, 1000 - n)).toISOString() });

/** A fake API of `total` records newest first, paged by limit and last_created_at. */
function fakeApi(total: number) {
  const all = Array.from({ length: total }, (_, index) => rec(index));
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const limit = Number(url.searchParams.get("limit"));
    const cursor = url.searchParams.get("last_created_at");
    const after = cursor === null ? all : all.filter((record) => record.created_at < cursor);
    return new Response(JSON.stringify(after.slice(0, limit)), { headers: { "content-type": "application/json" } });
  });
}

describe("paged loading (spec §4)", () => {
  it("reads pages of 100 with the last created_at as the cursor until an empty page", async () => {
    const fetch = fakeApi(250);
    const pages: number[] = [];
    const records = await loadAllPages<Rec>("branches", { pageSize: 100, fetch, onPage: (page) => pages.push(page.length) });
    expect(records).toHaveLength(250);
    expect(new Set(records.map((record) => record.id)).size).toBe(250);
    expect(pages).toEqual([100, 100, 50, 0]);
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe("/api/branches?limit=100");
    expect(urls[1]).toBe(`/api/branches?limit=100&last_created_at=${encodeURIComponent(rec(99).created_at)}`);
    expect(urls).toHaveLength(4);
  });

  it("reads promotions 10 at a time", async () => {
    const fetch = fakeApi(25);
    const records = await loadAllPages<Rec>("promotions", { pageSize: 10, fetch });
    expect(records).toHaveLength(25);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(String(fetch.mock.calls[0]![0])).toBe("/api/promotions?limit=10");
  });

  it("stops at once on an empty first page", async () => {
    const fetch = fakeApi(0);
    expect(await loadAllPages<Rec>("blogs", { pageSize: 100, fetch })).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("raises the status and the server's code when a read fails (spec §8)", async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ error: "limit: must be 1 to 100", code: "invalid_request" }), { status: 400 }),
    );
    const failure = loadAllPages<Rec>("blogs", { pageSize: 500, fetch });
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: "invalid_request" });
  });

  it("refuses a server whose cursor does not move, instead of reading forever", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([rec(1)])));
    await expect(loadAllPages<Rec>("blogs", { pageSize: 1, fetch })).rejects.toThrow(/cursor did not advance/);
  });
});
