import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BROWSER_COLLECTIONS, type BrowserCollection } from "#domain/content/collection-stores.ts";
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
    const page = (cursor === null ? all : all.filter((record) => record.created_at < cursor)).slice(
      0,
      Number(url.searchParams.get("limit")),
    );
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

type SetUpOptions = { online?: boolean; deps?: Partial<LiveSyncDeps> };

async function setUp(data: Partial<Record<BrowserCollection, Rec[]>>, options: SetUpOptions = {}) {
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

/** Sets up the layer under a screen that shows `shown`, and starts it. */
async function startShowing(shown: BrowserCollection[], data: Partial<Record<BrowserCollection, Rec[]>>, options: SetUpOptions = {}) {
  const harness = await setUp(data, options);
  for (const collection of shown) harness.store.subscribe(collection, () => {});
  harness.sync.start();
  return harness;
}

const requested = (fetch: ReturnType<typeof fakeApi>) => fetch.mock.calls.map(([url]) => String(url).split("?")[0]);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("the live data layer", () => {
  it("reloads every collection on connection, the screens' first, into the store and the browser database", async () => {
    const branches = [rec("lilongwe"), rec("mzuzu")];
    const { sync, store, db, feed, fetch, synced } = await startShowing(["blogs"], { branches, blogs: [rec("news")] });
    feed.handlers!.onConnect();
    await sync.idle();
    expect(requested(fetch)[0]).toBe("/api/blogs");
    expect(new Set(requested(fetch)).size).toBe(BROWSER_COLLECTIONS.length);
    expect(store.getState("blogs")).toMatchObject({ source: "server", records: [expect.objectContaining({ id: "news" })] });
    expect((await db.getAll("branches")).map((record) => record.id).sort()).toEqual(["lilongwe", "mzuzu"]);
    expect(synced.size).toBe(BROWSER_COLLECTIONS.length);
  });

  it("applies created, updated and deleted events to the store and the browser database", async () => {
    const lilongwe = rec("lilongwe");
    const { sync, store, db, feed } = await startShowing(["branches"], { branches: [lilongwe] });
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
    await sync.handleEvent({
      collection: "kyc_account_details",
      action: "created",
      id: "x",
      record: { id: "x", created_at: "2025-01-01T00:00:00.000Z" },
    });
    await sync.handleEvent({ nonsense: true });
    expect(await db.getOne("money_bureau_exchange_rates", "x")).toBeUndefined();
  });

  it("catches up after a disconnection: the reconnection reloads, so a change made meanwhile is not missed", async () => {
    const data = { branches: [rec("lilongwe")] };
    const { sync, store, feed, fetch } = await startShowing(["branches"], data);
    feed.handlers!.onConnect();
    await sync.idle();
    feed.handlers!.onDisconnect();
    // A branch created while the feed was down: no event reaches us.
    data.branches.push(rec("karonga"));
    const before = fetch.mock.calls.length;
    feed.handlers!.onConnect();
    await sync.idle();
    expect(
      store
        .getState("branches")
        .records!.map((record) => record.id)
        .sort(),
    ).toEqual(["karonga", "lilongwe"]);
    // Only the screen's collection is read again: the others were reloaded moments ago.
    expect(requested(fetch).slice(before)).toEqual(["/api/branches", "/api/branches"]);
  });

  it("reloads collections no screen shows once their copy is older than the limit", async () => {
    const { sync, feed, fetch, now } = await setUp({});
    sync.start();
    feed.handlers!.onConnect();
    await sync.idle();
    expect(fetch).toHaveBeenCalledTimes(BROWSER_COLLECTIONS.length);
    now.value += 11 * 60 * 1000;
    feed.handlers!.onConnect();
    await sync.idle();
    expect(fetch).toHaveBeenCalledTimes(2 * BROWSER_COLLECTIONS.length);
  });

  describe("the offline copies wait until the visitor stays, and never come when they save data", () => {
    const data = () => ({ branches: [rec("lilongwe")], blogs: [rec("news")], loans: [rec("salary")] });

    it("on the first page view in this browser, reads only the screen's collections", async () => {
      const onStaying = vi.fn();
      const { sync, store, feed, fetch, synced } = await startShowing(["branches"], data(), { deps: { firstView: true, onStaying } });
      feed.handlers!.onConnect();
      await sync.idle();
      expect(new Set(requested(fetch))).toEqual(new Set(["/api/branches"]));
      expect(store.getState("branches")).toMatchObject({ source: "server", records: [expect.objectContaining({ id: "lilongwe" })] });
      expect([...synced.keys()]).toEqual(["branches"]);
      expect(onStaying).not.toHaveBeenCalled();
    });

    it("a later page view (a client-side navigation) reads the rest, once", async () => {
      const onStaying = vi.fn();
      const { sync, feed, fetch, synced, db } = await startShowing(["branches"], data(), { deps: { firstView: true, onStaying } });
      feed.handlers!.onConnect();
      await sync.idle();
      sync.pageViewed();
      await sync.idle();
      expect(new Set(requested(fetch)).size).toBe(BROWSER_COLLECTIONS.length);
      expect(synced.size).toBe(BROWSER_COLLECTIONS.length);
      expect((await db.getAll("loans")).map((record) => record.id)).toEqual(["salary"]);
      expect(onStaying).toHaveBeenCalledTimes(1);
      // The branches were not read twice, and another navigation reads nothing more.
      const calls = fetch.mock.calls.length;
      expect(requested(fetch).filter((url) => url === "/api/branches")).toHaveLength(2);
      sync.pageViewed();
      await sync.idle();
      expect(fetch.mock.calls.length).toBe(calls);
      expect(onStaying).toHaveBeenCalledTimes(1);
    });

    it("a navigation before the feed connects makes its first reload read everything", async () => {
      const { sync, feed, fetch } = await startShowing(["branches"], data(), { deps: { firstView: true } });
      sync.pageViewed();
      feed.handlers!.onConnect();
      await sync.idle();
      expect(requested(fetch)[0]).toBe("/api/branches");
      expect(new Set(requested(fetch)).size).toBe(BROWSER_COLLECTIONS.length);
    });

    it("a later document load (not the first view) reads the rest at once, and says the visitor stays", async () => {
      const onStaying = vi.fn();
      const { sync, feed, fetch } = await startShowing(["blogs"], data(), { deps: { firstView: false, onStaying } });
      expect(onStaying).toHaveBeenCalledTimes(1);
      feed.handlers!.onConnect();
      await sync.idle();
      expect(requested(fetch)[0]).toBe("/api/blogs");
      expect(new Set(requested(fetch)).size).toBe(BROWSER_COLLECTIONS.length);
    });

    it("a reconnection during the first view reads the rest", async () => {
      const onStaying = vi.fn();
      const { sync, feed, fetch } = await startShowing(["branches"], data(), { deps: { firstView: true, onStaying } });
      feed.handlers!.onConnect();
      await sync.idle();
      expect(new Set(requested(fetch)).size).toBe(1);
      feed.handlers!.onDisconnect();
      feed.handlers!.onConnect();
      await sync.idle();
      expect(new Set(requested(fetch)).size).toBe(BROWSER_COLLECTIONS.length);
      expect(onStaying).toHaveBeenCalledTimes(1);
    });

    it("when the visitor saves data, only the screens' collections are ever read: not on later views, not after a reconnection", async () => {
      const { sync, store, feed, fetch, synced } = await startShowing(["branches"], data(), {
        deps: { firstView: false, savesData: () => true },
      });
      feed.handlers!.onConnect();
      await sync.idle();
      sync.pageViewed();
      await sync.idle();
      feed.handlers!.onDisconnect();
      feed.handlers!.onConnect();
      await sync.idle();
      // A screen opened later still gets its own collection.
      store.subscribe("loans", () => {});
      await sync.idle();
      expect(new Set(requested(fetch))).toEqual(new Set(["/api/branches", "/api/loans"]));
      expect([...synced.keys()].sort()).toEqual(["branches", "loans"]);
    });

    it("keeps no event of a collection it never saved: one record is no copy to read offline", async () => {
      const { sync, feed, db } = await startShowing(["branches"], data(), { deps: { firstView: true } });
      feed.handlers!.onConnect();
      await sync.idle();
      const article = rec("late-news");
      await sync.handleEvent({ collection: "blogs", action: "created", id: article.id, record: article });
      expect(await db.getAll("blogs")).toEqual([]);
      // The saved collection is kept current.
      const branch = rec("karonga");
      await sync.handleEvent({ collection: "branches", action: "created", id: branch.id, record: branch });
      expect(await db.getOne("branches", "karonga")).toEqual(branch);
    });
  });

  describe("what the page already shows is not downloaded again", () => {
    const pageVersions = new Map<BrowserCollection, number>([
      ["branches", 7],
      ["blogs", 3],
    ]);
    const data = () => ({ branches: [rec("lilongwe")], blogs: [rec("news")] });

    it("reads nothing for a screen's collection the server still has at the page's version", async () => {
      const { sync, store, feed, fetch } = await startShowing(["branches"], data(), { deps: { firstView: true, pageVersions } });
      feed.handlers!.onConnect();
      feed.handlers!.onVersions({ branches: 7, blogs: 3, loans: 1 });
      await sync.idle();
      // A part of the page that subscribes later (a lazy one) is no different.
      store.subscribe("blogs", () => {});
      await sync.idle();
      expect(fetch).not.toHaveBeenCalled();
      // The view keeps the page's own records.
      expect(store.getState("branches")).toMatchObject({ source: "none", records: undefined });
    });

    it("reads a collection that changed since the page was rendered, and only that one", async () => {
      const { sync, store, feed, fetch } = await startShowing(["branches", "blogs"], data(), { deps: { firstView: true, pageVersions } });
      feed.handlers!.onConnect();
      expect(fetch).not.toHaveBeenCalled();
      feed.handlers!.onVersions({ branches: 8, blogs: 3 });
      await sync.idle();
      expect(new Set(requested(fetch))).toEqual(new Set(["/api/branches"]));
      expect(store.getState("branches")).toMatchObject({ source: "server", records: [expect.objectContaining({ id: "lilongwe" })] });
    });

    it("reads as before when the server's versions do not come in time", async () => {
      const { sync, feed, fetch } = await startShowing(["branches"], data(), {
        deps: { firstView: true, pageVersions, versionsWaitMs: 10 },
      });
      feed.handlers!.onConnect();
      await new Promise((resolve) => setTimeout(resolve, 30));
      await sync.idle();
      expect(new Set(requested(fetch))).toEqual(new Set(["/api/branches"]));
      // A late answer changes nothing.
      feed.handlers!.onVersions({ branches: 7 });
      await sync.idle();
      expect(requested(fetch).filter((url) => url === "/api/branches")).toHaveLength(2);
    });

    it("applies a change at once, then reads the whole list (a page may show only part of it)", async () => {
      const blogs = [rec("news")];
      const { sync, store, feed, fetch } = await startShowing(["blogs"], { blogs }, { deps: { firstView: true, pageVersions } });
      feed.handlers!.onConnect();
      feed.handlers!.onVersions({ blogs: 3 });
      await sync.idle();
      const article = rec("late-news");
      blogs.push(article);
      const applied = sync.handleEvent({ collection: "blogs", action: "created", id: article.id, record: article });
      expect(store.getState("blogs").events).toEqual([expect.objectContaining({ id: "late-news" })]);
      await applied;
      await sync.idle();
      expect(new Set(requested(fetch))).toEqual(new Set(["/api/blogs"]));
      expect(store.getState("blogs").records!.map((record) => record.id)).toEqual(["late-news", "news"]);
    });

    it("reads it on a reconnection: changes made while disconnected send no event", async () => {
      const { sync, feed, fetch } = await startShowing(["branches"], data(), { deps: { firstView: true, pageVersions } });
      feed.handlers!.onConnect();
      feed.handlers!.onVersions({ branches: 7 });
      await sync.idle();
      expect(fetch).not.toHaveBeenCalled();
      feed.handlers!.onDisconnect();
      feed.handlers!.onConnect();
      feed.handlers!.onVersions({ branches: 7 });
      await sync.idle();
      expect(requested(fetch)).toContain("/api/branches");
    });

    it("offline, keeps the page's records rather than an older saved copy", async () => {
      const { sync, store, feed, db, synced } = await setUp(data(), { deps: { firstView: false, pageVersions, savesData: () => true } });
      await db.replaceAll("branches", [rec("old-copy")]);
      synced.set("branches", 1);
      store.subscribe("branches", () => {});
      sync.start();
      feed.handlers!.onConnect();
      feed.handlers!.onVersions({ branches: 7 });
      await sync.idle();
      await sync.goOffline();
      expect(store.getState("branches")).toMatchObject({ source: "none", records: undefined });
    });
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
    const { sync, store, feed } = await startShowing(
      ["branches"],
      {},
      { deps: { fetch: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) } },
    );
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
