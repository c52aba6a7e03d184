import { useId, useState } from "react";
import type { FocalPoint, MediaItem } from "#domain/content/schemas/media-library.ts";
import { MEDIA_ALT_MAX } from "#domain/content/schemas/media-library.ts";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { updateMedia } from "#app/features/staff/staff-api.client.ts";
import { NoticeRegions, type StaffNotice } from "#app/features/staff/staff-notice.tsx";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import { formatMediaUses, getMediaName } from "./media-grid.tsx";

/**
 * One file's description (PATCH /api/staff/media/{key}): its alt text in both languages and, for
 * a picture, its focal point. Saving says what happened; the saved file goes back to the list.
 */
export function MediaDetailsForm({ item, onSaved }: { item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [focal, setFocal] = useState<FocalPoint>(item.focal);
  const [isSaving, setIsSaving] = useState(false);
  const [notice, setNotice] = useState<StaffNotice>();

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setNotice(undefined);
    try {
      const saved = await updateMedia(item.key, { alt, ...(item.type === "image" ? { focal } : {}) });
      onSaved(saved);
      setNotice({ kind: "success", text: `Saved ${getMediaName(saved)}.` });
    } catch (failure) {
      setNotice({ kind: "error", text: getErrorText(failure) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form className="media-details__form" onSubmit={save}>
      <p className="media-card__facts">
        {formatMediaUses(item.used_in)} ·{" "}
        <a href={item.url} target="_blank" rel="noreferrer">
          Open the file<span className="visually-hidden"> (new tab)</span>
        </a>
      </p>
      <fieldset className="staff-field staff-field--bilingual">
        <legend>Alt text: what the picture shows, for people who cannot see it</legend>
        <div className="staff-bilingual">
          {(
            [
              { lang: "en", name: "English" },
              { lang: "ny", name: "Chichewa" },
            ] as const
          ).map(({ lang, name }) => (
            <div key={lang} className="staff-bilingual__side">
              <label htmlFor={`${id}-${lang}`}>{name}</label>
              <input
                id={`${id}-${lang}`}
                lang={lang}
                type="text"
                autoComplete="off"
                maxLength={MEDIA_ALT_MAX}
                value={alt[lang]}
                onChange={(event) => setAlt({ ...alt, [lang]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {item.type === "image" ? (
        <fieldset className="staff-field">
          <legend>Focal point: what crops keep in view</legend>
          <FocalPointPicker src={item.url} value={focal} onChange={setFocal} />
        </fieldset>
      ) : null}
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={isSaving}>
          {isSaving ? "Saving…" : "Save"}
        </button>
      </div>
      <NoticeRegions notice={notice} />
    </form>
  );
}
