import { lazy, Suspense } from "react";
import { FieldError } from "#app/components/field-error.tsx";
import { MediaUploadField } from "#app/features/staff/media/media-upload-field.tsx";
import type { MediaItem } from "#domain/content/schemas/media-library.ts";
import { formatScheduleTime, parseScheduleTime } from "#domain/content/schedule-time.ts";
import { WeeklyHoursControl } from "./weekly-hours-control.tsx";
import { getClearedValue, getPathKey, getEmptyValue, type ChoiceValue, type FieldSpec } from "./form-model.ts";

// The editor (ProseMirror) loads only when a form has an HTML field.
const RichTextEditor = lazy(() =>
  import("#app/features/staff/rich-text/rich-text-editor.tsx").then((module) => ({ default: module.RichTextEditor })),
);

export interface FieldProps {
  field: FieldSpec;
  path: readonly (string | number)[];
  value: unknown;
  errors: Record<string, string>;
  onChange: (path: readonly (string | number)[], value: unknown) => void;
  /** A picture's description beside its address (`image_cover_alt` for `image_cover_url`, `alt` for `url`). */
  altSibling?: { path: readonly (string | number)[]; value: unknown } | undefined;
}

/**
 * The description beside a picture's address among `fields`, by the collections' naming
 * (`image_cover_alt` for `image_cover_url`, `alt` for `url`), with its value in `draft`; or undefined.
 */
export function findAltSibling(
  fields: readonly FieldSpec[],
  path: readonly (string | number)[],
  draft: Record<string, unknown>,
  name: string,
): FieldProps["altSibling"] {
  const altName = name === "url" ? "alt" : name.replace(/_url$/, "_alt");
  if (altName === name || !fields.some((other) => other.name === altName && other.kind === "bilingual")) return undefined;
  return { path: [...path, altName], value: draft[altName] };
}

/** Whether a description pair is still empty: the library's alt text may fill it. */
function isEmptyPair(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const pair = value as Partial<Record<"en" | "ny", string>>;
  return !pair.en?.trim() && !pair.ny?.trim();
}

/** The DOM id of a field's control (and, with `-error`, of its message). */
export function getFieldId(path: readonly (string | number)[]): string {
  return `field-${getPathKey(path).replaceAll(".", "-")}`;
}

function ErrorText({ path, errors }: { path: readonly (string | number)[]; errors: Record<string, string> }) {
  const text = errors[getPathKey(path)];
  return text ? <FieldError id={`${getFieldId(path)}-error`} text={text} /> : null;
}

