import type { Config } from "./config.ts";

/** What the server hands to the React app's loaders (ADR 002). */
export interface AppServices {
  config: Pick<Config, "SITE_PREFIX" | "PUBLIC_URL" | "TILE_URL" | "isProduction">;
}
