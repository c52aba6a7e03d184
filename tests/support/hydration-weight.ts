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
export async function measureHydrationWeights(
  pages: readonly string[],
  get: (path: string) => Promise<Buffer>,
): Promise<HydrationWeight[]> {
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

/**
 * The account-opening journey's budget (ADR 069): what its page preloads to hydrate and
 * what the journey's step then loads (the lazily imported screen and everything it imports), in
 * gzip. The journey is heavier than other pages by nature (a form, its checks, the code round,
 * the uploads), so it has a budget of its own; the live feed, which every page loads after its
 * load event, is not the journey's and is counted on no page.
 */
export const JOURNEY_BUDGET_KB = 150;

/**
 * The scripts a chunk imports lazily, by the file name the lazy import loads, each with the
 * scripts Vite preloads beside it (`__vite__mapDeps`), as the addresses the page gives.
 */
export function getLazyImports(chunkPath: string, code: string): Map<string, string[]> {
  const base = chunkPath.slice(0, chunkPath.lastIndexOf("/") + 1);
  const files =
    /m\.f=\[([^\]]*)\]/
      .exec(code)?.[1]
      ?.match(/"[^"]+"/g)
      ?.map((name) => "/" + JSON.parse(name)) ?? [];
  const lazy = new Map<string, string[]>();
  for (const match of code.matchAll(/import\(`\.\/([^`]+\.js)`\)[^;]*?__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
    const deps = match[2]!
      .split(",")
      .filter(Boolean)
      .map((index) => files[Number(index)]!);
    lazy.set(match[1]!, [base + match[1]!, ...deps.filter((file) => file.endsWith(".js"))]);
  }
  return lazy;
}

/**
 * A page's hydration weight plus the lazy screen it then loads: the preloaded scripts and the
 * lazy import (named by its file's stem, `open-account-journey`) of any of them, each script once.
 */
export async function measureWithLazyScreen(
  page: string,
  screen: string,
  get: (path: string) => Promise<Buffer>,
): Promise<{ bytes: number; scripts: string[] }> {
  const preloads = getPreloadedScripts((await get(page)).toString("utf8"));
  const scripts = new Set(preloads);
  let found = false;
  for (const script of preloads) {
    for (const [file, deps] of getLazyImports(script, (await get(script)).toString("utf8"))) {
      if (!file.startsWith(`${screen}-`)) continue;
      found = true;
      for (const dep of deps) scripts.add(dep);
    }
  }
  if (!found) throw new Error(`${page}: no preloaded script imports ${screen} lazily`);
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(await get(script), { level: 9 }).length;
  return { bytes, scripts: [...scripts] };
}
