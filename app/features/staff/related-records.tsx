import { Link } from "react-router";

/** Another record an officer must weigh with the one shown: where it is, what to call it, and a few words on it. */
export interface RelatedRecord {
  to: string;
  label: string;
  detail: string;
}

/**
 * A warning on a record's screen: other records that name the same account number or ID, each a
 * link, with what the officer should do about them. The site flags; the officer judges.
 */
export function RelatedRecordsWarning({ title, advice, records }: { title: string; advice: string; records: readonly RelatedRecord[] }) {
  if (records.length === 0) return null;
  return (
    <section className="staff-warning" aria-labelledby="related-records-heading">
      <h2 id="related-records-heading">{title}</h2>
      <p>{advice}</p>
      <ul>
        {records.map((record) => (
          <li key={record.to}>
            <Link to={record.to}>{record.label}</Link>
            {record.detail ? `: ${record.detail}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The same warning in a queue's row: the title and a link to each other record. */
export function RelatedRecordsFlag({ title, records }: { title: string; records: readonly RelatedRecord[] }) {
  if (records.length === 0) return null;
  return (
    <p className="staff-flag">
      <strong>{title}:</strong>{" "}
      {records.map((record, index) => (
        <span key={record.to}>
          {index > 0 ? ", " : null}
          <Link to={record.to}>{record.label}</Link>
        </span>
      ))}
    </p>
  );
}
