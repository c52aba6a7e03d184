import { useState } from "react";
import { parseKycUsername, resendOtpCountdown, startOtpCountdown, type OtpCountdown } from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import { requestCode, verifyCode } from "#app/features/kyc/kyc-api.client.ts";
import type { KycMessages } from "#app/features/kyc/kyc-messages.ts";
import { getKycErrorText } from "#app/features/kyc/kyc-request-error.ts";

export interface OtpState {
  username: string;
  countdown: OtpCountdown;
  error?: string;
  notice?: string;
  isBusy: boolean;
}

/**
 * The one-time-code round of the KYC screen (spec §2 modal, §4 countdown) for another form:
 * send a code to a username, then the modal's proceed, resend and close. `onVerified` runs once
 * the server has set the session cookie.
 */
export function useCodeVerification(options: { lang: Language; km: KycMessages; onVerified: (username: string) => Promise<void> | void }) {
  const { lang, km, onVerified } = options;
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();

  const sendCode = async (text: string) => {
    const username = parseKycUsername(text);
    if (!username || isSending) return;
    setSending(true);
    setSendError(undefined);
    try {
      await requestCode(username.value, lang);
      setOtp({ username: username.value, countdown: startOtpCountdown(Date.now()), isBusy: false });
    } catch (error) {
      setSendError(getKycErrorText(error, km, "code"));
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    if (!otp) return;
    setOtp({ ...otp, isBusy: true, error: undefined, notice: undefined });
    try {
      await requestCode(otp.username, lang);
      setOtp({ ...otp, isBusy: false, notice: km.codeResent, countdown: resendOtpCountdown(otp.countdown, Date.now()) });
    } catch (error) {
      setOtp({ ...otp, isBusy: false, error: getKycErrorText(error, km, "code") });
    }
  };

  const proceed = async (code: string) => {
    if (!otp) return;
    setOtp({ ...otp, isBusy: true, error: undefined, notice: undefined });
    try {
      await verifyCode(otp.username, code);
    } catch (error) {
      setOtp({ ...otp, isBusy: false, error: getKycErrorText(error, km, "verify") });
      return;
    }
    setOtp(null);
    await onVerified(otp.username);
  };

  return { otp, isSending, sendError, sendCode, resend, proceed, close: () => setOtp(null) };
}
