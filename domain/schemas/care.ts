import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, SafeUrlSchema } from "./common.ts";

const careFields = {
  title: BilingualSchema,
  description: BilingualSchema,
  image_url: SafeUrlSchema,
  /** For example Education, Health, Environment. */
  category: BilingualSchema,
  active: z.boolean(),
  published_at: DateOrDateTimeSchema,
};

/** Body of `POST /api/cares` and `PUT /api/cares/{id}`. */
export const CareItemInputSchema = z.object(careFields);
export type CareItemInput = z.infer<typeof CareItemInputSchema>;

/** A corporate social responsibility item as the API answers it (browser store `{prefix}cares`). */
export const CareItemSchema = z.object({ id: IdSchema, ...careFields, created_at: InstantSchema });
export type CareItem = z.infer<typeof CareItemSchema>;
