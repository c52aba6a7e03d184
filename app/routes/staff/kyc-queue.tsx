import { Link } from "react-router";
import type { KycQueueItem } from "#domain/kyc/schemas/kyc-review.ts";
import { KYC_CONFLICT_TITLE, toRelatedSubmission } from "#app/features/staff/kyc-conflicts.ts";
import { KycStatusBadge } from "#app/features/staff/kyc-status-badge.tsx";
import { getBranchFilter, PagedTable, useQueuePage, type TableColumn } from "#app/features/staff/paged-table.tsx";
import { RelatedRecordsFlag } from "#app/features/staff/related-records.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { listKycQueue } from "#app/features/staff/staff-api.client.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useBranches } from "#app/features/staff/use-branches.ts";
import type { Route } from "./+types/kyc-queue.ts";

export const meta: Route.MetaFunction = () => staffMeta("KYC queue");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 20;
const FILTERS = ["q", "branch_id", "status", "from", "to"] as const;

const COLUMNS: ReadonlyArray<TableColumn<KycQueueItem>> = [
  { header: "Received", cell: (item) => formatStaffDateTime(item.created_at) },
  {
    header: "Account",
    cell: (item) => (
      <>
        <Link to={`/staff/kyc/${item.id}`}>{item.account_number}</Link>
        <RelatedRecordsFlag title={KYC_CONFLICT_TITLE} records={item.conflicts.map(toRelatedSubmission)} />
      </>
    ),
  },
  { header: "Name", cell: (item) => item.account_name },
  { header: "Branch", cell: (item) => item.branch_name },
  { header: "Type", cell: (item) => item.kyc_account_type_name },
  { header: "Status", cell: (item) => <KycStatusBadge status={item.status} /> },
];

export default function KycQueueScreen() {
  return (
    <RoleGate permission="processKyc">
      <KycQueue />
    </RoleGate>
  );
}

function KycQueue() {
  const branches = useBranches();
  const { filters, page, ...pages } = useQueuePage(FILTERS, PAGE_SIZE, listKycQueue, {
    one: "submission",
    many: "submissions",
    none: "No submissions match.",
  });

  return (
    <>
      <h1>KYC queue</h1>
      <PagedTable
        filters={[
          { name: "q", label: "Account number or name", type: "search" },
          getBranchFilter(branches),
          {
            name: "status",
            label: "Status",
            options: [
              { value: "pending", label: "Waiting" },
              { value: "processed", label: "Processed" },
              { value: "returned", label: "Returned" },
            ],
          },
          { name: "from", label: "From", type: "date" },
          { name: "to", label: "To", type: "date" },
        ]}
        values={filters}
        items={page.data?.items}
        error={page.error}
        isLoading={page.isLoading}
        loadingText="Loading the queue…"
        status={pages.status}
        caption="KYC submissions, newest first"
        columns={COLUMNS}
        rowKey={(item) => item.id}
        pagerLabel="Queue pages"
        newer={pages.newer}
        older={pages.older}
      />
    </>
  );
}
