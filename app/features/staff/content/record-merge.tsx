import { useEffect, useRef, useState } from "react";
import type { FieldSpec } from "./form-model.ts";
import { getDefaultPicks, getDiffRows, getTheirChanges, mergeRecords } from "./record-diff.ts";
import { RecordDiffTable } from "./record-diff-table.tsx";

interface RecordMergeProps {
  fields: readonly FieldSpec[];
  /** The record as the editor opened it. */
  base: Record<string, unknown>;
  /** The record as the other person saved it. */
  theirs: Record<string, unknown>;
  /** The editor's unsaved form. */
  mine: Record<string, unknown>;
  isSaving: boolean;
  onSave: (merged: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * Shown when a save found that someone else saved first (412): each field they changed, theirs
 * beside the editor's, with a choice per field (or all of one side); saving sends the merge.
 */
export function RecordMerge({ fields, base, theirs, mine, isSaving, onSave, onCancel }: RecordMergeProps) {
  const changes = getTheirChanges(fields, base, theirs, mine);
  const [takeTheirs, setTakeTheirs] = useState<ReadonlySet<string>>(() => getDefaultPicks(changes, base, mine));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const rows = getDiffRows(changes, theirs, mine);

  function pick(name: string, side: "theirs" | "mine") {
    setTakeTheirs((current) => {
      const next = new Set(current);
      if (side === "theirs") next.add(name);
      else next.delete(name);
      return next;
    });
  }

  return (
    <section className="staff-merge" aria-labelledby="staff-merge-heading">
      <h2 id="staff-merge-heading" ref={headingRef} tabIndex={-1}>
        Someone else saved this record while you were editing
      </h2>
      <p>
        Nothing of yours is lost. For each field they changed, keep theirs or yours, then save. Fields only you changed keep your
        version.
      </p>
      {changes.length === 0 ? <p>They changed nothing that you changed: saving keeps both.</p> : null}
      <div className="staff-actions">
        <button type="button" className="staff-button staff-button--quiet" onClick={() => setTakeTheirs(new Set(changes.map((field) => field.name)))}>
          Keep all of theirs
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={() => setTakeTheirs(new Set())}>
          Keep all of mine
        </button>
      </div>
      {rows.length > 0 ? (
        <RecordDiffTable
          caption="Fields the other person changed"
          leftHeading="Theirs (saved)"
          rightHeading="Yours (not saved)"
          choiceHeading="Keep"
          rows={rows}
          renderChoice={(row, index) =>
            // A bilingual field's two rows are one choice: shown on its first row.
            rows[index - 1]?.name === row.name ? (
              <span className="staff-merge__same">as above</span>
            ) : (
              <fieldset className="staff-merge__choice">
                <legend className="visually-hidden">Keep which {row.label.replace(/ \((English|Chichewa)\)$/, "")}</legend>
                {(["theirs", "mine"] as const).map((side) => (
                  <label key={side}>
                    <input
                      type="radio"
                      name={`merge-${row.name}`}
                      checked={takeTheirs.has(row.name) === (side === "theirs")}
                      onChange={() => pick(row.name, side)}
                    />{" "}
                    {side === "theirs" ? "Theirs" : "Mine"}
                  </label>
                ))}
              </fieldset>
            )
          }
        />
      ) : null}
      <div className="staff-actions">
        <button type="button" className="staff-button" disabled={isSaving} onClick={() => onSave(mergeRecords(theirs, mine, takeTheirs))}>
          {isSaving ? "Saving…" : "Save the merged record"}
        </button>
        <button type="button" className="staff-button staff-button--quiet" onClick={onCancel}>
          Back to my edits
        </button>
      </div>
    </section>
  );
}
