import { useDeferredValue, useEffect, useRef, useState } from "react";
import { MapPinField } from "#app/features/staff/map/map-pin-field.tsx";
import {
  createRecord,
  deleteRecord,
  getErrorText,
  getFieldRefusal,
  getStaleVersion,
  listRecordVersions,
  publishDraft,
  saveDraft,
  updateRecord,
  type ContentRecord,
} from "./content-api.client.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";
import { useUnsavedChangesGuard } from "../unsaved-changes.tsx";
import { COORDINATE_FIELDS, getPathLabel } from "./form-model.ts";
import { getCollectionText, type PublishedCollection } from "./published-collections.ts";
import { RecordMerge } from "./record-merge.tsx";
import { RecordPreview } from "./record-preview.tsx";
import { getRecordName } from "./record-summary.ts";
import { findAltSibling, getFieldId, SchemaField } from "./schema-form.tsx";
import { useRecordDraft } from "./use-record-draft.ts";
import type { Draft } from "#domain/content/schemas/draft.ts";

interface RecordFormProps {
  collection: PublishedCollection;
  /** The record being edited; none for a new one. */
  record: ContentRecord | undefined;
  /** The version of `record` (sent as If-Match); read from its history when not given. */
  version?: number | undefined;
  onSaved: (record: ContentRecord, action: "created" | "updated") => void;
  onDeleted: (record: ContentRecord) => void;
  onCancel: () => void;
  /** The saved draft the form opens with (ADR 057): its values fill the form, and Publish publishes it. */
  savedDraft?: Draft | undefined;
  /** Saving as a draft is offered when given: the published record stays as it is. */
  onDraftSaved?: (draft: Draft) => void;
  /** The preview follows the draft (the branch editor shows it on its map too). */
  onPreviewChange?: (input: Record<string, unknown> | undefined) => void;
}

/**
 * Create or edit one record: the fields of the collection's schema (English and Chichewa side by
 * side), the messages beside each field, the preview in both languages, save and delete.
 */
