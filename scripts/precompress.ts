// Writes .br and .gz beside each text asset in build/client, so they are compressed once at
// build time (best quality) and served as they are (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
// .mjs: the PDF viewer's worker (console only); .pfb: the fonts pdf.js may fetch.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|html|xml|pfb)$/;

function* walk(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for (const file of walk(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`Pre-compressed ${count} assets (brotli and gzip).`);
