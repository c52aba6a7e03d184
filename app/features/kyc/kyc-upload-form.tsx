import { useEffect, useRef, useState, type FormEvent } from "react";
import { getRequiredPurposes, isKycAccountTypeName, MAX_FILES_PER_PURPOSE, type KycPurpose, type UploadItem } from "#domain/kyc/kyc.ts";
import { parseKycUsername } from "#domain/one-time-code.ts";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { usePanels } from "#app/features/panels/panels-context.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { DocumentField } from "./document-field.tsx";
import { findRecord, submitRecord, updateRecord, uploadDocument, type KycSubmissionBody } from "./kyc-api.client.ts";
import { getKycFieldId, KycDetailsFields, type KycAccountTypeOption, type KycBranchOption } from "./kyc-details-fields.tsx";
import { KycAccountTypeField } from "./kyc-account-type-field.tsx";
import { countChosenFiles } from "./kyc-file-list.ts";
import {
  EMPTY_KYC_FORM,
  KYC_FORM_FIELDS,
  normalizeAccountName,
  normalizeAccountNumber,
  validateDocuments,
  validateKycForm,
  type KycFormField,
  type KycFormValues,
} from "./kyc-form-rules.ts";
import { kycMessages } from "./kyc-messages.ts";
import { getKycErrorText } from "./kyc-error-text.ts";
import { CodeRoundDialog } from "#app/features/one-time-code/otp-dialog.tsx";
import { uploadDocuments } from "./upload-documents.ts";
import { UploadProgressPanel } from "./upload-progress-panel.tsx";
import { useCodeFlow } from "#app/features/one-time-code/use-code-flow.ts";
import { useKycFiles } from "./use-kyc-files.ts";
import "./kyc.css";

export type { KycAccountTypeOption, KycBranchOption } from "./kyc-details-fields.tsx";

interface KycUploadFormProps {
  /** KYC account types in their order (the live kyc_account_types collection). */
  accountTypes: readonly KycAccountTypeOption[];
  branches: readonly KycBranchOption[];
}

const documentId = (index: number) => `kyc-document-${index}`;
const SUBMIT_ID = "kyc-submit";

/**
 * Spec §2-§4 upload tab: the details form and the documents, then the one-time code, the
 * continue flow (new record, or confirm and update), the upload progress and the snackbars.
 * The parts live beside it: the fields (kyc-details-fields.tsx), the files (use-kyc-files.ts),
 * the code (use-code-flow.ts) and the upload queue (upload-documents.ts).
 */
