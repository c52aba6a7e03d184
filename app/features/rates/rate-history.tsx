import type { RateHistorySection } from "./rate-history.server.ts";

/**
 * The rate history the server drew (rate-history.server.ts): a chart, its table and a plain form.
 * Its HTML comes with the page's data, so hydration keeps it as it is and no chart code is sent.
 */
export function RateHistory({ section }: { section: RateHistorySection | undefined }) {
  if (!section) return null;
  return (
    <section
      id="rate-history"
      className="rate-history"
      aria-labelledby="rate-history-heading"
      // Drawn by the server from published records and the project's own texts, every value escaped.
      dangerouslySetInnerHTML={{ __html: section.html }}
    />
  );
}
