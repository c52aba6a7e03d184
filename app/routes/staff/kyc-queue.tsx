import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { KycQueueItem } from "#domain/kyc/schemas/kyc-review.ts";
import { KYC_CONFLICT_TITLE, toRelatedSubmission } from "#app/features/staff/kyc-conflicts.ts";
import { KycStatusBadge } from "#app/features/staff/kyc-status-badge.tsx";
import { getBranchFilter, PagedTable, useQueuePage, type TableColumn } from "#app/features/staff/paged-table.tsx";
import { RelatedRecordsFlag } from "#app/features/staff/related-records.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { countPendingKyc, listKycQueue } from "#app/features/staff/staff-api.client.ts";
import { usePolledStaffData } from "#app/features/staff/use-staff-data.ts";
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

/**
 * New submissions while the queue is open (ADR 040): the waiting count is asked
 * every minute; when it grows past what the list was loaded with, a notice offers to show them,
 * rather than moving the rows under the officer's hand.
 */
function useNewSubmissions(listLoadedAt: unknown): { arrived: number; acknowledge: () => void } {
  const pending = usePolledStaffData(countPendingKyc, "kyc-queue");
  const [baseline, setBaseline] = useState<number>();
  const latest = pending.data?.pending;
  // Each time the list is (re)loaded, what waits then is what it shows.
  useEffect(() => {
    setBaseline(undefined);
  }, [listLoadedAt]);
  useEffect(() => {
    if (baseline === undefined && latest !== undefined) setBaseline(latest);
  }, [baseline, latest]);
  const arrived = baseline === undefined || latest === undefined ? 0 : Math.max(0, latest - baseline);
  return { arrived, acknowledge: () => setBaseline(latest) };
}

function KycQueue() {
  const branches = useBranches();
  const { filters, page, ...pages } = useQueuePage(FILTERS, PAGE_SIZE, listKycQueue, {
    one: "submission",
    many: "submissions",
    none: "No submissions match.",
  });
  const fresh = useNewSubmissions(page.data);

  return (
    <>
      <h1>KYC queue</h1>
      <div role="status" className="staff-alert-region">
        {fresh.arrived > 0 ? (
          <p className="staff-notice">
            {fresh.arrived === 1 ? "1 new submission arrived." : `${fresh.arrived} new submissions arrived.`}{" "}
            <button
              type="button"
              className="staff-button staff-button--quiet"
              onClick={() => {
                fresh.acknowledge();
                page.reload();
              }}
            >
              Show {fresh.arrived === 1 ? "it" : "them"}
            </button>
          </p>
        ) : null}
      </div>
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
