import { useCallback, useEffect, useState } from "react";
import type { ErrorCode } from "#domain/error-codes.ts";
import { StaffApiError } from "./staff-api.client.ts";

export interface StaffData<T> {
  data: T | undefined;
  error: ErrorCode | undefined;
  isLoading: boolean;
  reload: () => void;
}

/** Loads console data from the API whenever `key` changes; errors are kept as codes for the screen to word. */
export function useStaffData<T>(load: () => Promise<T>, key: string): StaffData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: ErrorCode | undefined; isLoading: boolean }>({
    data: undefined,
    error: undefined,
    isLoading: true,
  });
  const [round, setRound] = useState(0);
  // `load` closes over the key's values; the key alone decides when to load again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoad = useCallback(load, [key, round]);
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true }));
    stableLoad().then(
      (data) => isCurrent && setState({ data, error: undefined, isLoading: false }),
      (error: unknown) =>
        isCurrent && setState({ data: undefined, error: error instanceof StaffApiError ? error.code : "internal", isLoading: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, [stableLoad]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}
