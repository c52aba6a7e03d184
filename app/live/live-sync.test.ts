import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BrowserCollection } from "#domain/collection-stores.ts";
import { openContentDb, type ContentDb } from "./content-db.client.ts";
import { createLiveStore, type LiveStore } from "./live-store.ts";
import { createLiveSync, type FeedHandlers, type LiveSyncDeps } from "./live-sync.ts";

type Rec = { id: string; created_at: string; name: string };
let clock = 0;
const rec = (id: string, name = id): Rec => ({ id, created_at: new Date(Date.UTC(2025, 0, 1) + ++clock).toISOString(), name });

/** A fake content API over in-memory collections, newest first, paged like the real one. */
function fakeApi(data: Partial<Record<BrowserCollection, Rec[]>>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const collection = url.pathname.split("/")[2] as BrowserCollection;
    const all = [...(data[collection] ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const cursor = url.searchParams.get("last_created_at");
    const page = (cursor === null ? all : all.filter((record) => record.created_at < cursor)).slice(0, Number(url.searchParams.get("limit")));
    return new Response(JSON.stringify(page));
  });
}

interface Harness {
  store: LiveStore;
  db: ContentDb;
  feed: { handlers?: FeedHandlers; open: ReturnType<typeof vi.fn<() => void>>; close: ReturnType<typeof vi.fn<() => void>> };
  fetch: ReturnType<typeof fakeApi>;
  synced: Map<BrowserCollection, number>;
  status: ReturnType<typeof vi.fn>;
  online: { value: boolean };
  now: { value: number };
}

async function setUp(data: Partial<Record<BrowserCollection, Rec[]>>, options: { online?: boolean; deps?: Partial<LiveSyncDeps> } = {}) {
  const store = createLiveStore();
  const db = await openContentDb("fdh");
  const feed: Harness["feed"] = { open: vi.fn<() => void>(), close: vi.fn<() => void>() };
  const fetch = fakeApi(data);
  const synced = new Map<BrowserCollection, number>();
  const status = vi.fn();
  const online = { value: options.online ?? true };
  const now = { value: 1_000_000 };
  const sync = createLiveSync({
    store,
    openDb: async () => db,
    connect(handlers) {
      feed.handlers = handlers;
      return { open: feed.open, close: feed.close };
    },
    fetch,
    isOnline: () => online.value,
    now: () => now.value,
    getSyncedAt: (collection) => synced.get(collection),
    setSyncedAt: (collection, at) => void synced.set(collection, at),
    clearSyncedAt: () => synced.clear(),
    onStatus: status,
    ...options.deps,
  });
  const harness: Harness = { store, db, feed, fetch, synced, status, online, now };
  return { sync, ...harness };
}

