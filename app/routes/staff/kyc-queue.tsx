import { Form, Link, useSearchParams } from "react-router";
import type { KycQueueItem } from "#domain/schemas/staff.ts";
import { KycStatusBadge } from "#app/features/staff/kyc-status-badge.tsx";
import { RoleGate } from "#app/features/staff/role-gate.tsx";
import { callStaffApi, listKycQueue } from "#app/features/staff/staff-api.client.ts";
import { getStaffErrorText } from "#app/features/staff/staff-error-text.ts";
import { formatStaffDateTime } from "#app/features/staff/format-staff-date.ts";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { useStaffData } from "#app/features/staff/use-staff-data.ts";
import type { Route } from "./+types/kyc-queue.ts";

export const meta: Route.MetaFunction = () => staffMeta("KYC queue");

export const headers: Route.HeadersFunction = () => STAFF_HEADERS;

const PAGE_SIZE = 20;
const FILTERS = ["q", "branch_id", "status", "from", "to"] as const;

export default function KycQueueScreen() {
  return (
    <RoleGate roles={["admin", "kyc_officer"]}>
      <KycQueue />
    </RoleGate>
  );
}

function KycQueue() {
  const [searchParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ""]));
  const offset = Math.max(0, Number(searchParams.get("offset")) || 0);
  const page = useStaffData(() => listKycQueue({ ...filters, limit: PAGE_SIZE, offset }), searchParams.toString());
  const branches = useStaffData(
    () => callStaffApi<Array<{ id: string; name: string }>>("/api/branches", { query: { limit: 100 } }),
    "branches",
  );
  const pageLink = (nextOffset: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("offset", String(nextOffset));
    return `?${params.toString()}`;
  };
  const total = page.data?.total ?? 0;

  return (
    <>
      <h1>KYC queue</h1>
      <Form method="get" className="staff-filters">
        <div className="staff-field">
          <label htmlFor="filter-q">Account number or name</label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q} autoComplete="off" />
        </div>
        <div className="staff-field">
          <label htmlFor="filter-branch">Branch</label>
          <select id="filter-branch" name="branch_id" defaultValue={filters.branch_id} key={branches.data ? "loaded" : "loading"}>
            <option value="">All branches</option>
            {(branches.data ?? []).map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filters.status}>
            <option value="">Any</option>
            <option value="pending">Waiting</option>
            <option value="processed">Processed</option>
            <option value="returned">Returned</option>
          </select>
        </div>
        <div className="staff-field">
          <label htmlFor="filter-from">From</label>
          <input id="filter-from" name="from" type="date" defaultValue={filters.from} />
        </div>
        <div className="staff-field">
          <label htmlFor="filter-to">To</label>
          <input id="filter-to" name="to" type="date" defaultValue={filters.to} />
        </div>
        <div className="staff-field">
          <button type="submit" className="staff-button">
            Show
          </button>
        </div>
      </Form>
      <div role="alert" className="staff-alert-region">
        {page.error ? <p className="staff-error">{getStaffErrorText(page.error)}</p> : null}
      </div>
      {page.isLoading && !page.data ? (
        <p role="status">Loading the queue…</p>
      ) : (
        <>
          <p role="status">
            {total === 0
              ? "No submissions match."
              : `${total} submission${total === 1 ? "" : "s"}, showing ${offset + 1} to ${Math.min(offset + PAGE_SIZE, total)}.`}
          </p>
          {page.data && page.data.items.length > 0 ? <QueueTable items={page.data.items} /> : null}
        </>
      )}
      <nav className="staff-pager" aria-label="Queue pages">
        {offset > 0 ? (
          <Link to={pageLink(Math.max(0, offset - PAGE_SIZE))} className="staff-button staff-button--quiet">
            Newer
          </Link>
        ) : null}
        {offset + PAGE_SIZE < total ? (
          <Link to={pageLink(offset + PAGE_SIZE)} className="staff-button staff-button--quiet">
            Older
          </Link>
        ) : null}
      </nav>
    </>
  );
}

function QueueTable({ items }: { items: KycQueueItem[] }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">KYC submissions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Account</th>
            <th scope="col">Name</th>
            <th scope="col">Branch</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatStaffDateTime(item.created_at)}</td>
              <td>
                <Link to={`/staff/kyc/${item.id}`}>{item.account_number}</Link>
              </td>
              <td>{item.account_name}</td>
              <td>{item.branch_name}</td>
              <td>{item.kyc_account_type_name}</td>
              <td>
                <KycStatusBadge status={item.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
