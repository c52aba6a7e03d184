import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useSite } from "#app/features/shell/use-site.ts";
import type { Messages } from "#app/i18n/en.ts";
import { afterPageLoad } from "./after-page-load.ts";
import "./live-content.css";

/**
 * Starts the page's live content once the page has loaded and the browser is idle (the realtime
 * feed, the browser database and, in production builds, the service worker) and shows the
 * offline and storage notices. Everything but this small component loads lazily, never with the
 * page nor during its load (ADR 025: the socket client alone is about 16 KB gzip, and its
 * connection's reload of the collections would compete with the page's own requests); the
 * notices' live region is here from the start, so screen readers announce what appears in it.
 */
export function LiveContent() {
  const { prefix, t } = useSite();
  const { key } = useLocation();
  const firstKey = useRef(key);
  const [Notices, setNotices] = useState<ComponentType<{ t: Messages }> | undefined>(undefined);
  useEffect(
    () =>
      afterPageLoad(() => {
        // The service worker precaches the app shell for offline use: like the offline copies of
        // the collections, only once the visitor stays (ADR 030).
        const onStaying = () => {
          if (import.meta.env.PROD) void import("./offline-support.client.ts").then(({ registerServiceWorker }) => registerServiceWorker());
        };
        void import("./live-sync.client.ts").then(({ startLiveContent }) => startLiveContent(prefix, { onStaying }));
        void import("./live-notices.tsx").then(({ LiveNotices }) => setNotices(() => LiveNotices));
        void import("./offline-support.client.ts").then(({ checkOfflineStorage }) => checkOfflineStorage());
      }),
    [prefix],
  );
  // Every client-side navigation after the first view: the visitor is staying.
  useEffect(() => {
    if (key !== firstKey.current) void import("./live-sync.client.ts").then(({ notePageView }) => notePageView());
  }, [key]);
  return (
    <div className="live-notices" role="status" aria-live="polite">
      {Notices ? <Notices t={t} /> : null}
    </div>
  );
}
