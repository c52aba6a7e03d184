import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openSharePopup, type PopupHost } from "./open-share-popup.ts";

function fakeHost(popup: { closed: boolean; opener: unknown } | null) {
  const open = vi.fn(() => popup as unknown as Window);
  const host: PopupHost = {
    open,
    setInterval: ((handler: () => void, ms: number) => setInterval(handler, ms)) as unknown as Window["setInterval"],
    clearInterval: ((id: number) => clearInterval(id)) as Window["clearInterval"],
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
  };
  return { host, open };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the share popup", () => {
  it("opens a centred 626 by 436 window without a way back to this page", () => {
    const popup = { closed: false, opener: "page" };
    const { host, open } = fakeHost(popup);
    expect(openSharePopup(host, "https://x.com/intent/post?text=Hi", () => {})).toBeDefined();
    expect(open).toHaveBeenCalledWith("https://x.com/intent/post?text=Hi", "share-popup", expect.stringContaining("width=626,height=436,left=327,top=182"));
    expect(popup.opener).toBeNull();
  });

  it("checks every 500 ms whether the popup was closed, and tells once", () => {
    const popup = { closed: false, opener: null };
    const onClose = vi.fn();
    openSharePopup(fakeHost(popup).host, "https://example.org", onClose);
    vi.advanceTimersByTime(1499);
    expect(onClose).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("answers undefined when the browser refuses the popup, and stops watching on request", () => {
    expect(openSharePopup(fakeHost(null).host, "https://example.org", () => {})).toBeUndefined();
    const popup = { closed: false, opener: null };
    const onClose = vi.fn();
    const opened = openSharePopup(fakeHost(popup).host, "https://example.org", onClose);
    opened!.stop();
    popup.closed = true;
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
