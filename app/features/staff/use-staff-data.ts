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
