import type * as PdfJs from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PdfProblem } from "./pdf-check.ts";
import { forgetDocument, hasActiveActions, loadPdfJsInternals } from "./pdf-reader-actions.ts";

// The second half of the PDF check (ADR 021): the file opened as a PDF reader opens it, with
// pdf.js (the console's own viewer), following the cross-reference table or stream to every object
// wherever it is stored. What pdf.js finds there is what a reader would run; what it cannot
// open cannot be vouched for. Runs only in the PDF worker pool (server/uploads/pdf-check-worker.ts).

/** Pages whose annotations are read: far above any identity document or report; past it the file is refused. */
const MAX_PAGES = 2_000;

/** Annotation kinds that carry or play content of their own. */
const ACTIVE_ANNOTATIONS = new Set(["FileAttachment", "RichMedia", "Movie", "Sound", "Screen", "3D"]);

/** Links a reader opens without running anything: web and mail addresses, and places in the same file. */
const PASSIVE_LINK = /^(?:https?:|mailto:)/i;

// Loaded on first use: only the PDF workers need pdf.js. Its worker goes first, so pdf.js opens
// documents with the copy whose parsed objects pdf-reader-actions.ts can read.
let pdfjs: Promise<typeof PdfJs> | undefined;

interface AnnotationLike {
  subtype?: string;
  actions?: unknown;
  action?: string | null;
  unsafeUrl?: string | null;
  url?: string | null;
  attachment?: unknown;
  attachmentId?: string | null;
  resetForm?: unknown;
  dest?: unknown;
  setOCGState?: unknown;
}

/** Whether pdf.js answered any entry (its answers are Maps or plain objects, depending on the call). */
function hasEntries(value: unknown): boolean {
  if (value instanceof Map) return value.size > 0;
  return value !== null && typeof value === "object" && Object.keys(value).length > 0;
}

function isActiveAnnotation(annotation: AnnotationLike): boolean {
  if (annotation.subtype !== undefined && ACTIVE_ANNOTATIONS.has(annotation.subtype)) return true;
  if (hasEntries(annotation.actions)) return true;
  if (annotation.attachment !== undefined || annotation.attachmentId) return true;
  // A Launch or GoToR action reaches pdf.js as a link to a file or program rather than a web address.
  const target = annotation.unsafeUrl ?? annotation.url;
  if (typeof target === "string" && target !== "") return !PASSIVE_LINK.test(target);
  // A link that leads nowhere pdf.js understands carries an action it does not follow (a script,
  // a form submission): other readers would run it.
  if (annotation.subtype === "Link")
    return annotation.dest == null && !annotation.action && annotation.setOCGState === undefined && annotation.resetForm === undefined;
  return false;
}

/**
 * Opens the PDF with pdf.js and answers why it must be refused: it cannot be opened ("unreadable"),
 * it needs a password ("encrypted"), or it holds scripts (document, page, annotation or form
 * field actions), any action other than a destination, a named action or a web or mail link (on
 * opening, in /AA, on annotations), attachments, XFA forms, or links that launch files.
 */
export async function findPdfProblemAsReader(bytes: Uint8Array): Promise<PdfProblem | undefined> {
  pdfjs ??= loadPdfJsInternals().then(() => import("pdfjs-dist/legacy/build/pdf.mjs"));
  const { getDocument, PasswordException } = await pdfjs;
  // pdf.js takes ownership of the buffer it is given: a copy, so the caller's bytes stay readable.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      return error instanceof PasswordException ? "encrypted-pdf" : "unreadable-pdf";
    }
    if (document.isPureXfa || document.allXfaHtml) return "active-pdf";
    if (hasEntries(await document.getJSActions())) return "active-pdf";
    // Launching, submitting, importing, remote or embedded files, media, file: links: actions
    // pdf.js's public answers do not name, read from its parsed catalog, pages and annotations.
    if (await hasActiveActions(task.docId)) return "active-pdf";
    if (hasEntries(await document.getAttachments())) return "active-pdf";
    const fields = (await document.getFieldObjects()) as
      Map<string, Array<{ actions?: unknown }>> | Record<string, Array<{ actions?: unknown }>> | null;
    const widgets = fields instanceof Map ? [...fields.values()] : Object.values(fields ?? {});
    if (widgets.flat().some((widget) => hasEntries(widget.actions))) return "active-pdf";
    if (document.numPages > MAX_PAGES) return "unreadable-pdf";
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      if (hasEntries(await page.getJSActions())) return "active-pdf";
      const annotations = (await page.getAnnotations({ intent: "any" })) as AnnotationLike[];
      if (annotations.some(isActiveAnnotation)) return "active-pdf";
      page.cleanup();
    }
    return undefined;
  } catch {
    // A file that opens but breaks on reading a page or its annotations is one that cannot be checked.
    return "unreadable-pdf";
  } finally {
    forgetDocument(task.docId);
    await task.destroy();
  }
}
