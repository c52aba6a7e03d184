import { useEffect, useId, useRef, useState } from "react";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { RequestError } from "#app/http/request-error.ts";
import { request } from "#app/http/request.client.ts";
import "./pdf-viewer.css";

/**
 * A PDF shown inside the console: pdf.js draws the visible page on a canvas, nothing more (no
 * scripts, no forms, no links, no text layer; ADR 040). The document is fetched once per open
 * with the officer's session cookie from `url`, which records the view; pages and zoom reuse it.
 */
export interface PdfViewerProps {
  /** The document's address (inline, not the download). */
  url: string;
  /** What the document is, for the heading and for screen readers: "Proof of address of Thoko Mbewe". */
  title: string;
  /** Offered beside the pages, and in place of them when the PDF cannot be shown. */
  downloadUrl?: string;
}

export function PdfViewer(props: PdfViewerProps) {
  // A new document starts on its first page, fitted to the width.
  return <PdfDocumentViewer key={props.url} {...props} />;
}

type Zoom = "fit" | number;
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
/** A page's canvas never holds more pixels than this (16 M): phones refuse or crash on larger. */
const MAX_CANVAS_PIXELS = 2 ** 24;

type Failure = "session" | "unavailable" | "password" | "damaged";
const FAILURE_TEXT: Record<Failure, string> = {
  session: "Your session has ended, so the PDF could not be loaded. Sign in again to see it.",
  unavailable: "The PDF could not be loaded. Try again in a moment, or download it.",
  password: "This PDF is password-protected, so it cannot be shown here. Download it and open it with your PDF reader.",
  damaged: "This PDF is damaged or in a form the viewer cannot read. Download it and open it with your PDF reader.",
};

function toFailure(error: unknown): Failure {
  if (error instanceof RequestError) return error.code === "unauthenticated" ? "session" : "unavailable";
  if (error instanceof Error && error.name === "PasswordException") return "password";
  if (error instanceof TypeError) return "unavailable";
  return "damaged";
}

type Loaded =
  | { status: "loading" }
  | { status: "failed"; failure: Failure }
  | { status: "ready"; document: PDFDocumentProxy; cssUnitsPerPoint: number; annotationMode: number };

