// No zod here: the browser runs these rules too (live updates, offline copies, the homes). The
// console's way of typing and reading schedule times is in schedule-time.ts, out of the homes' load.

/** A time window as instants: [start, end). -Infinity and Infinity: no limit on that side. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** What every collection's record may carry (migration 0020, ADR 063): null or absent, no limit. */
export interface Scheduled {
  publish_at?: string | null | undefined;
  unpublish_at?: string | null | undefined;
}

/** The fields the schedule adds to every record: staff see them, visitors' answers leave them out (ADR 063). */
export const SCHEDULE_FIELDS = ["publish_at", "unpublish_at"] as const;

/** Whether an instant falls in a window: start <= now < end. */
export function isWithinWindow(window: TimeWindow, now: number): boolean {
  return window.start <= now && now < window.end;
}

/** A record's schedule as a window: shown from `publish_at` (included) until `unpublish_at` (excluded). */
export function getScheduleWindow(record: Scheduled): TimeWindow {
  return {
    start: record.publish_at ? Date.parse(record.publish_at) : Number.NEGATIVE_INFINITY,
    end: record.unpublish_at ? Date.parse(record.unpublish_at) : Number.POSITIVE_INFINITY,
  };
}

/** Whether visitors see a record at `now`: publish_at <= now < unpublish_at. */
export function isPublishedAt(record: Scheduled, now: number): boolean {
  return isWithinWindow(getScheduleWindow(record), now);
}

/** Where a schedule is out of order, a message naming the field; undefined when it is fine. */
export function checkScheduleOrder(record: Scheduled): string | undefined {
  const { start, end } = getScheduleWindow(record);
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) return "unpublish_at: must be after publish_at";
  return undefined;
}

/**
 * The next instant after `now` at which any window starts or ends, so an open page or a cache
 * can change then; undefined when nothing changes any more. Promotions' windows and every
 * record's schedule go through this one rule.
 */
export function getNextWindowChange(windows: Iterable<TimeWindow>, now: number): number | undefined {
  let next: number | undefined;
  for (const { start, end } of windows) {
    for (const instant of [start, end]) {
      if (instant > now && Number.isFinite(instant) && (next === undefined || instant < next)) next = instant;
    }
  }
  return next;
}

/**
 * The last instant at or before `now` at which any window started or ended (0 if none): the same
 * records show from then until the next change, so what is rendered "as of" it is the same
 * whenever it is rendered in between (one validator, ADR 035).
 */
export function getLastWindowChange(windows: Iterable<TimeWindow>, now: number): number {
  let last = 0;
  for (const { start, end } of windows) {
    for (const instant of [start, end]) {
      if (instant <= now && instant > last) last = instant;
    }
  }
  return last;
}

/** The records visitors see at `now`, in their order. */
export function selectPublished<R extends Scheduled>(records: readonly R[], now: number): R[] {
  return records.filter((record) => isPublishedAt(record, now));
}

/** The next instant after `now` at which a record of the list appears or goes; undefined when none. */
export function getNextScheduleChange(records: readonly Scheduled[], now: number): number | undefined {
  return getNextWindowChange(records.map(getScheduleWindow), now);
}

/** A record as visitors' answers carry it: without its schedule fields (ADR 063). */
export function withoutSchedule<R extends Scheduled>(record: R): Omit<R, "publish_at" | "unpublish_at"> {
  if (!("publish_at" in record) && !("unpublish_at" in record)) return record;
  const { publish_at: _publishAt, unpublish_at: _unpublishAt, ...rest } = record;
  return rest;
}

/** What a content event carries, seen from the schedule. */
interface EventLike {
  action: "created" | "updated" | "deleted";
  id?: string | undefined;
  record?: Record<string, unknown> | undefined;
}

/**
 * A content event as visitors' open pages get it (ADR 063): a record not published at `now` goes
 * out as a delete of its id (a page showing it drops it; a scheduled record is never shown early),
 * and a published one without its schedule fields.
 */
export function toVisitorEvent<E extends EventLike>(event: E, now: number): E {
  if (!event.record) return event;
  if (!isPublishedAt(event.record as Scheduled, now)) {
    const { record: _record, ...rest } = event;
    return { ...rest, action: "deleted" } as E;
  }
  return { ...event, record: withoutSchedule(event.record as Scheduled) };
}
