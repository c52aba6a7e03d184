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

/**
 * A loader read `collection` at `version` (read before its records): the page carries it, so the
 * browser does not download again what the page already shows (ADR 030). Read twice, the lower
 * version stays: the page is at least that current.
 */
export function noteContentVersion(context: Readonly<RouterContextProvider>, collection: string, version: number | undefined): void {
  const versions = context.get(renderContext).contentVersions;
  // An unknown version (-1, which the page leaves out) cannot be vouched for by another read.
  versions[collection] = Math.min(versions[collection] ?? Number.POSITIVE_INFINITY, version ?? -1);
}
