import { resendOtpCountdown, startOtpCountdown, type OtpCountdown } from "#domain/one-time-code.ts";

/** The one-time-code modal's state (spec §2, §4): whose code, the wait, the last problem or notice, and a call under way. */
export interface OtpState {
  username: string;
  countdown: OtpCountdown;
  error?: string | undefined;
  notice?: string | undefined;
  isBusy: boolean;
}

/** A code was sent: the modal opens with the 60 s wait. */
export function openOtp(username: string, nowMs: number): OtpState {
  return { username, countdown: startOtpCountdown(nowMs), isBusy: false };
}

/** A resend or a check is under way: earlier messages go. */
export function startOtpCall(state: OtpState): OtpState {
  return { ...state, isBusy: true, error: undefined, notice: undefined };
}

/** Another code was sent: the wait grows (spec §4) and the visitor is told. */
export function resendOtp(state: OtpState, nowMs: number, notice: string): OtpState {
  return { ...state, isBusy: false, error: undefined, notice, countdown: resendOtpCountdown(state.countdown, nowMs) };
}

/** A resend or a check failed: the modal stays, with the reason. */
export function failOtp(state: OtpState, error: string): OtpState {
  return { ...state, isBusy: false, error };
}
