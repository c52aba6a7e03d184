import { z } from "zod";
import {
  BilingualSchema,
  EmailSchema,
  IdSchema,
  InstantSchema,
  MalawiPhoneSchema,
  NameSchema,
  TextSchema,
  WrittenPhoneSchema,
} from "../../schemas/common.ts";
import { LatitudeSchema, LongitudeSchema } from "./branch.ts";
import { WeeklyHoursSchema } from "./weekly-hours.ts";
import { scheduleFields } from "./schedule.ts";

const moneyBureauLocationFields = {
  name: NameSchema,
  address: TextSchema,
  city: NameSchema,
  phone: MalawiPhoneSchema,
  /** May be empty: the card then leaves the line out. */
  email: z.union([EmailSchema, z.literal("")]),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  /** Null when the back office gave none: the card then leaves the line out. */
  opening_hours: BilingualSchema.nullable(),
  /** The week in times, from which the card says whether it is open now; null: only the text above. */
  weekly_hours: WeeklyHoursSchema.nullable(),
  ...scheduleFields,
};

// Spec §3 names no fields for these (only the moneybureauLocations store). An outlet is found by
// its name, address, town, phone and place on the map: those stay required (ADR 026). Like a
// branch, it may come without an e-mail address or opening hours.
/** Body of `POST /api/money_bureau_locations` and `PUT .../{id}`. */
export const MoneyBureauLocationInputSchema = z.object({
  ...moneyBureauLocationFields,
  phone: WrittenPhoneSchema,
  email: moneyBureauLocationFields.email.default(""),
  opening_hours: moneyBureauLocationFields.opening_hours.default(null),
  weekly_hours: moneyBureauLocationFields.weekly_hours.default(null),
});
export type MoneyBureauLocationInput = z.infer<typeof MoneyBureauLocationInputSchema>;

/** A money bureau outlet as the API answers it (browser store `moneybureauLocations`). */
export const MoneyBureauLocationSchema = z.object({ id: IdSchema, ...moneyBureauLocationFields, created_at: InstantSchema });
export type MoneyBureauLocation = z.infer<typeof MoneyBureauLocationSchema>;
