import { useEffect, useMemo } from "react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { getTabOfPath, resolveCurrentTab } from "#domain/current-tab.ts";
import { getNavigation } from "#domain/navigation.ts";
import { getMenuNames } from "#app/i18n/messages.ts";
import { getStoredTab, rememberCurrentTab } from "#app/features/shell/current-tab.client.ts";
import { PanelsProvider } from "#app/features/panels/panels-provider.tsx";
import { LoadingOverlay } from "#app/features/shell/loading-overlay.tsx";
import { LiveContent } from "#app/live/live-content.tsx";
import { reloadOnceForError } from "#app/features/shell/reload-once.ts";
import { SiteFooter } from "#app/features/shell/site-footer.tsx";
import { SiteHeader } from "#app/features/shell/site-header.tsx";
import { useSite } from "#app/features/shell/use-site.ts";
import { NotFoundContent } from "#app/features/shell/not-found-content.tsx";

/** The layout the five sub-sites share: header with tabs and menu, main content, footer. */
function SiteShell({ children }: { children: React.ReactNode }) {
  const { prefix, t } = useSite();
  const { pathname } = useLocation();
  // Built anew when another language's names have loaded.
  const names = getMenuNames();
  const entities = useMemo(() => getNavigation(prefix, names), [prefix, names]);
  const tab = getTabOfPath(prefix, pathname) ?? resolveCurrentTab(prefix, null);
  const current = entities.find((entity) => entity.site === tab.id) ?? entities[0]!;
  const isSitePath = getTabOfPath(prefix, pathname) !== undefined;

  // Spec §2/§4: the first path segment sets the current tab, remembered across visits.
  useEffect(() => {
    const site = getTabOfPath(prefix, pathname);
    if (site) rememberCurrentTab(site.tabName);
    else {
      const stored = getStoredTab();
      if (stored) rememberCurrentTab(resolveCurrentTab(prefix, stored).tabName);
    }
  }, [prefix, pathname]);

  return (
    <PanelsProvider>
      <SiteHeader entities={entities} current={current} />
      <main id="main" tabIndex={-1} data-site={isSitePath ? current.site : undefined}>
        <LiveContent />
        {children}
      </main>
      <SiteFooter />
      <LoadingOverlay label={t.pageLoading} />
    </PanelsProvider>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useSite();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // Spec §2: a routing error (a chunk of a newer deployment, say) reloads the page once.
    if (!isRouteErrorResponse(error)) reloadOnceForError();
  }, [error]);
  return (
    <SiteShell>
      {isNotFound ? (
        <NotFoundContent />
      ) : (
        <div className="container error-page">
          <title>{t.error.title}</title>
          <h1>{t.error.title}</h1>
          <p>{t.error.body}</p>
          <p>
            <a className="button" href="">
              {t.error.reload}
            </a>
          </p>
        </div>
      )}
    </SiteShell>
  );
}
