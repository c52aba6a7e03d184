import { useId } from "react";
import type { FocalPoint } from "#domain/content/schemas/media-library.ts";

/** "Focal point 30 % across, 60 % down": the words the picker shows and reads out. */
export function formatFocalPoint(point: FocalPoint): string {
  return `Focal point ${point.x} % across, ${point.y} % down`;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The point an arrow key moves to: one percent a press, ten with Shift; undefined for any other key. */
export function moveFocalPoint(point: FocalPoint, key: string, isLarge: boolean): FocalPoint | undefined {
  const step = isLarge ? 10 : 1;
  switch (key) {
    case "ArrowLeft":
      return { ...point, x: clamp(point.x - step) };
    case "ArrowRight":
      return { ...point, x: clamp(point.x + step) };
    case "ArrowUp":
      return { ...point, y: clamp(point.y - step) };
    case "ArrowDown":
      return { ...point, y: clamp(point.y + step) };
    case "Home":
      return { x: 50, y: 50 };
    default:
      return undefined;
  }
}

/**
 * Where crops keep the picture's subject (ADR 076): a click or tap on the picture puts the point
 * there; with the picture focused, the arrow keys move it (Shift for bigger steps, Home centres it).
 * The readout says where it is, and two crops show what visitors will see.
 */
export function FocalPointPicker({ src, value, onChange }: { src: string; value: FocalPoint; onChange: (point: FocalPoint) => void }) {
  const hintId = useId();
  const readoutId = useId();
  const position = `${value.x}% ${value.y}%`;
  return (
    <div className="media-focal">
      <button
        type="button"
        className="media-focal__picture"
        aria-label="Picture: click where its subject is"
        aria-describedby={`${readoutId} ${hintId}`}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          // A keyboard "click" (Enter, Space) has no position: it leaves the point where it is.
          if (event.detail === 0 || box.width === 0 || box.height === 0) return;
          onChange({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
        }}
        onKeyDown={(event) => {
          const next = moveFocalPoint(value, event.key, event.shiftKey);
          if (!next) return;
          event.preventDefault();
          onChange(next);
        }}
      >
        <img src={`${src}?w=640`} alt="" draggable={false} />
        <span className="media-focal__marker" style={{ left: `${value.x}%`, top: `${value.y}%` }} aria-hidden="true" />
      </button>
      <p id={readoutId} className="media-focal__readout" aria-live="polite">
        {formatFocalPoint(value)}
      </p>
      <p id={hintId} className="staff-field__hint">
        Click or tap the picture where its subject is, or focus it and use the arrow keys (Shift moves ten steps, Home centres it).
      </p>
      <div className="media-focal__crops" aria-label="How crops look" role="group">
        <img className="media-focal__crop media-focal__crop--wide" src={`${src}?w=640`} alt="" style={{ objectPosition: position }} />
        <img className="media-focal__crop media-focal__crop--square" src={`${src}?w=320`} alt="" style={{ objectPosition: position }} />
      </div>
    </div>
  );
}
