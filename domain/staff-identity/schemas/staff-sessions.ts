import { z } from "zod";
import { IdSchema, InstantSchema } from "../../schemas/common.ts";

/** One live session, as its owner (or an admin) sees it under "My security". */
export const StaffSessionSchema = z.object({
  id: IdSchema,
  /** `cookie`: a console browser; `bearer`: a script's token from POST /api/login. */
  kind: z.enum(["cookie", "bearer"]),
  /** The browser and system, summarised from the User-Agent: "Chrome on Android". */
  device: z.string(),
  user_agent: z.string().nullable(),
  /** The address it signed in from; null for sessions opened before addresses were kept. */
  ip: z.string().nullable(),
  signed_in_at: InstantSchema,
  last_seen_at: InstantSchema,
  expires_at: InstantSchema,
  /** The session this request came with. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/**
 * How long the asking session has left. Relative, in seconds, so a browser whose clock is wrong
 * still warns in time; `ends_by` says whether activity ("Stay signed in") can push the end back.
 */
export const StaffSessionTimesSchema = z.object({
  ends_in_seconds: z.number().int().min(0),
  ends_by: z.enum(["idle", "limit"]),
  /** When the absolute limit ends it, however active the person is. */
  limit_ends_in_seconds: z.number().int().min(0),
  idle_timeout_seconds: z.number().int().positive(),
  max_age_seconds: z.number().int().positive(),
});
export type StaffSessionTimes = z.infer<typeof StaffSessionTimesSchema>;

/** Answer of `DELETE /api/staff/me/sessions`: how many other sessions ended. */
export const EndedSessionsSchema = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
