import { z } from "zod";
import { BilingualSchema, EmailSchema, IdSchema, InstantSchema, MalawiPhoneSchema, NameSchema, TextSchema, WrittenPhoneSchema } from "./common.ts";
import { LatitudeSchema, LongitudeSchema } from "./branch.ts";

const moneyBureauLocationFields = {
  name: NameSchema,
  address: TextSchema,
  city: NameSchema,
  phone: MalawiPhoneSchema,
  email: z.union([EmailSchema, z.literal("")]),
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  opening_hours: BilingualSchema,
};

/** Body of `POST /api/money_bureau_locations` and `PUT .../{id}`. */
export const MoneyBureauLocationInputSchema = z.object({ ...moneyBureauLocationFields, phone: WrittenPhoneSchema });
export type MoneyBureauLocationInput = z.infer<typeof MoneyBureauLocationInputSchema>;

/** A money bureau outlet as the API answers it (browser store `moneybureauLocations`). */
export const MoneyBureauLocationSchema = z.object({ id: IdSchema, ...moneyBureauLocationFields, created_at: InstantSchema });
export type MoneyBureauLocation = z.infer<typeof MoneyBureauLocationSchema>;
