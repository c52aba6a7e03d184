import { createContext, type RouterContextProvider } from "react-router";
import type { AppServices, RenderInfo } from "#server/app-services.ts";

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

export const renderContext = createContext<RenderInfo>();

/** A loader's content changes at `instant` (a promotion starts or ends): a cached page expires then. */
export function noteContentChangesAt(context: Readonly<RouterContextProvider>, instant: number | undefined): void {
  if (instant === undefined) return;
  const info = context.get(renderContext);
  info.changesAt = Math.min(info.changesAt, instant);
}
