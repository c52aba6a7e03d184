import { getPopupFeatures, POPUP_CLOSED_CHECK_MS, SHARE_POPUP_SIZE } from "#domain/share-links.ts";

/** What the popup needs of the page's window (the real one in the browser, a fake in tests). */
export type PopupHost = Pick<Window, "open" | "setInterval" | "clearInterval" | "screenX" | "screenY" | "outerWidth" | "outerHeight">;

export interface SharePopup {
  window: Window;
  /** Stops watching the popup (the page is leaving). */
  stop(): void;
}

/**
 * Opens a share address in a popup centred on the visitor's window (spec §9: 626 by 436 by
 * default) and checks every 500 ms whether it was closed, then calls `onClose` once. Undefined
 * when the browser refused the popup: the caller lets the link open normally.
 */
export function openSharePopup(host: PopupHost, url: string, onClose: () => void, size: { width: number; height: number } = SHARE_POPUP_SIZE): SharePopup | undefined {
  const features = getPopupFeatures({ width: host.outerWidth, height: host.outerHeight, left: host.screenX, top: host.screenY }, size);
  const popup = host.open(url, "share-popup", features);
  if (!popup) return undefined;
  try {
    // The shared site must not be able to steer this page (reverse tabnabbing).
    popup.opener = null;
  } catch {
    // Already cross-origin: it cannot reach us either.
  }
  const timer = host.setInterval(() => {
    if (!popup.closed) return;
    host.clearInterval(timer);
    onClose();
  }, POPUP_CLOSED_CHECK_MS);
  return { window: popup, stop: () => host.clearInterval(timer) };
}
