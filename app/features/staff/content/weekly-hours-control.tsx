import { FieldError } from "#app/components/field-error.tsx";
import { getWeekdayName, WEEKDAY_KEYS, type OpeningInterval, type WeekdayKey, type WeeklyHours } from "#domain/content/opening-state.ts";
import { getClearedValue, getPathKey, type FieldSpec } from "./form-model.ts";

interface WeeklyHoursControlProps {
  field: Extract<FieldSpec, { kind: "weekly-hours" }>;
  path: readonly (string | number)[];
  value: unknown;
  errors: Record<string, string>;
  onChange: (path: readonly (string | number)[], value: unknown) => void;
}

function getId(path: readonly (string | number)[]): string {
  return `field-${getPathKey(path).replaceAll(".", "-")}`;
}

function createClosedWeek(): WeeklyHours {
  return { always_open: false, days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
}

function isEmptyWeek(hours: WeeklyHours): boolean {
  return !hours.always_open && WEEKDAY_KEYS.every((day) => hours.days[day].length === 0);
}

/**
 * A branch's or bureau's week: "Open 24 hours", or a fieldset per weekday with its opening and
 * closing time (both empty: closed that day). A day's later intervals, which the API accepts, are
 * kept as they are; the console edits the first.
 */
export function WeeklyHoursControl({ field, path, value, errors, onChange }: WeeklyHoursControlProps) {
  const hours = (value as WeeklyHours | null | undefined) ?? createClosedWeek();
  const hintId = `${getId(path)}-hint`;
  const commit = (next: WeeklyHours) => onChange(path, isEmptyWeek(next) ? getClearedValue(field, next) : next);
  const setTime = (day: WeekdayKey, key: keyof OpeningInterval, time: string) => {
    const [first = { opens: "", closes: "" }, ...rest] = hours.days[day];
    const interval = { ...first, [key]: time };
    const intervals = interval.opens === "" && interval.closes === "" ? rest : [interval, ...rest];
    commit({ ...hours, days: { ...hours.days, [day]: intervals } });
  };
  const alwaysOpenId = getId([...path, "always_open"]);
  return (
    <fieldset className="staff-field staff-weekly-hours" aria-describedby={hintId}>
      <legend>{field.label}</legend>
      <p id={hintId} className="staff-field__hint">
        Times in Malawi time, like 08:00. Leave a day empty when it is closed; a closing time before the opening runs past midnight. Public
        holidays close every branch and bureau on their own.
      </p>
      <div className="staff-field staff-field--boolean">
        <input
          id={alwaysOpenId}
          type="checkbox"
          checked={hours.always_open}
          onChange={(event) => commit({ ...hours, always_open: event.target.checked })}
        />
        <label htmlFor={alwaysOpenId}>Open 24 hours, every day (ATMs)</label>
      </div>
      {hours.always_open
        ? null
        : WEEKDAY_KEYS.map((day, index) => {
            const first = hours.days[day][0];
            return (
              <fieldset key={day} className="staff-weekly-hours__day">
                <legend>{getWeekdayName(index, "en")}</legend>
                {(["opens", "closes"] as const).map((key) => {
                  const timePath = [...path, "days", day, 0, key];
                  const id = getId(timePath);
                  const message = errors[getPathKey(timePath)];
                  return (
                    <div key={key} className="staff-field">
                      <label htmlFor={id}>{key === "opens" ? "Opens" : "Closes"}</label>
                      <input
                        id={id}
                        type="time"
                        value={first?.[key] ?? ""}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${id}-error` : undefined}
                        onChange={(event) => setTime(day, key, event.target.value)}
                      />
                      {message ? <FieldError id={`${id}-error`} text={message} /> : null}
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
    </fieldset>
  );
}
