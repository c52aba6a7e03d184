import { useContext, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { serialize as serializeCookie } from "cookie-es";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import { getMessages, loadMessages, loadScreenDescriptions } from "./i18n/messages.ts";
import { afterPageLoad } from "./live/after-page-load.ts";
import { revalidateOnLanguageChange } from "./i18n/language-revalidation.ts";
import { getRequestLanguage, LANGUAGE_COOKIE } from "./i18n/request-language.ts";
import { getServices, noteContentChangesAt, renderContext } from "./services.server.ts";
import { reloadOnceForError } from "./features/shell/reload-once.ts";
import { PageVersionsContext } from "./live/page-versions.ts";
import type { Route } from "./+types/root.ts";
import "./styles/app.css";

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/manifest.webmanifest" },
    { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { config } = services;
  const url = new URL(request.url);
  const { lang, fromQuery, remembered } = getRequestLanguage(request);
  const headers = new Headers();
  if (fromQuery && fromQuery !== remembered) {
    // `?lang=` both shows and remembers a language, so each language has its own URL.
    headers.append(
      "Set-Cookie",
      serializeCookie(LANGUAGE_COOKIE, fromQuery, {
        path: "/",
        maxAge: 60 * 60 * 24 * 365,
        sameSite: "lax",
        secure: url.protocol === "https:",
      }),
    );
  }
  // The footer's copyright year, from the server's clock in Malawi's time (UTC+2, no summer
  // time), so the page hydrates the same whatever the visitor's clock says.
  const MALAWI_OFFSET_MS = 2 * 60 * 60 * 1000;
  const year = new Date(Date.now() + MALAWI_OFFSET_MS).getUTCFullYear();
  noteContentChangesAt(context, Date.UTC(year + 1, 0, 1) - MALAWI_OFFSET_MS);
  return data(
    {
      lang,
      prefix: config.SITE_PREFIX,
      publicUrl: config.PUBLIC_URL,
      tileUrl: config.TILE_URL,
      dictionaryAssets: services.dictionaryAssets?.[lang] ?? [],
      year,
      // A draft shown through a signed preview link (ADR 057): never cached, so never seen by visitors.
      preview: context.get(renderContext).preview === true,
    },
    { headers },
  );
}

/**
 * The root's data (language, prefix, URLs) changes only with `?lang=`: other navigations keep
 * it, so they cost no request and still work offline (the screens' client loaders read the
 * browser database then).
 */
export const shouldRevalidate = revalidateOnLanguageChange;

/** A language switch in the browser loads the new language's strings before rendering it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await loadMessages(rootData.lang);
  return rootData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const lang = rootData?.lang ?? DEFAULT_LANGUAGE;
  // Only the server knows them: the browser keeps the attribute it was sent (ADR 030).
  const contentVersions = useContext(PageVersionsContext);
  return (
    <html lang={lang} data-content-versions={contentVersions} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b7a" />
        <Meta />
        <Links />
        {rootData?.dictionaryAssets.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {rootData?.preview ? <PreviewBanner lang={lang} /> : null}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The visible mark of a draft's preview page (ADR 057). */
function PreviewBanner({ lang }: { lang: Language }) {
  const t = getMessages(lang).preview;
  return (
    <aside className="preview-banner" aria-label={t.label}>
      <p>
        <strong>{t.label}</strong> {t.body}
      </p>
    </aside>
  );
}

export default function App() {
  useEffect(() => {
    // Tests and the service worker wait for this mark before acting on the page.
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrated");
    // The next page's description (its meta tags), needed only once the visitor moves on.
    return afterPageLoad(() => void loadScreenDescriptions());
  }, []);
  return <Outlet />;
}

/** Errors outside the site layout (the layout has its own boundary with the full shell). */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const t = getMessages(rootData?.lang ?? DEFAULT_LANGUAGE);
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reloadOnceForError();
  }, [error]);
  return (
    <main id="main" className="container error-page">
      <title>{t.error.title}</title>
      <h1>{t.error.title}</h1>
      <p>{t.error.body}</p>
      <p>
        <a className="button" href={typeof window === "undefined" ? "/" : window.location.href}>
          {t.error.reload}
        </a>
      </p>
    </main>
  );
}
