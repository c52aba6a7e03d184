import { z } from "zod";

/** Digits of a TOTP code (RFC 6238's common choice, what every authenticator app shows). */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes given at enrolment (ADR 052). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a session must do before it may use the console (ADR 052): pick a new password an admin
 * set, then enrol a second factor when the role needs one.
 */
export const REQUIRED_STEPS = ["change_password", "enrol_second_factor"] as const;
export const RequiredStepSchema = z.enum(REQUIRED_STEPS);
export type RequiredStep = z.infer<typeof RequiredStepSchema>;

/**
 * The second step of a sign-in: a 6-digit code from the app, or a recovery code. Spaces and
 * hyphens are allowed, as people copy them.
 */
export const SecondFactorCodeSchema = z.string().trim().min(1, "must not be empty").max(40);

/** Whether a typed code is a TOTP code (else it is taken as a recovery code). */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code.replace(/\s/g, ""));
}

/** A recovery code as stored and compared: lowercase, without spaces or hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** A TOTP key shown as text: groups of 4, as people type it into an app. */
export function formatTotpKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** Answer of `POST /api/staff/me/second-factor`: the key to add to an authenticator app. */
export const EnrolmentStartAnswerSchema = z.object({
  otpauth_uri: z.string(),
  /** The key as text, grouped in 4s. */
  key: z.string(),
  /** The otpauth URI as a QR code (an SVG document). */
  qr_svg: z.string(),
});
export type EnrolmentStartAnswer = z.infer<typeof EnrolmentStartAnswerSchema>;

/** Body of `POST /api/staff/me/second-factor/confirm`. */
export const EnrolmentConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`), `must be ${TOTP_CODE_LENGTH} digits`),
});
export type EnrolmentConfirmBody = z.infer<typeof EnrolmentConfirmBodySchema>;

/** Answer of the confirmation: the recovery codes, shown this once. */
export const EnrolmentConfirmAnswerSchema = z.object({ recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type EnrolmentConfirmAnswer = z.infer<typeof EnrolmentConfirmAnswerSchema>;
