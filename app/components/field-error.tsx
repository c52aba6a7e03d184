import "./field-error.css";

/** The reason a form field was refused (the KYC form, the loan calculator), next to it; the icon adds a cue besides the colour, silent for screen readers. */
export function FieldError({ id, text }: { id?: string; text: string }) {
  return (
    <p id={id} className="field-error">
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden focusable={false} className="field-error__icon">
        <path
          d="M12 3l10 18H2L12 3zM12 10v5M12 18h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {text}
    </p>
  );
}
