import { useState, type MouseEvent, type Ref } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { formatKwacha, type Language } from "#domain/language.ts";
import { getLoanProduct, LOAN_PRODUCTS } from "#domain/content/loan-products.ts";
// Types only: the schema module brings zod, which the browser must not download for this.
import type { LoanCalculatorField, LoanCalculatorQuery } from "#domain/content/schemas/loan-calculator.ts";
import { FieldError } from "#app/components/field-error.tsx";
import { usePanels } from "#app/features/panels/panels-context.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { getFieldErrorText } from "./field-error-text.ts";
import { loanCalculatorMessages } from "./loan-calculator-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

const FIELDS: readonly LoanCalculatorField[] = ["amount", "rate", "term", "product"];
const fieldId = (field: LoanCalculatorField) => `loan-${field}`;

function productHint(calculatorText: (typeof loanCalculatorMessages)[Language], productId: string): string {
  const product = getLoanProduct(productId);
  if (!product) return "";
  return calculatorText.productLimits(product.maxAmount === undefined ? null : formatKwacha(product.maxAmount), product.maxTermMonths);
}

interface FieldProps {
  field: "amount" | "rate" | "term";
  label: string;
  hint: string;
  error: string | undefined;
  defaultValue: string;
  inputMode: "decimal" | "numeric";
}

/** One input with its label, hint and, when refused, the reason next to it. */
function Field({ field, label, hint, error, defaultValue, inputMode }: FieldProps) {
  const id = fieldId(field);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
      <input
        id={id}
        name={field}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

interface LoanCalculatorFormProps {
  query: LoanCalculatorQuery;
  summaryRef: Ref<HTMLDivElement>;
}

/**
 * A GET form: the loader validates the query, so the calculator works server-rendered and
 * without JavaScript, and every result has an address a visitor can share.
 */
export function LoanCalculatorForm({ query, summaryRef }: LoanCalculatorFormProps) {
  const { lang } = useSite();
  const calculatorText = useScreenMessages(loanCalculatorMessages);
  const { confirm } = usePanels();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const l = calculatorText;
  const [productId, setProductId] = useState(query.values.product);
  const errors = query.status === "invalid" ? query.errors : {};
  const messages: Partial<Record<LoanCalculatorField, string>> = {};
  for (const field of FIELDS) {
    const error = errors[field];
    if (error) messages[field] = getFieldErrorText(lang, field, error, query.values.product);
  }
  const refused = FIELDS.filter((field) => messages[field]);

  const startAgain = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    if (await confirm({ x: box.left, y: box.bottom + 6 })) await navigate(pathname);
  };

  return (
    <div className="loan-form">
      {refused.length > 0 ? (
        <div ref={summaryRef} className="error-summary" tabIndex={-1} aria-labelledby="loan-error-summary">
          <h2 id="loan-error-summary" className="error-summary__title">
            {l.errorSummary}
          </h2>
          <ul>
            {refused.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {messages[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="get" noValidate className="loan-form__form" aria-labelledby="loan-form-heading">
        <h2 id="loan-form-heading">{l.formHeading}</h2>
        <input type="hidden" name="lang" value={lang} />
        <div className={`form-field${messages.product ? " form-field--invalid" : ""}`}>
          <label htmlFor={fieldId("product")} className="form-field__label">
            {l.product}
          </label>
          <p id={`${fieldId("product")}-hint`} className="form-field__hint" aria-live="polite">
            {productHint(calculatorText, productId)}
          </p>
          {messages.product ? <FieldError id={`${fieldId("product")}-error`} text={messages.product} /> : null}
          <select
            id={fieldId("product")}
            name="product"
            defaultValue={query.values.product}
            onChange={(event) => setProductId(event.target.value)}
            aria-invalid={messages.product ? true : undefined}
            aria-describedby={[`${fieldId("product")}-hint`, messages.product ? `${fieldId("product")}-error` : null]
              .filter(Boolean)
              .join(" ")}
          >
            <option value="">{l.noProduct}</option>
            {LOAN_PRODUCTS.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name[lang]}
              </option>
            ))}
          </select>
        </div>
        <Field
          field="amount"
          label={l.amount}
          hint={l.amountHint}
          error={messages.amount}
          defaultValue={query.values.amount}
          inputMode="decimal"
        />
        <Field field="rate" label={l.rate} hint={l.rateHint} error={messages.rate} defaultValue={query.values.rate} inputMode="decimal" />
        <Field field="term" label={l.term} hint={l.termHint} error={messages.term} defaultValue={query.values.term} inputMode="numeric" />
        <div className="loan-form__actions">
          <button type="submit" className="button">
            {l.calculate}
          </button>
          {query.status === "empty" ? null : (
            <Link to={pathname} className="button button--secondary" onClick={startAgain}>
              {l.startAgain}
            </Link>
          )}
        </div>
      </Form>
    </div>
  );
}
