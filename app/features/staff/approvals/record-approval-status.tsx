import { Link } from "react-router";
import type { PendingChange } from "#domain/content/approvals.ts";
import { formatStaffDateTime } from "../format-staff-date.ts";
import { listChanges, useStaffMe } from "../staff-api.client.ts";
import { useStaffData } from "../use-staff-data.ts";
import { getChangePath } from "./approvals-screen.tsx";
import { CHANGE_KIND_TEXT, getChangeKind } from "./change-summary.ts";

interface ApprovalState {
  pending: PendingChange | undefined;
  rejected: PendingChange | undefined;
}

/** The record's newest waiting change, and the maker's newest rejected one when nothing was approved after it. */
async function loadApprovalState(collection: string, id: string, username: string | undefined): Promise<ApprovalState> {
  const [pending, approved, rejected] = await Promise.all([listChanges("pending"), listChanges("approved"), listChanges("rejected")]);
  const ofRecord = (changes: PendingChange[]) => changes.filter((change) => change.collection === collection && change.record_id === id);
  const lastApproved = ofRecord(approved)[0]?.decided_at ?? "";
  const lastRejected = ofRecord(rejected).find((change) => change.maker === username);
  return {
    pending: ofRecord(pending)[0],
    rejected: lastRejected && (lastRejected.decided_at ?? "") > lastApproved ? lastRejected : undefined,
  };
}

/**
 * On a record's screen (ADR 062): "Waiting for approval" with the way to the change while one is
 * pending, and to its maker the reason their last change was rejected.
 */
export function RecordApprovalStatus({ collection, id }: { collection: string; id: string }) {
  const { me } = useStaffMe();
  const state = useStaffData(() => loadApprovalState(collection, id, me?.username), `${collection}/${id}`);
  const { pending, rejected } = state.data ?? { pending: undefined, rejected: undefined };
  if (!pending && !rejected) return null;
  return (
    <div className="staff-notice" data-kind="info">
      {pending ? (
        <p>
          <strong>Waiting for approval.</strong> {pending.maker === me?.username ? "Your" : `${pending.maker}’s`}{" "}
          {CHANGE_KIND_TEXT[getChangeKind(pending)].toLowerCase()} of this record, sent on {formatStaffDateTime(pending.created_at)},
          reaches visitors once another editor approves it. <Link to={getChangePath(pending.id)}>Open the change</Link>
        </p>
      ) : null}
      {rejected ? (
        <p>
          <strong>Your change was rejected</strong> by {rejected.checker} on{" "}
          {formatStaffDateTime(rejected.decided_at ?? rejected.created_at)}: “{rejected.reason}”
        </p>
      ) : null}
    </div>
  );
}
