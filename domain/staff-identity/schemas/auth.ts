import { z } from "zod";
import { InstantSchema } from "../../schemas/common.ts";
import { RequiredStepSchema, SecondFactorCodeSchema } from "./second-factor.ts";

/** Body of `POST /api/login`. */
export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, "must not be empty").max(100),
  password: z.string().min(1, "must not be empty").max(200),
  /** The 6-digit code of the person's authenticator app, or one of their recovery codes (ADR 052). */
  code: SecondFactorCodeSchema.optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Answer of `POST /api/login`: a staff bearer token and when it stops working. */
export const LoginAnswerSchema = z.object({
  token: z.string(),
  expires_at: InstantSchema,
  /** Set when the token may only do this step (change the password, enrol a second factor) until it is done. */
  required_step: RequiredStepSchema.optional(),
  /** After a sign-in with a recovery code: how many unused codes the person has left. */
  recovery_codes_left: z.number().int().min(0).optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
