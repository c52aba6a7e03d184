import { useRef, useState } from "react";
import { parseKycUsername } from "#domain/one-time-code.ts";
import type { Language } from "#domain/language.ts";
import type { CodeMessages } from "#app/features/one-time-code/code-messages.ts";
import { useCodeFlow } from "#app/features/one-time-code/use-code-flow.ts";

/**
 * The shared one-time-code round (spec §2 modal, §4 countdown; `useCodeFlow`) for the
 * account-opening forms: send a code to what the visitor typed, saying why when it could not be
 * sent, then the modal. `onVerified` runs with the username once the server has set the session
 * cookie and the modal has closed.
 */
export function useCodeVerification(options: { lang: Language; km: CodeMessages; onVerified: (username: string) => Promise<void> | void }) {
  const { lang, km, onVerified } = options;
  const username = useRef("");
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | undefined>();
  const flow = useCodeFlow({ m: km, lang, onVerified: async () => onVerified(username.current) });

  const sendCode = async (text: string) => {
    const parsed = parseKycUsername(text);
    if (!parsed || isSending) return;
    username.current = parsed.value;
    setSending(true);
    setSendError(undefined);
    setSendError(await flow.start(parsed.value));
    setSending(false);
  };

  return { otp: flow.otp, isSending, sendError, sendCode, resend: flow.resend, proceed: flow.proceed, close: flow.close };
}
