import { useCallback, useEffect, useRef, useState } from "react";
import type { StaffSessionTimes } from "#domain/staff-identity/schemas/staff-sessions.ts";
import { extendSession, getSessionTimes, offerSignInAgain, signInStaff, useStaffMe } from "#app/features/staff/staff-api.client.ts";
import { onStaffActivity } from "./session-clock.ts";
import { SignInAgainDialog, type ExtraSignInStep } from "./sign-in-again-dialog.tsx";

/** How long before the end the console warns: five minutes, or a third of a shorter inactivity limit. */
const WARN_BEFORE_MS = 5 * 60 * 1000;
/** The server notes activity at most once a minute, so its count may have started up to this much before the last call. */
const TOUCH_SLACK_MS = 60 * 1000;

interface SessionEnd {
  /** This browser's clock time at which the session ends. */
  at: number;
  by: "idle" | "limit";
  limitAt: number;
  idleMs: number;
}

function fromTimes(times: StaffSessionTimes): SessionEnd {
  const now = Date.now();
  return {
    at: now + times.ends_in_seconds * 1000,
    by: times.ends_by,
    limitAt: now + times.limit_ends_in_seconds * 1000,
    idleMs: times.idle_timeout_seconds * 1000,
  };
}

const formatTime = (at: number) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Blantyre", hour: "2-digit", minute: "2-digit" }).format(new Date(at));

/**
 * Keeps a signed-in person's work safe from the session's end: warns a few minutes before (an
 * alert that does not take focus, with "Stay signed in" while activity can extend it), and when a
 * change finds the session ended, asks for the password in a dialog and repeats the change.
 */
export function SessionGuard({ username, extraStep }: { username: string; extraStep?: ExtraSignInStep }) {
  const { refresh } = useStaffMe();
  const [end, setEnd] = useState<SessionEnd>();
  const [now, setNow] = useState(() => Date.now());
  const [asking, setAsking] = useState<(signedIn: boolean) => void>();
  const [isExtending, setIsExtending] = useState(false);
  const checkedBeforeWarning = useRef(false);

  const load = useCallback(async () => {
    try {
      setEnd(fromTimes(await getSessionTimes()));
    } catch {
      // Ended or unreachable: the next change asks to sign in again.
    }
  }, []);

  useEffect(() => void load(), [load]);
  useEffect(
    () =>
      onStaffActivity((at) =>
        setEnd((current) => {
          if (!current) return current;
          const idleAt = at + current.idleMs - TOUCH_SLACK_MS;
          return { ...current, at: Math.min(idleAt, current.limitAt), by: idleAt < current.limitAt ? "idle" : "limit" };
        }),
      ),
    [],
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => offerSignInAgain(() => new Promise<boolean>((resolve) => setAsking(() => resolve))), []);

  const warnBeforeMs = end ? Math.min(WARN_BEFORE_MS, end.idleMs / 3) : WARN_BEFORE_MS;
  const remaining = end ? end.at - now : Infinity;
  const isWarning = remaining <= warnBeforeMs;
  useEffect(() => {
    // Another tab of the console may have kept the session alive: ask once each time a warning is due.
    if (!isWarning) {
      checkedBeforeWarning.current = false;
    } else if (!checkedBeforeWarning.current) {
      checkedBeforeWarning.current = true;
      void load();
    }
  }, [isWarning, load]);

  const stay = async () => {
    setIsExtending(true);
    try {
      setEnd(fromTimes(await extendSession()));
    } catch {
      await load();
    } finally {
      setIsExtending(false);
    }
  };

  const finish = (signedIn: boolean) => {
    asking?.(signedIn);
    setAsking(undefined);
    if (signedIn) {
      void refresh();
      void load();
    }
  };

  let warning: React.ReactNode = null;
  if (end && isWarning) {
    warning =
      remaining <= 0 ? (
        <>
          <p>Your session has ended. Sign in again to go on: what you are doing stays on the page.</p>
          <button type="button" className="staff-button" onClick={() => setAsking(() => () => {})}>
            Sign in again
          </button>
        </>
      ) : end.by === "idle" ? (
        <>
          <p>Your session ends at {formatTime(end.at)} because you have been inactive. Stay signed in to keep working.</p>
          <button type="button" className="staff-button" disabled={isExtending} onClick={() => void stay()}>
            Stay signed in
          </button>
        </>
      ) : (
        <p>Your session reaches its time limit at {formatTime(end.at)}. Save what you are doing; you will be asked to sign in again.</p>
      );
  }

  return (
    <>
      <div role="alert" className="staff-session-warning staff-alert-region">
        {warning}
      </div>
      {/* Mounted only while asked for: its fields are not part of the page otherwise. */}
      {asking ? (
        <SignInAgainDialog
          open
          username={username}
          extraStep={extraStep}
          signIn={async ({ username: name, password, code }) => {
            await signInStaff(name, password, code);
          }}
          onSignedIn={() => finish(true)}
          onCancel={() => finish(false)}
        />
      ) : null}
    </>
  );
}
