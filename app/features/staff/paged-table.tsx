import { Form, Link, useSearchParams } from "react-router";
import type { RequestErrorCode } from "#app/http/request-error.ts";
import { getStaffErrorText } from "./staff-error-text.ts";
import type { BranchName } from "./use-branches.ts";
import { useStaffData } from "./use-staff-data.ts";

// The console's lists (KYC queue, applications, complaints, audit log): filters kept in the
// address, a status line that says what is shown, a table newest first (cards on a phone), and the
// way to the next page.

export interface FilterField {
  name: string;
  label: string;
  type?: "text" | "search" | "date";
  /** A choice instead of a text box: the first option, with an empty value, is `anyLabel`. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  anyLabel?: string;
}

export interface TableColumn<T> {
  header: string;
  cell: (item: T) => React.ReactNode;
}

/** A step to another page: a link (the page is in the address) or a button (the page is the screen's state). */
export type PagerStep = { label: string; to: string } | { label: string; onClick: () => void };

export interface PagedTableProps<T> {
  filters: readonly FilterField[];
  /** The filters' current values, from the address. */
  values: Readonly<Record<string, string>>;
  /** Called when the filters are sent (the address changes by itself). */
  onFilter?: () => void;
  items: readonly T[] | undefined;
  error: RequestErrorCode | undefined;
  isLoading: boolean;
  loadingText: string;
  /** What is shown, once loaded: a count and range, or that nothing matches. */
  status: string;
  /** The table's caption for screen readers: what the rows are, in which order. */
  caption: string;
  columns: ReadonlyArray<TableColumn<T>>;
  rowKey: (item: T) => string;
  pagerLabel: string;
  newer?: PagerStep | undefined;
  older?: PagerStep | undefined;
}

/** The values of a list's filters in the address (`?q=…&status=…`), empty when absent. */
export function useFilterValues(names: readonly string[]): Record<string, string> {
  const [searchParams] = useSearchParams();
  return Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? ""]));
}

/** How a list names what it shows: "1 submission", "20 submissions", or that none match. */
export interface ListNoun {
  one: string;
  many: string;
  none: string;
}

/**
 * Paging by offset in the address (`?offset=40`), for lists whose answer says their total: the
 * offset to load, then, given the total, the status line and the links to the pages either side.
 */
export function useOffsetPaging(pageSize: number) {
  const [searchParams] = useSearchParams();
  const offset = Math.max(0, Number(searchParams.get("offset")) || 0);
  const linkTo = (nextOffset: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("offset", String(nextOffset));
    return `?${params.toString()}`;
  };
  return {
    offset,
    pages(total: number | undefined, noun: ListNoun): { status: string; newer?: PagerStep; older?: PagerStep } {
      const count = total ?? 0;
      const last = Math.min(offset + pageSize, count);
      return {
        status:
          count === 0 ? noun.none : `${count} ${count === 1 ? noun.one : noun.many}, showing ${Math.min(offset + 1, count)} to ${last}.`,
        ...(offset > 0 ? { newer: { label: "Newer", to: linkTo(Math.max(0, offset - pageSize)) } } : {}),
        ...(offset + pageSize < count ? { older: { label: "Older", to: linkTo(offset + pageSize) } } : {}),
      };
    },
  };
}

/**
 * A queue's page (KYC submissions, applications): its filters and offset from the address, the
 * page of records loaded for them, and what the status line and pager say about it.
 */
export function useQueuePage<T>(
  filterNames: readonly string[],
  pageSize: number,
  load: (query: Record<string, string | number>) => Promise<{ items: T[]; total: number }>,
  noun: ListNoun,
) {
  const filters = useFilterValues(filterNames);
  const paging = useOffsetPaging(pageSize);
  const { offset } = paging;
  const page = useStaffData(() => load({ ...filters, limit: pageSize, offset }), JSON.stringify({ filters, offset }));
  return { filters, page, ...paging.pages(page.data?.total, noun) };
}

/** The queues' branch filter, from the branches' names. */
export function getBranchFilter(branches: readonly BranchName[]): FilterField {
  return {
    name: "branch_id",
    label: "Branch",
    // Customers choose a branch (an ATM or an agency takes no applications): the filter offers only branches.
    options: branches.filter(({ kind }) => kind === undefined || kind === "branch").map(({ id, name }) => ({ value: id, label: name })),
    anyLabel: "All branches",
  };
}

function Filter({ field, value }: { field: FilterField; value: string }) {
  const id = `filter-${field.name}`;
  return (
    <div className="staff-field">
      <label htmlFor={id}>{field.label}</label>
      {field.options ? (
        // Keyed on the options, so the address's value is chosen once they have loaded.
        <select id={id} name={field.name} defaultValue={value} key={field.options.length}>
          <option value="">{field.anyLabel ?? "Any"}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} name={field.name} type={field.type ?? "text"} defaultValue={value} autoComplete="off" />
      )}
    </div>
  );
}

function PagerButton({ step }: { step: PagerStep }) {
  return "to" in step ? (
    <Link to={step.to} className="staff-button staff-button--quiet">
      {step.label}
    </Link>
  ) : (
    <button type="button" className="staff-button staff-button--quiet" onClick={step.onClick}>
      {step.label}
    </button>
  );
}

/** A console list: the filter form, the status line, the table and the pager. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { items, columns } = props;
  return (
    <>
      <Form method="get" className="staff-filters" onSubmit={props.onFilter}>
        {props.filters.map((field) => (
          <Filter key={field.name} field={field} value={props.values[field.name] ?? ""} />
        ))}
        <div className="staff-field">
          <button type="submit" className="staff-button">
            Show
          </button>
        </div>
      </Form>
      <div role="alert" className="staff-alert-region">
        {props.error ? <p className="staff-error">{getStaffErrorText(props.error)}</p> : null}
      </div>
      {props.isLoading && !items ? (
        <p role="status">{props.loadingText}</p>
      ) : (
        <>
          <p role="status">{props.status}</p>
          {items && items.length > 0 ? (
            // Focusable, so a keyboard can scroll it sideways on a narrow screen.
            <div className="staff-table-wrap" role="region" aria-label={props.caption} tabIndex={0}>
              {/* On a phone each row is a card, each value under its column's name: nothing scrolls sideways. */}
              <table className="staff-table staff-table--paged staff-table--cards">
                <caption className="visually-hidden">{props.caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={props.rowKey(item)}>
                      {columns.map((column) => (
                        <td key={column.header} data-label={column.header}>
                          {column.cell(item)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
      <nav className="staff-pager" aria-label={props.pagerLabel}>
        {props.newer ? <PagerButton step={props.newer} /> : null}
        {props.older ? <PagerButton step={props.older} /> : null}
      </nav>
    </>
  );
}
