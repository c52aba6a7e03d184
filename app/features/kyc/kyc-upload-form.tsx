import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  getRequiredPurposes,
  isKycAccountTypeName,
  MAX_FILES_PER_PURPOSE,
  parseKycUsername,
  resendOtpCountdown,
  startOtpCountdown,
  type KycPurpose,
  type OtpCountdown,
  type UploadItem,
} from "#domain/kyc.ts";
import { formatPhoneNumber } from "#domain/phone-number.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { usePanels } from "#app/features/panels/panels-context.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { compressImage } from "./compress-image.client.ts";
import { DocumentField, type ChosenFile } from "./document-field.tsx";
import {
  findRecord,
  requestCode,
  submitRecord,
  updateRecord,
  uploadDocument,
  verifyCode,
  type KycSubmissionBody,
} from "./kyc-api.client.ts";
import { getKycFileProblem, MAX_KYC_FILE_BYTES, sniffKycFileKind, SNIFF_BYTES } from "./kyc-file-check.ts";
import {
  EMPTY_KYC_FORM,
  KYC_FORM_FIELDS,
  normalizeAccountName,
  normalizeAccountNumber,
  validateDocuments,
  validateKycForm,
  type KycFieldError,
  type KycFormField,
  type KycFormValues,
} from "./kyc-form-rules.ts";
import { kycMessages, type KycMessages } from "./kyc-messages.ts";
import { getKycErrorText, KycRequestError } from "./kyc-request-error.ts";
import { OtpDialog } from "./otp-dialog.tsx";
import { UploadProgressPanel } from "./upload-progress-panel.tsx";
import "./kyc.css";

export interface KycBranchOption {
  name: string;
  region: string;
}

interface KycUploadFormProps {
  /** KYC account type names in their order (the live kyc_account_types collection). */
  accountTypes: readonly string[];
  branches: readonly KycBranchOption[];
}

const fieldId = (field: KycFormField) => `kyc-${field}`;
const documentId = (index: number) => `kyc-document-${index}`;

interface OtpState {
  username: string;
  countdown: OtpCountdown;
  error?: string;
  notice?: string;
  isBusy: boolean;
}

type Files = Partial<Record<KycPurpose, ChosenFile[]>>;

function fieldErrorText(m: KycMessages, error: KycFieldError): string {
  return m.errors[error];
}

let nextFileId = 0;

