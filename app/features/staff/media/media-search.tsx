import { useId, useState } from "react";
import type { MediaFilters } from "./use-media-library.ts";

/** The library's search: part of a file name or alt text, and the kind of file. Enter or the button searches. */
export function MediaSearch({ filters, onSearch }: { filters: MediaFilters; onSearch: (filters: MediaFilters) => void }) {
  const id = useId();
  const [q, setQ] = useState(filters.q);
  return (
    <form
      className="media-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // Opened from a record's form (a portal's events still reach it): searching must not save the record.
        event.stopPropagation();
        onSearch({ ...filters, q });
      }}
    >
      <div className="staff-field">
        <label htmlFor={`${id}-q`}>File name or alt text</label>
        <input id={`${id}-q`} type="search" autoComplete="off" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={filters.type}
          onChange={(event) => onSearch({ q, type: event.target.value as MediaFilters["type"] })}
        >
          <option value="">Pictures and PDFs</option>
          <option value="image">Pictures</option>
          <option value="pdf">PDFs</option>
        </select>
      </div>
      <button type="submit" className="staff-button">
        Search
      </button>
    </form>
  );
}
