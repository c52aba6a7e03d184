import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { canResendCode, getSecondsLeft, isCompleteOtp, OTP_LENGTH, type OtpCountdown } from "#domain/one-time-code.ts";
import { trapTab } from "#app/features/panels/dialog-focus.ts";
import type { CodeMessages } from "./code-messages.ts";
import type { OtpState } from "./otp-state.ts";

interface OtpDialogProps {
  m: CodeMessages;
  countdown: OtpCountdown;
  /** The problem with the last code or resend, shown under the input (spec §8 wrongCode and the others). */
  error: string | undefined;
  notice: string | undefined;
  isBusy: boolean;
  /** Where the code went, as the visitor typed it (their own number on their own screen), so a typo shows. */
  sentTo?: string | undefined;
  onProceed: (code: string) => void;
  onResend: () => void;
  onReEnter: () => void;
  onClose: () => void;
}

/**
 * Spec §2 one-time-code modal: one input (placeholder Enter OTP, Enter submits), Proceed only
 * with exactly 6 characters, the wait counted down from the clock, then Resend code and
 * Re-Enter PhoneNo/Email. A native modal <dialog>: the page behind is inert, Escape closes.
 */
export function OtpDialog({ m, countdown, error, notice, isBusy, sentTo, onProceed, onResend, onReEnter, onClose }: OtpDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const promptId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [now, setNow] = useState(() => Date.now());

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    input.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  // Counted from the clock, not from ticks: a phone that slept shows the right wait (domain getSecondsLeft).
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [countdown]);

  // A refused code is selected, so typing the right one replaces it.
  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  const secondsLeft = getSecondsLeft(countdown, now);
  const canResend = canResendCode(countdown, now);
  const isComplete = isCompleteOtp(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete && !isBusy) onProceed(code);
  };

  return (
    <dialog
      ref={dialog}
      className="dialog-panel otp-dialog"
      aria-labelledby={headingId}
      aria-describedby={promptId}
      aria-busy={isBusy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onClose();
      }}
      onKeyDown={trapTab}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={headingId} className="otp-dialog__heading">
          {m.otpHeading}
        </h2>
        <p id={promptId}>{sentTo ? m.otpPromptTo(sentTo) : m.otpPrompt}</p>
        <label htmlFor="kyc-otp" className="visually-hidden">
          {m.otpLabel}
        </label>
        <input
          ref={input}
          id="kyc-otp"
          className="form-input otp-dialog__input"
          type="text"
          name="code"
          placeholder={m.otpPlaceholder}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_LENGTH + 4}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <p id={errorId} className="otp-dialog__error" role="alert">
          {error}
        </p>
        <p className="otp-dialog__status" role="status">
          {isBusy ? m.verifying : (notice ?? "")}
        </p>
        <div className="panel-actions">
          <button type="submit" className="button" disabled={!isComplete || isBusy}>
            {m.proceed}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={isBusy}>
            {m.cancel}
          </button>
        </div>
        {canResend ? (
          <div className="panel-actions">
            <button type="button" className="button button--secondary" onClick={onResend} disabled={isBusy}>
              {m.resendCode}
            </button>
            <button type="button" className="button button--secondary" onClick={onReEnter} disabled={isBusy}>
              {m.reEnter}
            </button>
          </div>
        ) : (
          <p className="otp-dialog__wait">{m.waitSeconds(secondsLeft)}</p>
        )}
      </form>
    </dialog>
  );
}

/** What a screen's code round (`useCodeFlow`) gives the dialog: its state and its three actions. */
interface CodeRound {
  otp: OtpState | null;
  proceed: (code: string, focusId: string) => Promise<void>;
  resend: () => Promise<void>;
  close: (focusId: string) => void;
}

/**
 * The code dialog of a screen's code round, while one is open: Proceed and Close hand the focus
 * back to the screen's submit button, Re-Enter to the phone or e-mail field.
 */
export function CodeRoundDialog({
  m,
  round,
  submitId,
  reEnterId,
  sentTo,
}: {
  m: CodeMessages;
  round: CodeRound;
  submitId: string;
  reEnterId: string;
  sentTo?: string | undefined;
}) {
  const { otp } = round;
  if (!otp) return null;
  return (
    <OtpDialog
      m={m}
      countdown={otp.countdown}
      error={otp.error}
      notice={otp.notice}
      isBusy={otp.isBusy}
      sentTo={sentTo}
      onProceed={(code) => void round.proceed(code, submitId)}
      onResend={() => void round.resend()}
      onReEnter={() => round.close(reEnterId)}
      onClose={() => round.close(submitId)}
    />
  );
}
