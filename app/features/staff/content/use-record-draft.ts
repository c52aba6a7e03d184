import { useCallback, useMemo, useState } from "react";
import type { z } from "zod";
import { COLLECTIONS } from "#domain/content/schemas/collections.ts";
import {
  createDraftFromRecord,
  createEmptyDraft,
  DERIVED_FIELDS,
  describeFields,
  getIssueMessages,
  setValueAtPath,
  type FieldSpec,
} from "./form-model.ts";
import type { PublishedCollection } from "./published-collections.ts";

export interface RecordDraft {
  /** Every field of the collection's input schema, derived ones left out. */
  fields: FieldSpec[];
  draft: Record<string, unknown>;
  /** The draft as the API will receive it, when the schema accepts it. */
  input: Record<string, unknown> | undefined;
  /** Messages by field path; shown once the editor has tried to save. */
  errors: Record<string, string>;
  hasTriedToSave: boolean;
  /** Whether the editor has changed anything since the form was filled (opened, or reset). */
  isDirty: boolean;
  setValue: (path: readonly (string | number)[], value: unknown) => void;
  /** Marks the form as submitted; answers the input when the schema accepts it. */
  submit: () => Record<string, unknown> | undefined;
  /**
   * Shows the server's refusal of one field beside it (`content.en`: HTML that nests too deeply,
   * or grows past the limit once cleaned: rules the schema alone cannot check). Cleared when the
   * editor changes the draft.
   */
  setServerError: (path: string, message: string) => void;
  reset: (record: Record<string, unknown> | undefined) => void;
}

function getToday(): string {
  return new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A record's form state, checked by the collection's own input schema (the one the API
 * validates with), so the messages beside the fields are the API's rules.
 */
export function useRecordDraft(collection: PublishedCollection, record: Record<string, unknown> | undefined): RecordDraft {
  const schema = COLLECTIONS[collection].inputSchema as z.ZodType;
  const derived = DERIVED_FIELDS[collection];
  const fields = useMemo(() => describeFields(schema).filter((field) => !derived?.hidden.includes(field.name)), [schema, derived]);
  const [draft, setDraft] = useState<Record<string, unknown>>(() =>
    record ? createDraftFromRecord(fields, record) : createEmptyDraft(fields, getToday()),
  );
  // What the form held when filled: the draft differs from it once the editor changes anything.
  const [baseline, setBaseline] = useState(draft);
  const isDirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(baseline), [draft, baseline]);
  const [hasTriedToSave, setHasTriedToSave] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const parsed = useMemo(() => schema.safeParse(derived ? derived.derive(draft) : draft), [schema, derived, draft]);
  const errors = useMemo(
    () => ({ ...serverErrors, ...(hasTriedToSave && !parsed.success ? getIssueMessages(parsed.error) : {}) }),
    [serverErrors, hasTriedToSave, parsed],
  );

  const setValue = useCallback((path: readonly (string | number)[], value: unknown) => {
    setDraft((current) => setValueAtPath(current, path, value) as Record<string, unknown>);
    setServerErrors((current) => (Object.keys(current).length === 0 ? current : {}));
  }, []);
  const setServerError = useCallback((path: string, message: string) => setServerErrors({ [path]: message }), []);
  const submit = useCallback(() => {
    setHasTriedToSave(true);
    return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
  }, [parsed]);
  const reset = useCallback(
    (next: Record<string, unknown> | undefined) => {
      const filled = next ? createDraftFromRecord(fields, next) : createEmptyDraft(fields, getToday());
      setDraft(filled);
      setBaseline(filled);
      setHasTriedToSave(false);
      setServerErrors({});
    },
    [fields],
  );

  return {
    fields,
    draft,
    input: parsed.success ? (parsed.data as Record<string, unknown>) : undefined,
    errors,
    hasTriedToSave,
    isDirty,
    setValue,
    submit,
    setServerError,
    reset,
  };
}
