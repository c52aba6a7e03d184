import type { DiffRow } from "./record-diff.ts";

interface RecordDiffTableProps {
  caption: string;
  leftHeading: string;
  rightHeading: string;
  rows: readonly DiffRow[];
  /** The column that says how a row changed: "Changed"/"Same" unless the caller words it (a rate's move). */
  changeColumn?: { heading: string; describe: (row: DiffRow) => string };
  /** A last column per row (the merge's choice). */
  renderChoice?: (row: DiffRow, index: number) => React.ReactNode;
  choiceHeading?: string;
}

/**
 * Two versions of a record side by side, one row per field and language: a "Changed" column says
 * in words which differ (never colour alone), and the changed rows are marked for the eye too. On
 * a phone each row is a card, each value under its column's name.
 */
const CHANGED_OR_SAME = { heading: "Changed", describe: (row: DiffRow) => (row.changed ? "Changed" : "Same") };

export function RecordDiffTable({
  caption,
  leftHeading,
  rightHeading,
  rows,
  changeColumn = CHANGED_OR_SAME,
  renderChoice,
  choiceHeading,
}: RecordDiffTableProps) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <div className="staff-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="staff-table staff-table--cards staff-diff">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{leftHeading}</th>
            <th scope="col">{rightHeading}</th>
            <th scope="col">{changeColumn.heading}</th>
            {renderChoice ? <th scope="col">{choiceHeading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.label} data-changed={row.changed ? "true" : undefined}>
              <th scope="row">{row.label}</th>
              <td className="staff-diff__value" data-label={leftHeading}>
                {row.left}
              </td>
              <td className="staff-diff__value" data-label={rightHeading}>
                {row.right}
              </td>
              <td data-label={changeColumn.heading}>{changeColumn.describe(row)}</td>
              {renderChoice ? <td data-label={choiceHeading}>{renderChoice(row, index)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
