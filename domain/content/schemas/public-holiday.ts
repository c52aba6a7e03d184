import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

/**
 * A real calendar date, YYYY-MM-DD: `z.iso.date()` already refuses 2026-02-30 and 2027-02-29. The
 * `date` widget gives editors the browser's date picker.
 */
const HolidayDateSchema = formField(z.iso.date(), { widget: "date", label: "Date" });

const publicHolidayFields = {
  date: HolidayDateSchema,
  /** The holiday's name, shown on branch cards as "Closed today · <name>". */
  name: BilingualSchema,
  ...scheduleFields,
};

/**
 * Body of `POST /api/public_holidays` and `PUT /api/public_holidays/{id}` (ADR 064): a day the banks
 * close that the computation in domain/calendar does not know (Eid, a day the government declares),
 * or a corrected name for one it does.
 */
export const PublicHolidayInputSchema = z.object(publicHolidayFields);
export type PublicHolidayInput = z.infer<typeof PublicHolidayInputSchema>;

/** A public holiday as the API answers it. */
export const PublicHolidaySchema = z.object({ id: IdSchema, ...publicHolidayFields, created_at: InstantSchema });
export type PublicHolidayRecord = z.infer<typeof PublicHolidaySchema>;
