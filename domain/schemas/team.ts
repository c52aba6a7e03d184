import { z } from "zod";
import { BilingualSchema, IdSchema, InstantSchema, NameSchema, PositionSchema, SafeUrlSchema, SiteIdSchema, TextSchema } from "./common.ts";

const teamFields = {
  name: NameSchema,
  image_url: SafeUrlSchema,
  title: BilingualSchema,
  qualifications: TextSchema,
  bio: BilingualSchema,
  site: SiteIdSchema,
  position: PositionSchema,
};

/** Body of `POST /api/teams` and `PUT /api/teams/{id}`. */
export const TeamMemberInputSchema = z.object(teamFields);
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

/** A member of a company's management team as the API answers it. */
export const TeamMemberSchema = z.object({ id: IdSchema, ...teamFields, created_at: InstantSchema });
export type TeamMember = z.infer<typeof TeamMemberSchema>;
