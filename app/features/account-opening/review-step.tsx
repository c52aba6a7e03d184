import { formatDate, formatNumber } from "#domain/language.ts";
import { getDistrictName } from "#domain/malawi-districts.ts";
import {
  getAccountHolder,
  getRequiredApplicationDocuments,
  type ApplicantView,
  type ApplicationField,
} from "#domain/schemas/account-application.ts";
import { formatFileSize } from "#app/features/kyc/kyc-file-check.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import type { AccountOpeningMessages } from "./account-opening-messages.ts";
import type { BranchOption } from "./details-step.tsx";

interface ReviewStepProps {
  m: AccountOpeningMessages;
  draft: ApplicantView;
  branches: readonly BranchOption[];
  isSubmitting: boolean;
  onEdit: (step: "choose" | "details" | "documents") => void;
  onSubmit: () => void;
}

/** Step 5: everything the visitor gave, as they will be read by the branch, with a way back to each part. */
export function ReviewStep({ m, draft, branches, isSubmitting, onEdit, onSubmit }: ReviewStepProps) {
  const { lang } = useSite();
  const v = draft.values;
  const shown = (field: ApplicationField): string => {
    const value = v[field] ?? "";
    switch (field) {
      case "date_of_birth":
        return value ? formatDate(value, lang) : "";
      case "gender":
        return m.genders[value as keyof typeof m.genders] ?? value;
      case "district":
        return getDistrictName(value) ?? value;
      case "source_of_funds":
        return m.sources[value as keyof typeof m.sources] ?? value;
      case "account_purpose":
        return m.purposes[value as keyof typeof m.purposes] ?? value;
      case "expected_deposits":
        return m.deposits[value as keyof typeof m.deposits] ?? value;
      case "politically_exposed":
        return m.yesNo[value as keyof typeof m.yesNo] ?? value;
      case "monthly_income":
        return value ? `K${formatNumber(Number(value))}` : "";
      case "branch_id":
        return branches.find((branch) => branch.id === value)?.name ?? "";
      default:
        return value;
    }
  };
  const fields: ApplicationField[] = [
    "first_name",
    "middle_name",
    "surname",
    "date_of_birth",
    "gender",
    "national_id",
    "district",
    "address",
    "occupation",
    "employer",
    ...(getAccountHolder(draft.option) === "business" ? (["business_name"] as const) : []),
    "source_of_funds",
    "monthly_income",
    "politically_exposed",
    "account_purpose",
    "expected_deposits",
    "branch_id",
  ];
  return (
    <div className="ao-form">
      <p>{m.reviewIntro}</p>
      <section className="ao-review" aria-labelledby="ao-review-account">
        <div className="ao-review__head">
          <h3 id="ao-review-account">{m.account}</h3>
          <button type="button" className="button button--secondary ao-review__edit" onClick={() => onEdit("choose")}>
            {m.edit}
            <span className="visually-hidden">: {m.account}</span>
          </button>
        </div>
        <p>{m.options[draft.option].name}</p>
      </section>
      <section className="ao-review" aria-labelledby="ao-review-details">
        <div className="ao-review__head">
          <h3 id="ao-review-details">{m.steps.details}</h3>
          <button type="button" className="button button--secondary ao-review__edit" onClick={() => onEdit("details")}>
            {m.edit}
            <span className="visually-hidden">: {m.steps.details}</span>
          </button>
        </div>
        <dl className="ao-review__list">
          {fields
            .filter((field) => shown(field) !== "")
            .map((field) => (
              <div key={field} className="ao-review__row">
                <dt>{m.fields[field]}</dt>
                <dd>{shown(field)}</dd>
              </div>
            ))}
        </dl>
      </section>
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
          {m.submit}
        </button>
      </div>
    </div>
  );
}
