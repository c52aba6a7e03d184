import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { ChangeStatus, PendingChange } from "#domain/content/approvals.ts";
import { RequestError } from "#app/http/request-error.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { getErrorText } from "../content/content-api.client.ts";
import { formatStaffDateTime } from "../format-staff-date.ts";
import { approveChange, DECIDED_PAGE, listChanges, listDecidedChanges, rejectChange, useStaffMe } from "../staff-api.client.ts";
import { getStaffErrorText } from "../staff-error-text.ts";
import { NoticeRegions, type StaffNotice } from "../staff-notice.tsx";
import { useStaffData } from "../use-staff-data.ts";
import { ChangeDiff } from "./change-diff.tsx";
import { CHANGE_KIND_TEXT, getChangeCollectionTitle, getChangeKind, getChangeTitle, isOwnChange } from "./change-summary.ts";

/** What the maker sees on their own change: the server refuses their decision anyway (403). */
export const OWN_CHANGE_TEXT = "You made this change; another editor must approve it.";

const CONFLICT_TEXT =
  "The record changed since this change was proposed, so it cannot be approved as it is. Reject it with a reason; its maker can propose it again from the record as it is now.";

type View = "pending" | "decided";

/** The address of a change on this screen. */
export const getChangePath = (id: string) => `/staff/approvals?change=${encodeURIComponent(id)}`;

function ViewLinks({ view }: { view: View }) {
  return (
    <nav className="staff-approvals__views" aria-label="Which changes">
      <Link to="/staff/approvals" aria-current={view === "pending" ? "page" : undefined} className="staff-button staff-button--quiet">
        Waiting
      </Link>
      <Link
        to="/staff/approvals?view=decided"
        aria-current={view === "decided" ? "page" : undefined}
        className="staff-button staff-button--quiet"
      >
        Decided
      </Link>
    </nav>
  );
}

interface ChangeTableProps {
  changes: readonly PendingChange[];
  caption: string;
  decided: boolean;
}

