import { describe, expect, it, vi } from "vitest";
import { createLiveStore, selectRecords } from "./live-store.ts";

const r = (id: string, extra: Record<string, unknown> = {}) => ({ id, created_at: "2025-01-01T00:00:00.000Z", ...extra });

describe("the live store", () => {
  it("tells a collection's listeners of every change, and asks for a collection when it gains its first listener", () => {
    const store = createLiveStore();
    const wanted = vi.fn();
    store.setOnWanted(wanted);
    const listener = vi.fn();
    const unsubscribe = store.subscribe("branches", listener);
    store.subscribe("branches", vi.fn());
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(store.getWantedCollections()).toEqual(["branches"]);
    store.completeReload("branches", [r("a")]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.applyEvent({ collection: "branches", action: "deleted", id: "a" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState("branches").records).toEqual([]);
  });

  it("logs events while it has no list, for views built on their page's records", () => {
    const store = createLiveStore();
    store.applyEvent({ collection: "blogs", action: "created", id: "b", record: r("b") });
    store.applyEvent({ collection: "blogs", action: "deleted", id: "a" });
    const state = store.getState("blogs");
    expect(state.records).toBeUndefined();
    expect(selectRecords(state, [r("a"), r("c")])).toEqual([r("b"), r("c")]);
  });

  it("replays events heard during a reload on its result", () => {
    const store = createLiveStore();
    store.beginReload("branches");
    expect(store.getState("branches").loading).toBe(true);
    store.applyEvent({ collection: "branches", action: "created", id: "new", record: r("new") });
    store.applyEvent({ collection: "branches", action: "deleted", id: "gone" });
    store.completeReload("branches", [r("gone"), r("kept")]);
    expect(store.getState("branches")).toMatchObject({ records: [r("new"), r("kept")], source: "server", loading: false, events: [] });
  });

  it("shows the browser database's copy only until the server's list arrives", () => {
    const store = createLiveStore();
    store.setLocal("branches", [r("local")]);
    expect(store.getState("branches")).toMatchObject({ records: [r("local")], source: "local" });
    store.completeReload("branches", [r("server")]);
    store.setLocal("branches", [r("local")]);
    expect(store.getState("branches").records).toEqual([r("server")]);
  });

  it("keeps what it had when a reload fails", () => {
    const store = createLiveStore();
    store.completeReload("blogs", [r("a")]);
    store.beginReload("blogs");
    store.failReload("blogs");
    expect(store.getState("blogs")).toMatchObject({ records: [r("a")], loading: false });
  });
});
