import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// The actions a reader runs on its own (ADR 021): the catalog's /OpenAction and /AA, each page's
// /AA (pdf.js inherits it from the page tree, so the check does too) and each annotation's /A and
// /AA, read from the document pdf.js itself parsed for the reader check. pdf.js's public answers
// name only destinations and named actions (getOpenAction) and scripts (getJSActions), so a
// /Launch or /SubmitForm that opens with the file is invisible through them. Its parsed objects
// are reachable only through internals of pdfjs-dist's worker bundle, which exports nothing but
// WorkerMessageHandler: the bundle is loaded with four more of its own classes exported, and
// pdf.js is told to use that copy as its worker (in Node it runs the worker in the same thread).
// pdf-reader-actions.test.ts pins every internal this relies on.

/** The export line pdfjs-dist's worker bundle ends with, and the same with the classes read here. */
const WORKER_EXPORT = "export { WorkerMessageHandler };";
const WORKER_EXPORT_WITH_INTERNALS = "export { WorkerMessageHandler, LocalPdfManager, Dict, Name, Ref };";

/** Actions followed through /Next chains per document: far above any honest file; past it the file is refused. */
const MAX_ACTIONS = 10_000;
/** Parents followed up the page tree for inherited /AA: deeper trees are refused. */
const MAX_TREE_DEPTH = 64;

/** Links a reader opens without running anything: web and mail addresses. */
const PASSIVE_URI = /^(?:https?:|mailto:)/i;
/** What a file may do on opening: go to a place in itself (ADR 021), nothing the reader would ask about. */
const PASSIVE_OPEN_ACTION_TYPES = new Set(["GoTo"]);
/** Action types that only move within the file, run a viewer's own command or open a link (ISO 32000 §12.6.4). */
const PASSIVE_ACTION_TYPES = new Set(["GoTo", "Named", "URI"]);
/** Annotation actions pdf.js itself carries out that only change what is shown (optional content, form reset). */
const PASSIVE_ANNOTATION_ACTION_TYPES = new Set([...PASSIVE_ACTION_TYPES, "SetOCGState", "ResetForm"]);

// The shapes of pdf.js's internal classes that this file uses.
interface PdfDict {
  get(key: string): unknown;
  getRaw(key: string): unknown;
  getRawValues(): Iterable<unknown>;
}
interface PdfXref {
  getCatalogObj(): unknown;
  fetchIfRef(value: unknown): unknown;
}
interface PdfManager {
  docId: string;
  pdfDocument: { xref: PdfXref; numPages: number | Promise<number>; getPage(index: number): Promise<{ pageDict: PdfDict }> };
}
export interface PdfJsInternals {
  WorkerMessageHandler: unknown;
  LocalPdfManager: { prototype: { ensure(this: PdfManager, ...args: unknown[]): Promise<unknown> } };
  Dict: abstract new (...args: never[]) => PdfDict;
  Name: abstract new (...args: never[]) => { name: string };
  Ref: abstract new (...args: never[]) => object;
}

/** Documents pdf.js has open in this thread, by the loading task's docId. */
const managers = new Map<string, PdfManager>();
let internals: Promise<PdfJsInternals> | undefined;

/**
 * Loads pdfjs-dist's worker bundle with its internals exported, makes it the worker pdf.js uses
 * in this thread, and notes each document it opens. Call before pdf.js opens its first document.
 */
