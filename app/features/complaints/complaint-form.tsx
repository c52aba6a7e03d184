import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  MAX_COMPLAINT_ATTACHMENTS,
  type ComplaintView,
} from "#domain/complaints/complaint.ts";
import type { KycPurpose } from "#domain/kyc/kyc.ts";
import { formatDate } from "#domain/language.ts";
import { parseKycUsername } from "#domain/one-time-code.ts";
import { FormField } from "#app/components/form-field.tsx";
import { useIsHydrated } from "#app/components/use-is-hydrated.ts";
import { RequestError } from "#app/http/request-error.ts";
import { DocumentField } from "#app/features/kyc/document-field.tsx";
import { getKycErrorText } from "#app/features/kyc/kyc-error-text.ts";
import { useKycFiles } from "#app/features/kyc/use-kyc-files.ts";
import { CodeRoundDialog } from "#app/features/one-time-code/otp-dialog.tsx";
import { useCodeFlow } from "#app/features/one-time-code/use-code-flow.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import { submitComplaint } from "./complaint-api.client.ts";
import { complaintMessages, type ComplaintMessages } from "./complaint-messages.ts";
import "#app/features/kyc/kyc.css";

export interface ComplaintBranchOption {
  id: string;
  name: string;
}

type Field = "phoneEmail" | "category" | "product" | "description" | "attachments";
const FIELDS: readonly Field[] = ["phoneEmail", "category", "product", "description", "attachments"];
const fieldId = (field: Field) => `complaint-${field}`;
const SUBMIT_ID = "complaint-submit";
/** The attachments are one list in the KYC file picker, which keeps its files by purpose. */
const ATTACHMENTS = "complaint_attachment" as KycPurpose;

interface Values {
  phoneEmail: string;
  category: string;
  product: string;
  branchId: string;
  description: string;
}
const EMPTY: Values = { phoneEmail: "", category: "", product: "", branchId: "", description: "" };

function validate(values: Values, attachmentCount: number, m: ComplaintMessages): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!parseKycUsername(values.phoneEmail)) errors.phoneEmail = m.invalidUsername;
  if (!(COMPLAINT_CATEGORIES as readonly string[]).includes(values.category)) errors.category = m.complaintErrors.category;
  if (values.product.trim().length < 2) errors.product = m.complaintErrors.product;
  const description = values.description.trim();
  if (description.length < 10) errors.description = m.complaintErrors.description;
  else if (description.length > COMPLAINT_DESCRIPTION_MAX)
    errors.description = m.complaintErrors.descriptionTooLong(COMPLAINT_DESCRIPTION_MAX);
  if (attachmentCount > MAX_COMPLAINT_ATTACHMENTS) errors.attachments = m.complaintErrors.tooManyAttachments(MAX_COMPLAINT_ATTACHMENTS);
  return errors;
}

/**
 * The visitor's complaint: phone or e-mail, category, product, optional branch, what
 * happened and up to 3 files; the one-time code as for KYC; then the reference and answer-by date.
 */
