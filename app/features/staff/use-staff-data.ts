import { useEffect, useRef, useState } from "react";
import type { RequestErrorCode } from "#app/http/request-error.ts";
import { RequestError } from "#app/http/request-error.ts";

export interface StaffData<T> {
  data: T | undefined;
  error: RequestErrorCode | undefined;
  isLoading: boolean;
  reload: () => void;
}

/** Loads console data from the API whenever `key` changes or `reload` is called; errors are kept as codes for the screen to word. */
export function useStaffData<T>(load: () => Promise<T>, key: string): StaffData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: RequestErrorCode | undefined; isLoading: boolean }>({
    data: undefined,
    error: undefined,
    isLoading: true,
  });
  const [round, setRound] = useState(0);
  // The latest `load` closes over the latest filters; the key and the round decide when it runs.
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    loadRef.current().then(
      (data) => isCurrent && setState({ data, error: undefined, isLoading: false }),
      (error: unknown) =>
        isCurrent && setState({ data: undefined, error: error instanceof RequestError ? error.code : "internal", isLoading: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, round]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}

/** How often the console asks again for what others change while a screen stays open (new KYC submissions). */
export const STAFF_POLL_MS = 60_000;

/**
 * `useStaffData`, asked again every `everyMs` while the tab is visible (a hidden tab asks nothing),
 * and at once when it becomes visible again. What was loaded stays shown meanwhile.
 */
export function usePolledStaffData<T>(load: () => Promise<T>, key: string, everyMs = STAFF_POLL_MS): StaffData<T> {
  const data = useStaffData(load, key);
  const reloadRef = useRef(data.reload);
  reloadRef.current = data.reload;
  useEffect(() => {
    const askIfVisible = () => {
      if (document.visibilityState === "visible") reloadRef.current();
    };
    const timer = setInterval(askIfVisible, everyMs);
    document.addEventListener("visibilitychange", askIfVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", askIfVisible);
    };
  }, [everyMs]);
  return data;
}
