import { z } from "zod";
import { InstantSchema } from "../../schemas/common.ts";

/** Body of `POST /api/login`. */
export const LoginBodySchema = z.object({
  username: z.string().trim().min(1, "must not be empty").max(100),
  password: z.string().min(1, "must not be empty").max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Answer of `POST /api/login`: a staff bearer token and when it stops working. */
export const LoginAnswerSchema = z.object({
  token: z.string(),
  expires_at: InstantSchema,
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