/**
 * Spec §2-§4 upload tab: the details form and the documents, then the one-time code, the
 * continue flow (new record, or confirm and update), the upload progress and the snackbars.
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
  const [files, setFiles] = useState<Files>({});
  const [refused, setRefused] = useState<Partial<Record<KycPurpose, string[]>>>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [formStatus, setFormStatus] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [progress, setProgress] = useState<{ items: UploadItem[]; isSaving: boolean } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const preparing = useRef(new Map<string, Promise<void>>());
  // The same key for every retry of one submission (server: Idempotency-Key), a new one after success.
  const submissionKey = useRef<string | undefined>(undefined);
  const focusAfterOtp = useRef<string | undefined>(undefined);

  const accountType = isKycAccountTypeName(values.accountType) ? values.accountType : undefined;
  const purposes = accountType ? getRequiredPurposes(accountType) : [];
  const counts = Object.fromEntries(purposes.map((purpose) => [purpose, files[purpose]?.length ?? 0]));
  const fieldErrors = wasSubmitted ? validateKycForm(values) : {};
  const documentErrors = wasSubmitted ? validateDocuments(values.accountType, counts) : {};
  const phone = parseKycUsername(values.phoneEmail);

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

  const updateFile = (purpose: KycPurpose, id: string, change: (file: ChosenFile) => ChosenFile | undefined) => {
    setFiles((current) => {
      const list = (current[purpose] ?? []).flatMap((file) => {
        if (file.id !== id) return [file];
        const changed = change(file);
        return changed ? [changed] : [];
      });
      return { ...current, [purpose]: list };
    });
  };

  /** Checks picked files by their first bytes and size, and makes large photos smaller (ADR 023). */
  const pickFiles = async (purpose: KycPurpose, picked: File[]) => {
    const problems: string[] = [];
    const room = MAX_FILES_PER_PURPOSE - (files[purpose]?.length ?? 0);
    const accepted: ChosenFile[] = [];
    for (const file of picked) {
      if (accepted.length >= room) {
        problems.push(m.errors.tooManyFiles(MAX_FILES_PER_PURPOSE));
        break;
      }
      let kind;
      try {
        kind = sniffKycFileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
      } catch {
        problems.push(m.fileErrors.unreadable(file.name));
        continue;
      }
      const problem = getKycFileProblem(file.size, kind, true);
      if (problem) {
        problems.push(m.fileErrors[problem](file.name));
        continue;
      }
      nextFileId += 1;
      accepted.push({ id: `file-${nextFileId}`, file, isPreparing: kind !== "pdf" });
    }
    setRefused((current) => ({ ...current, [purpose]: problems }));
    if (accepted.length === 0) return;
    setFiles((current) => ({ ...current, [purpose]: [...(current[purpose] ?? []), ...accepted] }));
    for (const chosen of accepted.filter((entry) => entry.isPreparing)) {
      // A photo the browser cannot redraw is sent as it is (the server checks it anyway).
      const work = compressImage(chosen.file)
        .catch(() => chosen.file)
        .then((smaller) => {
          preparing.current.delete(chosen.id);
          if (smaller.size > MAX_KYC_FILE_BYTES) {
            setRefused((current) => ({ ...current, [purpose]: [...(current[purpose] ?? []), m.fileErrors.tooLarge(chosen.file.name)] }));
            updateFile(purpose, chosen.id, () => undefined);
          } else {
            updateFile(purpose, chosen.id, (file) => ({ ...file, file: smaller, isPreparing: false }));
          }
        });
      preparing.current.set(chosen.id, work);
    }
  };

  const removeFile = (purpose: KycPurpose, id: string) => {
    updateFile(purpose, id, () => undefined);
    setRefused((current) => ({ ...current, [purpose]: [] }));
  };

  const focusFirstProblem = (errors: Partial<Record<KycFormField, unknown>>, docs: Partial<Record<KycPurpose, unknown>>) => {
    const field = KYC_FORM_FIELDS.find((name) => errors[name]);
    if (field) {
      document.getElementById(fieldId(field))?.focus();
      return;
    }
    const index = purposes.findIndex((purpose) => docs[purpose]);
    if (index >= 0) document.getElementById(documentId(index))?.focus();
  };

  const resetForm = () => {
    setValues(EMPTY_KYC_FORM);
    setFiles({});
    setRefused({});
    setWasSubmitted(false);
    setFormStatus(undefined);
    formRef.current?.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending || otp || progress) return;
    setWasSubmitted(true);
    setFormStatus(undefined);
    await Promise.all(preparing.current.values());
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
    const username = parseKycUsername(values.phoneEmail)!.value;
    setSending(true);
    setFormStatus(m.sendingCode);
    try {
      await requestCode(username, lang);
      setFormStatus(undefined);
      setOtp({ username, countdown: startOtpCountdown(Date.now()), isBusy: false });
    } catch (error) {
      setFormStatus(getKycErrorText(error, m, "code"));
    } finally {
      setSending(false);
    }
  };

  const closeOtp = (focus: "submit" | "phone" = "submit") => {
    focusAfterOtp.current = focus === "phone" ? fieldId("phoneEmail") : "kyc-submit";
    setOtp(null);
  };

  // Once the dialog has gone (spec §2: Re-Enter closes the modal), the focus goes where the visitor continues.
  useEffect(() => {
    if (otp || !focusAfterOtp.current) return;
    document.getElementById(focusAfterOtp.current)?.focus();
    focusAfterOtp.current = undefined;
  }, [otp]);

  const resend = async () => {
    if (!otp) return;
    setOtp({ ...otp, isBusy: true, error: undefined, notice: undefined });
    try {
      await requestCode(otp.username, lang);
      setOtp({ ...otp, isBusy: false, error: undefined, notice: m.codeResent, countdown: resendOtpCountdown(otp.countdown, Date.now()) });
    } catch (error) {
      setOtp({ ...otp, isBusy: false, error: getKycErrorText(error, m, "code") });
    }
  };

  const proceed = async (code: string) => {
    if (!otp) return;
    setOtp({ ...otp, isBusy: true, error: undefined, notice: undefined });
    try {
      await verifyCode(otp.username, code);
    } catch (error) {
      setOtp({ ...otp, isBusy: false, error: getKycErrorText(error, m, "verify") });
      return;
    }
    closeOtp();
    await continueFlow(otp.username);
  };

  /** Spec §4 continue flow: a new record, or, after the confirm dialog, the update action. */
  const continueFlow = async (username: string) => {
    try {
      const record = await findRecord(username);
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

  /** Uploads every chosen file in turn with the progress panel; answers the submission body. */
  const uploadAll = async (): Promise<KycSubmissionBody | undefined> => {
    const accountName = normalizeAccountName(values.accountName);
    const queue = purposes.flatMap((purpose) => (files[purpose] ?? []).map((chosen) => ({ purpose, chosen })));
    let items: UploadItem[] = queue.map(({ purpose, chosen }) => ({
      description: `${m.purposes[purpose]} (${chosen.file.name})`,
      size: chosen.file.size,
      progress: 0,
    }));
    setProgress({ items, isSaving: false });
    const documents: KycSubmissionBody["documents"] = [];
    for (const [index, { purpose, chosen }] of queue.entries()) {
      try {
        const url = await uploadDocument({ accountName, purpose }, chosen.file, chosen.file.name, (sent) => {
          items = items.map((item, position) => (position === index ? { ...item, progress: Math.min(sent, item.size) } : item));
          setProgress({ items, isSaving: false });
        });
        documents.push({ purpose, url });
      } catch (error) {
        setProgress(null);
        showSnackbar("Error", error instanceof KycRequestError ? getKycErrorText(error, m, "upload", chosen.file.name) : m.unknownError);
        return undefined;
      }
    }
    setProgress({ items: items.map((item) => ({ ...item, progress: item.size })), isSaving: true });
    return {
      account_number: normalizeAccountNumber(values.accountNumber),
      account_name: accountName,
      branch: values.branch,
      kyc_account_type: values.accountType,
      documents,
      lang,
    };
  };

  const describedBy = (field: KycFormField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : null, fieldErrors[field] ? `${fieldId(field)}-error` : null].filter(Boolean).join(" ") || undefined;

  const textField = (field: "accountNumber" | "accountName" | "phoneEmail", label: string, hint: string, extra: Record<string, string>) => {
    const error = fieldErrors[field];
    return (
      <div className={`kyc-field${error ? " kyc-field--invalid" : ""}`}>
        <label htmlFor={fieldId(field)} className="kyc-field__label">
          {label}
        </label>
        <p id={`${fieldId(field)}-hint`} className="kyc-field__hint">
          {hint}
        </p>
        {error ? <FieldError id={`${fieldId(field)}-error`} text={fieldErrorText(m, error)} /> : null}
        <input
          id={fieldId(field)}
          name={field}
          type="text"
          value={values[field]}
          onChange={(event) => setValue(field, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, true)}
          required
          {...extra}
        />
      </div>
    );
  };

  const regions = [...new Set(branches.map((branch) => branch.region))];

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
        <p id="kyc-required-note" className="kyc-field__hint">
          {m.requiredNote}
        </p>
        <fieldset className="kyc-form__group">
          <legend className="kyc-form__legend">{m.detailsHeading}</legend>
          {textField("accountNumber", m.accountNumber, m.accountNumberHint, { inputMode: "numeric", autoComplete: "off" })}
          {textField("accountName", m.accountName, m.accountNameHint, { autoComplete: "name" })}
          {textField("phoneEmail", m.phoneEmail, m.phoneEmailHint, { autoComplete: "username", inputMode: "email" })}
          <p className="kyc-field__hint kyc-field__confirm" aria-live="polite">
            {phone?.channel === "sms" && !fieldErrors.phoneEmail ? m.phoneWillBe(formatPhoneNumber(phone.value)) : ""}
          </p>
          <div className={`kyc-field${fieldErrors.accountType ? " kyc-field--invalid" : ""}`}>
            <label htmlFor={fieldId("accountType")} className="kyc-field__label">
              {m.accountType}
            </label>
            {fieldErrors.accountType ? (
              <FieldError id={`${fieldId("accountType")}-error`} text={fieldErrorText(m, fieldErrors.accountType)} />
            ) : null}
            <select
              id={fieldId("accountType")}
              name="accountType"
              value={values.accountType}
              onChange={(event) => setValue("accountType", event.target.value)}
              aria-invalid={fieldErrors.accountType ? true : undefined}
              aria-describedby={describedBy("accountType", false)}
              required
            >
              <option value="">{m.choose}</option>
              {accountTypes.map((name) => (
                <option key={name} value={name}>
                  {m.accountTypes[name] ?? name}
                </option>
              ))}
            </select>
          </div>
          <div className={`kyc-field${fieldErrors.branch ? " kyc-field--invalid" : ""}`}>
            <label htmlFor={fieldId("branch")} className="kyc-field__label">
              {m.branch}
            </label>
            {fieldErrors.branch ? <FieldError id={`${fieldId("branch")}-error`} text={fieldErrorText(m, fieldErrors.branch)} /> : null}
            <select
              id={fieldId("branch")}
              name="branch"
              value={values.branch}
              onChange={(event) => setValue("branch", event.target.value)}
              aria-invalid={fieldErrors.branch ? true : undefined}
              aria-describedby={describedBy("branch", false)}
              required
            >
              <option value="">{m.choose}</option>
              {regions.map((region) => (
                <optgroup key={region} label={region}>
                  {branches
                    .filter((branch) => branch.region === region)
                    .map((branch) => (
                      <option key={branch.name} value={branch.name}>
                        {branch.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
        </fieldset>
        <fieldset className="kyc-form__group">
          <legend className="kyc-form__legend">{m.documentsHeading}</legend>
          <p className="kyc-field__hint">{accountType ? m.documentsIntro(MAX_FILES_PER_PURPOSE) : m.documentsNeedType}</p>
          {purposes.map((purpose, index) => (
            <DocumentField
              key={`${accountType}-${purpose}`}
              m={m}
              inputId={documentId(index)}
              label={m.purposes[purpose]}
              files={files[purpose] ?? []}
              error={documentErrorText(purpose)}
              refused={refused[purpose] ?? []}
              onPick={(picked) => void pickFiles(purpose, picked)}
              onRemove={(id) => removeFile(purpose, id)}
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
            id="kyc-submit"
            type="submit"
            className="button"
            disabled={!isHydrated}
            aria-disabled={isSending || undefined}
          >
            {isSending ? m.sendingCode : m.submit}
          </button>
        </div>
      </form>
      {otp ? (
        <OtpDialog
          m={m}
          countdown={otp.countdown}
          error={otp.error}
          notice={otp.notice}
          isBusy={otp.isBusy}
          onProceed={(code) => void proceed(code)}
          onResend={() => void resend()}
          onReEnter={() => closeOtp("phone")}
          onClose={() => closeOtp()}
        />
      ) : null}
      {progress ? <UploadProgressPanel m={m} items={progress.items} isSaving={progress.isSaving} /> : null}
    </div>
  );
}
