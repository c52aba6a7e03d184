import { useEffect, useRef, useState } from "react";
import type { Language } from "#domain/language.ts";
import { requestCode, verifyCode } from "./code-api.client.ts";
import { getCodeErrorText } from "./code-error-text.ts";
import type { CodeMessages } from "./code-messages.ts";
import { failOtp, openOtp, resendOtp, startOtpCall, type OtpState } from "./otp-state.ts";

/**
 * Spec §4 code flow: ask for a code, then the modal (resend, re-enter, proceed). Once the code is
 * verified the modal closes and `onVerified` runs; where the focus goes when the modal closes is
 * said by the element id passed to close.
 */
export function useCodeFlow({ m, lang, onVerified }: { m: CodeMessages; lang: Language; onVerified: () => Promise<void> }) {
  const [otp, setOtp] = useState<OtpState | null>(null);
  const focusAfterClose = useRef<string | undefined>(undefined);

  // Once the dialog has gone (spec §2: Re-Enter closes the modal), the focus goes where the visitor continues.
  useEffect(() => {
    if (otp || !focusAfterClose.current) return;
    document.getElementById(focusAfterClose.current)?.focus();
    focusAfterClose.current = undefined;
  }, [otp]);

  const close = (focusId: string) => {
    focusAfterClose.current = focusId;
    setOtp(null);
  };

  return {
    otp,
    close,
    /** Sends a code and opens the modal; answers the reason in the visitor's language when it could not be sent. */
    async start(username: string): Promise<string | undefined> {
      try {
        await requestCode(username, lang);
      } catch (error) {
        return getCodeErrorText(error, m, "code");
      }
      setOtp(openOtp(username, Date.now()));
      return undefined;
    },
    async resend() {
      if (!otp) return;
      setOtp(startOtpCall(otp));
      try {
        await requestCode(otp.username, lang);
        setOtp(resendOtp(otp, Date.now(), m.codeResent));
      } catch (error) {
        setOtp(failOtp(otp, getCodeErrorText(error, m, "code")));
      }
    },
    async proceed(code: string, focusId: string) {
      if (!otp) return;
      setOtp(startOtpCall(otp));
      try {
        await verifyCode(otp.username, code);
      } catch (error) {
        setOtp(failOtp(otp, getCodeErrorText(error, m, "verify")));
        return;
      }
      close(focusId);
      await onVerified();
    },
  };
}
