import { z } from "zod";
import { formField } from "../../schemas/form-fields.ts";
import { WEEKDAY_KEYS, type WeeklyHours, type WeekdayKey } from "../opening-state.ts";

/** "08:00"; 24:00 is the end of a day. */
export const ClockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a 24-hour time like 08:00");

/** Open from one time to another; a close at or before the opening runs past midnight. */
export const OpeningIntervalSchema = z
  .object({ opens: ClockTimeSchema, closes: ClockTimeSchema })
  .refine((interval) => interval.opens !== interval.closes, { message: "must close at another time than it opens", path: ["closes"] });

const daysShape = Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, z.array(OpeningIntervalSchema).max(4).default([])])) as Record<
  WeekdayKey,
  z.ZodDefault<z.ZodArray<typeof OpeningIntervalSchema>>
>;

/** A branch's or bureau's week (ADR "open-now"): around the clock, or per weekday its open intervals (none: closed). */
export const WeeklyHoursSchema = formField(
  z.object({
    always_open: z.boolean().default(false),
    days: z.object(daysShape),
  }),
  { widget: "weekly-hours" },
) satisfies z.ZodType<WeeklyHours, unknown>;
