import { z } from "zod";
import { BilingualSchema, DateOrDateTimeSchema, IdSchema, InstantSchema, SafeUrlSchema, WriteTimeSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

const careFields = {
  title: BilingualSchema,
  description: formField(BilingualSchema, { widget: "textarea" }),
  image_url: formField(SafeUrlSchema, { label: "Image" }),
  /** For example Education, Health, Environment; null when the back office gave none (the card leaves it out). */
  category: BilingualSchema.nullable(),
  active: z.boolean(),
  published_at: DateOrDateTimeSchema,
  ...scheduleFields,
};

// Spec §3 names _id and active. A care item is told by its title, its story and its picture:
// those stay required (ADR 026). It shows unless said otherwise, and is published when written.
/** Body of `POST /api/cares` and `PUT /api/cares/{id}`. */
export const CareItemInputSchema = z.object({
  ...careFields,
  category: careFields.category.default(null),
  active: careFields.active.default(true),
  published_at: WriteTimeSchema,
});
export type CareItemInput = z.infer<typeof CareItemInputSchema>;

/** A corporate social responsibility item as the API answers it (browser store `{prefix}cares`). */
export const CareItemSchema = z.object({ id: IdSchema, ...careFields, created_at: InstantSchema });
export type CareItem = z.infer<typeof CareItemSchema>;