export function RecordForm({
  collection,
  record,
  version,
  savedDraft,
  onDraftSaved,
  onSaved,
  onDeleted,
  onCancel,
  onPreviewChange,
}: RecordFormProps) {
  const text = getCollectionText(collection);
  const form = useRecordDraft(
    collection,
    savedDraft ? { ...savedDraft.record, id: savedDraft.id, created_at: record?.created_at } : record,
  );
  const coordinates = COORDINATE_FIELDS[collection];
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const preview = useDeferredValue(form.input);
  useEffect(() => onPreviewChange?.(preview), [preview, onPreviewChange]);
  const { base, baseVersion, conflict, setConflict, rebase } = useSavedVersion(collection, record, version);
  // Changes not saved: leaving asks first; a save, a draft or a delete leaves without asking.
  const unsaved = useUnsavedChangesGuard(form.isDirty);

  /**
   * Saves over the version this form was based on; someone else's save since opens the merge. As a
   * draft, nothing is published; with a saved draft, publishing publishes it (same id, draft gone).
   */
  async function save(input: Record<string, unknown>, against = baseVersion, asDraft = false) {
    setIsSaving(true);
    setFailure(undefined);
    try {
      if (asDraft) {
        const draft = await saveDraft(collection, record?.id ?? savedDraft?.id, input);
        unsaved.allowLeaving();
        onDraftSaved?.(draft);
        return;
      }
      let saved: ContentRecord;
      if (savedDraft) {
        await saveDraft(collection, savedDraft.id, input);
        saved = await publishDraft(collection, savedDraft.id, record ? against : undefined);
      } else saved = record ? await updateRecord(collection, record.id, input, against) : await createRecord(collection, input);
      setConflict(undefined);
      unsaved.allowLeaving();
      onSaved(saved, record ? "updated" : "created");
    } catch (error) {
      const stale = getStaleVersion(error);
      if (stale?.current) {
        setConflict({ theirs: stale.current, version: stale.version, mine: input });
        return;
      }
      // A refusal that names a field (`body.content.en: …`) is shown beside that field too.
      const refusal = getFieldRefusal(error);
      if (refusal) {
        form.setServerError(refusal.path, refusal.text);
        setFailure("Some fields need attention: see the messages beside them.");
      } else setFailure(getErrorText(error));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setIsSaving(false);
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input) {
      setFailure("Some fields need attention: see the messages beside them.");
      // The summary first, so a screen reader hears why; its links lead to each field.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    await save(input, baseVersion, (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "draft");
  }

  async function onConfirmDelete() {
    if (!record) return;
    setIsDeleting(true);
    try {
      await deleteRecord(collection, record.id, baseVersion);
      setIsConfirming(false);
      unsaved.allowLeaving();
      onDeleted(record);
    } catch (error) {
      setIsConfirming(false);
      setFailure(getErrorText(error));
    } finally {
      setIsDeleting(false);
    }
  }

  const errorEntries = Object.entries(form.errors);
  const recordName = record ? getRecordName(record) : undefined;

  if (conflict && base)
    return (
      <>
        {unsaved.dialog}
        <RecordMerge
          fields={form.fields}
          base={base}
          theirs={conflict.theirs}
          mine={conflict.mine}
          isSaving={isSaving}
          onSave={(merged) => {
            rebase(conflict.theirs, conflict.version);
            form.reset({ ...merged, id: record?.id, created_at: record?.created_at });
            void save(merged, conflict.version);
          }}
          onCancel={() => {
            // Back to the form with the editor's values, now based on the other person's save.
            rebase(conflict.theirs, conflict.version);
            form.reset({ ...conflict.mine, id: record?.id, created_at: record?.created_at });
          }}
        />
      </>
    );

  return (
    <div className="staff-record">
      <form
        className="staff-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={record ? `Edit ${text.label} ${recordName}` : `New ${text.label}`}
      >
        {failure ? (
          <div ref={summaryRef} tabIndex={-1} className="staff-notice" data-kind="error" role="alert">
            <p>{failure}</p>
            {errorEntries.length > 0 ? (
              <ul>
                {errorEntries.map(([path, message]) => (
                  <li key={path}>
                    <a href={`#${getFieldId(path.split("."))}`}>
                      {getPathLabel(form.fields, path.split("."))}: {message}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {form.fields.map((field) => {
          if (coordinates && field.name === coordinates.longitude) return null;
          if (coordinates && field.name === coordinates.latitude) {
            return (
              <MapPinField
                key="position"
                latitudeField={field}
                longitudeField={form.fields.find((other) => other.name === coordinates.longitude)!}
                latitude={form.draft[coordinates.latitude]}
                longitude={form.draft[coordinates.longitude]}
                errors={form.errors}
                onChange={form.setValue}
              />
            );
          }
          return (
            <SchemaField
              key={field.name}
              field={field}
              path={[field.name]}
              value={form.draft[field.name]}
              errors={form.errors}
              onChange={form.setValue}
              altSibling={findAltSibling(form.fields, [], form.draft, field.name)}
            />
          );
        })}
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={isSaving}>
            {isSaving ? "Saving…" : record ? (savedDraft ? "Publish changes" : "Save changes") : `Publish ${text.label}`}
          </button>
          {onDraftSaved ? (
            <button type="submit" name="intent" value="draft" className="staff-button staff-button--quiet" disabled={isSaving}>
              Save as draft
            </button>
          ) : null}
          <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
            Cancel
          </button>
          {record ? (
            <button type="button" className="staff-button staff-button--danger staff-actions__end" onClick={() => setIsConfirming(true)}>
              Delete {text.label}
            </button>
          ) : null}
        </div>
      </form>
      <RecordPreview collection={collection} input={preview} id={record?.id} stored={record} fields={form.fields} />
      <ConfirmDeleteDialog
        // Branches' own screen lists no Bin yet (ADR 054).
        hasBin={collection !== "branches"}
        what={isConfirming && record ? `${text.label} “${recordName}”` : undefined}
        isBusy={isDeleting}
        onConfirm={onConfirmDelete}
        onCancel={() => setIsConfirming(false)}
      />
      {unsaved.dialog}
    </div>
  );
}

interface Conflict {
  theirs: Record<string, unknown>;
  version: number;
  mine: Record<string, unknown>;
}

/**
 * The saved record the form edits and its version (If-Match). After a merge the form is based on
 * the other person's save, so a second save over it is not refused again.
 */
function useSavedVersion(collection: PublishedCollection, record: ContentRecord | undefined, version: number | undefined) {
  const [saved, setSaved] = useState<{ base: Record<string, unknown> | undefined; version: number | undefined }>({ base: record, version });
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const id = record?.id;
  useEffect(() => {
    if (!id || version !== undefined) return;
    let isCurrent = true;
    listRecordVersions(collection, id).then(
      (versions) => isCurrent && setSaved((current) => ({ ...current, version: versions[0]?.version ?? 0 })),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [collection, id, version]);
  return {
    base: saved.base,
    baseVersion: saved.version,
    conflict,
    setConflict,
    rebase: (base: Record<string, unknown>, next: number) => {
      setSaved({ base, version: next });
      setConflict(undefined);
    },
  };
}
