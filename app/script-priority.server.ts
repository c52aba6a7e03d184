import { Transform } from "node:stream";

/** A module preload as React renders it (React Router's `<Scripts>` and the root's dictionaries). */
const MODULE_PRELOAD = /<link rel="modulepreload"([^>]*)>/g;
const HEAD_END = Buffer.from("</head>");

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
 * passes through untouched, as bytes. `</head>` is ASCII, so the bytes before it end on a whole
 * character.
 *
 * What React writes in one go (its 2 KB pieces of the whole shell) leaves as one chunk on the next
 * turn of the event loop: each chunk reached the socket as its own write, fourteen system calls
 * for the bank home, about a tenth of a render's CPU (ADR 035). Parts that are ready later still
 * go out as soon as they are written.
 */
export function scriptsAfterStyles(): Transform {
  /** The head so far, until it has gone out. */
  let head: Buffer[] | undefined = [];
  /** What was written in this turn of the event loop, not yet passed on. */
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === undefined) {
        hold(chunk);
        return done();
      }
      head.push(chunk);
      const bytes = Buffer.concat(head);
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        head = [bytes];
        return done();
      }
      head = undefined;
      hold(Buffer.from(reorderHead(bytes.toString("utf8", 0, end))));
      hold(bytes.subarray(end));
      done();
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled);
      done(null, Buffer.concat([...(head ?? []), ...pending]));
    },
  });
  function hold(bytes: Buffer): void {
    pending.push(bytes);
    scheduled ??= setImmediate(() => {
      scheduled = undefined;
      const out = Buffer.concat(pending);
      pending = [];
      transform.push(out);
    });
  }
  return transform;
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
