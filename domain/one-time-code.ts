// The one-time code a visitor proves a phone number or e-mail address with (spec §2-§5, §9),
// shared by the KYC screen, account opening and the onboarding API. Choices the spec leaves open
// are recorded in docs/decisions/020-kyc-validation.md and 034-input-hardening.md.

// ---------------------------------------------------------------------------------------------
// Usernames: a Malawian mobile number or an e-mail address (spec §3 phoneEmail)

/** Spec §5: the simple e-mail pattern that decides whether the visitor gets a confirmation e-mail. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: no spaces, one @, a dot in the domain. */
export function isSimpleEmail(text: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(text);
}

// Stricter than §5's pattern: an address a code is sent to must be deliverable and safe to put in
// a mail header. Dot-atom local part (no quotes, no comments), host names of letters, digits, hyphens.
const EMAIL_ADDRESS_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Whether text is an e-mail address the bank will send to (ADR 020). */
export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf("@");
  return text.length <= 254 && at > 0 && at <= 64 && EMAIL_ADDRESS_PATTERN.test(text);
}

/**
 * Malawi's mobile ranges: nine national digits after +265 starting 88, 89, 98, 99, 21, 22, 31, 77
 * or 111. The unit test checks this against libphonenumber's metadata for MW.
 */
export const MALAWI_MOBILE_PATTERN = /^(?:111\d{6}|(?:2[12]|31|77|[89][89])\d{7})$/;

/** A Malawian mobile number in E.164 form (`+265991234567`) from the ways people write it; nothing for anything else. */
export function parseMalawiMobile(text: string): string | undefined {
  const compact = text.replace(/[\s().-]/g, "");
  const match = /^(?:\+265|00265|265|0)?(\d{9})$/.exec(compact);
  if (!match || !MALAWI_MOBILE_PATTERN.test(match[1]!)) return undefined;
  return `+265${match[1]}`;
}

export type KycUsername = { channel: "sms"; value: string } | { channel: "email"; value: string };

/**
 * Reads spec §3's phoneEmail: a Malawian mobile number (to E.164) or an e-mail address (trimmed,
 * lowercased), with the channel its one-time code goes by; nothing for anything else.
 */
export function parseKycUsername(text: string): KycUsername | undefined {
  const trimmed = text.trim();
  if (trimmed.includes("@")) {
    const email = trimmed.toLowerCase();
    return isEmailAddress(email) ? { channel: "email", value: email } : undefined;
  }
  const phone = parseMalawiMobile(trimmed);
  return phone === undefined ? undefined : { channel: "sms", value: phone };
}

// ---------------------------------------------------------------------------------------------
// One-time codes (spec §2, §4, §9)

/** Spec §9: a one-time code has 6 characters (the server sends 6 digits). */
export const OTP_LENGTH = 6;
/** Spec §9: the first wait before another code may be asked for. */
export const RESEND_WAIT_SECONDS = 60;
/** Spec §7: the browser gives up on `verify-username` after 20 s. */
export const CODE_REQUEST_TIMEOUT_MS = 20_000;
/** How long a code stays valid (not in the spec: ADR 020). */
export const OTP_TTL_MINUTES = 10;
/** Wrong codes allowed before a code is spent (not in the spec: ADR 020). */
export const MAX_WRONG_TRIES = 5;

/**
 * Whether Proceed may be pressed (spec §5: exactly 6 characters). The codes are digits, so only
 * six digits count: a letter could only waste one of the MAX_WRONG_TRIES.
 */
export function isCompleteOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** The countdown of the one-time-code modal: when the current wait started and how long it is. */
export interface OtpCountdown {
  startedAtMs: number;
  waitSeconds: number;
}

/** Spec §4: the modal opens with a 60-second wait. */
export function startOtpCountdown(nowMs: number): OtpCountdown {
  return { startedAtMs: nowMs, waitSeconds: RESEND_WAIT_SECONDS };
}

/**
 * Spec §4 "Resend sets a further wait of 60 plus the amount already accumulated": the amount
 * accumulated is the wait just served, so each resend waits 60 s longer than the one before
 * (60, 120, 180 ...). See ADR 020 for why this reading.
 */
export function resendOtpCountdown(previous: OtpCountdown, nowMs: number): OtpCountdown {
  return { startedAtMs: nowMs, waitSeconds: RESEND_WAIT_SECONDS + previous.waitSeconds };
}

/** The wait after the n-th code sent (n = 1 for the first): 60 × n seconds, the closed form of resendOtpCountdown. */
export function getResendWaitSeconds(codesSent: number): number {
  return RESEND_WAIT_SECONDS * Math.max(1, Math.floor(codesSent));
}

/** Whole seconds left to wait, counted from the clock rather than ticks so a sleeping tab stays right. */
export function getSecondsLeft(countdown: OtpCountdown, nowMs: number): number {
  const endMs = countdown.startedAtMs + countdown.waitSeconds * 1000;
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/** Spec §2: Resend code and Re-Enter PhoneNo/Email appear when the wait has ended. */
export function canResendCode(countdown: OtpCountdown, nowMs: number): boolean {
  return getSecondsLeft(countdown, nowMs) === 0;
}
