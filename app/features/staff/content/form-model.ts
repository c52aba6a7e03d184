import { z } from "zod";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { specSpellings } from "#domain/schemas/common.ts";
import { formFields, type FormFieldMeta } from "#domain/schemas/form-fields.ts";
import { REGIONS } from "#domain/content/schemas/branch.ts";

/**
 * The console's forms are drawn from the same zod schemas the API validates with, so a field
 * added to a `domain/schemas/*` schema appears in its form without console work. This module
 * reads a schema into plain field descriptions (no React) through zod's public API and the
 * labels and widgets each field declares (domain/schemas/form-fields.ts, ADR 044), and turns zod
 * issues into messages keyed by field path.
 */

export type ChoiceValue = string | number;

export interface FieldBase {
  /** The wire name of the field. */
  name: string;
  label: string;
  /** The field may be null (an empty control sends null). */
  nullable: boolean;
  /** The field may be left out: an empty control sends nothing and the server's default applies (ADR 026). */
  optional: boolean;
}

export type FieldSpec =
  | (FieldBase & { kind: "text"; multiline: boolean; format: "plain" | "url" | "date" | "date-time" | "email" | "phone" })
  | (FieldBase & { kind: "bilingual"; multiline: boolean; html: boolean })
  | (FieldBase & { kind: "number"; integer: boolean; min: number | undefined; max: number | undefined })
  | (FieldBase & { kind: "boolean" })
  | (FieldBase & { kind: "choice"; options: ChoiceOption[] })
  | (FieldBase & { kind: "multi-choice"; options: ChoiceOption[] })
  | (FieldBase & { kind: "list"; itemFields: FieldSpec[] })
  | (FieldBase & { kind: "weekly-hours" });

export interface ChoiceOption {
  value: ChoiceValue;
  label: string;
}

/** A field's form metadata (domain/schemas/form-fields.ts): what it declares, over what the schema it wraps declares. */
function getMeta(schema: z.ZodType): FormFieldMeta {
  return formFields.get(schema) ?? {};
}

/** Human words for a wire field name, where the field declares none: `published_at` → "Published at". */
export function getFieldLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function getOptionLabel(value: ChoiceValue, meta: FormFieldMeta): string {
  const text = String(value);
  return meta.optionLabels?.[text] ?? text.charAt(0).toUpperCase() + text.slice(1);
}

/** The literal values of a choice (enum, literal, or a union of literals), or undefined when not a choice. */
function getChoiceValues(schema: z.ZodType): ChoiceValue[] | undefined {
  if (schema instanceof z.ZodEnum) return schema.options as ChoiceValue[];
  if (schema instanceof z.ZodLiteral) return [...schema.values] as ChoiceValue[];
  if (schema instanceof z.ZodUnion) {
    const parts = (schema.options as z.ZodType[]).map(getChoiceValues);
    return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
  }
  return undefined;
}

/** The widget a schema declares, or one of a union's options declares (an e-mail address or nothing). */
function getWidget(schema: z.ZodType): FormFieldMeta["widget"] {
  const own = getMeta(schema).widget;
  if (own || !(schema instanceof z.ZodUnion)) return own;
  return (schema.options as z.ZodType[]).map(getWidget).find((widget) => widget !== undefined);
}

function isBilingual(schema: z.ZodType): schema is z.ZodObject<{ en: z.ZodString; ny: z.ZodString }> {
  if (!(schema instanceof z.ZodObject)) return false;
  const keys = Object.keys(schema.shape);
  return keys.length === 2 && keys.includes("en") && keys.includes("ny");
}

function getTextFormat(widget: FormFieldMeta["widget"]): "plain" | "url" | "date" | "date-time" | "email" | "phone" {
  return widget === "url" || widget === "date" || widget === "date-time" || widget === "email" || widget === "phone" ? widget : "plain";
}

/** Reads one field of a schema into its description: its declared metadata, over what the schema itself says. */
export function describeField(name: string, schema: z.ZodType): FieldSpec {
  let nullable = false;
  let optional = false;
  let meta = getMeta(schema);
  // Wrappers: a default or optional lets the control stay empty; nullable lets it be emptied to null.
  for (;;) {
    if (schema instanceof z.ZodNullable) nullable = true;
    else if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) optional = true;
    else if (!(schema instanceof z.ZodPipe)) break;
    schema = (schema instanceof z.ZodPipe ? schema.in : schema.unwrap()) as z.ZodType;
    meta = { ...getMeta(schema), ...meta };
  }
  const base = { name, label: meta.label ?? getFieldLabel(name), nullable, optional };
  const choices = getChoiceValues(schema);
  if (choices) return { ...base, kind: "choice", options: choices.map((value) => ({ value, label: getOptionLabel(value, meta) })) };
  if (schema instanceof z.ZodBoolean) return { ...base, kind: "boolean" };
  if (schema instanceof z.ZodNumber)
    return { ...base, kind: "number", integer: schema.isInt, min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
  if (isBilingual(schema)) {
    const html = meta.widget === "html";
    return { ...base, kind: "bilingual", multiline: html || meta.widget === "textarea", html };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    const elementChoices = getChoiceValues(element);
    const elementMeta = { ...getMeta(element), ...meta };
    if (elementChoices)
      return {
        ...base,
        kind: "multi-choice",
        options: elementChoices.map((value) => ({ value, label: getOptionLabel(value, elementMeta) })),
      };
    return { ...base, kind: "list", itemFields: describeFields(element) };
  }
  if (meta.widget === "weekly-hours") return { ...base, kind: "weekly-hours" };
  if (schema instanceof z.ZodObject) throw new Error(`The console cannot draw the object field ${name}`);
  const format = getTextFormat(meta.widget ?? getWidget(schema));
  const max = schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
  return {
    ...base,
    kind: "text",
    multiline: meta.widget === "textarea" || (format === "plain" && (max === undefined || max > 300)),
    format,
  };
}

