import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { MediaItem, MediaType } from "#domain/content/schemas/media-library.ts";
import { MediaGrid, MediaGridFooter } from "./media-grid.tsx";
import { MediaSearch } from "./media-search.tsx";
import { useMediaLibrary } from "./use-media-library.ts";
import "./media-library.css";

/**
 * "Choose from library": the library in a native modal dialog (focus stays inside, Escape closes,
 * focus returns to the button that opened it). Choosing a file closes it.
 */
export function MediaLibraryDialog({
  fieldLabel,
  type,
  onChoose,
  onClose,
}: {
  fieldLabel: string;
  /** Only pictures for a picture's field; any file otherwise. */
  type?: MediaType | undefined;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const library = useMediaLibrary({ q: "", type: type ?? "" });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // Straight to the search: the dialog is opened to find a file.
      dialog.querySelector<HTMLInputElement>("input[type=search]")?.focus();
    }
    return () => dialog?.close();
  }, []);
  // Outside the record's form in the document: a form may not hold another (the search is one).
  return createPortal(
    <dialog
      ref={dialogRef}
      className="staff-dialog media-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape in the search box would only empty it: here it closes the dialog, as everywhere else in it.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="media-dialog__header">
        <h2 id={titleId}>Choose from library: {fieldLabel}</h2>
        <button type="button" className="staff-button staff-button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <MediaSearch filters={library.filters} onSearch={library.setFilters} />
      <MediaGrid items={library.items} chooseLabel="Use" onChoose={onChoose} />
      <MediaGridFooter library={library} />
    </dialog>,
    document.body,
  );
}
