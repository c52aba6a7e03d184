import { useEffect, type RefObject } from "react";

/**
 * Keeps what a visitor typed into a server-rendered field before the field's code arrived (a slow
 * phone shows the form a moment before a lazily loaded screen hydrates). React hydrates a
 * controlled input without touching the text in it, but its state is still the server's value,
 * and the next render would put that back: the typed text becomes the state instead.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, setValue: (value: string) => void): void {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, when the field is hydrated: later the input's own change events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
