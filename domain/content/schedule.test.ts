import { describe, expect, it } from "vitest";
import {
  checkScheduleOrder,
  getLastWindowChange,
  getNextScheduleChange,
  getScheduleWindow,
  isPublishedAt,
  selectPublished,
  withoutSchedule,
} from "./schedule.ts";

const at = (iso: string) => Date.parse(iso);

describe("isPublishedAt", () => {
  const scheduled = { publish_at: "2026-12-01T06:00:00.000Z", unpublish_at: "2026-12-31T22:00:00.000Z" };

  it("hides a record before publish_at and shows it from that instant", () => {
    expect(isPublishedAt(scheduled, at("2026-12-01T05:59:59.999Z"))).toBe(false);
    expect(isPublishedAt(scheduled, at("2026-12-01T06:00:00.000Z"))).toBe(true);
  });

  it("hides a record from unpublish_at on", () => {
    expect(isPublishedAt(scheduled, at("2026-12-31T21:59:59.999Z"))).toBe(true);
    expect(isPublishedAt(scheduled, at("2026-12-31T22:00:00.000Z"))).toBe(false);
  });

  it("shows a record without a schedule always (null or absent fields: no limit)", () => {
    expect(isPublishedAt({}, 0)).toBe(true);
    expect(isPublishedAt({ publish_at: null, unpublish_at: null }, at("2099-01-01T00:00:00.000Z"))).toBe(true);
    expect(isPublishedAt({ publish_at: null, unpublish_at: "2026-01-01T00:00:00.000Z" }, at("2026-01-01T00:00:00.000Z"))).toBe(false);
  });

  it("reads an offset as written: 08:00 in Blantyre is 06:00 UTC", () => {
    expect(getScheduleWindow({ publish_at: "2026-12-01T08:00:00+02:00" }).start).toBe(at("2026-12-01T06:00:00.000Z"));
  });
});

describe("selectPublished", () => {
  it("keeps the visible records in their order", () => {
    const records = [
      { id: "a", publish_at: "2026-12-02T00:00:00.000Z" },
      { id: "b" },
      { id: "c", unpublish_at: "2026-11-01T00:00:00.000Z" },
      { id: "d", publish_at: "2026-11-01T00:00:00.000Z", unpublish_at: null },
    ];
    expect(selectPublished(records, at("2026-12-01T00:00:00.000Z")).map((record) => record.id)).toEqual(["b", "d"]);
  });
});

describe("getNextScheduleChange and getLastWindowChange", () => {
  const records = [
    { publish_at: "2026-12-01T06:00:00.000Z", unpublish_at: "2026-12-10T06:00:00.000Z" },
    { publish_at: null, unpublish_at: "2026-12-05T00:00:00.000Z" },
    {},
  ];

  it("names the next boundary after now, then the one after it, then none", () => {
    expect(getNextScheduleChange(records, at("2026-11-30T00:00:00.000Z"))).toBe(at("2026-12-01T06:00:00.000Z"));
    expect(getNextScheduleChange(records, at("2026-12-01T06:00:00.000Z"))).toBe(at("2026-12-05T00:00:00.000Z"));
    expect(getNextScheduleChange(records, at("2026-12-10T06:00:00.000Z"))).toBeUndefined();
  });

  it("names the last boundary at or before now, 0 before any", () => {
    const windows = records.map(getScheduleWindow);
    expect(getLastWindowChange(windows, at("2026-11-30T00:00:00.000Z"))).toBe(0);
    expect(getLastWindowChange(windows, at("2026-12-06T00:00:00.000Z"))).toBe(at("2026-12-05T00:00:00.000Z"));
  });
});

describe("checkScheduleOrder", () => {
  it("refuses an unpublish_at at or before publish_at, naming the field", () => {
    expect(checkScheduleOrder({ publish_at: "2026-12-01T06:00:00.000Z", unpublish_at: "2026-12-01T06:00:00.000Z" })).toMatch(
      /^unpublish_at: must be after publish_at/,
    );
    expect(checkScheduleOrder({ publish_at: "2026-12-01T06:00:00.000Z", unpublish_at: "2026-11-01T06:00:00.000Z" })).toBeDefined();
  });

  it("takes an ordered schedule, or either side alone", () => {
    expect(checkScheduleOrder({ publish_at: "2026-12-01T06:00:00.000Z", unpublish_at: "2026-12-01T06:00:00.001Z" })).toBeUndefined();
    expect(checkScheduleOrder({ unpublish_at: "2026-12-01T06:00:00.000Z" })).toBeUndefined();
    expect(checkScheduleOrder({})).toBeUndefined();
  });
});

describe("withoutSchedule", () => {
  it("drops the schedule fields and keeps the rest", () => {
    expect(withoutSchedule({ id: "a", publish_at: null, unpublish_at: "2026-12-01T06:00:00.000Z" })).toEqual({ id: "a" });
  });
});
