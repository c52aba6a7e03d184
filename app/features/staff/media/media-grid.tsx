import type { MediaItem } from "#domain/content/schemas/media-library.ts";
import type { MediaLibrary } from "./use-media-library.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";

/** A file's name as the library shows it: the uploaded name, else its stored one. */
export function getMediaName(item: MediaItem): string {
  return item.original_name ?? item.key;
}

/** "Used in 2 records", or that nothing uses it yet. */
export function formatMediaUses(uses: number): string {
  if (uses === 0) return "Not used yet";
  return uses === 1 ? "Used in 1 record" : `Used in ${uses} records`;
}

function formatMediaFacts(item: MediaItem): string {
  const size = item.size >= 1024 * 1024 ? `${(item.size / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(item.size / 1024)} KB`;
  const pixels = item.width && item.height ? ` · ${item.width} × ${item.height}` : "";
  return `${item.type === "pdf" ? "PDF" : "Picture"} · ${size}${pixels}`;
}

/**
 * The library's files as cards: a small copy of each picture (`?w=320`, loaded as it nears the
 * screen), its name, facts and use. Choosing a card is a button press: `onChoose` says what it does.
 */
export function MediaGrid({
  items,
  chosenKey,
  chooseLabel,
  onChoose,
}: {
  items: readonly MediaItem[];
  chosenKey?: string | undefined;
  /** The button's words before the file's name: "Edit", "Use". */
  chooseLabel: string;
  onChoose: (item: MediaItem) => void;
}) {
  return (
    <ul className="media-grid">
      {items.map((item) => (
        <li key={item.key} className="media-card" data-chosen={item.key === chosenKey || undefined}>
          {item.type === "image" ? (
            <img className="media-card__thumb" src={`${item.url}?w=320`} alt={item.alt.en} loading="lazy" width={320} height={180} />
          ) : (
            <span className="media-card__thumb media-card__thumb--pdf" aria-hidden="true">
              PDF
            </span>
          )}
          <div className="media-card__body">
            <p className="media-card__name">{getMediaName(item)}</p>
            <p className="media-card__facts">{formatMediaFacts(item)}</p>
            <p className="media-card__facts">
              {formatMediaUses(item.used_in)} · {formatStaffDateTime(item.created_at)}
            </p>
            <button
              type="button"
              className="staff-button staff-button--quiet media-card__choose"
              aria-pressed={chosenKey === undefined ? undefined : item.key === chosenKey}
              onClick={() => onChoose(item)}
            >
              {chooseLabel}
              <span className="visually-hidden"> {getMediaName(item)}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Below the grid of a library (the screen's or the dialog's): what is loading or failed, nothing found, or "Show more". */
export function MediaGridFooter({ library }: { library: MediaLibrary }) {
  const { isLoading, error, hasMore, showMore } = library;
  const isEmpty = library.items.length === 0;
  return (
    <>
      <div role="status" className="staff-alert-region">
        {isLoading ? <p>Loading files…</p> : isEmpty && !error ? <p>No files match.</p> : null}
      </div>
      <div role="alert" className="staff-alert-region">
        {error ? <p className="staff-error">{error}</p> : null}
      </div>
      {hasMore && !isLoading ? (
        <button type="button" className="staff-button staff-button--quiet" onClick={showMore}>
          Show more
        </button>
      ) : null}
    </>
  );
}
