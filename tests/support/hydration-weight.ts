// The first-load budget (issue 13, issue 20): the JavaScript a page preloads to hydrate, gzip level
// 9, on every route in both languages. `npm run bench` reports it; the integration suite holds it.
import { gzipSync } from "node:zlib";

export const JS_BUDGET_KB = 130;

export const toKb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The scripts a page's HTML preloads to hydrate it, as the addresses the page gives. */
export function getPreloadedScripts(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!);
}

export interface HydrationWeight {
  page: string;
  bytes: number;
}

/**
 * Each page's hydration weight, heaviest first. `get` answers a same-origin path with its body
 * (a page's HTML, a script's bytes): a fetch against a running server, or Fastify's `inject`.
 */
export async function measureHydrationWeights(pages: readonly string[], get: (path: string) => Promise<Buffer>): Promise<HydrationWeight[]> {
  const sizes = new Map<string, number>();
  const gzipSize = async (script: string) => {
    if (!sizes.has(script)) sizes.set(script, gzipSync(await get(script), { level: 9 }).length);
    return sizes.get(script)!;
  };
  const weights: HydrationWeight[] = [];
  for (const page of pages) {
    let bytes = 0;
    for (const script of getPreloadedScripts((await get(page)).toString("utf8"))) bytes += await gzipSize(script);
    weights.push({ page, bytes });
  }
  return weights.sort((a, b) => b.bytes - a.bytes);
}

/** Every route of the route table, in English and in Chichewa. */
export function getBudgetPages(routes: ReadonlyArray<{ href: string }>): string[] {
  return routes.flatMap((route) => [route.href, `${route.href}?lang=ny`]);
}
