import { Transform } from "node:stream";

/** A module preload as React renders it (React Router's `<Scripts>` and the root's dictionaries). */
const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*)>/g;
const HEAD_END = "</head>";
const EMPTY = Buffer.alloc(0);

/**
 * Passes a rendered document through with its scripts behind its style sheets (ADR 025, "Scripts
 * after the first paint"). React hoists every module preload to the top of the head, ahead of the
 * style sheets, so a phone on a slow link spent its first connections on 130 KB of script while
 * the page's style sheets, which hold the first paint back, waited their turn. Here the preloads
 * move to the end of the head and are fetched at low priority: the style sheets, the text and the
 * first picture come first, and the scripts that hydrate the page follow.
 *
 * React Router renders those links itself and takes no order or priority for them, so the head's
 * bytes are rewritten on their way out; it is held until it is whole (a few KB), and the body's
 * bytes pass through untouched, never decoded.
 */
export function scriptsAfterStyles(): Transform {
  /** The head's bytes so far, until it has gone out. */
  let head: Buffer | undefined = EMPTY;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === undefined) return done(null, chunk);
      head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
      // `</head>` is ASCII: where it starts is a character's boundary, so the head decodes whole.
      const end = head.indexOf(HEAD_END);
      if (end === -1) return done();
      const whole = Buffer.concat([Buffer.from(reorderHead(head.toString("utf8", 0, end))), head.subarray(end)]);
      head = undefined;
      done(null, whole);
    },
    flush(done) {
      done(null, head?.length ? head : null);
    },
  });
}

/** The head with its module preloads moved to its end, at low priority. */
export function reorderHead(head: string): string {
  const preloads: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_tag, attributes: string) => {
    const low = /\bfetchpriority=/i.test(attributes) ? attributes : ` fetchpriority="low"${attributes}`;
    preloads.push(`<link rel="modulepreload"${low}>`);
    return "";
  });
  return rest + preloads.join("");
}