export function KycUploadForm({ accountTypes, branches }: KycUploadFormProps) {
  const { lang } = useSite();
  const m = useScreenMessages(kycMessages);
  const { showSnackbar, prompt } = usePanels();
  // The confirmation stays where the visitor looks, above the form, until they start again.
  const [done, setDone] = useState<"submitted" | "updated" | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done) return;
    doneRef.current?.scrollIntoView({ block: "center" });
    doneRef.current?.focus({ preventScroll: true });
  }, [done]);
  // Until its code runs, the server-rendered form cannot be sent: a plain submission would put
  // the visitor's details in the address (ADR 023).
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState<KycFormValues>(EMPTY_KYC_FORM);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [formStatus, setFormStatus] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const [progress, setProgress] = useState<{ items: UploadItem[]; isSaving: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The same key for every retry of one submission (server: Idempotency-Key), a new one after success.
  const submissionKey = useRef<string | undefined>(undefined);
  const documents = useKycFiles(m);

  const accountType = isKycAccountTypeName(values.accountType) ? values.accountType : undefined;
  const purposes = accountType ? getRequiredPurposes(accountType) : [];
  const counts = countChosenFiles(documents.files, purposes);
  const fieldErrors = wasSubmitted ? validateKycForm(values) : {};
  const documentErrors = wasSubmitted ? validateDocuments(values.accountType, counts) : {};

  const setValue = (field: KycFormField, value: string) => {
    setDone(null);
    setValues((current) => ({ ...current, [field]: value }));
    setFormStatus(undefined);
  };

  const documentErrorText = (purpose: KycPurpose): string | undefined => {
    const error = documentErrors[purpose];
    if (!error) return undefined;
    return error.code === "documentMissing" ? m.errors.documentMissing(m.purposes[purpose]) : m.errors.tooManyFiles(error.max);
  };

  const resetForm = () => {
    setValues(EMPTY_KYC_FORM);
    documents.reset();
    setWasSubmitted(false);
    setFormStatus(undefined);
    formRef.current?.reset();
  };

  /** Uploads every chosen file in turn with the progress panel; answers the submission body. */
  const uploadAll = async (): Promise<KycSubmissionBody | undefined> => {
    const accountName = normalizeAccountName(values.accountName);
    const queue = purposes.flatMap((purpose) =>
      (documents.files[purpose] ?? []).map(({ file }) => ({
        purpose,
        file,
        fileName: file.name,
        description: `${m.purposes[purpose]} (${file.name})`,
      })),
    );
    let uploaded;
    try {
      uploaded = await uploadDocuments(
        queue,
        (document, onProgress) => uploadDocument({ accountName, purpose: document.purpose }, document.file, document.fileName, onProgress),
        (items) => setProgress({ items, isSaving: false }),
      );
    } catch (error) {
      setProgress(null);
      showSnackbar("Error", getKycErrorText(error, m, "upload"));
      return undefined;
    }
    setProgress((current) => (current ? { ...current, isSaving: true } : current));
    return {
      account_number: normalizeAccountNumber(values.accountNumber),
      account_name: accountName,
      branch_id: branches.find((branch) => branch.name === values.branch)?.id ?? "",
      kyc_account_type_id: accountTypes.find((type) => type.name === values.accountType)?.id ?? "",
      documents: uploaded,
      lang,
    };
  };

  /** Spec §4 continue flow: the record of this account number, if the visitor has one, is updated after the confirm dialog. */
  const continueFlow = async () => {
    try {
      const record = await findRecord(normalizeAccountNumber(values.accountNumber));
      if (record) {
        submitButton.current?.focus();
        const isUpdate = await prompt({ header: m.kycDetailsHeader, message: m.overrideMessage });
        if (!isUpdate) return;
      }
      const body = await uploadAll();
      if (!body) return;
      if (record) {
        await updateRecord(record, body);
      } else {
        submissionKey.current ??= crypto.randomUUID();
        await submitRecord(body, submissionKey.current);
      }
      submissionKey.current = undefined;
      setProgress(null);
      resetForm();
      showSnackbar("Success", record ? m.updated : m.submitted);
      setDone(record ? "updated" : "submitted");
    } catch (error) {
      setProgress(null);
      showSnackbar("Error", getKycErrorText(error, m, "save"));
    }
  };

  const code = useCodeFlow({ m, lang, onVerified: continueFlow });

  const focusFirstProblem = (errors: Partial<Record<KycFormField, unknown>>, docs: Partial<Record<KycPurpose, unknown>>) => {
    const field = KYC_FORM_FIELDS.find((name) => errors[name]);
    if (field) {
      document.getElementById(getKycFieldId(field))?.focus();
      return;
    }
    const index = purposes.findIndex((purpose) => docs[purpose]);
    if (index >= 0) document.getElementById(documentId(index))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending || code.otp || progress) return;
    setWasSubmitted(true);
    setFormStatus(undefined);
    await documents.whenReady();
    const errors = validateKycForm(values);
    const docs = validateDocuments(values.accountType, counts);
    if (Object.keys(errors).length > 0 || Object.keys(docs).length > 0) {
      focusFirstProblem(errors, docs);
      return;
    }
    if (!navigator.onLine) {
      setFormStatus(m.offline);
      return;
    }
    setSending(true);
    setFormStatus(m.sendingCode);
    const problem = await code.start(parseKycUsername(values.phoneEmail)!.value);
    setFormStatus(problem);
    setSending(false);
  };

  return (
    <div className="kyc-upload">
      {done ? (
        <div ref={doneRef} className="kyc-done" role="status" tabIndex={-1}>
          <p className="kyc-done__title">{done === "updated" ? m.updated : m.submitted}</p>
          <p className="kyc-done__next">{m.doneNext}</p>
        </div>
      ) : null}
      <p className="kyc-upload__intro">{m.uploadIntro}</p>
      <form ref={formRef} className="kyc-form" onSubmit={submit} noValidate aria-describedby="kyc-required-note">
        <p id="kyc-required-note" className="form-field__hint">
          {m.requiredNote}
        </p>
        <KycDetailsFields m={m} values={values} errors={fieldErrors} accountTypes={accountTypes} branches={branches} onChange={setValue} />
        <fieldset className="kyc-form__group">
          <legend className="kyc-form__legend">{m.documentsHeading}</legend>
          <p className="form-field__hint">{accountType ? m.documentsIntro(MAX_FILES_PER_PURPOSE) : m.documentsNeedType}</p>
          {purposes.map((purpose, index) => (
            <DocumentField
              key={`${accountType}-${purpose}`}
              m={m}
              inputId={documentId(index)}
              label={m.purposes[purpose]}
              files={documents.files[purpose] ?? []}
              error={documentErrorText(purpose)}
              refused={documents.refused[purpose] ?? []}
              onPick={(picked) => void documents.pickFiles(purpose, picked)}
              onRemove={(id) => documents.removeFile(purpose, id)}
            />
          ))}
        </fieldset>
        <p className="kyc-form__status" role="alert">
          {formStatus && formStatus !== m.sendingCode ? formStatus : ""}
        </p>
        <p className="visually-hidden" role="status">
          {formStatus === m.sendingCode ? formStatus : ""}
        </p>
        <div className="kyc-form__actions">
          <button
            ref={submitButton}
            id={SUBMIT_ID}
            type="submit"
            className="button"
            disabled={!isHydrated}
            aria-disabled={isSending || undefined}
          >
            {isSending ? m.sendingCode : m.submit}
          </button>
        </div>
      </form>
      <CodeRoundDialog m={m} round={code} submitId={SUBMIT_ID} reEnterId={getKycFieldId("phoneEmail")} />
      {progress ? <UploadProgressPanel m={m} items={progress.items} isSaving={progress.isSaving} /> : null}
    </div>
  );
}

/**
 * One account type as the form's list offers it, chosen: the console's preview of an account type.
 * Here, in the form's own lazily loaded chunk, so the console reaches the field without splitting
 * a chunk off the form (ADR 075).
 */
export function KycAccountTypeChoice({ accountType }: { accountType: KycAccountTypeOption }) {
  const m = useScreenMessages(kycMessages);
  return <KycAccountTypeField m={m} value={accountType.name} error={undefined} accountTypes={[accountType]} onChange={() => {}} />;
}
