import { describe, expect, it } from "vitest";
import {
  appendRecords,
  applyContentEvent,
  applyContentEvents,
  insertOrReplaceRecord,
  prependRecord,
  removeRecord,
  updateRecord,
} from "./record-list.ts";

const r = (id: string, extra: Record<string, unknown> = {}) => ({ id, created_at: `2025-01-0${id.length}T00:00:00.000Z`, ...extra });

describe("record list operations (spec §4)", () => {
  it("appends a page, keeping one copy of a record seen twice", () => {
    expect(appendRecords([r("a"), r("b")], [r("b", { v: 2 }), r("c")])).toEqual([r("a"), r("b", { v: 2 }), r("c")]);
  });

  it("prepends, replacing an older copy", () => {
    expect(prependRecord([r("a"), r("b")], r("b", { v: 2 }))).toEqual([r("b", { v: 2 }), r("a")]);
  });

  it("inserts a created record at the front or replaces it where it stands", () => {
    expect(insertOrReplaceRecord([r("a"), r("b")], r("c"))).toEqual([r("c"), r("a"), r("b")]);
    expect(insertOrReplaceRecord([r("a"), r("b")], r("b", { v: 2 }))).toEqual([r("a"), r("b", { v: 2 })]);
  });

  it("updates by id, and prepends an unknown id", () => {
    expect(updateRecord([r("a"), r("b")], r("a", { v: 2 }))).toEqual([r("a", { v: 2 }), r("b")]);
    expect(updateRecord([r("a")], r("z"))).toEqual([r("z"), r("a")]);
  });

  it("removes by id, and returns the same list when nothing matched", () => {
    const list = [r("a"), r("b")];
    expect(removeRecord(list, "a")).toEqual([r("b")]);
    expect(removeRecord(list, "zz")).toBe(list);
  });

  it("applies events in order without changing the input", () => {
    const list = [r("a")];
    const next = applyContentEvents(list, [
      { collection: "branches", action: "created", id: "b", record: r("b") },
      { collection: "branches", action: "updated", id: "a", record: r("a", { v: 2 }) },
      { collection: "branches", action: "deleted", id: "b" },
    ]);
    expect(next).toEqual([r("a", { v: 2 })]);
    expect(list).toEqual([r("a")]);
    expect(applyContentEvent(list, { collection: "branches", action: "created", id: "x" })).toBe(list);
  });
});
