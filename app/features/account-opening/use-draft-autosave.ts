import { useCallback, useEffect, useRef, useState } from "react";
import type { ApplicantView, ApplicationField, ApplicationValues } from "#domain/account-opening/schemas/account-application.ts";
import { RequestError } from "#app/http/request-error.ts";

/** Quiet after the last keystroke before a field is kept: long enough not to send every letter. */
export const AUTOSAVE_DELAY_MS = 800;
/** Waits before each quiet retry of a failed save; once they are used up the visitor is told. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];

export type AutosaveState = "idle" | "saved" | "failing";

export interface DraftAutosave {
  /** A field changed: kept after AUTOSAVE_DELAY_MS of quiet. */
  change(field: ApplicationField, value: string): void;
  /** Sends what is pending now (a field left, Back or Continue); never throws. */
  flush(): Promise<void>;
  state: AutosaveState;
}

const isEmpty = (values: Partial<ApplicationValues>) => Object.keys(values).length === 0;

/**
 * Keeps the details step on the server as it is typed: the fields changed since the last
 * save go in one request at a time, after a pause or when a field is left. A failed save is retried
 * quietly; only when it keeps failing does the visitor hear of it. A lapsed code session, or a draft
 * that is gone or submitted, is not retried: the journey's own handler takes it.
 */
export function useDraftAutosave(
  send: (values: Partial<ApplicationValues>) => Promise<ApplicantView>,
  onSaved: (view: ApplicantView) => void,
  onLost: (error: RequestError) => void,
): DraftAutosave {
  const [state, setState] = useState<AutosaveState>("idle");
  const pending = useRef<Partial<ApplicationValues>>({});
  const inFlight = useRef<Promise<void> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  const calls = useRef({ send, onSaved, onLost });
  useEffect(() => {
    calls.current = { send, onSaved, onLost };
  });

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    // One request at a time: what was typed meanwhile goes once the one in flight has answered.
    while (inFlight.current) await inFlight.current;
    const values = pending.current;
    if (isEmpty(values)) return;
    pending.current = {};
    const attempt = (async () => {
      try {
        const view = await calls.current.send(values);
        failures.current = 0;
        setState("saved");
        calls.current.onSaved(view);
      } catch (error) {
        // Anything typed since is newer and wins over the values that failed.
        pending.current = { ...values, ...pending.current };
        if (error instanceof RequestError && [401, 404, 409].includes(error.status)) {
          calls.current.onLost(error);
          return;
        }
        const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
        failures.current += 1;
        if (failures.current >= RETRY_DELAYS_MS.length) setState("failing");
        timer.current = setTimeout(() => void flush(), delay);
      }
    })();
    inFlight.current = attempt;
    try {
      await attempt;
    } finally {
      inFlight.current = undefined;
    }
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (field: ApplicationField, value: string) => {
      pending.current = { ...pending.current, [field]: value };
      // While retrying after a failure the retry's own timer stands; otherwise wait for quiet.
      if (failures.current > 0) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  return { change, flush, state };
}