/**
 * The fields of an object schema, in schema order. A schema that normalises its input after
 * parsing (a pipe into a transform, like the blog's summary and defaults) is drawn from the
 * object it reads: that is what an editor types. Spec §3's other spellings of a field (a loan's
 * `Target Group`) get no control: the editor fills ours.
 */
export function describeFields(schema: z.ZodType): FieldSpec[] {
  while (schema instanceof z.ZodPipe) schema = schema.in as z.ZodType;
  if (!(schema instanceof z.ZodObject)) throw new Error("The console draws forms of object schemas only");
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([, field]) => !specSpellings.has(field))
    .map(([name, field]) => describeField(name, field));
}

/** What an emptied control sends: null when the field may be null, nothing when it may be left out, else `empty`. */
export function getClearedValue(field: FieldSpec, empty: unknown): unknown {
  if (field.nullable) return null;
  return field.optional ? undefined : empty;
}

/** A value of a field before anyone types: empty (nothing when it may be left out), unticked, no choice, today for dates. */
export function getEmptyValue(field: FieldSpec, today: string): unknown {
  if (field.nullable) return null;
  switch (field.kind) {
    case "text":
      return field.format === "date" ? today : field.optional ? undefined : "";
    case "bilingual":
      // A pair with a server default (a document's title, a blog's summary) starts left out.
      return field.optional ? undefined : { en: "", ny: "" };
    case "boolean":
      return false;
    case "multi-choice":
    case "list":
      return [];
    default:
      return undefined;
  }
}

/** A new record's draft: every field empty. */
export function createEmptyDraft(fields: readonly FieldSpec[], today: string): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, getEmptyValue(field, today)]));
}

/** The draft of an existing record: its input fields only (no id, no created_at). */
export function createDraftFromRecord(fields: readonly FieldSpec[], record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, record[field.name] ?? (field.nullable ? null : undefined)]));
}

/** A path of a field in the draft, as the key of its messages: `roles.0.title.en`. */
export function getPathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/** The first message of each field path of a failed parse (a field shows one message at a time). */
export function getIssueMessages(error: z.ZodError | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = getPathKey(issue.path);
    messages[key] ??= getIssueText(issue);
  }
  return messages;
}

/** Words for an issue: zod's defaults name types ("expected string, received undefined"); editors need "Required". */
function getIssueText(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && /received (undefined|null)/.test(issue.message)) return "Required";
  if (issue.code === "invalid_type" && issue.expected === "number") return "Must be a number";
  if (issue.code === "invalid_union" || issue.code === "invalid_value") return "Choose one of the options";
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return "Required";
  if (issue.code === "too_small" && issue.origin === "number")
    return issue.inclusive ? `Must be at least ${issue.minimum}` : `Must be more than ${issue.minimum}`;
  if (issue.code === "too_big" && issue.origin === "number")
    return issue.inclusive ? `Must be at most ${issue.maximum}` : `Must be less than ${issue.maximum}`;
  if (issue.code === "too_big" && issue.origin === "string") return `Must be at most ${issue.maximum} characters`;
  return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
}

/** A field path in editors' words, for the error summary: `roles.0.title.en` → "Roles 1 › Title (English)". */
export function getPathLabel(fields: readonly FieldSpec[], path: readonly string[]): string {
  const [name, ...rest] = path;
  const field = fields.find((item) => item.name === name);
  if (!field) return path.join(" › ");
  if (field.kind === "bilingual" && (rest[0] === "en" || rest[0] === "ny"))
    return `${field.label} (${rest[0] === "en" ? "English" : "Chichewa"})`;
  if (field.kind === "list" && rest.length > 0) {
    const item = `${field.label} ${Number(rest[0]) + 1}`;
    return rest.length > 1 ? `${item} › ${getPathLabel(field.itemFields, rest.slice(1))}` : item;
  }
  return field.label;
}

/** A copy of the draft with the value at a path replaced. */
export function setValueAtPath(draft: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(draft)) {
    const copy = [...draft];
    copy[Number(head)] = setValueAtPath(copy[Number(head)], rest, value);
    return copy;
  }
  const object = (draft ?? {}) as Record<PropertyKey, unknown>;
  return { ...object, [head!]: setValueAtPath(object[head!], rest, value) };
}

/**
 * A file's size and media type are the server's to fill from the file itself (the upload's own
 * measure, or the published file's): not the editor's to type. An upload sets them in the draft;
 * changing the address clears them.
 */
const FILE_FACTS = { hidden: ["file_size", "mime_type"], derive: (draft: Record<string, unknown>) => draft } as const;

/** Fields the form fills by itself from other fields (a branch's region name follows its region). */
export const DERIVED_FIELDS: Partial<
  Record<CollectionName, { hidden: readonly string[]; derive: (draft: Record<string, unknown>) => Record<string, unknown> }>
> = {
  branches: {
    hidden: ["region_name"],
    derive: (draft) => ({
      ...draft,
      region_name: REGIONS.find((region) => region.id === draft.region_id)?.name,
    }),
  },
  documents: FILE_FACTS,
  bank_rate_files: FILE_FACTS,
};

/** Collections whose position is a pair of fields a map pin sets. */
export const COORDINATE_FIELDS: Partial<Record<CollectionName, { latitude: string; longitude: string }>> = {
  branches: { latitude: "latitude", longitude: "longtude" },
  money_bureau_locations: { latitude: "latitude", longitude: "longitude" },
};
