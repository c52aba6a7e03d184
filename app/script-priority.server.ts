import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** A module preload as React renders it (React Router's `<Scripts>` and the root's dictionaries). */
const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*)>/g;
const HEAD_END = "</head>";

/**
 * Passes a rendered document through with its scripts behind its style sheets (ADR 025, "Scripts
 * after the first paint"). React hoists every module preload to the top of the head, ahead of the
 * style sheets, so a phone on a slow link spent its first connections on 130 KB of script while
 * the page's style sheets, which hold the first paint back, waited their turn. Here the preloads
 * move to the end of the head and are fetched at low priority: the style sheets, the text and the
 * first picture come first, and the scripts that hydrate the page follow.
 *
 * React Router renders those links itself and takes no order or priority for them, so the head's
 * bytes are rewritten on their way out; it is held until it is whole (a few KB), and the body
 * passes through untouched.
 */
export function scriptsAfterStyles(): Transform {
  // A chunk may end inside a character's bytes: the decoder keeps them for the next one.
  const decoder = new StringDecoder("utf8");
  /** The head so far, until it has gone out. */
  let head: string | undefined = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.write(chunk);
      if (head === undefined) return done(null, text);
      head += text;
      const end = head.indexOf(HEAD_END);
      if (end === -1) return done();
      const whole = reorderHead(head.slice(0, end)) + head.slice(end);
      head = undefined;
      done(null, whole);
    },
    flush(done) {
      done(null, (head ?? "") + decoder.end());
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
