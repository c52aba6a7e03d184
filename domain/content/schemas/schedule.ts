import { z } from "zod";
import { formField } from "../../schemas/form-fields.ts";

/** An instant with its offset, as a schedule takes it (`2026-12-01T08:00:00+02:00`). */
const ScheduleTimeSchema = z.iso.datetime({ offset: true });

/**
 * Every collection's schedule (ADR 063): visitors see a record from `publish_at` (included)
 * until `unpublish_at` (excluded); null or left out is no limit on that side. Staff writes take
 * them and staff reads answer them; visitors' answers leave them out, so the spec's shapes hold.
 * The order (`unpublish_at` after `publish_at`) is checked where every write passes
 * (server/content/content-service.ts), so a refined schema need not be rebuilt for it.
 */
export const scheduleFields = {
  publish_at: formField(ScheduleTimeSchema, { label: "Publish from", widget: "date-time" })
    .nullable()
    .optional()
    .describe("Visitors see the record from this instant (staff only; null: at once)"),
  unpublish_at: formField(ScheduleTimeSchema, { label: "Unpublish at", widget: "date-time" })
    .nullable()
    .optional()
    .describe("Visitors no longer see the record from this instant, after publish_at (staff only; null: never)"),
};
