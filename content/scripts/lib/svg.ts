// Small drawn SVG illustrations for the sample content, one light style for the whole set: a
// pale wash of the picture's colour, the motifs in soft tints outlined in the brand's navy with
// an orange accent. No text that would need translating (portraits carry initials, partner
// marks the partner's name), no scripts, no external references; every file stays under 4 KB.

export const COLOURS = {
  navy: "#0b3c74",
  blue: "#1f6fbf",
  sky: "#d6eafb",
  gold: "#f2a900",
  orange: "#ee7d22",
  green: "#2e7d4f",
  leaf: "#7cb342",
  teal: "#00897b",
  sand: "#f6e7c1",
  red: "#c8453a",
  plum: "#6d3b8e",
  white: "#ffffff",
  ink: "#12263f",
} as const;
export type Colour = keyof typeof COLOURS;

export type Motif =
  | "sun"
  | "lake"
  | "building"
  | "coins"
  | "phone"
  | "card"
  | "people"
  | "book"
  | "heart"
  | "tree"
  | "shield"
  | "globe"
  | "house"
  | "maize"
  | "bars"
  | "drop"
  | "desk"
  | "arrows"
  | "plane"
  | "lock"
  | "store"
  | "tractor"
  | "cross"
  | "ball"
  | "calendar"
  | "hand";

