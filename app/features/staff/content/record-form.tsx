import { useDeferredValue, useEffect, useRef, useState } from "react";
import { MapPinField } from "#app/features/staff/map/map-pin-field.tsx";
import { createRecord, deleteRecord, getErrorText, getFieldRefusal, updateRecord, type ContentRecord } from "./content-api.client.ts";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog.tsx";
import { COORDINATE_FIELDS, getPathLabel } from "./form-model.ts";
import { getCollectionText, type PublishedCollection } from "./published-collections.ts";
import { RecordPreview } from "./record-preview.tsx";
import { getRecordName } from "./record-summary.ts";
import { getFieldId, SchemaField } from "./schema-form.tsx";
import { useRecordDraft } from "./use-record-draft.ts";

interface RecordFormProps {
  collection: PublishedCollection;
  /** The record being edited; none for a new one. */
  record: ContentRecord | undefined;
  onSaved: (record: ContentRecord, action: "created" | "updated") => void;
  onDeleted: (record: ContentRecord) => void;
  onCancel: () => void;
  /** The preview follows the draft (the branch editor shows it on its map too). */
  onPreviewChange?: (input: Record<string, unknown> | undefined) => void;
}

/**
 * Create or edit one record: the fields of the collection's schema (English and Chichewa side by
 * side), the messages beside each field, the preview in both languages, save and delete.
 */
export function RecordForm({ collection, record, onSaved, onDeleted, onCancel, onPreviewChange }: RecordFormProps) {
  const text = getCollectionText(collection);
  const form = useRecordDraft(collection, record);
  const coordinates = COORDINATE_FIELDS[collection];
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const preview = useDeferredValue(form.input);
  useEffect(() => onPreviewChange?.(preview), [preview, onPreviewChange]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const input = form.submit();
    if (!input) {
      setFailure("Some fields need attention: see the messages beside them.");
      // The summary first, so a screen reader hears why; its links lead to each field.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setIsSaving(true);
    setFailure(undefined);
    try {
      const saved = record ? await updateRecord(collection, record.id, input) : await createRecord(collection, input);
      onSaved(saved, record ? "updated" : "created");
    } catch (error) {
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

  async function onConfirmDelete() {
    if (!record) return;
    setIsDeleting(true);
    try {
      await deleteRecord(collection, record.id);
      setIsConfirming(false);
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
            />
          );
        })}
        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={isSaving}>
            {isSaving ? "Saving…" : record ? "Save changes" : `Publish ${text.label}`}
          </button>
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
      <RecordPreview collection={collection} input={preview} id={record?.id} fields={form.fields} />
      <ConfirmDeleteDialog
        what={isConfirming && record ? `${text.label} “${recordName}”` : undefined}
        isBusy={isDeleting}
        onConfirm={onConfirmDelete}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
}
