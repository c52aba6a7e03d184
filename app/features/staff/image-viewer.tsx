import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import "./pdf-viewer.css";
import "./image-viewer.css";

/**
 * A customer's photo in the console: still inside an `<iframe sandbox>`, where
 * nothing in the file can run or reach anything (ADR 040), with zoom and quarter turns around it
 * (a phone photo of an ID often arrives sideways) and a loading line until the frame has loaded.
 * The frame itself is scaled and turned: nothing of the document is read or drawn by the page.
 */
export interface ImageViewerProps {
  /** The document's address (inline, not the download). */
  url: string;
  /** What the document is, for the heading: "National ID: front". */
  title: string;
  /** The frame's title, naming the customer: "National ID: front of Thoko Mbewe". */
  frameTitle: string;
  downloadUrl?: string;
}

export function ImageViewer(props: ImageViewerProps) {
  // A new document starts fitted, upright, loading.
  return <ImageDocumentViewer key={props.url} {...props} />;
}

export const IMAGE_ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4];

/** The next zoom step in a direction, or undefined past the last one. */
export function getNextZoom(zoom: number, direction: 1 | -1): number | undefined {
  return direction === 1 ? IMAGE_ZOOM_STEPS.find((step) => step > zoom + 0.001) : IMAGE_ZOOM_STEPS.findLast((step) => step < zoom - 0.001);
}

/** The viewer's state in words, for the polite announcement: "150 %, turned 90° right". */
export function describeView(zoom: number, quarterTurns: number): string {
  const degrees = (((quarterTurns % 4) + 4) % 4) * 90;
  return `${Math.round(zoom * 100)} %${degrees === 0 ? "" : `, turned ${degrees}° right`}`;
}

function ImageDocumentViewer({ url, title, frameTitle, downloadUrl }: ImageViewerProps) {
  const headingId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useContentSize(frameRef);
  const [isLoaded, setIsLoaded] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);
  const zoomIn = getNextZoom(zoom, 1);
  const zoomOut = getNextZoom(zoom, -1);
  const isSideways = turns % 2 !== 0;
  // Turned a quarter, the frame is laid out with its sides swapped so that, turned, it fills the viewer.
  const frameSize = isSideways ? { width: size.height, height: size.width } : size;

  function act(action: "in" | "out" | "fit" | "left" | "right") {
    if (action === "in" && zoomIn !== undefined) setZoom(zoomIn);
    if (action === "out" && zoomOut !== undefined) setZoom(zoomOut);
    if (action === "fit") setZoom(1);
    if (action === "left") setTurns((value) => value - 1);
    if (action === "right") setTurns((value) => value + 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = ({ "+": "in", "=": "in", "-": "out", "0": "fit", r: "right", R: "left" } as const)[event.key];
    if (!action) return;
    event.preventDefault();
    act(action);
  }

  const button = (action: "in" | "out" | "fit" | "left" | "right", symbol: string, name: string, keys: string, isDisabled = false) => (
    <button
      type="button"
      className="staff-button staff-button--quiet"
      aria-disabled={isDisabled}
      aria-keyshortcuts={keys}
      title={name}
      onClick={() => !isDisabled && act(action)}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{name}</span>
    </button>
  );

  return (
    <section className="pdf-viewer image-viewer staff-card" aria-labelledby={headingId}>
      <div className="pdf-viewer__head">
        <h2 id={headingId}>{title}</h2>
        {downloadUrl ? (
          <a className="staff-button staff-button--quiet" href={downloadUrl} download>
            Download<span className="visually-hidden"> {title}</span>
          </a>
        ) : null}
      </div>
      <div className="pdf-viewer__toolbar" role="group" aria-label={`Zoom and turn ${title}`}>
        <span className="pdf-viewer__group">
          {button("out", "−", "Zoom out", "-", zoomOut === undefined)}
          <span className="pdf-viewer__zoom" aria-live="polite">
            {describeView(zoom, turns)}
          </span>
          {button("in", "+", "Zoom in", "+", zoomIn === undefined)}
          <button
            type="button"
            className="staff-button staff-button--quiet"
            aria-pressed={zoom === 1}
            aria-keyshortcuts="0"
            onClick={() => act("fit")}
          >
            Fit
          </button>
        </span>
        <span className="pdf-viewer__group">
          {button("left", "↺", "Rotate left", "Shift+R")}
          {button("right", "↻", "Rotate right", "R")}
        </span>
      </div>
      <div
        ref={frameRef}
        className="image-viewer__viewport"
        // Scrolls when zoomed: reachable by keyboard so the arrows move the photo, and + − 0 R zoom and turn it.
        tabIndex={0}
        role="region"
        aria-label={`${title}: ${describeView(zoom, turns)}. Keys: plus and minus zoom, 0 fits, R turns right, Shift+R left`}
        aria-busy={!isLoaded}
        onKeyDown={onKeyDown}
      >
        {!isLoaded ? (
          <p className="image-viewer__loading" role="status">
            <span className="image-viewer__spinner" aria-hidden="true" />
            Loading the image…
          </p>
        ) : null}
        {size.width > 0 ? (
          <div className="image-viewer__stage" style={{ width: size.width * zoom, height: size.height * zoom }}>
            <iframe
              className="staff-viewer image-viewer__document"
              data-loaded={isLoaded || undefined}
              src={url}
              title={frameTitle}
              sandbox=""
              referrerPolicy="no-referrer"
              onLoad={() => setIsLoaded(true)}
              style={{
                width: frameSize.width,
                height: frameSize.height,
                transform: `translate(-50%, -50%) scale(${zoom}) rotate(${turns * 90}deg)`,
              }}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The element's content box in CSS pixels, followed as the window or layout changes. */
function useContentSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      // The client box: without the scroll bars a zoomed photo brings.
      setSize({ width: element.clientWidth, height: element.clientHeight });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
