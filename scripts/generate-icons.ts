// Draws the installable app's PNG icons from the brand mark (public/favicon.svg's shapes):
// `node scripts/generate-icons.ts` writes public/icons/. Run again when the mark changes.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "..", "public", "icons");
const BRAND = "#0b3b7a";
const ACCENT = "#f29100";
const MARK = `<path d="M14 46V18h22v6H21v6h13v6H21v10zM38 18h6v28h-6z" fill="${ACCENT}"/>`;

/** The mark on a rounded tile ("any" purpose). */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${BRAND}"/>${MARK}</svg>`;
/** The mark centred inside the maskable safe zone (the inner 80 %), on a full-bleed square. */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(11.7 9.6) scale(0.7)">${MARK}</g></svg>`;
/** iOS rounds the corners itself: a full square. */
const appleIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>${MARK}</svg>`;

const ICONS: Array<[file: string, svg: string, size: number]> = [
  ["icon-192.png", anyIcon, 192],
  ["icon-512.png", anyIcon, 512],
  ["maskable-192.png", maskableIcon, 192],
  ["maskable-512.png", maskableIcon, 512],
  ["apple-touch-icon.png", appleIcon, 180],
];

mkdirSync(out, { recursive: true });
for (const [file, svg, size] of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`public/icons/${file} (${size}x${size})`);
}
