import type { Readable } from "node:stream";
import type { Config } from "./config.ts";
import type { ContentService } from "./content/content-service.ts";
import type { MediaFiles } from "./content/media-files.ts";

/** What the server hands to the React app's loaders (ADR 002). */
export interface AppServices {
  /** Per language, the built scripts of its UI dictionary, preloaded with each page (ADR 004). */
  dictionaryAssets?: Partial<Record<"en" | "ny", string[]>>;
  config: Pick<Config, "SITE_PREFIX" | "PUBLIC_URL" | "TILE_URL" | "isProduction" | "TIER1_MAX_BALANCE" | "TIER1_DAILY_LIMIT">;
  /**
   * Collection records without HTTP, from the same snapshot the API serves:
   * `content.list("branches", { limit: LOADER_PAGE_SIZE, lastCreatedAt })`, `content.get("blogs", id)`.
   */
  content: Pick<ContentService, "list" | "get" | "getVersion">;
  /** Media files' focal points by address (ADR 076), from a copy in memory: crops keep the subject in view. */
  media: Pick<MediaFiles, "getFocalPoints">;
  /** Single sign-on (ADR 066): the console's sign-in offers "Sign in with <label>" when set. */
  staffDirectory?: { label: string };
}

/** What a render learns from the server and tells it back (ADR 035). */
export interface RenderInfo {
  /** The CSP nonce of every inline script (a placeholder when the page may be cached). */
  nonce: string;
  /** The earliest instant the page's content changes by the clock alone: loaders lower it. */
  changesAt: number;
  /** The version of each collection the loaders read (the lowest, if read twice): the page carries them (ADR 030). */
  contentVersions: Partial<Record<string, number>>;
  /** Set when a signed preview link renders a draft (ADR 057): the page shows the Preview banner. */
  preview?: boolean;
  /**
   * The document's bytes as the Node stream React writes, set by the document entry; the
   * Response it returns then has no body. The server sends this stream itself, so a page is not
   * turned into a web stream and back between two Node streams (ADR 035).
   */
  body?: Readable;
}
