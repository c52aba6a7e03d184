import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSnackbarStore,
  HIDDEN_SNACKBAR,
  hideSnackbarState,
  showSnackbarState,
  SNACKBAR_HIDE_MS,
  SNACKBAR_TYPES,
} from "./snackbar.ts";

describe("the snackbar's rules (spec §2, §4, §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("knows the four types and hides after 7000 ms", () => {
    expect(SNACKBAR_TYPES).toEqual(["Success", "Information", "Error", "Warning"]);
    expect(SNACKBAR_HIDE_MS).toBe(7000);
  });

  it("showing sets the type and message and shows it; hiding resets the type to Error and clears the message", () => {
    expect(showSnackbarState("Success", "Saved")).toEqual({ type: "Success", message: "Saved", show: true });
    expect(hideSnackbarState()).toEqual({ type: "Error", message: "", show: false });
  });

  it("starts hidden, as Error with no message", () => {
    expect(createSnackbarStore().getState()).toEqual(HIDDEN_SNACKBAR);
  });

  it("hides by itself 7 s after showing, resetting type and message", () => {
    const store = createSnackbarStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show("Warning", "Check the amount");
    expect(store.getState()).toEqual({ type: "Warning", message: "Check the amount", show: true });
    vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1);
    expect(store.getState().show).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual({ type: "Error", message: "", show: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("restarts the 7 s when shown again, and hides at once when closed", () => {
    const store = createSnackbarStore();
    store.show("Information", "First");
    vi.advanceTimersByTime(5_000);
    store.show("Success", "Second");
    vi.advanceTimersByTime(5_000);
    expect(store.getState()).toMatchObject({ type: "Success", message: "Second", show: true });
    vi.advanceTimersByTime(2_000);
    expect(store.getState().show).toBe(false);

    store.show("Success", "Third");
    store.hide();
    expect(store.getState()).toEqual(HIDDEN_SNACKBAR);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops calling a listener once it unsubscribes, and dispose cancels the timer", () => {
    const store = createSnackbarStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.show("Error", "Failed");
    expect(listener).not.toHaveBeenCalled();
    store.dispose();
    vi.advanceTimersByTime(SNACKBAR_HIDE_MS);
    expect(store.getState().show).toBe(true);
  });
});