export function loadPdfJsInternals(): Promise<PdfJsInternals> {
  internals ??= (async () => {
    const bundlePath = createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.worker.mjs");
    const source = await readFile(bundlePath, "utf8");
    if (source.split(WORKER_EXPORT).length !== 2)
      throw new Error("pdfjs-dist's worker bundle no longer ends with the export the PDF check extends");
    const patched = source.replace(WORKER_EXPORT, WORKER_EXPORT_WITH_INTERNALS);
    const loaded = (await import(
      /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(patched).toString("base64")}`
    )) as PdfJsInternals;
    const ensure = loaded.LocalPdfManager.prototype.ensure;
    // Every step of opening a document goes through ensure, so the manager is known before pdf.js answers.
    loaded.LocalPdfManager.prototype.ensure = function (this: PdfManager, ...args: unknown[]) {
      managers.set(this.docId, this);
      return ensure.apply(this, args);
    };
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = { WorkerMessageHandler: loaded.WorkerMessageHandler };
    return loaded;
  })();
  return internals;
}

/** Forgets a document once its check is over (call it whatever the verdict). */
export function forgetDocument(docId: string): void {
  managers.delete(docId);
}

/**
 * Whether the document pdf.js opened under docId runs an action by itself or from an annotation
 * other than going to a place in the file, a named viewer command, or a web or mail link. Throws
 * when pdf.js did not open that document in this thread or holds no catalog for it: the caller
 * refuses what cannot be read.
 */
export async function hasActiveActions(docId: string): Promise<boolean> {
  const { Dict, Name, Ref } = await loadPdfJsInternals();
  const manager = managers.get(docId);
  if (!manager) throw new Error(`pdf.js has no document ${docId} open in this thread`);
  const { xref } = manager.pdfDocument;
  const seen = new Set<object>();
  let count = 0;

  const resolve = (value: unknown): unknown => (value instanceof Ref ? xref.fetchIfRef(value) : value);

  /** Whether an action (and every action its /Next chain leads to) is passive. */
  const isPassiveAction = (value: unknown, passiveTypes: Set<string>): boolean => {
    if (value instanceof Ref) {
      if (seen.has(value)) return true;
      seen.add(value);
    }
    const action = resolve(value);
    if (++count > MAX_ACTIONS || !(action instanceof Dict)) return false;
    const type = action.get("S");
    if (!(type instanceof Name) || !passiveTypes.has(type.name)) return false;
    if (type.name === "URI") {
      const uri = action.get("URI");
      if (typeof uri !== "string" || !PASSIVE_URI.test(uri)) return false;
    }
    const next = action.getRaw("Next");
    if (next === undefined) return true;
    const chain = resolve(next);
    return Array.isArray(chain) ? chain.every((item) => isPassiveAction(item, passiveTypes)) : isPassiveAction(next, passiveTypes);
  };

  /** Whether every entry of an additional-actions dictionary (/AA) is passive. */
  const isPassiveAdditional = (value: unknown): boolean => {
    if (value === undefined) return true;
    const additional = resolve(value);
    if (!(additional instanceof Dict)) return false;
    return [...additional.getRawValues()].every((action) => isPassiveAction(action, PASSIVE_ACTION_TYPES));
  };

  const catalog = xref.getCatalogObj();
  if (!(catalog instanceof Dict)) throw new Error("pdf.js holds no catalog for this document");
  const openAction = catalog.getRaw("OpenAction");
  // An /OpenAction may also be a bare destination: an array naming a page.
  if (openAction !== undefined && !Array.isArray(resolve(openAction)) && !isPassiveAction(openAction, PASSIVE_OPEN_ACTION_TYPES))
    return true;
  if (!isPassiveAdditional(catalog.getRaw("AA"))) return true;

  const pages = await manager.pdfDocument.numPages;
  for (let index = 0; index < pages; index++) {
    const { pageDict } = await manager.pdfDocument.getPage(index);
    let node: unknown = pageDict;
    for (let depth = 0; node instanceof Dict; depth++) {
      if (depth > MAX_TREE_DEPTH || !isPassiveAdditional(node.getRaw("AA"))) return true;
      node = node.get("Parent");
    }
    const annotations = resolve(pageDict.getRaw("Annots"));
    if (annotations === undefined) continue;
    if (!Array.isArray(annotations)) return true;
    for (const entry of annotations) {
      const annotation = resolve(entry);
      if (!(annotation instanceof Dict)) continue;
      const action = annotation.getRaw("A");
      if (action !== undefined && !isPassiveAction(action, PASSIVE_ANNOTATION_ACTION_TYPES)) return true;
      if (!isPassiveAdditional(annotation.getRaw("AA"))) return true;
    }
  }
  return false;
}
