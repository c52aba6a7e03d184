import { createReadStream, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

// The files pdf.js fetches by name from a folder (ADR 040): the Symbol and Dingbats fonts a PDF
// may name without embedding (the other standard fonts are drawn with the computer's own, so
// their files are never asked for), and the JavaScript image decoders (JPEG 2000, JBIG2 and CCITT
// fax, common in scans) used in place of WebAssembly, which the console turns off. Served from
// our own origin under a versioned path, so the worker's requests stay within 'self' and the
// files can be cached for good. The CJK CMaps (1.7 MB) are left out: a PDF that needs them shows
// its error and its Download.

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve("pdfjs-dist/package.json"));
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };

/** Where the files are served: the viewer passes these as `standardFontDataUrl` and `wasmUrl`. */
export const PDFJS_ASSET_BASE = `/assets/pdfjs-${version}/`;

const FOLDERS: Record<string, (name: string) => boolean> = {
  standard_fonts: (name) => /^Foxit(Symbol|Dingbats)\.pfb$/.test(name),
  wasm: (name) => name.endsWith("_nowasm_fallback.js"),
};

function listFiles(): Array<{ url: string; file: string }> {
  return Object.entries(FOLDERS).flatMap(([folder, keep]) =>
    readdirSync(path.join(root, folder))
      .filter(keep)
      .map((name) => ({ url: `${PDFJS_ASSET_BASE}${folder}/${name}`, file: path.join(root, folder, name) })),
  );
}

const CONTENT_TYPES: Record<string, string> = { ".js": "text/javascript", ".pfb": "application/octet-stream" };

export function pdfjsAssets(): Plugin {
  return {
    name: "pdfjs-assets",
    configureServer(server) {
      const files = new Map(listFiles().map(({ url, file }) => [url, file]));
      server.middlewares.use((request, response, next) => {
        const file = files.get(request.url?.split("?")[0] ?? "");
        if (!file) return next();
        response.setHeader("content-type", CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { url, file } of listFiles()) {
        this.emitFile({ type: "asset", fileName: url.slice(1), source: readFileSync(file) });
      }
    },
  };
}