const requested = (fetch: ReturnType<typeof fakeApi>) => fetch.mock.calls.map(([url]) => String(url).split("?")[0]);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("the live data layer", () => {
  it("reloads every collection on connection, the screens' first, into the store and the browser database", async () => {
    const branches = [rec("lilongwe"), rec("mzuzu")];
    const { sync, store, db, feed, fetch, synced } = await setUp({ branches, blogs: [rec("news")] });
    store.subscribe("blogs", () => {});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    expect(requested(fetch)[0]).toBe("/api/blogs");
    expect(new Set(requested(fetch)).size).toBe(13);
    expect(store.getState("blogs")).toMatchObject({ source: "server", records: [expect.objectContaining({ id: "news" })] });
    expect((await db.getAll("branches")).map((record) => record.id).sort()).toEqual(["lilongwe", "mzuzu"]);
    expect(synced.size).toBe(13);
  });

  it("applies created, updated and deleted events to the store and the browser database", async () => {
    const lilongwe = rec("lilongwe");
    const { sync, store, db, feed } = await setUp({ branches: [lilongwe] });
    store.subscribe("branches", () => {});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();

    const karonga = rec("karonga", "Karonga Branch");
    await sync.handleEvent({ collection: "branches", action: "created", id: karonga.id, record: karonga });
    expect(store.getState("branches").records!.map((record) => record.id)).toEqual(["karonga", "lilongwe"]);
    expect(await db.getOne("branches", "karonga")).toEqual(karonga);

    const renamed = { ...lilongwe, name: "Lilongwe City Centre" };
    await sync.handleEvent({ collection: "branches", action: "updated", id: renamed.id, record: renamed });
    expect(store.getState<Rec>("branches").records!.find((record) => record.id === "lilongwe")!.name).toBe("Lilongwe City Centre");
    expect(await db.getOne("branches", "lilongwe")).toEqual(renamed);

    await sync.handleEvent({ collection: "branches", action: "deleted", id: "karonga" });
    expect(store.getState("branches").records!.map((record) => record.id)).toEqual(["lilongwe"]);
    expect(await db.getOne("branches", "karonga")).toBeUndefined();

    // Collections no screen shows are still written to the database.
    const rate = rec("usd");
    await sync.handleEvent({ collection: "money_bureau_exchange_rates", action: "created", id: rate.id, record: rate });
    expect(await db.getOne("money_bureau_exchange_rates", "usd")).toEqual(rate);
    // Malformed or private events change nothing.
    await sync.handleEvent({ collection: "kyc_account_details", action: "created", id: "x", record: { id: "x", created_at: "2025-01-01T00:00:00.000Z" } });
    await sync.handleEvent({ nonsense: true });
    expect(await db.getOne("money_bureau_exchange_rates", "x")).toBeUndefined();
  });

  it("catches up after a disconnection: the reconnection reloads, so a change made meanwhile is not missed", async () => {
    const data = { branches: [rec("lilongwe")] };
    const { sync, store, feed, fetch } = await setUp(data);
    store.subscribe("branches", () => {});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    feed.handlers!.onDisconnect();
    // A branch created while the feed was down: no event reaches us.
    data.branches.push(rec("karonga"));
    const before = fetch.mock.calls.length;
    feed.handlers!.onConnect();
    await sync.idle();
    expect(store.getState("branches").records!.map((record) => record.id).sort()).toEqual(["karonga", "lilongwe"]);
    // Only the screen's collection is read again: the others were reloaded moments ago.
    expect(requested(fetch).slice(before)).toEqual(["/api/branches", "/api/branches"]);
  });

  it("reloads collections no screen shows once their copy is older than the limit", async () => {
    const { sync, feed, fetch, now } = await setUp({});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    expect(fetch).toHaveBeenCalledTimes(13);
    now.value += 11 * 60 * 1000;
    feed.handlers!.onConnect();
    await sync.idle();
    expect(fetch).toHaveBeenCalledTimes(26);
  });

  it("offline, shows the browser database's copy and does not try to connect; back online, it connects", async () => {
    const { sync, store, db, feed, synced, online } = await setUp({ branches: [rec("lilongwe")] }, { online: false });
    await db.replaceAll("branches", [rec("saved")]);
    synced.set("branches", 1);
    const connect = vi.spyOn(feed, "open");
    store.subscribe("branches", () => {});
    sync.start();
    await sync.idle();
    expect(feed.handlers).toBeUndefined();
    expect(store.getState("branches")).toMatchObject({ source: "local", records: [expect.objectContaining({ id: "saved" })] });
    online.value = true;
    sync.goOnline();
    expect(feed.handlers).toBeDefined();
    feed.handlers!.onConnect();
    await sync.idle();
    expect(store.getState("branches")).toMatchObject({ source: "server", records: [expect.objectContaining({ id: "lilongwe" })] });
    expect(connect).not.toHaveBeenCalled();
  });

  it("closes the feed when the network goes away, and opens it again when it returns", async () => {
    const { sync, feed } = await setUp({});
    sync.start();
    await sync.goOffline();
    expect(feed.close).toHaveBeenCalledTimes(1);
    sync.goOnline();
    expect(feed.open).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's own records when the server cannot be read and nothing is saved", async () => {
    const { sync, store, feed } = await setUp({}, { deps: { fetch: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) } });
    store.subscribe("branches", () => {});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    expect(store.getState("branches")).toMatchObject({ source: "none", loading: false, records: undefined });
  });

  it("forgets its sync times when the browser database was created afresh", async () => {
    const { sync, synced, feed, fetch } = await setUp({});
    synced.set("branches", 999_999_999);
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    // The database was new, so even the "recent" branches were read again.
    expect(requested(fetch)).toContain("/api/branches");
  });
});
