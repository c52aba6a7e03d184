import { useState, type ChangeEvent } from "react";
import {
  getRequiredApplicationDocuments,
  isPhotoPurpose,
  type AccountOptionId,
  type ApplicationDocumentPurpose,
} from "#domain/account-opening/application-rules.ts";
import type { ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { compressImage } from "#app/features/uploads/compress-image.client.ts";
import {
  formatFileSize,
  getFileProblem,
  UPLOAD_FILE_ACCEPT,
  MAX_UPLOAD_FILE_BYTES,
  sniffFileKind,
  SNIFF_BYTES,
} from "#app/features/uploads/file-check.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";

type Progress = { kind: "sending" } | { kind: "problem"; text: string };

interface DocumentsStepProps {
  m: AccountOpeningMessages;
  option: AccountOptionId;
  documents: ApplicantView["documents"];
  /** Sends one prepared file; answers the problem to show, or nothing once it is stored. */
  onUpload: (purpose: ApplicationDocumentPurpose, file: File) => Promise<string | undefined>;
  onContinue: () => void;
  onBack: () => void;
}

const inputId = (purpose: ApplicationDocumentPurpose) => `ao-doc-${purpose.replaceAll("_", "-")}`;

/**
 * Step 4: one field per document. A picked file is checked by its first bytes and size, a large
 * photo made smaller (ADR 023, the KYC screen's pieces), then sent at once, so a reload loses nothing.
 */
export function DocumentsStep({ m, option, documents, onUpload, onContinue, onBack }: DocumentsStepProps) {
  const [progress, setProgress] = useState<Partial<Record<ApplicationDocumentPurpose, Progress>>>({});
  const [wasChecked, setWasChecked] = useState(false);
  const purposes = getRequiredApplicationDocuments(option);
  const stored = (purpose: ApplicationDocumentPurpose) => documents.find((document) => document.purpose === purpose);

  const pick = async (purpose: ApplicationDocumentPurpose, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const show = (value: Progress | undefined) => setProgress((current) => ({ ...current, [purpose]: value }));
    let kind;
    try {
      kind = sniffFileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    } catch {
      show({ kind: "problem", text: m.fileProblem.unreadable });
      return;
    }
    const problem = getFileProblem(file.size, kind, true);
    if (problem) {
      show({ kind: "problem", text: m.fileProblem[problem] });
      return;
    }
    show({ kind: "sending" });
    const prepared = kind === "pdf" ? file : await compressImage(file).catch(() => file);
    if (prepared.size > MAX_UPLOAD_FILE_BYTES) {
      show({ kind: "problem", text: m.fileProblem.tooLarge });
      return;
    }
    const failure = await onUpload(purpose, prepared);
    show(failure ? { kind: "problem", text: failure } : undefined);
  };

  const proceed = () => {
    setWasChecked(true);
    const missing = purposes.find((purpose) => !stored(purpose));
    if (missing) {
      document.getElementById(inputId(missing))?.focus();
      return;
    }
    onContinue();
  };

  return (
    <div className="ao-form">
      <p>{m.documentsIntro}</p>
      {purposes.map((purpose) => {
        const document = stored(purpose);
        const state = progress[purpose];
        const problem = state?.kind === "problem" ? state.text : wasChecked && !document ? m.documentMissing : undefined;
        const id = inputId(purpose);
        const label = m.documents[purpose];
        return (
          <fieldset key={purpose} className={`kyc-document${problem ? " kyc-document--invalid" : ""}`}>
            <legend className="form-field__label">{label}</legend>
            {problem ? <FieldError id={`${id}-error`} text={problem} /> : null}
            <p className="ao-document__state" role="status">
              {state?.kind === "sending" ? m.uploading : document ? m.uploaded(document.file_name, formatFileSize(document.size)) : ""}
            </p>
            <div className="kyc-document__pickers">
              <label className="button button--secondary kyc-document__picker">
                <input
                  id={id}
                  className="kyc-document__input"
                  type="file"
                  accept={UPLOAD_FILE_ACCEPT}
                  onChange={(event) => void pick(purpose, event)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  disabled={state?.kind === "sending"}
                />
                {document ? m.replace : m.chooseFile}
                <span className="visually-hidden">: {label}</span>
              </label>
              {isPhotoPurpose(purpose) ? (
                <label className="button button--secondary kyc-document__picker kyc-document__camera">
                  <input
                    className="kyc-document__input"
                    type="file"
                    accept="image/jpeg,image/png"
                    capture={purpose === "selfie_with_id" ? "user" : "environment"}
                    onChange={(event) => void pick(purpose, event)}
                    disabled={state?.kind === "sending"}
                  />
                  {m.takePhoto}
                  <span className="visually-hidden">: {label}</span>
                </label>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <div className="ao-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {m.back}
        </button>
        <button type="button" className="button" onClick={proceed}>
          {m.continue}
        </button>
      </div>
    </div>
  );
}
