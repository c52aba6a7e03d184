import { z } from "zod";
import { StaffRoleSchema, type StaffRole } from "../../permissions.ts";
import { IdSchema, InstantSchema } from "../../schemas/common.ts";

/**
 * Personal access tokens (ADR 058): a person's token for scripts. The prefix lets secret scanners
 * and people recognise one; 32 random bytes follow it, base64url.
 */
export const ACCESS_TOKEN_PREFIX = "fdhpat_";
/** Longest life a token may be given: a forgotten token stops by itself within a quarter. */
export const ACCESS_TOKEN_MAX_DAYS = 90;
/** Live tokens a person may hold at once. */
export const ACCESS_TOKENS_PER_PERSON = 20;
/** The lives the console offers. */
export const ACCESS_TOKEN_DAY_CHOICES = [7, 30, 60, 90] as const;

/** A token may carry its owner's role, or any role when the owner is an admin: never more than their own. */
export function canGrantRole(ownerRole: StaffRole, tokenRole: StaffRole): boolean {
  return ownerRole === "admin" || ownerRole === tokenRole;
}

/** One token as its owner sees it: never the token or its hash. */
export const AccessTokenSchema = z.object({
  id: IdSchema,
  name: z.string(),
  role: StaffRoleSchema,
  created_at: InstantSchema,
  expires_at: InstantSchema,
  /** Updated at most once a minute; null until first used. */
  last_used_at: InstantSchema.nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/** Body of `POST /api/staff/me/tokens`. */
export const CreateAccessTokenBodySchema = z.object({
  name: z.string().trim().min(1, "give the token a name").max(80, "at most 80 characters"),
  role: StaffRoleSchema,
  expires_in_days: z.number().int().min(1).max(ACCESS_TOKEN_MAX_DAYS),
});
export type CreateAccessTokenBody = z.infer<typeof CreateAccessTokenBodySchema>;

/** Answer of `POST /api/staff/me/tokens`: the token itself, shown this once. */
export const CreatedAccessTokenSchema = AccessTokenSchema.extend({
  token: z.string().regex(new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)),
});
export type CreatedAccessToken = z.infer<typeof CreatedAccessTokenSchema>;
