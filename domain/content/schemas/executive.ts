import { z } from "zod";
import {
  BilingualSchema,
  IdSchema,
  InstantSchema,
  NameSchema,
  PositionSchema,
  SafeUrlSchema,
  SiteIdSchema,
  TextSchema,
} from "../../schemas/common.ts";
import { formField } from "../../schemas/form-fields.ts";
import { ROLE_TYPES } from "../executives.ts";
import { scheduleFields } from "./schedule.ts";

/** One seat a board member holds, in one company of the group. */
export const ExecutiveRoleSchema = z.object({
  company_name: SiteIdSchema,
  executive_role_type_name: formField(z.enum(ROLE_TYPES), { label: "Role type" }),
  title: BilingualSchema,
  /** Order on the page. */
  position: PositionSchema,
});
export type ExecutiveRole = z.infer<typeof ExecutiveRoleSchema>;

const executiveFields = {
  name: NameSchema,
  image_url: formField(SafeUrlSchema, { label: "Image" }),
  /** For example "BSc (Hons), MBA, FCCA". */
  qualifications: TextSchema,
  /** Not named by spec §3: null when the back office gives none. */
  bio: formField(BilingualSchema, { widget: "textarea" }).nullable().default(null),
  roles: z.array(ExecutiveRoleSchema).min(1, "must hold at least one role"),
  ...scheduleFields,
};

/** Body of `POST /api/executives` and `PUT /api/executives/{id}`. */
export const ExecutiveInputSchema = z.object(executiveFields);
export type ExecutiveInput = z.infer<typeof ExecutiveInputSchema>;

/** A board member as the API answers it (browser store `boards`). */
export const ExecutiveSchema = z.object({ id: IdSchema, ...executiveFields, created_at: InstantSchema });
export type Executive = z.infer<typeof ExecutiveSchema>;
