import { createContext, type RouterContextProvider } from "react-router";
import type { AppServices } from "#server/app-services.ts";

/**
 * The server's services (configuration, content) reach the route loaders through React
 * Router's context. The key lives in the app bundle and is re-exported by entry.server, so
 * the server sets the very key the loaders read (ADR 002).
 */
export const servicesContext = createContext<AppServices>();

/** The server's services, for a loader. */
export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

/** What a render learns from the server and tells it back (ADR 031). */
export interface RenderInfo {
  /** The CSP nonce of every inline script (a placeholder when the page may be cached). */
  nonce: string;
  /** The earliest instant the page's content changes by the clock alone: loaders lower it. */
  changesAt: number;
}

export const renderContext = createContext<RenderInfo>();

/** A loader's content changes at `instant` (a promotion starts or ends): a cached page expires then. */
export function noteContentChangesAt(context: Readonly<RouterContextProvider>, instant: number | undefined): void {
  if (instant === undefined) return;
  const info = context.get(renderContext);
  info.changesAt = Math.min(info.changesAt, instant);
}
