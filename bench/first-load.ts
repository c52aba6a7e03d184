// First-load weight of pages: the HTML and every script and stylesheet it loads up front,
// gzip-compressed as the server sends them. Budget: 130 KB of JavaScript for any page.
import { gzipSync } from "node:zlib";
import { startServer } from "./server.ts";

export const JS_BUDGET_KB = 130;
const PAGES = ["/fdhbankplc/home", "/fdhfinancialholdings/home", "/fdhbankplc/exchangeRates", "/fdhbankplc/loan", "/fdhbankplc/branches"];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureFirstLoad(): Promise<string[]> {
  const server = await startServer();
  const lines = [`Server start to ready: ${Math.round(server.readyMs)} ms (fresh DATA_DIR: migrate and seed included)`];
  try {
    for (const page of PAGES) {
      const html = await (await fetch(server.url + page)).text();
      const scripts = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g)].map((m) => m[1]!));
      const styles = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
      let js = 0;
      for (const src of scripts) js += gzipSync(Buffer.from(await (await fetch(server.url + src)).arrayBuffer()), { level: 9 }).length;
      let css = 0;
      for (const href of styles) css += gzipSync(Buffer.from(await (await fetch(server.url + href)).arrayBuffer()), { level: 9 }).length;
      const htmlGz = gzipSync(html).length;
      const verdict = kb(js) <= JS_BUDGET_KB ? "within" : "OVER";
      lines.push(`${page}: JS ${kb(js)} KB gzip in ${scripts.size} files (${verdict} the ${JS_BUDGET_KB} KB budget), CSS ${kb(css)} KB, HTML ${kb(htmlGz)} KB`);
    }
  } finally {
    await server.stop();
  }
  return lines;
}

if (import.meta.main) {
  for (const line of await measureFirstLoad()) console.log(line);
}
