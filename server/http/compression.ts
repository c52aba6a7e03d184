import { constants, type BrotliOptions } from "node:zlib";

/**
 * Brotli for answers compressed as they stream (rendered pages, API answers): quality 4 is what a
 * phone's link gains most from for the CPU it costs, and its default window is 4 MiB, allocated by
 * every stream (on the thread pool's malloc arenas): 256 KiB covers the largest page and API
 * answer, and costs almost no ratio (ADR 035). Stored pages are brotli-11, made once (page-cache.ts).
 */
export const STREAM_BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
