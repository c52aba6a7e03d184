import { useEffect, useRef, type ChangeEvent } from "react";
import { MAX_FILES_PER_PURPOSE } from "#domain/kyc/kyc.ts";
import type { KycMessages } from "./kyc-messages.ts";
import { formatFileSize, UPLOAD_FILE_ACCEPT } from "#app/features/uploads/file-check.ts";
import { FieldError } from "#app/components/field-error.tsx";

/** A file the visitor chose for a purpose; `isPreparing` while a large photo is being made smaller. */
export interface ChosenFile {
  id: string;
  file: File;
  isPreparing: boolean;
}

interface DocumentFieldProps {
  m: KycMessages;
  inputId: string;
  label: string;
  files: readonly ChosenFile[];
  /** Why the document is not complete (missing, too many), after a submit. */
  error: string | undefined;
  /** Files refused when they were picked, one sentence each. */
  refused: readonly string[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/**
 * One required document (spec §3 purposes): a file input for PDF, JPEG or PNG, a second one
 * that opens the camera on a phone (never forced), and the chosen files with their sizes and
 * a remove button each.
 */
export function DocumentField({ m, inputId, label, files, error, refused, onPick, onRemove }: DocumentFieldProps) {
  const errorId = `${inputId}-error`;
  const refusedId = `${inputId}-refused`;
  const listId = `${inputId}-files`;
  const describedBy = [error ? errorId : null, refused.length > 0 ? refusedId : null, files.length > 0 ? listId : null]
    .filter(Boolean)
    .join(" ");
  const isFull = files.length >= MAX_FILES_PER_PURPOSE;
  // A removed file's button is gone: the focus goes to the document's file input, not to the page's start.
  const hasRemoved = useRef(false);
  useEffect(() => {
    if (!hasRemoved.current) return;
    hasRemoved.current = false;
    document.getElementById(inputId)?.focus();
  }, [files, inputId]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared, so the same file can be chosen again after it was removed.
    event.target.value = "";
    if (picked.length > 0) onPick(picked);
  };

  return (
    <fieldset className={`kyc-document${error || refused.length > 0 ? " kyc-document--invalid" : ""}`}>
      <legend className="form-field__label">{label}</legend>
      {error ? <FieldError id={errorId} text={error} /> : null}
      {refused.length > 0 ? (
        <div id={refusedId} role="alert">
          {refused.map((text) => (
            <FieldError key={text} text={text} />
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul id={listId} className="kyc-document__files">
          {files.map((chosen) => (
            <li key={chosen.id} className="kyc-document__file">
              <span className="kyc-document__name">{chosen.file.name}</span>
              <span className="kyc-document__size">{chosen.isPreparing ? m.preparing : formatFileSize(chosen.file.size)}</span>
              <button
                type="button"
                className="icon-button kyc-document__remove"
                onClick={() => {
                  hasRemoved.current = true;
                  onRemove(chosen.id);
                }}
                aria-label={m.remove(chosen.file.name)}
              >
                <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden focusable={false}>
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {isFull ? null : (
        <div className="kyc-document__pickers">
          <label className="button button--secondary kyc-document__picker">
            <input
              id={inputId}
              className="kyc-document__input"
              type="file"
              accept={UPLOAD_FILE_ACCEPT}
              multiple
              onChange={pick}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {m.chooseFile}
            <span className="visually-hidden">: {label}</span>
          </label>
          <label className="button button--secondary kyc-document__picker kyc-document__camera">
            <input className="kyc-document__input" type="file" accept="image/jpeg,image/png" capture="environment" onChange={pick} />
            {m.takePhoto}
            <span className="visually-hidden">: {label}</span>
          </label>
        </div>
      )}
    </fieldset>
  );
}
