import { z } from "zod";

/**
 * How the staff console draws a field, declared beside the field (ADR 044), the way Payload and
 * Directus keep field configuration with the collection. The console's form builder reads it;
 * the API ignores it. A registry of its own rather than zod's global one (`.meta()`): the OpenAPI
 * document is built from the global registry, and a form's words are not part of the API.
 */
export interface FormFieldMeta {
  /** The field's name in the form, where its wire name does not read well (`longtude`, `creater_name`). */
  label?: string;
  /**
   * The control, where the schema alone does not say: paragraphs (`textarea`), rich text
   * (`html`), or a text input of a kind (a link, an e-mail address, a phone number, a date).
   */
  widget?: "textarea" | "html" | "url" | "email" | "phone" | "date" | "date-time" | "weekly-hours";
  /** Words for the values of a choice that are codes on the wire (`moneyBureau`: "Money bureau"). */
  optionLabels?: Readonly<Record<string, string>>;
}

export const formFields = z.registry<FormFieldMeta>();

/**
 * A field's schema with its form metadata. A copy of the schema, so the other fields built from a
 * shared schema keep theirs; the copy inherits what the shared schema declares (a link's widget).
 */
export function formField<T extends z.ZodType>(schema: T, meta: FormFieldMeta): T {
  const copy = schema.clone();
  formFields.add(copy as z.ZodType, meta);
  return copy;
}
