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
