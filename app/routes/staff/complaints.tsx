import { Link } from "react-router";
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES, type StaffComplaint } from "#domain/complaints/complaint.ts";
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  ComplaintStatusBadge,
  formatStaffDate,
  OverdueFlag,
} from "#app/features/staff/complaint-labels.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { getBranchFilter, PagedTable, useQueuePage, type TableColumn } from "#app/features/staff/paged-table.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { COMPLAINTS_EXPORT_URL, listComplaints } from "#app/features/staff/staff-api.client.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useBranches } from "#app/features/staff/use-branches.ts";
import type { Route } from "./+types/complaints.ts";

export const meta: Route.MetaFunction = () => staffMeta("Complaints");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 20;
const FILTERS = ["status", "category", "branch_id", "overdue"] as const;

const COLUMNS: ReadonlyArray<TableColumn<StaffComplaint>> = [
  {
    header: "Reference",
    cell: (item) => (
      <Link to={`/staff/complaints/${item.id}`} className="staff-nowrap">
        {item.reference}
      </Link>
    ),
  },
  { header: "Category", cell: (item) => COMPLAINT_CATEGORY_LABELS[item.category] },
  { header: "Received", cell: (item) => formatStaffDateTime(item.submitted_at) },
  {
    header: "Answer by",
    cell: (item) => (
      <>
        {formatStaffDate(item.respond_by)}
        {item.overdue ? (
          <>
            {" "}
            <OverdueFlag />
          </>
        ) : null}
      </>
    ),
  },
  { header: "Status", cell: (item) => <ComplaintStatusBadge status={item.status} /> },
  { header: "Assigned to", cell: (item) => item.assigned_to ?? "No one yet" },
];

export default function ComplaintsScreen() {
  return (
    <RoleGate permission="handleComplaints">
      <ComplaintQueue />
    </RoleGate>
  );
}

function ComplaintQueue() {
  const branches = useBranches();
  const { filters, page, ...pages } = useQueuePage(FILTERS, PAGE_SIZE, listComplaints, {
    one: "complaint",
    many: "complaints",
    none: "No complaints match.",
  });

  return (
    <>
      <h1>Complaints</h1>
      <p className="staff-hint staff-lede">
        Complaints made on the website, the nearest answer-by date first. Open one to read it, take it, answer the customer or escalate it.
      </p>
      <p>
        <a href={COMPLAINTS_EXPORT_URL} download>
          Download the regulator&apos;s return (CSV)
        </a>{" "}
        <span className="staff-hint">Counts by category, status and age in working days, every complaint included.</span>
      </p>
      <PagedTable
        filters={[
          {
            name: "status",
            label: "Status",
            options: COMPLAINT_STATUSES.map((status) => ({ value: status, label: COMPLAINT_STATUS_LABELS[status] })),
          },
          {
            name: "category",
            label: "Category",
            options: COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: COMPLAINT_CATEGORY_LABELS[category] })),
          },
          getBranchFilter(branches),
          {
            name: "overdue",
            label: "Answer-by date",
            options: [
              { value: "true", label: "Overdue only" },
              { value: "false", label: "Not overdue" },
            ],
            anyLabel: "Any",
          },
        ]}
        values={filters}
        items={page.data?.items}
        error={page.error}
        isLoading={page.isLoading}
        loadingText="Loading the complaints…"
        status={pages.status}
        caption="Complaints, the nearest answer-by date first"
        columns={COLUMNS}
        rowKey={(item) => item.id}
        pagerLabel="Complaint pages"
        newer={pages.newer}
        older={pages.older}
      />
    </>
  );
}
