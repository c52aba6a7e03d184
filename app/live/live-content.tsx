import { useEffect, useRef, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useSite } from "#app/features/shell/use-site.ts";
import type { Messages } from "#app/i18n/en.ts";
import { afterPageLoad } from "./after-page-load.ts";
import { noteOpenedPage, readOpenedPages } from "./opened-pages.ts";
import "./live-content.css";

/**
 * Starts the page's live content once the page has loaded and the browser is idle (the realtime
 * feed, the browser database and, in production builds, the service worker) and shows the
 * offline and storage notices. Everything but this small component loads lazily, never with the
 * page nor during its load (ADR 025: the socket client alone is about 16 KB gzip, and its
 * connection's reload of the collections would compete with the page's own requests); the
 * notices' live region is here from the start, so screen readers announce what appears in it.
 */
/** A page opened through a signed preview link (`?preview=`, ADR 057). */
function isPreviewPage(): boolean {
  return new URLSearchParams(window.location.search).has("preview");
}

export function LiveContent() {
  const { prefix, t } = useSite();
  const { key, pathname, search } = useLocation();
  const firstKey = useRef(key);
  const [Notices, setNotices] = useState<ComponentType<{ t: Messages }> | undefined>(undefined);
  useEffect(
    () =>
      afterPageLoad(() => {
        // A draft's preview page (ADR 057) is one editor's look: never made live (the feed would
        // bring the published record over the draft), never kept offline.
        if (isPreviewPage()) return;
        // The service worker precaches the app shell for offline use: like the offline copies of
        // the collections, only once the visitor stays (ADR 030).
        // The pages read before it registered are kept then too: they would be in no cache.
        const onStaying = () => {
          if (!import.meta.env.PROD) return;
          void import("./offline-support.client.ts").then(async ({ registerServiceWorker, keepOpenedPages }) => {
            if (!(await registerServiceWorker())) return;
            await navigator.serviceWorker.ready;
            await keepOpenedPages(readOpenedPages(prefix));
          });
        };
        void import("./live-sync.client.ts").then(({ startLiveContent }) => startLiveContent(prefix, { onStaying }));
        void import("./live-notices.tsx").then(({ LiveNotices }) => setNotices(() => LiveNotices));
        void import("./offline-support.client.ts").then(({ checkOfflineStorage }) => checkOfflineStorage());
      }),
    [prefix],
  );
  // The staff console is never kept offline, nor is the service worker there.
  useEffect(() => {
    if (!pathname.startsWith("/staff") && !isPreviewPage()) noteOpenedPage(prefix, pathname + search);
  }, [prefix, pathname, search]);
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
