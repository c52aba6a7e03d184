import { Link } from "react-router";
import "./pagination.css";

export interface PaginationLabels {
  /** The navigation's name: "Document pages". */
  label: string;
  pageOf: (page: number, count: number) => string;
  page: (page: number) => string;
  previous: string;
  next: string;
}

/**
 * Page links that work without JavaScript (`getPageHref` builds each page's address). A list
 * inside a longer page keeps the reader where they are (`keepsScroll`); a list that is the page
 * (the news) starts the next page from its top.
 */
export function Pagination({
  page,
  pageCount,
  getPageHref,
  labels,
  keepsScroll = true,
}: {
  page: number;
  pageCount: number;
  getPageHref: (page: number) => string;
  labels: PaginationLabels;
  keepsScroll?: boolean;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={labels.label}>
      <p className="visually-hidden">{labels.pageOf(page, pageCount)}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={getPageHref(page - 1)} rel="prev" preventScrollReset={keepsScroll}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={getPageHref(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={labels.page(number)}
              preventScrollReset={keepsScroll}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={getPageHref(page + 1)} rel="next" preventScrollReset={keepsScroll}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
