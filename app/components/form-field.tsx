import { useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError } from "./field-error.tsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

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
  error?: string | undefined;
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

/**
 * A one-line text field whose value the screen holds. It keeps what a visitor typed before the
 * screen hydrated (see useTypedBeforeHydration), so each screen need not wire that itself.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  ...attributes
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "autoComplete" | "autoCapitalize" | "name" | "placeholder" | "required">) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(description) => (
        <input
          ref={input}
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...attributes}
          {...description}
        />
      )}
    </FormField>
  );
}
