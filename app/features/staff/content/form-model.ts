import type { z } from "zod";
import type { CollectionName } from "#domain/schemas/collections.ts";
import { specSpellings } from "#domain/schemas/common.ts";

/**
 * The console's forms are drawn from the same zod schemas the API validates with, so a field
 * added to a `domain/schemas/*` schema appears in its form without console work. This module
 * reads a schema into plain field descriptions (no React), and turns zod issues into messages
 * keyed by field path.
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
  | (FieldBase & { kind: "text"; multiline: boolean; format: "plain" | "url" | "date" | "email" | "phone" })
  | (FieldBase & { kind: "bilingual"; multiline: boolean; html: boolean })
  | (FieldBase & { kind: "number"; integer: boolean; min: number | undefined; max: number | undefined })
  | (FieldBase & { kind: "boolean" })
  | (FieldBase & { kind: "choice"; options: ChoiceOption[] })
  | (FieldBase & { kind: "multi-choice"; options: ChoiceOption[] })
  | (FieldBase & { kind: "list"; itemFields: FieldSpec[] });

export interface ChoiceOption {
  value: ChoiceValue;
  label: string;
}

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number; format?: string } } }>;
  format?: string;
  in?: z.ZodType;
};

function getDef(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** Field names whose words read badly when simply spaced out (wire names kept from spec §3). */
const LABELS: Record<string, string> = {
  longtude: "Longitude",
  creater_name: "Author",
  shareDiscription: "Share description",
  shareTitle: "Share title",
  showSocialIcons: "Show share buttons",
  readingTime: "Reading time (minutes)",
  image_cover_url: "Cover image",
  image_url: "Image",
  image: "Image",
  file_url: "File",
  url: "Image file",
  link_href: "Link address",
  region_id: "Region",
  category2: "Personal or business",
  query_type: "Listed under",
  max_amount: "Largest amount (MWK)",
  max_term_months: "Longest term (months)",
  rate: "Rate (% a year)",
  buying: "Buying (MWK)",
  selling: "Selling (MWK)",
  currency_code: "Currency code",
  kyc_account_type_name: "KYC account type",
  document_type_name: "Document type",
  executive_role_type_name: "Role type",
  company_name: "Company",
  site: "Company",
  sites: "Companies",
  mime_type: "Media type",
  file_size: "File size (bytes)",
  set_at: "Set at",
};

/** Human words for a wire field name: `published_at` → "Published at". */
export function getFieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Bilingual fields that hold paragraphs rather than a line (the schemas give them no separate type). */
const LONG_TEXT_FIELDS = new Set(["description", "bio", "summary", "shareDiscription", "subtitle"]);

/** The words of a few option values that are codes on the wire. */
const OPTION_LABELS: Record<string, string> = {
  holding: "Financial holdings",
  bank: "Bank",
  moneyBureau: "Money bureau",
  discountHouse: "Discount house",
  properties: "Properties",
  atm: "ATM",
};

function getOptionLabel(value: ChoiceValue, field: string): string {
  if (field === "region_id")
    return ({ 1: "Central", 2: "Northern", 3: "Southern" } as Record<string, string>)[String(value)] ?? String(value);
  return OPTION_LABELS[String(value)] ?? String(value).charAt(0).toUpperCase() + String(value).slice(1);
}

function getMaxLength(def: ZodDef): number | undefined {
  return def.checks?.map((check) => check._zod.def).find((check) => check.check === "max_length")?.maximum;
}

function getNumberBound(def: ZodDef, check: "greater_than" | "less_than"): number | undefined {
  return def.checks?.map((item) => item._zod.def).find((item) => item.check === check)?.value;
}

/** The literal values of a choice (enum, literal, or a union of literals), or undefined when not a choice. */
function getChoiceValues(schema: z.ZodType): ChoiceValue[] | undefined {
  const def = getDef(schema);
  if (def.type === "enum") return Object.values(def.entries ?? {});
  if (def.type === "literal") return def.values as ChoiceValue[];
  if (def.type === "union") {
    const parts = (def.options ?? []).map(getChoiceValues);
    return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
  }
  return undefined;
}

function isBilingual(def: ZodDef): boolean {
  const keys = def.type === "object" ? Object.keys(def.shape ?? {}) : [];
  return keys.length === 2 && keys.includes("en") && keys.includes("ny");
}

