import { useState, type ReactNode } from "react";
import { FieldError } from "#app/components/field-error.tsx";

/**
 * A date of birth as three boxes, day, month and year, each with a number keypad: what people
 * write on forms in Malawi (14 05 1990), where a browser's date picker shows the order of its own
 * locale (05/14/1990 on many phones) and a calendar is a long way back to 1990. The value is
 * `YYYY-MM-DD` once all three are filled; until then the parts as typed, which the rules refuse
 * as not a real date (and which a reload gives back).
 */
export function DatePartsField({
  id,
  legend,
  hint,
  error,
  labels,
  value,
  onChange,
}: {
  /** The day box's id: an error summary or a refused Continue focuses it. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  labels: { day: string; month: string; year: string };
  value: string;
  onChange: (value: string) => void;
}) {
  // The boxes show what was typed ("5", not "05", while the month is being typed); the value
  // they give is the padded date. A value from elsewhere (the draft restored) replaces them.
  const [parts, setParts] = useState(() => toParts(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (composeDate(parts) !== value) setParts(toParts(value));
  }
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const change = (part: keyof DateParts, typed: string) => {
    const next = { ...parts, [part]: typed.replace(/\D/g, "") };
    setParts(next);
    onChange(composeDate(next));
  };
  const box = (part: keyof DateParts, boxId: string, length: number, autoComplete: string) => (
    <div className={`date-parts__part date-parts__part--${part}`}>
      <label htmlFor={boxId}>{labels[part]}</label>
      <input
        id={boxId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={length}
        autoComplete={autoComplete}
        value={parts[part]}
        onChange={(event) => change(part, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
  return (
    <fieldset className={`form-field date-parts${error ? " form-field--invalid" : ""}`} aria-describedby={describedBy}>
      <legend className="form-field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
      <div className="date-parts__boxes">
        {box("day", id, 2, "bday-day")}
        {box("month", `${id}-month`, 2, "bday-month")}
        {box("year", `${id}-year`, 4, "bday-year")}
      </div>
    </fieldset>
  );
}

interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The boxes of a value: `YYYY-MM-DD`, or the parts as typed (`YYYY-M-D`, any of them empty). */
function toParts(value: string): DateParts {
  const [year = "", month = "", day = ""] = value === "" ? [] : value.split("-");
  return { day, month, year };
}

/** `YYYY-MM-DD` once the three are filled; the parts as typed before; empty when all are. */
function composeDate({ day, month, year }: DateParts): string {
  if (day === "" && month === "" && year === "") return "";
  if (day !== "" && month !== "" && year.length === 4) return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return `${year}-${month}-${day}`;
}
