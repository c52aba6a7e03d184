import { lazy, Suspense, useEffect, useState } from "react";
import type { Language } from "#domain/language.ts";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { loadMessages } from "#app/i18n/messages.ts";
import { LanguageOverrideContext } from "#app/i18n/use-language.ts";
import type { FieldSpec } from "./form-model.ts";

/** The visitor cards: a chunk of their own, fetched when a record's preview first shows (ADR 075). */
const VisitorView = lazy(() => import("./preview-cards.tsx"));

const LANGUAGES: ReadonlyArray<{ lang: Language; name: string }> = [
  { lang: "en", name: "English" },
  { lang: "ny", name: "Chichewa" },
];

/** The chosen language's dictionary (a page loads only its own; the console's is English). */
function useDictionary(lang: Language): boolean {
  const [loaded, setLoaded] = useState<Language | undefined>();
  useEffect(() => {
    let cancelled = false;
    void loadMessages(lang).then(() => !cancelled && setLoaded(lang));
    return () => {
      cancelled = true;
    };
  }, [lang]);
  return loaded === lang;
}

/**
 * A file's size and media type are the server's (form-model.ts FILE_FACTS), so a draft of a stored
 * record carries none: while the draft keeps the stored file, its row shows the stored facts, as
 * the published row will.
 */
function withStoredFileFacts(input: Record<string, unknown>, stored: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!stored || input.file_size != null || typeof input.file_url !== "string" || input.file_url !== stored.file_url) return input;
  return { ...input, file_size: stored.file_size ?? null, mime_type: stored.mime_type ?? input.mime_type };
}

/**
 * The record as the site will show it, drawn by the same components the visitor pages use, in
 * the language the editor chooses. Shown only for a draft the schema accepts: the visitor
 * components expect complete records.
 */
export function RecordPreview({
  collection,
  input,
  id,
  stored,
  fields,
}: {
  collection: CollectionName;
  input: Record<string, unknown> | undefined;
  id: string | undefined;
  /** The record as it is published, if it is: what the server fills in that the form leaves out. */
  stored?: Record<string, unknown> | undefined;
  /** The form's fields: the preview names each with its label. */
  fields: readonly FieldSpec[];
}) {
  const [lang, setLang] = useState<Language>("en");
  const isReady = useDictionary(lang);
  const name = LANGUAGES.find((entry) => entry.lang === lang)!.name;
  const loading = <p className="staff-field__hint">Loading the preview…</p>;
  return (
    <section className="staff-preview" aria-labelledby="staff-preview-heading">
      <div className="staff-preview__header">
        <h2 id="staff-preview-heading">Preview</h2>
        <div className="staff-preview__toggle" role="group" aria-label="Preview language">
          {LANGUAGES.map((entry) => (
            <button
              key={entry.lang}
              type="button"
              className="staff-button staff-button--quiet"
              aria-pressed={entry.lang === lang}
              onClick={() => setLang(entry.lang)}
            >
              {entry.name}
            </button>
          ))}
        </div>
      </div>
      {!input ? (
        <p className="staff-field__hint">The preview shows once every field is filled in correctly.</p>
      ) : (
        // Focusable: the preview scrolls on its own on a wide screen, and a keyboard must reach it.
        <section className="staff-preview__pane" lang={lang} aria-label={`Preview in ${name}`} tabIndex={0}>
          {!isReady ? (
            loading
          ) : (
            <Suspense fallback={loading}>
              <LanguageOverrideContext value={lang}>
                <VisitorView
                  collection={collection}
                  record={{ ...withStoredFileFacts(input, stored), id: id ?? "new", created_at: new Date(0).toISOString() }}
                  lang={lang}
                  fields={fields}
                />
              </LanguageOverrideContext>
            </Suspense>
          )}
        </section>
      )}
    </section>
  );
}
