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
import { scheduleFields } from "./schedule.ts";

const teamFields = {
  name: NameSchema,
  image_url: formField(SafeUrlSchema, { label: "Image" }),
  title: BilingualSchema,
  qualifications: TextSchema,
  /** Not shown on the team page; null when the back office gives none. */
  bio: formField(BilingualSchema, { widget: "textarea" }).nullable(),
  site: SiteIdSchema,
  position: PositionSchema,
  ...scheduleFields,
};

// Spec §3 names no team fields. A card shows the photo, name, title and qualifications of one
// company's team member: those stay required (ADR 026); the bio is null and the order 0 unless said.
/** Body of `POST /api/teams` and `PUT /api/teams/{id}`. */
export const TeamMemberInputSchema = z.object({ ...teamFields, bio: teamFields.bio.default(null), position: PositionSchema.default(0) });
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

/** A member of a company's management team as the API answers it. */
export const TeamMemberSchema = z.object({ id: IdSchema, ...teamFields, created_at: InstantSchema });
export type TeamMember = z.infer<typeof TeamMemberSchema>;
