import { useId, useState } from "react";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import type { MediaAnswer } from "#domain/content/schemas/image.ts";
import { uploadMedia } from "#app/features/staff/staff-api.client.ts";

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
}

const ACCEPT = "image/jpeg,image/png,application/pdf";

/**
 * An address field with an upload beside it: the editor may paste a site path or https
 * address, or upload a file, which the server checks by content and stores (POST /api/staff/media).
 */
export function MediaUploadField({ id, name, label, value, onChange, onValue, error, ...aria }: MediaUploadFieldProps) {
  const statusId = useId();
  const [status, setStatus] = useState<{ kind: "idle" | "busy" | "done" | "failed"; text: string }>({ kind: "idle", text: "" });
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
      </div>
      <p id={statusId} className={`staff-field__hint staff-media__status--${status.kind}`} role="status">
        {status.text}
      </p>
      {isImage && value.startsWith("/") ? <img className="staff-media__thumb" src={value} alt="" width={160} height={90} /> : null}
      {error}
    </div>
  );
}
