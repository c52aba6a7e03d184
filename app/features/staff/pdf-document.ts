// pdf.js, loaded only when the console's PDF viewer opens a document (its own chunk: no visitor
// page's scripts contain it). What pdf.js may do, and why, is in ADR 040.
import {
  AnnotationMode,
  getDocument,
  GlobalWorkerOptions,
  PixelsPerInch,
  VerbosityLevel,
  version,
  type PDFDocumentLoadingTask,
} from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

// The worker is a hashed file of our own build, served from our origin (CSP `worker-src 'self'`).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Where scripts/vite-pdfjs-assets.ts serves the fonts and decoders pdf.js fetches by name. */
const ASSETS = `/assets/pdfjs-${version}/`;

/** Opens a PDF from bytes already fetched: pdf.js itself makes no request for the document. */
export function openPdf(data: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    data,
    // No WebAssembly: pdf.js would compile a PDF's PostScript functions to it, code made from
    // the document; the JavaScript decoders do the same work without. The CSP forbids it anyway.
    useWasm: false,
    wasmUrl: `${ASSETS}wasm/`,
    standardFontDataUrl: `${ASSETS}standard_fonts/`,
    useWorkerFetch: true,
    // XFA forms are HTML drawn from the document: never.
    enableXfa: false,
    // One worker (parsing); pages are drawn here, on the viewer's canvas.
    disableWorkerRendering: true,
    verbosity: VerbosityLevel.ERRORS,
  });
}

/** Annotations are drawn on the canvas as pictures: no links, no form fields, nothing that acts. */
export const CANVAS_ANNOTATIONS = AnnotationMode.ENABLE;

/** CSS pixels per PDF point: "100 %" is the page at its printed size on a 96 dpi screen. */
export const CSS_UNITS_PER_POINT = PixelsPerInch.PDF_TO_CSS_UNITS;
