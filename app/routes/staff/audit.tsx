import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import type { AuditAction, AuditEntry } from "#domain/schemas/staff.ts";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { listAudit } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/audit.ts";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 50;

const ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Failed sign-in",
  sign_out: "Signed out",
  password_changed: "Changed own password",
  account_created: "Created an account",
  account_updated: "Changed an account",
  account_password_reset: "Reset a password",
  content_created: "Created a record",
  content_updated: "Changed a record",
  content_deleted: "Deleted a record",
  media_uploaded: "Uploaded a file",
  exchange_rates_published: "Published exchange rates",
  kyc_document_viewed: "Viewed a KYC document",
  kyc_document_downloaded: "Downloaded a KYC document",
  kyc_processed: "Marked KYC processed",
  kyc_returned: "Returned KYC to the customer",
  staff_write: "Other change",
};

const FILTERS = ["actor", "target_id", "from", "to"] as const;

export default function AuditScreen() {
  return (
    <RoleGate roles={["admin"]}>
      <AuditLog />
    </RoleGate>
  );
}

function AuditLog() {
  const [searchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ""]));
  const [before, setBefore] = useState<string[]>([]);
  const cursor = before.at(-1);
  const key = `${searchParams.toString()}|${cursor ?? ""}`;
  const page = useStaffData(() => listAudit({ ...filters, limit: PAGE_SIZE, before: cursor }), key);
  const items = page.data?.items ?? [];

  return (
    <>
      <h1>Audit log</h1>
      <p className="staff-hint">Every sign-in, change and KYC document view, newest first. Nobody can change or delete these entries.</p>
      <Form method="get" className="staff-filters" onSubmit={() => setBefore([])}>
        <Filter name="actor" label="Person (username)" value={filters.actor!} />
        <Filter name="target_id" label="Record id" value={filters.target_id!} />
        <Filter name="from" label="From" type="date" value={filters.from!} />
        <Filter name="to" label="To" type="date" value={filters.to!} />
        <div className="staff-field">
          <button type="submit" className="staff-button">
            Show
          </button>
        </div>
      </Form>
      <div role="alert" className="staff-alert-region">
        {page.error ? <p className="staff-error">{getStaffErrorText(page.error)}</p> : null}
      </div>
      {page.isLoading && !page.data ? <p role="status">Loading the log…</p> : <AuditTable items={items} />}
      <div className="staff-pager">
        {before.length > 0 ? (
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setBefore(before.slice(0, -1))}>
            Newer entries
          </button>
        ) : null}
        {items.length === PAGE_SIZE ? (
          <button type="button" className="staff-button staff-button--quiet" onClick={() => setBefore([...before, items.at(-1)!.at])}>
            Older entries
          </button>
        ) : null}
      </div>
    </>
  );
}

function Filter({ name, label, value, type = "text" }: { name: string; label: string; value: string; type?: string }) {
  return (
    <div className="staff-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input id={`filter-${name}`} name={name} type={type} defaultValue={value} autoComplete="off" />
    </div>
  );
}

function describeDetail(entry: AuditEntry): string {
  const parts = Object.entries(entry.detail).map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`);
  return parts.join(", ");
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  if (items.length === 0) return <p>No entries match.</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Audit entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Record</th>
            <th scope="col">Details</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatStaffDateTime(entry.at)}</td>
              <td>{entry.actor_username ?? "—"}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>{entry.target_type ? `${entry.target_type}${entry.target_id ? ` ${entry.target_id}` : ""}` : "—"}</td>
              <td>{describeDetail(entry)}</td>
              <td>{entry.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