function describedBy(path: readonly (string | number)[], errors: Record<string, string>, hint?: string): string | undefined {
  const ids = [errors[getPathKey(path)] ? `${getFieldId(path)}-error` : undefined, hint].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

const TODAY_HINT = "A date like 2026-11-23, or a date and time like 2026-11-23T08:00:00+02:00.";
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const SCHEDULE_HINT = "Malawi time, day/month/year and 24-hour time, like 01/12/2026 08:00. Leave empty for no limit.";

/** A schedule time (ADR 063): typed and shown as `dd/mm/yyyy HH:mm` in Malawi's time, sent as an ISO instant. */
function ScheduleTimeControl({ field, path, value, errors, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: "text" }> }) {
  const id = getFieldId(path);
  const hintId = `${id}-hint`;
  // An instant (from the server, or once typed in full) shows as editors write it; a half-typed time as typed.
  const shown = typeof value === "string" ? (ISO_INSTANT.test(value) ? formatScheduleTime(value) : value) : "";
  return (
    <div className="staff-field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        name={getPathKey(path)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy hh:mm"
        value={shown}
        aria-invalid={errors[getPathKey(path)] ? true : undefined}
        aria-describedby={describedBy(path, errors, hintId)}
        onChange={(event) => {
          const text = event.target.value;
          // A complete time is sent as an instant; anything else as typed, so the form says what is wrong.
          onChange(path, text.trim() === "" ? getClearedValue(field, "") : (parseScheduleTime(text) ?? text));
        }}
      />
      <p id={hintId} className="staff-field__hint">
        {SCHEDULE_HINT}
      </p>
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function TextControl({ field, path, value, errors, onChange, altSibling }: FieldProps & { field: Extract<FieldSpec, { kind: "text" }> }) {
  if (field.format === "date-time")
    return <ScheduleTimeControl field={field} path={path} value={value} errors={errors} onChange={onChange} />;
  const id = getFieldId(path);
  const hintId = field.format === "date" ? `${id}-hint` : undefined;
  const common = {
    id,
    name: getPathKey(path),
    value: typeof value === "string" ? value : "",
    "aria-invalid": errors[getPathKey(path)] ? true : undefined,
    "aria-describedby": describedBy(path, errors, hintId),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const isCleared = event.target.value === "";
      onChange(path, isCleared ? getClearedValue(field, "") : event.target.value);
      // A file's size and type go with it: a new address is measured by the server, and a document
      // whose file is taken away awaits another.
      if (field.name === "file_url") {
        onChange([...path.slice(0, -1), "file_size"], null);
        onChange([...path.slice(0, -1), "mime_type"], undefined);
      }
    },
  };
  if (field.format === "url") {
    // A file's size and type travel with its address (documents, tariff files).
    const onUploaded = (url: string, media: { size: number; content_type: string }) => {
      onChange(path, url);
      if (field.name === "file_url") {
        onChange([...path.slice(0, -1), "file_size"], media.size);
        onChange([...path.slice(0, -1), "mime_type"], media.content_type);
      }
    };
    // A picture chosen from the library brings its alt text to an empty description beside it.
    const onChosen = (item: MediaItem) => {
      if (altSibling && isEmptyPair(altSibling.value) && (item.alt.en || item.alt.ny)) onChange(altSibling.path, { ...item.alt });
    };
    return (
      <MediaUploadField
        label={field.label}
        {...common}
        onValue={onUploaded}
        libraryType={field.name === "file_url" ? undefined : "image"}
        onChosen={onChosen}
        error={<ErrorText path={path} errors={errors} />}
      />
    );
  }
  return (
    <div className="staff-field">
      <label htmlFor={id}>{field.label}</label>
      {field.multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={field.format === "email" ? "email" : field.format === "phone" ? "tel" : "text"} autoComplete="off" {...common} />
      )}
      {hintId ? (
        <p id={hintId} className="staff-field__hint">
          {TODAY_HINT}
        </p>
      ) : null}
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function BilingualControl({ field, path, value, errors, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: "bilingual" }> }) {
  const pair = { en: "", ny: "", ...((value ?? {}) as Partial<{ en: string; ny: string }>) };
  // A pair emptied on both sides is null (or left out) where the field allows it: a banner without a subtitle.
  const setSide = (lang: "en" | "ny", text: string) => {
    const next = { ...pair, [lang]: text };
    if (next.en === "" && next.ny === "" && (field.nullable || field.optional)) onChange(path, getClearedValue(field, next));
    else onChange([...path, lang], text);
  };
  const languages = [
    { lang: "en", name: "English" },
    { lang: "ny", name: "Chichewa" },
  ] as const;
  return (
    <fieldset className="staff-field staff-field--bilingual">
      <legend>{field.label}</legend>
      <div className="staff-bilingual">
        {languages.map(({ lang, name }) => {
          const itemPath = [...path, lang];
          const id = getFieldId(itemPath);
          const invalid = errors[getPathKey(itemPath)] ? true : undefined;
          return (
            <div key={lang} className="staff-bilingual__side">
              {field.html ? (
                <Suspense fallback={<p className="staff-field__hint">Loading the editor…</p>}>
                  <RichTextEditor
                    id={id}
                    label={`${field.label} in ${name}`}
                    lang={lang}
                    html={pair[lang] ?? ""}
                    invalid={invalid === true}
                    describedBy={describedBy(itemPath, errors)}
                    onChange={(html) => setSide(lang, html)}
                  />
                </Suspense>
              ) : (
                <>
                  <label htmlFor={id}>{name}</label>
                  {field.multiline ? (
                    <textarea
                      id={id}
                      lang={lang}
                      rows={4}
                      value={pair[lang] ?? ""}
                      aria-invalid={invalid}
                      aria-describedby={describedBy(itemPath, errors)}
                      onChange={(event) => setSide(lang, event.target.value)}
                    />
                  ) : (
                    <input
                      id={id}
                      lang={lang}
                      type="text"
                      autoComplete="off"
                      value={pair[lang] ?? ""}
                      aria-invalid={invalid}
                      aria-describedby={describedBy(itemPath, errors)}
                      onChange={(event) => setSide(lang, event.target.value)}
                    />
                  )}
                </>
              )}
              <ErrorText path={itemPath} errors={errors} />
            </div>
          );
        })}
      </div>
      <ErrorText path={path} errors={errors} />
    </fieldset>
  );
}

function NumberControl({ field, path, value, errors, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: "number" }> }) {
  const id = getFieldId(path);
  return (
    <div className="staff-field staff-field--short">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={field.integer ? 1 : "any"}
        min={field.min}
        max={field.max}
        value={typeof value === "number" && Number.isFinite(value) ? value : ""}
        aria-invalid={errors[getPathKey(path)] ? true : undefined}
        aria-describedby={describedBy(path, errors)}
        onChange={(event) => {
          const text = event.target.value;
          onChange(path, text === "" ? (field.nullable ? null : undefined) : Number(text));
        }}
      />
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function ChoiceControl({ field, path, value, errors, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: "choice" }> }) {
  const id = getFieldId(path);
  const index = field.options.findIndex((option) => option.value === value);
  return (
    <div className="staff-field staff-field--short">
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        value={index === -1 ? "" : String(index)}
        aria-invalid={errors[getPathKey(path)] ? true : undefined}
        aria-describedby={describedBy(path, errors)}
        onChange={(event) => {
          const chosen = event.target.value === "" ? undefined : field.options[Number(event.target.value)];
          onChange(path, chosen ? chosen.value : field.nullable ? null : undefined);
        }}
      >
        <option value="">{field.nullable ? "None" : "Choose…"}</option>
        {field.options.map((option, optionIndex) => (
          <option key={String(option.value)} value={String(optionIndex)}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

function MultiChoiceControl({
  field,
  path,
  value,
  errors,
  onChange,
}: FieldProps & { field: Extract<FieldSpec, { kind: "multi-choice" }> }) {
  const chosen = Array.isArray(value) ? (value as ChoiceValue[]) : [];
  return (
    <fieldset className="staff-field" aria-describedby={describedBy(path, errors)}>
      <legend>{field.label}</legend>
      <div className="staff-checks">
        {field.options.map((option) => (
          <label key={String(option.value)} className="staff-check">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(path, event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value))
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText path={path} errors={errors} />
    </fieldset>
  );
}

function ListControl({ field, path, value, errors, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: "list" }> }) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const today = new Date().toISOString().slice(0, 10);
  const singular = field.label.replace(/s$/, "").toLowerCase();
  return (
    <fieldset className="staff-field staff-field--list">
      <legend>{field.label}</legend>
      {items.length === 0 ? <p className="staff-field__hint">None yet.</p> : null}
      <ol className="staff-list-items">
        {items.map((item, index) => (
          <li key={index} className="staff-list-item">
            <SchemaFields fields={field.itemFields} path={[...path, index]} draft={item} errors={errors} onChange={onChange} />
            <button
              type="button"
              className="staff-button staff-button--quiet"
              onClick={() =>
                onChange(
                  path,
                  items.filter((_, other) => other !== index),
                )
              }
            >
              Remove {singular} {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="staff-button staff-button--quiet"
        onClick={() =>
          onChange(path, [
            ...items,
            Object.fromEntries(field.itemFields.map((itemField) => [itemField.name, getEmptyValue(itemField, today)])),
          ])
        }
      >
        Add {singular}
      </button>
      <ErrorText path={path} errors={errors} />
    </fieldset>
  );
}

function BooleanControl({ field, path, value, errors, onChange }: FieldProps) {
  const id = getFieldId(path);
  return (
    <div className="staff-field staff-field--check">
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        aria-describedby={describedBy(path, errors)}
        onChange={(event) => onChange(path, event.target.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
      <ErrorText path={path} errors={errors} />
    </div>
  );
}

/** One field of any kind. */
export function SchemaField(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case "text":
      return <TextControl {...props} field={field} />;
    case "bilingual":
      return <BilingualControl {...props} field={field} />;
    case "number":
      return <NumberControl {...props} field={field} />;
    case "boolean":
      return <BooleanControl {...props} />;
    case "choice":
      return <ChoiceControl {...props} field={field} />;
    case "multi-choice":
      return <MultiChoiceControl {...props} field={field} />;
    case "list":
      return <ListControl {...props} field={field} />;
    case "weekly-hours":
      return <WeeklyHoursControl {...props} field={field} />;
  }
}

interface SchemaFieldsProps {
  fields: readonly FieldSpec[];
  path: readonly (string | number)[];
  draft: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (path: readonly (string | number)[], value: unknown) => void;
}

/** A form's fields in schema order. */
export function SchemaFields({ fields, path, draft, errors, onChange }: SchemaFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <SchemaField
          key={field.name}
          field={field}
          path={[...path, field.name]}
          value={draft[field.name]}
          errors={errors}
          onChange={onChange}
          altSibling={findAltSibling(fields, path, draft, field.name)}
        />
      ))}
    </>
  );
}
