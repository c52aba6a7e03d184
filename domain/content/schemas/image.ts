import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, NameSchema, SafeUrlSchema, SiteIdSchema } from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { scheduleFields } from "./schedule.ts";

const imageFields = {
  url: formField(SafeUrlSchema, { label: "Image file" }),
  alt: BilingualSchema,
  site: SiteIdSchema,
  /** Where the image is used. */
  tag: NameSchema,
  ...scheduleFields,
};

/** Body of `POST /api/images` and `PUT /api/images/{id}`. */
export const ImageInputSchema = z.object(imageFields);
export type ImageInput = z.infer<typeof ImageInputSchema>;

/** An image as the API answers it. */
export const ImageSchema = z.object({ id: IdSchema, ...imageFields, created_at: InstantSchema });
export type Image = z.infer<typeof ImageSchema>;

/** Answer of `POST /api/staff/media`: where visitors fetch the file. */
export const MediaAnswerSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type MediaAnswer = z.infer<typeof MediaAnswerSchema>;
