import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import type { MediaAnswer } from "#domain/content/schemas/image.ts";
import type { MediaItem, MediaType } from "#domain/content/schemas/media-library.ts";
import { uploadMedia } from "#app/features/staff/staff-api.client.ts";

// The library loads when an editor opens it, not with every form.
const MediaLibraryDialog = lazy(() => import("./media-library-dialog.tsx").then((module) => ({ default: module.MediaLibraryDialog })));

interface MediaUploadFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  /** A new address after an upload. */
  onValue: (url: string, media: MediaAnswer) => void;
  /** The field's message, beside it. */
  error: React.ReactNode;
  /** What the library offers for this field: pictures only, or any file when left out. */
  libraryType?: MediaType | undefined;
  /** A file chosen from the library, with what the library knows of it (its alt text). */
  onChosen?: (item: MediaItem) => void;
}

const ACCEPT = "image/jpeg,image/png,application/pdf";

/**
 * An address field with an upload beside it: the editor may paste a site path or https
 * address, upload a file, which the server checks by content and stores (POST /api/staff/media),
 * or choose one uploaded before from the library (ADR 076).
 */
export function MediaUploadField({
  id,
  name,
  label,
  value,
  onChange,
  onValue,
  error,
  libraryType,
  onChosen,
  ...aria
}: MediaUploadFieldProps) {
  const statusId = useId();
  const [status, setStatus] = useState<{ kind: "idle" | "busy" | "done" | "failed"; text: string }>({ kind: "idle", text: "" });
  const [isLibraryOpen, setIsLibraryOpen] = useState(false);
  const libraryButtonRef = useRef<HTMLButtonElement>(null);
  const wasLibraryOpen = useRef(false);
  const closeLibrary = () => setIsLibraryOpen(false);
  // Back to the button once the dialog has closed: while it is open, the rest of the page is inert.
  useEffect(() => {
    if (wasLibraryOpen.current && !isLibraryOpen) libraryButtonRef.current?.focus();
    wasLibraryOpen.current = isLibraryOpen;
  }, [isLibraryOpen]);
  const isImage = /\.(jpe?g|png|webp|svg)$/i.test(value);

  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setStatus({ kind: "busy", text: `Uploading ${file.name}…` });
    try {
      const media = await uploadMedia(file);
      onValue(media.url, media);
      setStatus({ kind: "done", text: `Uploaded ${file.name} (${Math.ceil(media.size / 1024)} KB).` });
    } catch (failure) {
      setStatus({ kind: "failed", text: getErrorText(failure) });
    }
  }

  return (
    <div className="staff-field staff-media">
      <label htmlFor={id}>{label}</label>
      <div className="staff-media__row">
        <input id={id} name={name} type="text" inputMode="url" autoComplete="off" value={value} onChange={onChange} {...aria} />
        {/* The input inside its label: the label looks like a button and shows the input's focus. */}
        <label className="staff-button staff-button--quiet staff-media__upload">
          Upload a file<span className="visually-hidden"> for {label}</span>
          <input
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            aria-describedby={statusId}
            onChange={onFile}
            disabled={status.kind === "busy"}
          />
        </label>
        <button
          ref={libraryButtonRef}
          type="button"
          className="staff-button staff-button--quiet staff-media__upload"
          aria-haspopup="dialog"
          onClick={() => setIsLibraryOpen(true)}
        >
          Choose from library<span className="visually-hidden"> for {label}</span>
        </button>
      </div>
      {isLibraryOpen ? (
        <Suspense fallback={<p className="staff-field__hint">Opening the library…</p>}>
          <MediaLibraryDialog
            fieldLabel={label}
            type={libraryType}
            onClose={closeLibrary}
            onChoose={(item) => {
              onValue(item.url, { url: item.url, content_type: item.content_type, size: item.size });
              onChosen?.(item);
              setStatus({ kind: "done", text: `Chose ${item.original_name ?? item.key} from the library.` });
              closeLibrary();
            }}
          />
        </Suspense>
      ) : null}
      <p id={statusId} className={`staff-field__hint staff-media__status--${status.kind}`} role="status">
        {status.text}
      </p>
      {isImage && value.startsWith("/") ? <img className="staff-media__thumb" src={value} alt="" width={160} height={90} /> : null}
      {error}
    </div>
  );
}
