import type { ReactNode } from "react";
import { Link } from "react-router";
import { RelatedRecordsWarning, type RelatedRecord } from "./related-records.tsx";
import { NoticeRegions, type StaffNotice } from "./staff-notice.tsx";

/**
 * The top of a record's screen (an application, a KYC submission): the way back to its queue, whose
 * record it is and where it stands, the outcome of the officer's last action, and the other records
 * that name the same person.
 */
export function RecordHeader({
  backTo,
  backLabel,
  name,
  badge,
  notice,
  related,
}: {
  backTo: string;
  backLabel: string;
  name: string;
  badge: ReactNode;
  notice: StaffNotice | undefined;
  /** Absent where no other record can name the same person (a complaint). */
  related?: { title: string; advice: string; records: readonly RelatedRecord[] };
}) {
  return (
    <>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
      <h1>
        {name} {badge}
      </h1>
      <NoticeRegions notice={notice} />
      {related ? <RelatedRecordsWarning {...related} /> : null}
    </>
  );
}