/** The changes newest first: a table from 40rem, a card per change on a phone. */
function ChangeTable({ changes, caption, decided }: ChangeTableProps) {
  return (
    <div className="staff-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="staff-table staff-table--paged staff-table--cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Record</th>
            <th scope="col">Collection</th>
            <th scope="col">Action</th>
            <th scope="col">Maker</th>
            <th scope="col">When</th>
            {decided ? (
              <>
                <th scope="col">Decision</th>
                <th scope="col">Checker</th>
                <th scope="col">Reason</th>
              </>
            ) : (
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.id}>
              <th scope="row">{getChangeTitle(change)}</th>
              <td data-label="Collection">{getChangeCollectionTitle(change)}</td>
              <td data-label="Action">{CHANGE_KIND_TEXT[getChangeKind(change)]}</td>
              <td data-label="Maker">{change.maker}</td>
              <td data-label="When">{formatStaffDateTime(decided && change.decided_at ? change.decided_at : change.created_at)}</td>
              {decided ? (
                <>
                  <td data-label="Decision">{change.status === "approved" ? "Approved" : "Rejected"}</td>
                  <td data-label="Checker">{change.checker ?? ""}</td>
                  <td data-label="Reason">
                    {change.reason ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">none</span>
                      </>
                    )}
                  </td>
                </>
              ) : (
                <td className="staff-table__actions">
                  <Link to={getChangePath(change.id)} className="staff-button staff-button--quiet staff-button--small">
                    Open<span className="visually-hidden"> the change to {getChangeTitle(change)}</span>
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ChangeDetailProps {
  change: PendingChange;
  isOwn: boolean;
  onDecided: (notice: StaffNotice) => void;
}

/** One waiting change: what it is, its diff, and Approve or Reject (never for its own maker). */
function ChangeDetail({ change, isOwn, onDecided }: ChangeDetailProps) {
  const [notice, setNotice] = useState<StaffNotice | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const title = getChangeTitle(change);
  const kind = getChangeKind(change);

  async function approve() {
    setIsBusy(true);
    setNotice(undefined);
    try {
      await approveChange(change.id);
      onDecided({ kind: "success", text: `Approved “${title}” (${getChangeCollectionTitle(change)}). Visitors see it now.` });
    } catch (error) {
      const isConflict = error instanceof RequestError && error.status === 409;
      setNotice({ kind: "error", text: isConflict ? CONFLICT_TEXT : getErrorText(error) });
    } finally {
      setIsBusy(false);
    }
  }

  async function reject() {
    if (reason.trim() === "") {
      setReasonError("Give a reason: the maker reads it.");
      return;
    }
    setIsBusy(true);
    try {
      await rejectChange(change.id, reason.trim());
      setIsRejecting(false);
      onDecided({ kind: "success", text: `Rejected “${title}”. Its maker, ${change.maker}, reads your reason under Decided.` });
    } catch (error) {
      setIsRejecting(false);
      setNotice({ kind: "error", text: getErrorText(error) });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className="staff-section staff-approvals__change" aria-labelledby="change-heading">
      <h2 id="change-heading">
        {CHANGE_KIND_TEXT[kind]}: {title}
      </h2>
      <p>
        {getChangeCollectionTitle(change)}, proposed by <strong>{change.maker}</strong> on {formatStaffDateTime(change.created_at)}.
      </p>
      <NoticeRegions notice={notice} />
      <ChangeDiff change={change} />
      {isOwn ? (
        <p className="staff-notice" data-kind="info">
          {OWN_CHANGE_TEXT}
        </p>
      ) : (
        <div className="staff-actions">
          <button type="button" className="staff-button" disabled={isBusy} onClick={() => void approve()}>
            {isBusy && !isRejecting ? "Approving…" : "Approve"}
          </button>
          <button
            type="button"
            className="staff-button staff-button--danger"
            disabled={isBusy}
            onClick={() => {
              setReasonError(undefined);
              setIsRejecting(true);
            }}
          >
            Reject
          </button>
        </div>
      )}
      <ConfirmDialog
        open={isRejecting}
        title={`Reject the change to “${title}”?`}
        confirmLabel="Reject the change"
        busyLabel="Rejecting…"
        cancelLabel="Cancel"
        isBusy={isBusy}
        onConfirm={() => void reject()}
        onCancel={() => setIsRejecting(false)}
      >
        <div className="staff-field">
          <label htmlFor="reject-reason">Reason (its maker reads it)</label>
          <textarea
            id="reject-reason"
            rows={3}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "reject-reason-error" : undefined}
          />
          {reasonError ? (
            <p id="reject-reason-error" className="staff-field-error">
              {reasonError}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </section>
  );
}

/**
 * `/staff/approvals` (ADR 062): the changes to gated collections that wait for a second editor,
 * newest first, each opened as a field-by-field diff to approve or reject with a reason; and the
 * decided ones with their checker and reason, so a maker reads why theirs was rejected.
 */
export function ApprovalsScreen() {
  const { me } = useStaffMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get("view") === "decided" ? "decided" : "pending";
  const openId = searchParams.get("change");
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<StaffNotice | undefined>();
  const status: ChangeStatus | "decided" = view;
  const changes = useStaffData(async () => (view === "pending" ? listChanges("pending") : listDecidedChanges()), `${status}:${round}`);
  // Decided only grows: a page at a time, older ones on request.
  const [older, setOlder] = useState<{ key: string; changes: PendingChange[]; isLast: boolean }>();
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string>();
  const key = `${status}:${round}`;
  const olderChanges = older?.key === key ? older.changes : [];
  const list = changes.data && (view === "decided" ? [...changes.data, ...olderChanges] : changes.data);
  const hasMore =
    view === "decided" && changes.data !== undefined && (older?.key === key ? !older.isLast : changes.data.length === DECIDED_PAGE);
  const showOlder = async () => {
    const last = list?.at(-1)?.decided_at;
    if (!last) return;
    setIsLoadingOlder(true);
    setOlderError(undefined);
    try {
      const page = await listDecidedChanges(last);
      setOlder({ key, changes: [...olderChanges, ...page], isLast: page.length < DECIDED_PAGE });
    } catch (error) {
      setOlderError(getErrorText(error));
    } finally {
      setIsLoadingOlder(false);
    }
  };
  const open = view === "pending" ? list?.find((change) => change.id === openId) : undefined;

  const decided = (next: StaffNotice) => {
    setNotice(next);
    setSearchParams({}, { replace: false });
    setRound((value) => value + 1);
  };

  const statusText =
    list === undefined
      ? ""
      : view === "pending"
        ? list.length === 0
          ? "No change waits for approval."
          : `${list.length} ${list.length === 1 ? "change waits" : "changes wait"} for approval, newest first.`
        : list.length === 0
          ? "No change has been decided yet."
          : `${hasMore ? "The latest " : ""}${list.length} decided ${list.length === 1 ? "change" : "changes"}, newest first.`;

  return (
    <div className="staff-page">
      <h1>Approvals</h1>
      <p className="staff-page__lede">
        Changes to rates, documents, loans and promotions reach visitors only when another editor approves them.
      </p>
      <ViewLinks view={view} />
      <NoticeRegions notice={notice} />
      {open ? <ChangeDetail key={open.id} change={open} isOwn={isOwnChange(open, me?.username)} onDecided={decided} /> : null}
      {openId && list && !open && view === "pending" ? (
        <p className="staff-notice" data-kind="info">
          That change is no longer waiting: see <Link to="/staff/approvals?view=decided">Decided</Link>.
        </p>
      ) : null}
      <h2 className="staff-section-heading">{view === "pending" ? "Waiting for approval" : "Decided changes"}</h2>
      {changes.error ? <p className="staff-error">{getStaffErrorText(changes.error)}</p> : null}
      {changes.isLoading && !list ? <p role="status">Loading the changes…</p> : <p role="status">{statusText}</p>}
      {list && list.length > 0 ? (
        <ChangeTable
          changes={list}
          decided={view === "decided"}
          caption={view === "pending" ? "Changes waiting for approval, newest first" : "Decided changes, newest first"}
        />
      ) : null}
      {hasMore ? (
        <div className="staff-actions">
          <button type="button" className="staff-button staff-button--quiet" disabled={isLoadingOlder} onClick={() => void showOlder()}>
            {isLoadingOlder ? "Loading older changes…" : "Show older decided changes"}
          </button>
        </div>
      ) : null}
      {olderError ? (
        <p className="staff-error" role="alert">
          {olderError}
        </p>
      ) : null}
    </div>
  );
}
