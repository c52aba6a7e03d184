import { getRequiredApplicationDocuments } from "#domain/account-opening/application-rules.ts";
import type { ApplicantView } from "#domain/account-opening/schemas/account-application.ts";
import { formatFileSize } from "#app/features/uploads/file-check.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";
import type { BranchOption } from "./details-step.tsx";
import { getReviewSections } from "./review-rows.ts";

interface ReviewStepProps {
  m: AccountOpeningMessages;
  draft: ApplicantView;
  branches: readonly BranchOption[];
  isSubmitting: boolean;
  onEdit: (step: "choose" | "details" | "documents") => void;
  onSubmit: () => void;
  /** "Submit my application", or for a returned one being sent again, "Send my corrected application". */
  submitLabel: string;
}

/** Step 5: everything the visitor gave, as they will be read by the branch, with a way back to each part. */
export function ReviewStep({ m, draft, branches, isSubmitting, onEdit, onSubmit, submitLabel }: ReviewStepProps) {
  const { lang } = useSite();
  return (
    <div className="ao-form">
      <p>{m.reviewIntro}</p>
      <section className="ao-review" aria-labelledby="ao-review-account">
        <div className="ao-review__head">
          <h3 id="ao-review-account">{m.account}</h3>
          {/* A returned application keeps its account (ADR 067): only its details and documents change. */}
          {draft.status === "returned" ? null : (
            <button type="button" className="button button--secondary ao-review__edit" onClick={() => onEdit("choose")}>
              {m.edit}
              <span className="visually-hidden">: {m.account}</span>
            </button>
          )}
        </div>
        <p>{m.options[draft.option].name}</p>
      </section>
      {getReviewSections(m, lang, draft.option, draft.values, branches).map(({ section, heading, rows }) => (
        <section key={section} className="ao-review" aria-labelledby={`ao-review-${section}`}>
          <div className="ao-review__head">
            <h3 id={`ao-review-${section}`}>{heading}</h3>
            <button type="button" className="button button--secondary ao-review__edit" onClick={() => onEdit("details")}>
              {m.edit}
              <span className="visually-hidden">: {heading}</span>
            </button>
          </div>
          <dl className="ao-review__list">
            {rows.map((row) => (
              <div key={row.field} className="ao-review__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="ao-review" aria-labelledby="ao-review-documents">
        <div className="ao-review__head">
          <h3 id="ao-review-documents">{m.steps.documents}</h3>
          <button type="button" className="button button--secondary ao-review__edit" onClick={() => onEdit("documents")}>
            {m.edit}
            <span className="visually-hidden">: {m.steps.documents}</span>
          </button>
        </div>
        <dl className="ao-review__list">
          {getRequiredApplicationDocuments(draft.option).map((purpose) => {
            const document = draft.documents.find((entry) => entry.purpose === purpose);
            return (
              <div key={purpose} className="ao-review__row">
                <dt>{m.documents[purpose]}</dt>
                <dd>{document ? `${document.file_name} (${formatFileSize(document.size)})` : m.documentMissing}</dd>
              </div>
            );
          })}
        </dl>
      </section>
      <p className="ao-status" role="status">
        {isSubmitting ? m.submitting : ""}
      </p>
      <div className="ao-actions">
        <button type="button" className="button" onClick={onSubmit} disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