/** One motif, drawn in a 100 x 100 box. */
function motif(kind: Motif, a: string, b: string): string {
  const w = COLOURS.white;
  switch (kind) {
    case "sun":
      return `<circle cx="50" cy="50" r="24" fill="${a}"/><circle cx="50" cy="50" r="34" fill="${a}" opacity=".25"/>`;
    case "lake":
      return `<ellipse cx="50" cy="62" rx="48" ry="14" fill="${a}"/><path d="M20 60h18M50 66h22M30 70h12" stroke="${w}" stroke-width="2" opacity=".6"/>`;
    case "building":
      return (
        `<rect x="22" y="18" width="56" height="78" fill="${a}"/><rect x="14" y="90" width="72" height="8" fill="${b}"/>` +
        [28, 44, 60]
          .map((x) => [28, 44, 60, 76].map((y) => `<rect x="${x}" y="${y}" width="10" height="9" fill="${w}" opacity=".8"/>`).join(""))
          .join("")
      );
    case "coins":
      return (
        [78, 66, 54, 42].map((y) => `<ellipse cx="50" cy="${y}" rx="28" ry="9" fill="${a}" stroke="${b}" stroke-width="2"/>`).join("") +
        `<circle cx="74" cy="30" r="16" fill="${b}"/><circle cx="74" cy="30" r="10" fill="none" stroke="${w}" stroke-width="2"/>`
      );
    case "phone":
      return (
        `<rect x="30" y="8" width="40" height="84" rx="7" fill="${a}"/><rect x="35" y="17" width="30" height="62" rx="2" fill="${w}"/>` +
        `<circle cx="50" cy="85" r="3.5" fill="${w}"/><rect x="39" y="24" width="22" height="6" fill="${b}"/><rect x="39" y="36" width="14" height="14" fill="${b}" opacity=".6"/><rect x="39" y="55" width="22" height="4" fill="${b}" opacity=".4"/>`
      );
    case "card":
      return (
        `<rect x="8" y="24" width="84" height="54" rx="6" fill="${a}"/><rect x="8" y="34" width="84" height="9" fill="${COLOURS.ink}" opacity=".55"/>` +
        `<rect x="18" y="52" width="16" height="12" rx="2" fill="${b}"/><rect x="44" y="66" width="38" height="4" fill="${w}" opacity=".7"/>`
      );
    case "people":
      return [
        [30, a],
        [70, b],
        [50, a],
      ]
        .map(
          ([x, c], i) =>
            `<circle cx="${x}" cy="${i === 2 ? 36 : 42}" r="11" fill="${c}"/><path d="M${Number(x) - 17} ${i === 2 ? 92 : 94}q0-34 17-34t17 34z" fill="${c}"/>`,
        )
        .join("");
    case "book":
      return `<path d="M50 28C38 20 22 20 10 24v56c12-4 28-4 40 4z" fill="${a}"/><path d="M50 28c12-8 28-8 40-4v56c-12-4-28-4-40 4z" fill="${b}"/><path d="M50 28v56" stroke="${w}" stroke-width="2"/>`;
    case "heart":
      return `<path d="M50 86C20 64 10 48 14 34c4-14 22-18 36-4 14-14 32-10 36 4 4 14-6 30-36 52z" fill="${a}"/>`;
    case "tree":
      return `<rect x="45" y="56" width="10" height="38" fill="#7a5230"/><circle cx="50" cy="40" r="28" fill="${a}"/><circle cx="34" cy="52" r="16" fill="${b}"/><circle cx="66" cy="52" r="16" fill="${b}"/>`;
    case "shield":
      return `<path d="M50 8l36 14v24c0 24-16 40-36 48C30 86 14 70 14 46V22z" fill="${a}"/><path d="M34 50l11 11 22-24" fill="none" stroke="${w}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
    case "globe":
      return `<circle cx="50" cy="50" r="38" fill="${a}"/><g fill="none" stroke="${w}" stroke-width="2" opacity=".8"><ellipse cx="50" cy="50" rx="16" ry="38"/><path d="M12 50h76M18 30h64M18 70h64"/></g>`;
    case "house":
      return `<path d="M10 50L50 16l40 34z" fill="${b}"/><rect x="20" y="48" width="60" height="44" fill="${a}"/><rect x="42" y="64" width="16" height="28" fill="${w}"/><rect x="26" y="56" width="11" height="11" fill="${w}" opacity=".8"/><rect x="63" y="56" width="11" height="11" fill="${w}" opacity=".8"/>`;
    case "maize":
      return `<path d="M50 94C34 70 30 44 50 10c20 34 16 60 0 84z" fill="${a}"/><path d="M50 94C40 80 22 70 10 72c14 6 26 14 40 22zM50 94c10-14 28-24 40-22-14 6-26 14-40 22z" fill="${b}"/>`;
    case "bars":
      return (
        [
          [14, 60],
          [34, 46],
          [54, 32],
          [74, 16],
        ]
          .map(([x, y]) => `<rect x="${x}" y="${y}" width="14" height="${88 - Number(y)}" rx="2" fill="${a}"/>`)
          .join("") + `<path d="M10 56L34 40l20 8 34-34" fill="none" stroke="${b}" stroke-width="4"/>`
      );
    case "drop":
      return `<path d="M50 8C36 32 22 48 22 64a28 28 0 0 0 56 0C78 48 64 32 50 8z" fill="${a}"/><path d="M36 64a14 14 0 0 0 14 14" fill="none" stroke="${w}" stroke-width="4" opacity=".7"/>`;
    case "desk":
      return `<rect x="12" y="40" width="76" height="10" rx="2" fill="${a}"/><path d="M20 50v38M80 50v38M12 70h76" stroke="${b}" stroke-width="6"/><rect x="30" y="28" width="28" height="12" fill="${b}" opacity=".7"/>`;
    case "arrows":
      return (
        `<path d="M16 40a34 34 0 0 1 62-10" fill="none" stroke="${a}" stroke-width="8"/><path d="M70 18l14 14-18 6z" fill="${a}"/>` +
        `<path d="M84 60a34 34 0 0 1-62 10" fill="none" stroke="${b}" stroke-width="8"/><path d="M30 82L16 68l18-6z" fill="${b}"/>`
      );
    case "plane":
      return `<path d="M8 54l30-4 22-34h10L58 50l26-2 8-12h6l-4 18 4 18h-6l-8-12-26-2 12 34H60L38 58 8 54z" fill="${a}"/>`;
    case "lock":
      return `<path d="M32 44V32a18 18 0 0 1 36 0v12" fill="none" stroke="${b}" stroke-width="8"/><rect x="22" y="42" width="56" height="46" rx="6" fill="${a}"/><circle cx="50" cy="62" r="6" fill="${w}"/><rect x="47" y="64" width="6" height="12" fill="${w}"/>`;
    case "store":
      return `<rect x="16" y="40" width="68" height="52" fill="${a}"/><path d="M10 40l8-22h64l8 22z" fill="${b}"/><path d="M18 40h16v-22M50 40v-22M66 40v-22" stroke="${w}" stroke-width="2" opacity=".6"/><rect x="28" y="56" width="20" height="36" fill="${w}" opacity=".85"/><rect x="56" y="54" width="20" height="16" fill="${w}" opacity=".85"/>`;
    case "tractor":
      return (
        `<rect x="20" y="40" width="36" height="26" fill="${a}"/><rect x="56" y="50" width="30" height="16" fill="${a}"/><rect x="28" y="26" width="20" height="16" fill="none" stroke="${a}" stroke-width="4"/>` +
        `<circle cx="34" cy="72" r="16" fill="${COLOURS.ink}"/><circle cx="34" cy="72" r="6" fill="${b}"/><circle cx="76" cy="76" r="10" fill="${COLOURS.ink}"/><circle cx="76" cy="76" r="4" fill="${b}"/>`
      );
    case "cross":
      return `<rect x="14" y="14" width="72" height="72" rx="14" fill="${w}"/><path d="M40 26h20v14h14v20H60v14H40V60H26V40h14z" fill="${a}"/>`;
    case "ball":
      return `<circle cx="50" cy="50" r="36" fill="${a}"/><path d="M14 50h72M50 14c-16 20-16 52 0 72M50 14c16 20 16 52 0 72" fill="none" stroke="${b}" stroke-width="3"/>`;
    case "calendar":
      return (
        `<rect x="14" y="20" width="72" height="68" rx="6" fill="${w}"/><rect x="14" y="20" width="72" height="18" rx="6" fill="${a}"/>` +
        [48, 62, 76]
          .map((y) =>
            [24, 40, 56, 72].map((x) => `<rect x="${x - 2}" y="${y - 4}" width="9" height="8" fill="${b}" opacity=".7"/>`).join(""),
          )
          .join("")
      );
    case "hand":
      return `<path d="M14 70c10-2 20-10 30-10h22c6 0 6 8 0 8H50h20l18-10c6-3 10 4 4 8L68 84H14z" fill="${a}"/><circle cx="58" cy="36" r="14" fill="${b}"/><circle cx="58" cy="36" r="8" fill="none" stroke="${w}" stroke-width="2"/>`;
  }
}

export interface ArtItem {
  motif: Motif;
  /** Centre, as fractions of the canvas width and height. */
  x: number;
  y: number;
  /** Size, as a fraction of the canvas height. */
  s: number;
  a: Colour;
  b?: Colour;
}

export interface ArtSpec {
  width: number;
  height: number;
  from: Colour;
  to: Colour;
  /** Rolling hills along the bottom in these two colours. */
  hills?: [Colour, Colour];
  items: ArtItem[];
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** The brand's navy for outlines and its orange for accents (app/styles/app.css --brand, --accent). */
const LINE = "#0b3b7a";
const ACCENT = "#f29100";

/** A colour mixed toward white: `amount` 0 keeps it, 1 gives white. */
function tint(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((value) =>
      Math.round(value + (255 - value) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A motif in the set's style: soft fills, navy outlines, white details drawn in navy. */
function drawn(kind: Motif, a: Colour, b: Colour): string {
  const main = a === "white" ? COLOURS.white : tint(COLOURS[a], 0.45);
  const second = b === "white" ? COLOURS.white : b === "gold" || b === "orange" ? ACCENT : tint(COLOURS[b], 0.3);
  return motif(kind, main, second)
    .replaceAll(`stroke="${COLOURS.white}"`, `stroke="${LINE}"`)
    .replaceAll(`fill="${COLOURS.ink}"`, `fill="${tint(LINE, 0.2)}"`)
    .replaceAll(' opacity=".6"', "")
    .replaceAll(' opacity=".7"', "")
    .replaceAll(' opacity=".8"', "")
    .replaceAll(' opacity=".85"', "");
}

/** A light illustration. The seed varies the soft background circles. */
export function art(seed: string, spec: ArtSpec): string {
  const { width: w, height: h } = spec;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(COLOURS[spec.from], 0.9)}"/><stop offset="1" stop-color="${tint(COLOURS[spec.to], 0.78)}"/></linearGradient></defs>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#g)"/>`);
  let seedValue = hash(seed);
  for (let i = 0; i < 3; i++) {
    seedValue = Math.imul(seedValue, 1103515245) + 12345;
    const cx = (((seedValue >>> 8) % 1000) / 1000) * w;
    const cy = (((seedValue >>> 4) % 1000) / 1000) * h;
    const r = h * (0.18 + ((seedValue >>> 16) % 100) / 400);
    parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#fff" opacity=".55"/>`);
  }
  if (spec.hills) {
    const [far, near] = spec.hills;
    parts.push(
      `<path d="M0 ${r1(h * 0.78)}Q${r1(w * 0.25)} ${r1(h * 0.58)} ${r1(w * 0.5)} ${r1(h * 0.74)}T${w} ${r1(h * 0.7)}V${h}H0z" fill="${tint(COLOURS[far], 0.7)}"/>`,
    );
    parts.push(
      `<path d="M0 ${r1(h * 0.88)}Q${r1(w * 0.3)} ${r1(h * 0.76)} ${r1(w * 0.62)} ${r1(h * 0.86)}T${w} ${r1(h * 0.84)}V${h}H0z" fill="${tint(COLOURS[near], 0.55)}" stroke="${LINE}" stroke-width="2" stroke-opacity=".35"/>`,
    );
  }
  // One stroke width for the whole set, whatever a motif's size.
  const items = spec.items.map((item) => {
    const size = item.s * h;
    const tx = item.x * w - size / 2;
    const ty = item.y * h - size / 2;
    const scale = size / 100;
    return `<g transform="translate(${r1(tx)} ${r1(ty)}) scale(${scale.toFixed(3)})" stroke-width="${(3 / scale).toFixed(2)}">${drawn(item.motif, item.a, item.b ?? "white")}</g>`;
  });
  parts.push(`<g stroke="${LINE}" stroke-linejoin="round" stroke-linecap="round">${items.join("")}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${parts.join("")}</svg>\n`;
}

const AVATAR_WASHES: Colour[] = ["sky", "sand", "leaf", "teal", "plum", "gold", "blue", "orange"];

/** Initials of a person's name: first letter of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A neutral portrait placeholder in the set's style: a drawn head and shoulders with the initials. */
export function avatar(name: string): string {
  const wash = COLOURS[AVATAR_WASHES[hash(name) % AVATAR_WASHES.length] ?? "sky"];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">` +
    `<rect width="240" height="240" fill="${tint(wash, 0.82)}"/>` +
    `<g fill="${tint(wash, 0.55)}" stroke="${LINE}" stroke-width="3"><path d="M44 240c0-50 34-80 76-80s76 30 76 80"/><circle cx="120" cy="92" r="44"/></g>` +
    `<text x="120" y="96" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="${LINE}" text-anchor="middle" dominant-baseline="middle">${initialsOf(name)}</text></svg>\n`
  );
}

