import { useState } from "react";
import { AUDIT_ACTION_LABELS } from "#domain/staff-identity/audit-action-labels.ts";
import { AUDIT_ACTIONS, type AuditEntry } from "#domain/staff-identity/schemas/staff.ts";
import { PagedTable, useFilterValues, type TableColumn } from "#app/features/staff/paged-table.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { listAudit } from "#app/features/staff/staff-api.client.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/audit.ts";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 50;

const FILTERS = ["actor", "action", "target_id", "from", "to"] as const;

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })).toSorted((a, b) =>
  a.label.localeCompare(b.label, "en"),
);

export default function AuditScreen() {
  return (
    <RoleGate permission="administer">
      <AuditLog />
    </RoleGate>
  );
}

/** A list of record ids can be a hundred long: the first few and how many more (the record id filter finds every entry). */
function describeValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    const shown = value.slice(0, 3).map(String).join(", ");
    return value.length > 3 ? `${shown} and ${value.length - 3} more` : shown;
  }
  return JSON.stringify(value);
}

function describeDetail(entry: AuditEntry): string {
  return Object.entries(entry.detail)
    .map(([key, value]) => `${key}: ${describeValue(value)}`)
    .join(", ");
}

const COLUMNS: ReadonlyArray<TableColumn<AuditEntry>> = [
  { header: "When", cell: (entry) => formatStaffDateTime(entry.at) },
  {
    header: "Who",
    cell: (entry) =>
      entry.actor_username === null
        ? "—"
        : entry.actor_full_name
          ? `${entry.actor_full_name} (${entry.actor_username})`
          : entry.actor_username,
  },
  { header: "What", cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  {
    header: "Record",
    cell: (entry) => (entry.target_type ? `${entry.target_type}${entry.target_id ? ` ${entry.target_id}` : ""}` : "—"),
  },
  { header: "Details", cell: describeDetail },
  { header: "Address", cell: (entry) => entry.ip },
];

function AuditLog() {
  const filters = useFilterValues(FILTERS);
  // Paged by the time of the last entry shown: each "Older" adds a cursor, "Newer" takes one off.
  const [before, setBefore] = useState<string[]>([]);
  const cursor = before.at(-1);
  const page = useStaffData(() => listAudit({ ...filters, limit: PAGE_SIZE, before: cursor }), JSON.stringify({ filters, cursor }));
  const items = page.data?.items;

  return (
    <>
      <h1>Audit log</h1>
      <p className="staff-hint staff-lede">
        Every sign-in and change, every look at a KYC record, an account application or their documents (listed, opened, viewed or
        downloaded), and every decision, newest first. Nobody can change or delete these entries.
      </p>
      <PagedTable
        filters={[
          { name: "actor", label: "Person (part of the name or username)" },
          { name: "action", label: "What", options: ACTION_OPTIONS, anyLabel: "Anything" },
          { name: "target_id", label: "Record id (also finds lists that showed it)" },
          { name: "from", label: "From", type: "date" },
          { name: "to", label: "To", type: "date" },
        ]}
        values={filters}
        onFilter={() => setBefore([])}
        items={items}
        error={page.error}
        isLoading={page.isLoading}
        loadingText="Loading the log…"
        status={items?.length ? `${items.length} entr${items.length === 1 ? "y" : "ies"}, newest first.` : "No entries match."}
        caption="Audit entries, newest first"
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        pagerLabel="Audit log pages"
        newer={before.length > 0 ? { label: "Newer entries", onClick: () => setBefore(before.slice(0, -1)) } : undefined}
        older={
          items?.length === PAGE_SIZE ? { label: "Older entries", onClick: () => setBefore([...before, items.at(-1)!.at]) } : undefined
        }
      />
      <p>
        <a className="staff-button staff-button--quiet" href={getExportUrl(filters)} download>
          Download these entries as CSV
        </a>{" "}
        <span className="staff-hint">(every entry the filters find, up to 10,000; the download is recorded in the log)</span>
      </p>
    </>
  );
}

/** The CSV export of what the filters find (the filters in use, without paging). */
function getExportUrl(filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  const text = query.toString();
  return `/api/staff/audit/export.csv${text ? `?${text}` : ""}`;
}
