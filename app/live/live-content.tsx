import { useEffect, useState, type ComponentType } from "react";
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
  const [Notices, setNotices] = useState<ComponentType<{ t: Messages }> | undefined>(undefined);
  useEffect(
    () =>
      afterPageLoad(() => {
        void import("./live-sync.client.ts").then(({ startLiveContent }) => startLiveContent(prefix));
        void import("./live-notices.tsx").then(({ LiveNotices }) => setNotices(() => LiveNotices));
        void import("./offline-support.client.ts").then(async ({ checkOfflineStorage, registerServiceWorker }) => {
          if (import.meta.env.PROD) await registerServiceWorker();
          await checkOfflineStorage();
        });
      }),
    [prefix],
  );
  return (
    <div className="live-notices" role="status" aria-live="polite">
      {Notices ? <Notices t={t} /> : null}
    </div>
  );
}