/** Simple drawn glyphs, one picked per partner so the marks differ at a glance. */
const PARTNER_GLYPHS = [
  `<circle cx="46" cy="60" r="24"/><path d="M32 60h28M48 48l12 12-12 12"/>`,
  `<circle cx="38" cy="60" r="16"/><circle cx="56" cy="60" r="16"/>`,
  `<rect x="24" y="38" width="44" height="44" rx="12"/><path d="M38 68l16-16M42 52h12v12"/>`,
  `<path d="M24 76l14-14 10 10 20-22"/><path d="M56 50h12v12"/>`,
  `<path d="M46 36a24 24 0 1 0 24 24"/><path d="M46 48a12 12 0 1 0 12 12"/>`,
];

/**
 * A partner's mark for the partners' grid: a drawn glyph in the partner's colour beside its name
 * set as a wordmark, all at one size. Our own drawing, not the partner's real logo.
 */
export function partnerMark(name: string, colour: string): string {
  const words = name.split(" ");
  // Two words on two lines; one word on one line, squeezed to the space if long.
  const lines = words.length > 1 ? [words[0]!, words.slice(1).join(" ")] : [name];
  const size = lines.length > 1 ? 26 : 30;
  const text = lines
    .map((line, index) => {
      const y = lines.length > 1 ? 50 + index * 30 : 66;
      const fit = line.length * size * 0.6 > 136 ? ` textLength="136" lengthAdjust="spacingAndGlyphs"` : "";
      return `<text x="86" y="${y}"${fit}>${line}</text>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">` +
    `<rect width="240" height="120" fill="#fff"/>` +
    `<g fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${PARTNER_GLYPHS[hash(name) % PARTNER_GLYPHS.length]}</g>` +
    `<g font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${LINE}" letter-spacing="-.5">${text}</g>` +
    `<rect x="86" y="${lines.length > 1 ? 92 : 78}" width="28" height="4" rx="2" fill="${colour}"/></svg>\n`
  );
}
