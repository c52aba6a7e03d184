import type { FastifyRequest } from "fastify";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { HttpError } from "../http-error.ts";
import type { KycActor } from "../onboarding/kyc-sessions.ts";

/** Whose uploads these are: the verified username, or the staff member. */
export function ownerOf(actor: KycActor): string {
  return actor.kind === "visitor" ? actor.username : `staff:${actor.staff.username}`;
}

/** The visitor or staff member the KYC session check found (it runs first, as `onRequest`). */
export function actorOf(request: FastifyRequest): KycActor {
  if (!request.kycActor) throw new HttpError(401, "Unauthorized, get a new OTP", { code: "code_expired" });
  return request.kycActor;
}

/** Either a visitor's KYC session or a staff token opens the KYC routes (ADR 022). */
export const KYC_SECURITY: Array<Record<string, string[]>> = [{ kycSession: [] }, { staffToken: [] }];

export const RECORD_ERRORS = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
} as const;
