import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import "./pdf-viewer.css";
import "./image-viewer.css";

/**
 * A customer's photo in the console: still inside an `<iframe sandbox>`, where
 * nothing in the file can run or reach anything (ADR 040), with zoom and quarter turns around it
 * (a phone photo of an ID often arrives sideways) and a loading line until the frame has loaded.
 * The frame itself is scaled and turned: nothing of the document is read or drawn by the page.
 * The frame holds the server's page for it (`?frame=1`): the photo centred, shrunk to fit the
 * frame, so a small photo sits in the middle at every zoom and a large one shows whole at 100 %.
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
  const degrees = (((turns % 4) + 4) % 4) * 90;
  // Turned a quarter, the frame is laid out with its sides swapped so that, turned, it fills the viewer.
  const frameSize = isSideways ? { width: size.height, height: size.width } : size;

  useKeptCentre(frameRef, zoom, turns);

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
          <span className="pdf-viewer__zoom image-viewer__readout">
            {/* Short on screen, so the toolbar keeps one row on a phone; read out in words. */}
            <span aria-hidden="true">
              {Math.round(zoom * 100)} %{degrees === 0 ? null : <span className="image-viewer__turn">↻ {degrees}°</span>}
            </span>
            <span className="visually-hidden" aria-live="polite">
              {describeView(zoom, turns)}
            </span>
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
              // The server's page for the frame: the photo centred and shrunk to fit it (ADR 075).
              src={`${url}${url.includes("?") ? "&" : "?"}frame=1`}
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

/**
 * Zooming and turning keep the point at the viewer's centre where it was, as a map does: a photo
 * smaller than the viewer stays in its middle at every zoom, and an officer who scrolled to a
 * corner keeps it in view. The point is taken as the viewer scrolls, so the new layout can put it back.
 */
function useKeptCentre(ref: RefObject<HTMLElement | null>, zoom: number, turns: number) {
  const centre = useRef({ x: 0.5, y: 0.5 });
  // Where this hook last scrolled to: its own scroll is no new point (whole pixels would drift it).
  const placed = useRef({ left: 0, top: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onScroll = () => {
      if (Math.abs(element.scrollLeft - placed.current.left) <= 1 && Math.abs(element.scrollTop - placed.current.top) <= 1) return;
      centre.current = {
        x: (element.scrollLeft + element.clientWidth / 2) / element.scrollWidth,
        y: (element.scrollTop + element.clientHeight / 2) / element.scrollHeight,
      };
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => element.removeEventListener("scroll", onScroll);
  }, [ref]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { x, y } = centre.current;
    element.scrollLeft = x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = y * element.scrollHeight - element.clientHeight / 2;
    placed.current = { left: element.scrollLeft, top: element.scrollTop };
  }, [ref, zoom, turns]);
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
