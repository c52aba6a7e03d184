/**
 * One labelled console input with its error below it, tied to the input for screen readers. Used
 * where the form's own fields are plain text, e-mail or password inputs.
 */
export function StaffField({
  id,
  name = id,
  label,
  type = "text",
  autoComplete,
  error,
}: {
  id: string;
  name?: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  error?: string | undefined;
}) {
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        spellCheck={false}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="staff-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
