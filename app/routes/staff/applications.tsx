import { Link } from "react-router";
import type { StaffApplication } from "#domain/account-opening/schemas/account-application.ts";
import { accountOpeningMessages } from "#app/features/account-opening/account-opening-messages.ts";
import { getApplicantName, getTierText } from "#app/features/staff/applicant-name.ts";
import { APPLICATION_STATUS_LABELS, ApplicationStatusBadge } from "#app/features/staff/application-status-badge.tsx";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { NATIONAL_ID_MATCH_TITLE, toRelatedApplication } from "#app/features/staff/national-id-matches.ts";
import { getBranchFilter, PagedTable, useQueuePage, type TableColumn } from "#app/features/staff/paged-table.tsx";
import { RelatedRecordsFlag } from "#app/features/staff/related-records.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { listApplications } from "#app/features/staff/staff-api.client.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useBranches, type BranchName } from "#app/features/staff/use-branches.ts";
import type { Route } from "./+types/applications.ts";

export const meta: Route.MetaFunction = () => staffMeta("Account applications");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 20;
const FILTERS = ["q", "branch_id", "status", "from", "to"] as const;
const STATUSES = ["received", "in_review", "approved", "returned"] as const;

function getColumns(branches: readonly BranchName[]): ReadonlyArray<TableColumn<StaffApplication>> {
  const m = accountOpeningMessages.en;
  return [
    { header: "Submitted", cell: (item) => (item.submitted_at ? formatStaffDateTime(item.submitted_at) : "—") },
    {
      header: "Reference",
      cell: (item) => (
        <>
          <Link to={`/staff/applications/${item.id}`} className="staff-nowrap">
            {item.reference}
          </Link>
          <RelatedRecordsFlag title={NATIONAL_ID_MATCH_TITLE} records={item.national_id_matches.map(toRelatedApplication)} />
        </>
      ),
    },
    { header: "Name", cell: getApplicantName },
    { header: "Account", cell: (item) => m.options[item.option].name },
    { header: "Tier", cell: (item) => getTierText(item.tier) },
    { header: "Branch", cell: (item) => branches.find((branch) => branch.id === item.branch_id)?.name ?? "—" },
    { header: "Status", cell: (item) => <ApplicationStatusBadge status={item.status} /> },
  ];
}

export default function ApplicationsScreen() {
  return (
    <RoleGate permission="processApplications">
      <ApplicationQueue />
    </RoleGate>
  );
}

function ApplicationQueue() {
  const branches = useBranches();
  const { filters, page, ...pages } = useQueuePage(FILTERS, PAGE_SIZE, listApplications, {
    one: "application",
    many: "applications",
    none: "No applications match.",
  });

  return (
    <>
      <h1>Account applications</h1>
      <p className="staff-hint staff-lede">
        Accounts opened online, newest first. Open one to see the applicant&apos;s details and documents and to decide.
      </p>
      <PagedTable
        filters={[
          { name: "q", label: "Reference or name", type: "search" },
          getBranchFilter(branches),
          {
            name: "status",
            label: "Status",
            options: STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })),
          },
          { name: "from", label: "Submitted from", type: "date" },
          { name: "to", label: "Submitted to", type: "date" },
        ]}
        values={filters}
        items={page.data?.items}
        error={page.error}
        isLoading={page.isLoading}
        loadingText="Loading the applications…"
        status={pages.status}
        caption="Account applications, newest first"
        columns={getColumns(branches)}
        rowKey={(item) => item.id}
        pagerLabel="Application pages"
        newer={pages.newer}
        older={pages.older}
      />
    </>
  );
}
