import { useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "#domain/content/schemas/media-library.ts";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { MediaDeleteButton } from "#app/features/staff/media/media-delete-button.tsx";
import { MediaDetailsForm } from "#app/features/staff/media/media-details-form.tsx";
import { getMediaName, MediaGrid, MediaGridFooter } from "#app/features/staff/media/media-grid.tsx";
import { MediaSearch } from "#app/features/staff/media/media-search.tsx";
import { useMediaLibrary } from "#app/features/staff/media/use-media-library.ts";
import { uploadMedia } from "#app/features/staff/staff-api.client.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import "#app/features/staff/staff-console.css";
import "#app/features/staff/media/media-library.css";

export const meta = () => staffMeta("Media library");
export const headers = () => STAFF_HEADERS;

/** `/staff/media`: every uploaded file, to find again, describe, give a focal point or delete (ADR 076). */
export default function MediaLibraryScreen() {
  return (
    <PublishingOnly>
      <div className="staff-page">
        <h1>Media library</h1>
        <p className="staff-page__lede">
          Every picture and PDF uploaded for the site. Describe a picture once here and choose it again from any form with “Choose from
          library”.
        </p>
        <MediaLibrary />
      </div>
    </PublishingOnly>
  );
}

function MediaLibrary() {
  const library = useMediaLibrary();
  const [chosen, setChosen] = useState<MediaItem>();
  const [notice, setNotice] = useState<StaffNotice>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const libraryRef = useRef<HTMLDivElement>(null);
  const [deletedKey, setDeletedKey] = useState<string>();
  // The details open above the grid: on a phone they would otherwise be a long scroll away.
  useEffect(() => {
    if (chosen) headingRef.current?.focus();
  }, [chosen?.key]); // eslint-disable-line react-hooks/exhaustive-deps -- moves focus on a new choice, not on a save
  // A deleted file's details and their button are gone: the search is where the editor goes on
  // from. After the render, once the modal dialog that held the focus has left the page.
  useEffect(() => {
    if (deletedKey) libraryRef.current?.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  }, [deletedKey]);
  return (
    <div className="media-library" ref={libraryRef}>
      <MediaUpload onUploaded={library.reload} />
      <MediaSearch filters={library.filters} onSearch={library.setFilters} />
      {chosen ? (
        <section className="media-details" aria-labelledby="media-details-title">
          <div className="media-details__header">
            <h2 id="media-details-title" ref={headingRef} tabIndex={-1}>
              {getMediaName(chosen)}
            </h2>
            <button type="button" className="staff-button staff-button--quiet" onClick={() => setChosen(undefined)}>
              Close<span className="visually-hidden"> {getMediaName(chosen)}</span>
            </button>
          </div>
          <MediaDetailsForm
            key={chosen.key}
            item={chosen}
            onSaved={(item) => {
              library.replace(item);
              setChosen(item);
            }}
          />
          <div className="media-details__delete">
            <MediaDeleteButton
              item={chosen}
              onDeleted={(item) => {
                library.remove(item.key);
                setChosen(undefined);
                setNotice({ kind: "success", text: `Deleted ${getMediaName(item)}.` });
                setDeletedKey(item.key);
              }}
            />
          </div>
        </section>
      ) : null}
      <NoticeRegions notice={notice} />
      <MediaGrid items={library.items} chosenKey={chosen?.key ?? ""} chooseLabel="Edit" onChoose={setChosen} />
      <MediaGridFooter library={library} />
    </div>
  );
}

/** A new file straight into the library (POST /api/staff/media), checked by the server as any upload. */
function MediaUpload({ onUploaded }: { onUploaded: () => void }) {
  const hintId = useId();
  const [notice, setNotice] = useState<StaffNotice>();
  const [isBusy, setIsBusy] = useState(false);
  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setIsBusy(true);
    setNotice(undefined);
    try {
      const media = await uploadMedia(file);
      setNotice({ kind: "success", text: `Uploaded ${file.name} (${Math.ceil(media.size / 1024)} KB).` });
      onUploaded();
    } catch (failure) {
      setNotice({ kind: "error", text: getErrorText(failure) });
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <div className="media-upload">
      {/* The input inside its label: the label looks like a button and shows the input's focus. */}
      <label className="staff-button">
        {isBusy ? "Uploading…" : "Upload a file"}
        <input
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          className="visually-hidden"
          aria-describedby={hintId}
          onChange={onFile}
          disabled={isBusy}
        />
      </label>
      <p id={hintId} className="staff-field__hint">
        A JPEG or PNG picture, or a PDF, up to 10 MB.
      </p>
      <NoticeRegions notice={notice} />
    </div>
  );
}
