import type { FieldSpec } from "./form-model.ts";

/** One line of a side-by-side comparison: a field, or one language of a bilingual field. */
export interface DiffRow {
  /** The field's wire name (a bilingual field's two rows share it). */
  name: string;
  label: string;
  left: string;
  right: string;
  changed: boolean;
}

/** A value as an editor reads it in a table cell: words for empty and yes/no, JSON for anything nested. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function isSame(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

function readLanguage(value: unknown, lang: "en" | "ny"): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[lang] : undefined;
}

/** Two records compared field by field, English and Chichewa of a bilingual field on rows of their own, side by side. */
export function getDiffRows(fields: readonly FieldSpec[], left: Record<string, unknown>, right: Record<string, unknown>): DiffRow[] {
  return fields.flatMap((field): DiffRow[] => {
    if (field.kind === "bilingual")
      return (["en", "ny"] as const).map((lang) => {
        const [a, b] = [readLanguage(left[field.name], lang), readLanguage(right[field.name], lang)];
        return {
          name: field.name,
          label: `${field.label} (${lang === "en" ? "English" : "Chichewa"})`,
          left: describeValue(a),
          right: describeValue(b),
          changed: !isSame(a, b),
        };
      });
    const [a, b] = [left[field.name], right[field.name]];
    return [{ name: field.name, label: field.label, left: describeValue(a), right: describeValue(b), changed: !isSame(a, b) }];
  });
}

/** The fields another person changed since `base` to something other than the editor's: each is the editor's choice. */
export function getTheirChanges(
  fields: readonly FieldSpec[],
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): FieldSpec[] {
  return fields.filter((field) => !isSame(base[field.name], theirs[field.name]) && !isSame(theirs[field.name], mine[field.name]));
}

/** The first choice of each: theirs where the editor left the field alone, the editor's where both changed it. */
export function getDefaultPicks(changes: readonly FieldSpec[], base: Record<string, unknown>, mine: Record<string, unknown>): Set<string> {
  return new Set(changes.filter((field) => isSame(base[field.name], mine[field.name])).map((field) => field.name));
}

/** The record to save after a merge: the editor's, with the other person's value for each field picked as theirs. */
export function mergeRecords(theirs: Record<string, unknown>, mine: Record<string, unknown>, takeTheirs: ReadonlySet<string>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...mine };
  for (const name of takeTheirs) merged[name] = theirs[name];
  return merged;
}
