// Columns every area's tables share (ADR 010).
import { timestamp, uuid } from "drizzle-orm/pg-core";

export const instant = (name: string) => timestamp(name, { precision: 3, withTimezone: true, mode: "date" });

/**
 * Every record has a UUID and a `created_at` the server keeps strictly increasing within its
 * table (unique, millisecond precision), so paging by `created_at` alone never skips or repeats.
 */
export const recordColumns = () => ({
  id: uuid("id").primaryKey(),
  created_at: instant("created_at").notNull(),
});

/**
 * Every collection's schedule (migration 0020, ADR 063): visitors see a record from `publish_at`
 * until `unpublish_at`; null is no limit on that side.
 */
export const scheduleColumns = () => ({
  publish_at: instant("publish_at"),
  unpublish_at: instant("unpublish_at"),
});
