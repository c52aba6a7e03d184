import { describe, expect, it } from "vitest";
import {
  checkScheduleOrder,
  toVisitorEvent,
  getLastWindowChange,
  getNextScheduleChange,
  getScheduleWindow,
  isPublishedAt,
  selectPublished,
  withoutSchedule,
} from "./schedule.ts";
import { describeSchedule, formatScheduleTime, parseScheduleTime } from "./schedule-time.ts";

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

describe("schedule times as editors write them", () => {
  it("shows an instant in Malawi's time as dd/mm/yyyy and 24-hour time", () => {
    expect(formatScheduleTime("2026-12-01T06:00:00.000Z")).toBe("01/12/2026 08:00");
    expect(formatScheduleTime("2026-12-31T22:30:00.000Z")).toBe("01/01/2027 00:30");
  });

  it("reads what an editor typed as Malawi's time, and refuses what is no such time", () => {
    expect(parseScheduleTime("01/12/2026 08:00")).toBe("2026-12-01T08:00:00+02:00");
    expect(Date.parse(parseScheduleTime(" 1/12/2026 8:05 ")!)).toBe(Date.parse("2026-12-01T06:05:00.000Z"));
    for (const text of ["31/02/2026 08:00", "01/13/2026 08:00", "01/12/2026 24:00", "2026-12-01 08:00", "01/12/2026", "12/1/2026 8am"]) {
      expect(parseScheduleTime(text), text).toBeUndefined();
    }
  });

  it("names a record's state for the console's list", () => {
    const now = Date.parse("2026-11-28T12:00:00.000Z");
    expect(describeSchedule({ publish_at: "2026-12-01T06:00:00.000Z" }, now)).toBe("Scheduled · from 01/12/2026 08:00");
    expect(describeSchedule({ unpublish_at: "2026-11-28T12:00:00.000Z" }, now)).toBe("Expired");
    expect(describeSchedule({ unpublish_at: "2026-11-30T08:00:00.000Z" }, now)).toBe("Until 30/11/2026 10:00");
    expect(describeSchedule({}, now)).toBeUndefined();
  });
});

describe("toVisitorEvent", () => {
  const now = Date.parse("2026-11-28T12:00:00.000Z");

  it("sends a record not yet published as a delete of its id, never the record", () => {
    const event = { collection: "blogs", action: "created" as const, id: "a", record: { id: "a", publish_at: "2026-12-01T06:00:00.000Z" } };
    expect(toVisitorEvent(event, now)).toEqual({ collection: "blogs", action: "deleted", id: "a" });
  });

  it("sends a published record without its schedule fields, and a delete as it is", () => {
    const event = { collection: "blogs", action: "updated" as const, id: "a", record: { id: "a", publish_at: "2026-11-01T06:00:00.000Z" } };
    expect(toVisitorEvent(event, now)).toEqual({ collection: "blogs", action: "updated", id: "a", record: { id: "a" } });
    const deleted = { collection: "blogs", action: "deleted" as const, id: "a" };
    expect(toVisitorEvent(deleted, now)).toBe(deleted);
  });
});
