import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { HttpError } from "../http-error.ts";
import type { CleanedHtml } from "./sanitize-blog-html.ts";
import type { CleanBlogHtmlTask } from "./sanitize-blog-html-worker.ts";
import { workerModule } from "../runtime-paths.ts";

let pool: Piscina<CleanBlogHtmlTask, CleanedHtml> | undefined;

/** One pool per process, made on first use; idle workers exit and never hold the process open. */
function getPool(): Piscina<CleanBlogHtmlTask, CleanedHtml> {
  pool ??= new Piscina<CleanBlogHtmlTask, CleanedHtml>({
    filename: workerModule("content/sanitize-blog-html-worker"),
    minThreads: 0,
    // One core stays free for the event loop (on a 2-core machine, one worker).
    maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 30_000,
    // Editors are few: a queue longer than this is a flood, answered 503 rather than held in memory.
    maxQueue: 64,
    // 200,000 characters of HTML and the sanitizer's tree fit well within this.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return pool;
}

/** The most one field may take to clean; the worst input within the size limit takes under a second. */
const CLEAN_TIMEOUT_MS = 10_000;

/**
 * Sanitizes blog HTML in a worker thread. `field` (`body.content.en`) names the field in the 400
 * when the HTML cannot be cleaned in time; links to `siteOrigin` are internal (no new tab).
 */
export async function cleanBlogHtmlOffThread(html: string, field: string, siteOrigin?: string): Promise<CleanedHtml> {
  try {
    return await getPool().run({ html, siteOrigin }, { signal: AbortSignal.timeout(CLEAN_TIMEOUT_MS) });
  } catch (error) {
    if ((error as Error).name === "AbortError")
      throw new HttpError(400, `${field}: the HTML is too complex to clean`, { cause: error, code: "invalid_request" });
    if (/queue is at limit/i.test((error as Error).message))
      throw new HttpError(503, "Too many articles are being saved at once: try again shortly", { cause: error, code: "unavailable" });
    throw error;
  }
}
