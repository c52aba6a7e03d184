import type { ReactNode } from "react";
import { FieldError } from "./field-error.tsx";

/** What a field's control carries so that a screen reader hears its hint and its error with it. */
export interface FieldDescription {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One form field: its label, an optional hint, the reason it was refused, then the control, which
 * `children` draws with the ids of the hint and the error it must point to.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (description: FieldDescription) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
    </div>
  );
}
