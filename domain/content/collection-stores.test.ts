import { describe, expect, it } from "vitest";
import {
  BROWSER_COLLECTIONS,
  CONTENT_DB_VERSION,
  getContentDbName,
  getStoreName,
  getSyncPageSize,
  isBrowserCollection,
  parseContentEvent,
} from "./collection-stores.ts";
import { COLLECTION_NAMES, COLLECTIONS } from "./schemas/collections.ts";
import { CONTENT_EVENT_NAME } from "./schemas/content-event.ts";
import { CONTENT_EVENT } from "./collection-stores.ts";

describe("the browser's collection stores (zod-free) agree with the registry", () => {
  it("keeps exactly the collections the registry gives a browser store, with the same store names", () => {
    for (const prefix of ["fdh", "nbs"]) {
      const fromRegistry = Object.fromEntries(
        COLLECTION_NAMES.flatMap((name) => {
          const store = COLLECTIONS[name].getStoreName(prefix);
          return store === undefined ? [] : [[name, store]];
        }),
      );
      const fromBrowser = Object.fromEntries(BROWSER_COLLECTIONS.map((name) => [name, getStoreName(name, prefix)]));
      expect(fromBrowser).toEqual(fromRegistry);
    }
  });

  it("uses the registry's page sizes: 100, promotions 10 (spec §4)", () => {
    for (const name of BROWSER_COLLECTIONS) expect(getSyncPageSize(name)).toBe(COLLECTIONS[name].loaderPageSize);
    expect(getSyncPageSize("promotions")).toBe(10);
    expect(getSyncPageSize("branches")).toBe(100);
  });

  it("never keeps KYC records or anything private in the browser", () => {
    expect(isBrowserCollection("kyc_account_details")).toBe(false);
    expect(isBrowserCollection("kyc_account_types")).toBe(false);
    expect(isBrowserCollection("documents")).toBe(false);
  });

  it("names the database after the prefix, at version 5, and the feed's event as the server does", () => {
    expect(getContentDbName("fdh")).toBe("fdh-content");
    expect(CONTENT_DB_VERSION).toBe(5);
    expect(CONTENT_EVENT).toBe(CONTENT_EVENT_NAME);
  });
});

describe("reading a realtime message", () => {
  const record = { id: "a1", created_at: "2025-03-01T08:00:00.000Z", name: "Lilongwe Branch" };

  it("accepts created, updated and deleted events of kept collections", () => {
    expect(parseContentEvent({ collection: "branches", action: "created", record, id: "a1" })).toEqual({
      collection: "branches",
      action: "created",
      record,
      id: "a1",
    });
    expect(parseContentEvent({ collection: "blogs", action: "updated", record, id: "a1" })?.action).toBe("updated");
    expect(parseContentEvent({ collection: "blogs", action: "deleted", id: "a1" })).toEqual({
      collection: "blogs",
      action: "deleted",
      id: "a1",
    });
  });

  it("ignores malformed events and collections the browser does not keep", () => {
    expect(parseContentEvent(null)).toBeUndefined();
    expect(parseContentEvent("branches")).toBeUndefined();
    expect(parseContentEvent({ collection: "kyc_account_details", action: "deleted", id: "a1" })).toBeUndefined();
    expect(parseContentEvent({ collection: "branches", action: "moved", id: "a1" })).toBeUndefined();
    expect(parseContentEvent({ collection: "branches", action: "created", id: "a1" })).toBeUndefined();
    expect(parseContentEvent({ collection: "branches", action: "created", record: { ...record, id: "other" }, id: "a1" })).toBeUndefined();
    expect(parseContentEvent({ collection: "branches", action: "deleted", id: "" })).toBeUndefined();
  });
});