export function ComplaintForm({ branches }: { branches: readonly ComplaintBranchOption[] }) {
  const { lang } = useSite();
  const m = useScreenMessages(complaintMessages);
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const [done, setDone] = useState<ComplaintView | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The same key for every retry of one complaint (server: Idempotency-Key), a new one after success.
  const submissionKey = useRef<string | undefined>(undefined);
  const files = useKycFiles(m);
  const chosen = files.files[ATTACHMENTS] ?? [];
  const errors = wasSubmitted ? validate(values, chosen.length, m) : {};

  useEffect(() => {
    if (!done) return;
    doneRef.current?.scrollIntoView({ block: "center" });
    doneRef.current?.focus({ preventScroll: true });
  }, [done]);

  const setValue = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus(undefined);
  };

  const send = async () => {
    setSending(true);
    setStatus(m.sending);
    try {
      submissionKey.current ??= crypto.randomUUID();
      const view = await submitComplaint(
        {
          category: values.category,
          product: values.product.trim(),
          branchId: values.branchId,
          description: values.description.trim(),
          lang,
          files: chosen.map(({ file }) => ({ file, name: file.name })),
        },
        submissionKey.current,
      );
      submissionKey.current = undefined;
      setStatus(undefined);
      setDone(view);
    } catch (error) {
      setStatus(error instanceof RequestError && error.status === 429 ? m.complaintErrors.dailyLimit : getKycErrorText(error, m, "save"));
    } finally {
      setSending(false);
    }
  };

  const code = useCodeFlow({ m, lang, onVerified: send });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending || code.otp) return;
    setWasSubmitted(true);
    setStatus(undefined);
    await files.whenReady();
    const problems = validate(values, chosen.length, m);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!navigator.onLine) {
      setStatus(m.offline);
      return;
    }
    setSending(true);
    setStatus(m.sendingCode);
    const problem = await code.start(parseKycUsername(values.phoneEmail)!.value);
    setStatus(problem);
    setSending(false);
  };

  if (done) {
    return (
      <div ref={doneRef} className="kyc-done complaint-done" role="status" tabIndex={-1}>
        <p className="kyc-done__title">{m.doneTitle}</p>
        <p>
          {m.doneReference}: <strong className="complaint-done__reference">{done.reference}</strong>
        </p>
        <p>{m.doneRespondBy(formatDate(done.respond_by, lang))}</p>
        <p className="kyc-done__next">{m.doneSent}</p>
      </div>
    );
  }

  return (
    <div className="kyc-upload">
      <p className="kyc-upload__intro">{m.intro}</p>
      <form className="kyc-form" onSubmit={submit} noValidate aria-labelledby="complaint-form-heading">
        <h2 id="complaint-form-heading" className="documents__heading">
          {m.formHeading}
        </h2>
        <FormField id={fieldId("phoneEmail")} label={m.phoneEmail} hint={m.phoneEmailHint} error={errors.phoneEmail}>
          {(description) => (
            <input
              id={fieldId("phoneEmail")}
              name="phoneEmail"
              value={values.phoneEmail}
              onChange={(event) => setValue("phoneEmail", event.target.value)}
              autoComplete="username"
              inputMode="email"
              required
              {...description}
            />
          )}
        </FormField>
        <FormField id={fieldId("category")} label={m.category} error={errors.category}>
          {(description) => (
            <select
              id={fieldId("category")}
              name="category"
              value={values.category}
              onChange={(event) => setValue("category", event.target.value)}
              required
              {...description}
            >
              <option value="">{m.choose}</option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {m.categories[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fieldId("product")} label={m.product} hint={m.productHint} error={errors.product}>
          {(description) => (
            <input
              id={fieldId("product")}
              name="product"
              value={values.product}
              maxLength={120}
              onChange={(event) => setValue("product", event.target.value)}
              required
              {...description}
            />
          )}
        </FormField>
        <FormField id="complaint-branch" label={m.branchOptional}>
          {() => (
            <select
              id="complaint-branch"
              name="branch"
              value={values.branchId}
              onChange={(event) => setValue("branchId", event.target.value)}
            >
              <option value="">{m.noBranch}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId("description")}
          label={m.description}
          hint={m.descriptionHint(COMPLAINT_DESCRIPTION_MAX)}
          error={errors.description}
        >
          {(description) => (
            <textarea
              id={fieldId("description")}
              name="description"
              rows={6}
              value={values.description}
              onChange={(event) => setValue("description", event.target.value)}
              required
              {...description}
            />
          )}
        </FormField>
        <div className="kyc-form__group">
          <p className="form-field__hint">{m.attachmentsHint(MAX_COMPLAINT_ATTACHMENTS)}</p>
          <DocumentField
            m={m}
            inputId={fieldId("attachments")}
            label={m.attachments}
            files={chosen}
            error={errors.attachments}
            refused={files.refused[ATTACHMENTS] ?? []}
            onPick={(picked) => void files.pickFiles(ATTACHMENTS, picked)}
            onRemove={(id) => files.removeFile(ATTACHMENTS, id)}
          />
        </div>
        <p className="kyc-form__status" role="alert">
          {status && status !== m.sendingCode && status !== m.sending ? status : ""}
        </p>
        <p className="visually-hidden" role="status">
          {status === m.sendingCode || status === m.sending ? status : ""}
        </p>
        <div className="kyc-form__actions">
          <button id={SUBMIT_ID} type="submit" className="button" disabled={!isHydrated} aria-disabled={isSending || undefined}>
            {isSending ? m.sendingCode : m.sendComplaint}
          </button>
        </div>
      </form>
      <CodeRoundDialog m={m} round={code} submitId={SUBMIT_ID} reEnterId={fieldId("phoneEmail")} />
    </div>
  );
}