function PdfDocumentViewer({ url, title, downloadUrl }: PdfViewerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [drawn, setDrawn] = useState<{ page: number; scale: number }>();
  // A page that cannot be drawn says so; the other pages can still be reached.
  const [drawFailure, setDrawFailure] = useState<{ page: number; failure: Failure }>();
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameWidth = useContentWidth(frameRef);
  const headingId = useId();

  // One request for the document per open; the pdf.js chunk loads meanwhile.
  useEffect(() => {
    const controller = new AbortController();
    let destroy: (() => Promise<void>) | undefined;
    const bytes = request(url, { accept: "*/*", cache: "no-store", signal: controller.signal }).then(
      async (response) => new Uint8Array(await response.arrayBuffer()),
    );
    Promise.all([bytes, import("./pdf-document.ts")])
      .then(async ([data, pdf]) => {
        if (controller.signal.aborted) return;
        const task = pdf.openPdf(data);
        destroy = () => task.destroy();
        const document = await task.promise;
        if (!controller.signal.aborted) {
          setLoaded({ status: "ready", document, cssUnitsPerPoint: pdf.CSS_UNITS_PER_POINT, annotationMode: pdf.CANVAS_ANNOTATIONS });
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: "failed", failure: toFailure(error) });
      });
    return () => {
      controller.abort();
      void destroy?.();
    };
  }, [url]);

  // The visible page only, drawn again when the page, the zoom or the viewer's width changes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (loaded.status !== "ready" || !canvas || frameWidth === 0) return;
    let task: RenderTask | undefined;
    let isCurrent = true;
    (async () => {
      const page = await loaded.document.getPage(pageNumber);
      if (!isCurrent) return;
      const atPrintSize = page.getViewport({ scale: loaded.cssUnitsPerPoint });
      const scale = zoom === "fit" ? (frameWidth / atPrintSize.width) * loaded.cssUnitsPerPoint : zoom * loaded.cssUnitsPerPoint;
      const viewport = page.getViewport({ scale });
      const density = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = page.render({
        canvas,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
        annotationMode: loaded.annotationMode,
      });
      await task.promise;
      if (isCurrent) setDrawn({ page: pageNumber, scale: scale / loaded.cssUnitsPerPoint });
    })().catch((error: unknown) => {
      if (isCurrent && !(error instanceof Error && error.name === "RenderingCancelledException")) {
        setDrawFailure({ page: pageNumber, failure: toFailure(error) });
      }
    });
    return () => {
      isCurrent = false;
      task?.cancel();
    };
  }, [loaded, pageNumber, zoom, frameWidth]);

  const pageFailure = drawFailure?.page === pageNumber ? drawFailure.failure : undefined;
  const failure = loaded.status === "failed" ? loaded.failure : pageFailure;
  const pageCount = loaded.status === "ready" ? loaded.document.numPages : 0;
  const isDrawing = loaded.status === "ready" && !failure && (drawn?.page !== pageNumber || frameWidth === 0);
  const percent = Math.round((zoom === "fit" ? (drawn?.scale ?? 1) : zoom) * 100);
  const zoomIn = ZOOM_STEPS.find((step) => step > percent / 100 + 0.001);
  const zoomOut = ZOOM_STEPS.findLast((step) => step < percent / 100 - 0.001);
  const download = downloadUrl ? (
    <a className="staff-button staff-button--quiet" href={downloadUrl} download>
      Download<span className="visually-hidden"> {title}</span>
    </a>
  ) : null;

  return (
    <section className="pdf-viewer staff-card" aria-labelledby={headingId}>
      <div className="pdf-viewer__head">
        <h2 id={headingId}>{title}</h2>
        {download}
      </div>
      {failure ? (
        <p className="staff-error" role="alert">
          {FAILURE_TEXT[failure]}
        </p>
      ) : loaded.status === "loading" ? (
        <p role="status">Loading the PDF…</p>
      ) : null}
      {loaded.status === "ready" ? (
        <div className="pdf-viewer__toolbar" role="toolbar" aria-label={`Pages and zoom of ${title}`}>
          <span className="pdf-viewer__group">
            <button
              type="button"
              className="staff-button staff-button--quiet"
              aria-disabled={pageNumber <= 1}
              onClick={() => setPageNumber((number) => Math.max(1, number - 1))}
            >
              Previous<span className="visually-hidden"> page</span>
            </button>
            <span className="pdf-viewer__page" aria-live="polite">
              Page {pageNumber} of {pageCount}
            </span>
            <button
              type="button"
              className="staff-button staff-button--quiet"
              aria-disabled={pageNumber >= pageCount}
              onClick={() => setPageNumber((number) => Math.min(pageCount, number + 1))}
            >
              Next<span className="visually-hidden"> page</span>
            </button>
          </span>
          <span className="pdf-viewer__group">
            <button type="button" className="staff-button staff-button--quiet" aria-pressed={zoom === "fit"} onClick={() => setZoom("fit")}>
              Fit width
            </button>
            <button type="button" className="staff-button staff-button--quiet" aria-pressed={zoom === 1} onClick={() => setZoom(1)}>
              100 %
            </button>
            <button
              type="button"
              className="staff-button staff-button--quiet"
              aria-disabled={zoomOut === undefined}
              onClick={() => zoomOut !== undefined && setZoom(zoomOut)}
            >
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">Zoom out</span>
            </button>
            <button
              type="button"
              className="staff-button staff-button--quiet"
              aria-disabled={zoomIn === undefined}
              onClick={() => zoomIn !== undefined && setZoom(zoomIn)}
            >
              <span aria-hidden="true">+</span>
              <span className="visually-hidden">Zoom in</span>
            </button>
            <span className="pdf-viewer__zoom">{percent} %</span>
          </span>
        </div>
      ) : null}
      <div
        ref={frameRef}
        className="pdf-viewer__frame"
        hidden={Boolean(failure)}
        // Scrolls when zoomed: reachable by keyboard so the arrows can move the page.
        tabIndex={loaded.status === "ready" ? 0 : -1}
        role="region"
        aria-label={`${title}, page ${pageNumber}${pageCount ? ` of ${pageCount}` : ""}`}
        aria-busy={loaded.status === "loading" || isDrawing}
      >
        <canvas ref={canvasRef} className="pdf-viewer__canvas" role="img" aria-label={`Page ${pageNumber} of ${title}`} />
      </div>
    </section>
  );
}

/** The element's content width in CSS pixels, followed as the window or layout changes. */
function useContentWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
