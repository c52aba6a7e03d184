import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it } from "vitest";
import { openContentDb } from "./content-db.client.ts";

const branch = (id: string, name = id) => ({ id, created_at: "2025-01-01T00:00:00.000Z", name });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("the browser database (spec §4)", () => {
  it("is named after the prefix, at version 5, with the 14 stores keyed by _id", async () => {
    const db = await openContentDb("fdh");
    expect(db.name).toBe("fdh-content");
    expect(db.isNew).toBe(true);
    expect([...db.storeNames].sort()).toEqual(
      [
        "bankRateFiles",
        "bankRates",
        "banners",
        "blogs",
        "boards",
        "branches",
        "exchangeRates",
        "fdhcares",
        "images",
        "loans",
        "moneybureauLocations",
        "promotions",
        "publicHolidays",
        "teams",
      ].sort(),
    );
    db.close();
    const raw = await openDB("fdh-content");
    expect(raw.version).toBe(5);
    expect(raw.transaction("branches").store.keyPath).toBe("_id");
    raw.close();
    const again = await openContentDb("fdh");
    expect(again.isNew).toBe(false);
    again.close();
  });

  it("adds one, gets all, gets one, updates one and removes one, keyed by the record's id", async () => {
    const db = await openContentDb("fdh");
    await db.addOne("branches", branch("a"));
    await db.addOne("branches", branch("b"));
    await db.addOne("branches", branch("a", "Lilongwe"));
    expect(await db.getAll("branches")).toEqual([branch("a", "Lilongwe"), branch("b")]);
    await db.updateOne("branches", branch("b", "Mzuzu"));
    expect(await db.getOne("branches", "b")).toEqual(branch("b", "Mzuzu"));
    await db.removeOne("branches", "a");
    expect(await db.getAll("branches")).toEqual([branch("b", "Mzuzu")]);
    expect(await db.getOne("branches", "a")).toBeUndefined();
    expect(await db.getAll("blogs")).toEqual([]);
    db.close();
  });

  it("stores `_id` beside the record's fields", async () => {
    const db = await openContentDb("fdh");
    await db.addOne("cares", branch("c"));
    db.close();
    const raw = await openDB("fdh-content");
    expect(await raw.get("fdhcares", "c")).toEqual({ ...branch("c"), _id: "c" });
    raw.close();
  });

  it("replaces a whole store after a full reload", async () => {
    const db = await openContentDb("fdh");
    await db.addOne("blogs", branch("old"));
    await db.replaceAll("blogs", [branch("x"), branch("y")]);
    expect((await db.getAll("blogs")).map((record) => record.id)).toEqual(["x", "y"]);
    db.close();
  });

  it("recreates every store on an upgrade from an older version", async () => {
    const old = await openDB("fdh-content", 3, {
      upgrade(database) {
        database.createObjectStore("branches", { keyPath: "id" }).put(branch("stale"));
        database.createObjectStore("customerDetails", { keyPath: "id" });
      },
    });
    old.close();
    const db = await openContentDb("fdh");
    expect(db.isNew).toBe(true);
    expect(db.storeNames).not.toContain("customerDetails");
    expect(db.storeNames).toHaveLength(14);
    expect(await db.getAll("branches")).toEqual([]);
    db.close();
  });
});
