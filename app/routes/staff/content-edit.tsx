import { useEffect, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { getRecord, type ContentRecord } from "#app/features/staff/content/content-api.client.ts";
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

type Loaded = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; record: ContentRecord | undefined };

function useRecord(collection: PublishedCollection, id: string | undefined): Loaded {
  const [state, setState] = useState<Loaded>(id ? { status: "loading" } : { status: "ready", record: undefined });
  useEffect(() => {
    if (!id) return;
    let isCurrent = true;
    getRecord(collection, id).then(
      (record) => isCurrent && setState({ status: "ready", record }),
      (error: unknown) => isCurrent && setState({ status: "failed", error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [collection, id]);
  return state;
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
  const state = useRecord(collection, id);
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
      {state.status === "ready" ? (
        <RecordForm
          collection={collection}
          record={state.record}
          onSaved={(record, action) =>
            navigate(listPath, {
              state: {
                notice: `${action === "created" ? "Published" : "Saved"} ${text.label} “${getRecordName(record)}”. ${isAwaitingFile(record) ? NO_FILE_TEXT : "Visitors see it now."}`,
              },
            })
          }
          onDeleted={(record) =>
            navigate(listPath, { state: { notice: `Deleted ${text.label} “${getRecordName(record)}”. It has left the site.` } })
          }
          onCancel={() => navigate(listPath)}
        />
      ) : null}
    </div>
  );
}
