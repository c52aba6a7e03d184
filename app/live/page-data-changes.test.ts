import { describe, expect, it, vi } from "vitest";
import { getPageDataCollection, notePageDataChange, onPageDataChange } from "./page-data-changes.ts";

describe("page data changes", () => {
  it("knows documents' events and nothing else", () => {
    expect(getPageDataCollection({ collection: "documents", action: "created", id: "a" })).toBe("documents");
    expect(getPageDataCollection({ collection: "blogs", action: "created", id: "a" })).toBeUndefined();
    expect(getPageDataCollection("documents")).toBeUndefined();
    expect(getPageDataCollection(null)).toBeUndefined();
  });

  it("tells the listeners of a document event until they leave", () => {
    const listener = vi.fn();
    const stop = onPageDataChange("documents", listener);
    notePageDataChange({ collection: "documents", action: "deleted", id: "a" });
    notePageDataChange({ collection: "loans", action: "deleted", id: "a" });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    notePageDataChange({ collection: "documents", action: "deleted", id: "a" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
