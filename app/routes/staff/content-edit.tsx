import { useEffect, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { findDraft, getCurrentRecord, type ContentRecord } from "#app/features/staff/content/content-api.client.ts";
import { DraftPanel } from "#app/features/staff/content/draft-panel.tsx";
import type { Draft } from "#domain/content/schemas/draft.ts";
import { RequestError } from "#app/http/request-error.ts";
import { describeFields } from "#app/features/staff/content/form-model.ts";
import { RecordHistory } from "#app/features/staff/content/record-history.tsx";
import { COLLECTIONS } from "#domain/content/schemas/collections.ts";
import { LoadStatus } from "#app/features/staff/content/load-status.tsx";
import {
  getCollectionPath,
  getCollectionText,
  isPublishedCollection,
  type PublishedCollection,
} from "#app/features/staff/content/published-collections.ts";
import { RecordForm } from "#app/features/staff/content/record-form.tsx";
import { getRecordName, isAwaitingFile, NO_FILE_TEXT } from "#app/features/staff/content/record-summary.ts";
import type { Route } from "./+types/content-edit.ts";
import { RecordApprovalStatus } from "#app/features/staff/approvals/record-approval-status.tsx";
import "#app/features/staff/staff-console.css";

export const meta = ({ params }: Route.MetaArgs) =>
  staffMeta(
    isPublishedCollection(params.collection) ? `${params.id ? "Edit" : "New"} ${getCollectionText(params.collection).label}` : "Not found",
  );
export const headers = () => STAFF_HEADERS;

export function loader({ params }: Route.LoaderArgs) {
  if (params.collection === "branches") throw redirect(params.id ? `/staff/branches?edit=${params.id}` : "/staff/branches?add=1");
  if (!isPublishedCollection(params.collection)) throw data(null, { status: 404 });
  return null;
}

type Loaded =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  | { status: "ready"; record: ContentRecord | undefined; version?: number; draft?: Draft | undefined };

/** A record that is only a draft so far has no published form: not an error. */
function orNone(error: unknown): undefined {
  if (error instanceof RequestError && error.status === 404) return undefined;
  throw error;
}

function useRecord(collection: PublishedCollection, id: string | undefined): [Loaded, (state: Loaded) => void] {
  const [state, setState] = useState<Loaded>(id ? { status: "loading" } : { status: "ready", record: undefined });
  useEffect(() => {
    if (!id) return;
    let isCurrent = true;
    // From its newest kept version, not a cache: the version is the If-Match of the save. Its
    // draft, if any, beside it (ADR 057); a new record's draft has no published form yet.
    findDraft(collection, id)
      .then(
        async (draft) => [draft?.published === false ? undefined : await getCurrentRecord(collection, id).catch(orNone), draft] as const,
      )
      .then(
        ([current, draft]) => {
          if (!isCurrent) return;
          if (!current && !draft) setState({ status: "failed", error: new RequestError(404, "not_found", { message: "Not found" }) });
          else setState({ status: "ready", record: current?.record, version: current?.version, draft });
        },
        (error: unknown) => isCurrent && setState({ status: "failed", error }),
      );
    return () => {
      isCurrent = false;
    };
  }, [collection, id]);
  return [state, setState];
}

/** `/staff/content/:collection/new` and `/staff/content/:collection/:id`: the record's form and preview. */
export default function ContentEditScreen({ params }: Route.ComponentProps) {
  if (!isPublishedCollection(params.collection)) return null;
  return (
    <PublishingOnly>
      <ContentEdit key={`${params.collection}/${params.id ?? "new"}`} collection={params.collection} id={params.id} />
    </PublishingOnly>
  );
}

function ContentEdit({ collection, id }: { collection: PublishedCollection; id: string | undefined }) {
  const text = getCollectionText(collection);
  const [state, setState] = useRecord(collection, id);
  const navigate = useNavigate();
  const listPath = getCollectionPath(collection);
  const heading =
    state.status === "ready" && state.record
      ? `Edit ${text.label} “${getRecordName(state.record)}”`
      : id
        ? `Edit ${text.label}`
        : `New ${text.label}`;
  return (
    <div className="staff-page staff-page--wide">
      <p className="staff-breadcrumb">
        <Link to="/staff/content">Content</Link> › <Link to={listPath}>{text.title}</Link>
      </p>
      <h1>{heading}</h1>
      <LoadStatus state={state} />
      {id ? <RecordApprovalStatus collection={collection} id={id} /> : null}
      {state.status === "ready" && state.draft ? (
        <DraftPanel
          collection={collection}
          draft={state.draft}
          version={state.version}
          onPublished={(record) =>
            navigate(listPath, {
              state: {
                notice: isPendingChange(record)
                  ? "Draft sent for approval — another editor must approve it before visitors see it."
                  : `Published the draft of ${text.label} “${getRecordName(record)}”. Visitors see it now.`,
              },
            })
          }
          onDiscarded={() =>
            state.record
              ? navigate(listPath, { state: { notice: `Discarded the draft. The published ${text.label} stays as it was.` } })
              : navigate(listPath, { state: { notice: `Discarded the draft of a new ${text.label}. Nothing was published.` } })
          }
        />
      ) : null}
      {state.status === "ready" ? (
        <RecordForm
          key={state.draft?.saved_at ?? "record"}
          collection={collection}
          record={state.record}
          version={state.version}
          savedDraft={state.draft}
          onDraftSaved={(draft) => {
            if (!id) navigate(`${listPath}/${draft.id}`, { replace: true });
            else setState({ ...state, draft });
          }}
          onSaved={(record, action) =>
            navigate(listPath, {
              state: {
                // A 202 from a maker-checker collection (ADR 062) answers the pending change, not the record.
                notice: isPendingChange(record)
                  ? `Sent for approval — another editor must approve it before visitors see it.`
                  : `${action === "created" ? "Published" : "Saved"} ${text.label} “${getRecordName(record)}”. ${isAwaitingFile(record) ? NO_FILE_TEXT : "Visitors see it now."}`,
              },
            })
          }
          onDeleted={(record) =>
            navigate(listPath, {
              state: { notice: `Deleted ${text.label} “${getRecordName(record)}”. It has left the site; the bin below can restore it.` },
            })
          }
          onCancel={() => navigate(listPath)}
        />
      ) : null}
      {state.status === "ready" && state.record && state.version !== undefined ? (
        <RecordHistory
          collection={collection}
          record={state.record}
          version={state.version}
          fields={describeFields(COLLECTIONS[collection].inputSchema)}
          onRestored={(record) =>
            navigate(listPath, {
              state: {
                notice: isPendingChange(record)
                  ? "Restore sent for approval — another editor must approve it before visitors see it."
                  : `Restored ${text.label} “${getRecordName(record)}”. Visitors see it now.`,
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

/** Whether a save's answer is a change waiting for another editor (202, ADR 062) rather than the record. */
function isPendingChange(answer: object): boolean {
  return "status" in answer && answer.status === "pending" && "record_id" in answer && "maker" in answer;
}