function getTextFormat(name: string, def: ZodDef): "plain" | "url" | "date" | "email" | "phone" {
  if (def.type === "union") {
    const types = (def.options ?? []).map((option) => getDef(option));
    if (types.some((option) => option.format === "datetime" || option.format === "date")) return "date";
    if (types.some((option) => option.format === "email")) return "email";
  }
  if (def.format === "email") return "email";
  if (name === "phone") return "phone";
  if (/(^|_)(url|href)$/.test(name) || name === "image") return "url";
  return "plain";
}

/** Reads one field of a schema into its description. */
export function describeField(name: string, schema: z.ZodType): FieldSpec {
  let def = getDef(schema);
  let nullable = false;
  let optional = false;
  // Wrappers: a default or optional lets the control stay empty; nullable lets it be emptied to null.
  while (def.type === "default" || def.type === "nullable" || def.type === "optional" || def.type === "pipe") {
    if (def.type === "nullable") nullable = true;
    if (def.type === "default" || def.type === "optional") optional = true;
    schema = (def.type === "pipe" ? def.in : def.innerType) as z.ZodType;
    def = getDef(schema);
  }
  const base = { name, label: getFieldLabel(name), nullable, optional };
  const choices = getChoiceValues(schema);
  if (choices) return { ...base, kind: "choice", options: choices.map((value) => ({ value, label: getOptionLabel(value, name) })) };
  switch (def.type) {
    case "boolean":
      return { ...base, kind: "boolean" };
    case "number":
      return {
        ...base,
        kind: "number",
        integer: def.checks?.some((check) => check._zod.def.format === "safeint") ?? false,
        min: getNumberBound(def, "greater_than"),
        max: getNumberBound(def, "less_than"),
      };
    case "object": {
      if (isBilingual(def)) {
        const max = getMaxLength(getDef(def.shape!.en!));
        // Blog HTML is the only bilingual text with its own, large limit (domain/schemas/blog.ts).
        const html = max !== undefined && max > 20_000;
        return { ...base, kind: "bilingual", multiline: html || LONG_TEXT_FIELDS.has(name), html };
      }
      throw new Error(`The console cannot draw the object field ${name}`);
    }
    case "array": {
      const element = def.element!;
      const elementChoices = getChoiceValues(element);
      if (elementChoices)
        return { ...base, kind: "multi-choice", options: elementChoices.map((value) => ({ value, label: getOptionLabel(value, name) })) };
      return { ...base, kind: "list", itemFields: describeFields(element) };
    }
    default: {
      const max = getMaxLength(def);
      const format = getTextFormat(name, def);
      return { ...base, kind: "text", multiline: format === "plain" && (max === undefined || max > 300), format };
    }
  }
}

/**
 * The fields of an object schema, in schema order. A schema that normalises its input after
 * parsing (a pipe into a transform, like the blog's summary and defaults) is drawn from the
 * object it reads: that is what an editor types. Spec §3's other spellings of a field (a loan's
 * `Target Group`) get no control: the editor fills ours.
 */
export function describeFields(schema: z.ZodType): FieldSpec[] {
  let def = getDef(schema);
  while (def.type === "pipe" && def.in) def = getDef(def.in);
  if (def.type !== "object") throw new Error("The console draws forms of object schemas only");
  return Object.entries(def.shape ?? {})
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

/** Fields the form fills by itself from other fields (a branch's region name follows its region). */
export const DERIVED_FIELDS: Partial<
  Record<CollectionName, { hidden: readonly string[]; derive: (draft: Record<string, unknown>) => Record<string, unknown> }>
> = {
  branches: {
    hidden: ["region_name"],
    derive: (draft) => ({
      ...draft,
      region_name: ({ 1: "Central", 2: "Northern", 3: "Southern" } as Record<string, string>)[String(draft.region_id)],
    }),
  },
};

/** Collections whose position is a pair of fields a map pin sets. */
export const COORDINATE_FIELDS: Partial<Record<CollectionName, { latitude: string; longitude: string }>> = {
  branches: { latitude: "latitude", longitude: "longtude" },
  money_bureau_locations: { latitude: "latitude", longitude: "longitude" },
};
