import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaItem, MediaType } from "#domain/content/schemas/media-library.ts";
import { getErrorText } from "#app/features/staff/content/content-api.client.ts";
import { listMedia } from "#app/features/staff/staff-api.client.ts";

/** What the library is filtered by: part of a name or alt text, and the kind of file. */
export interface MediaFilters {
  q: string;
  type: MediaType | "";
}

export interface MediaLibrary {
  filters: MediaFilters;
  setFilters: (filters: MediaFilters) => void;
  items: MediaItem[];
  isLoading: boolean;
  /** What went wrong, in words, when the last page could not be loaded. */
  error: string | undefined;
  hasMore: boolean;
  showMore: () => void;
  /** Loads the first page again (after an upload). */
  reload: () => void;
  /** Puts a saved file in its place in the list. */
  replace: (item: MediaItem) => void;
  /** Takes a deleted file out of the list. */
  remove: (key: string) => void;
}

const PAGE_SIZE = 24;

/** The media library's pages (GET /api/staff/media): the first on each new search, more appended on "Show more". */
export function useMediaLibrary(initial: MediaFilters = { q: "", type: "" }): MediaLibrary {
  const [filters, setFilters] = useState(initial);
  const [items, setItems] = useState<MediaItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string>();
  // Only the latest request's answer is shown: a slow first search never overwrites a newer one.
  const requestRef = useRef(0);

  const load = useCallback(
    async (before: string | undefined) => {
      const request = ++requestRef.current;
      setIsLoading(true);
      setError(undefined);
      try {
        const page = await listMedia({
          limit: String(PAGE_SIZE),
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          ...(filters.type ? { type: filters.type } : {}),
          ...(before ? { before } : {}),
        });
        if (request !== requestRef.current) return;
        setItems((previous) => (before ? [...previous, ...page.items] : page.items));
        setNext(page.next_before);
      } catch (failure) {
        if (request === requestRef.current) setError(getErrorText(failure));
      } finally {
        if (request === requestRef.current) setIsLoading(false);
      }
    },
    [filters],
  );

  useEffect(() => {
    void load(undefined);
  }, [load]);

  return {
    filters,
    setFilters,
    items,
    isLoading,
    error,
    hasMore: next !== null,
    reload: () => void load(undefined),
    showMore: () => {
      if (next) void load(next);
    },
    replace: (item) => setItems((previous) => previous.map((entry) => (entry.key === item.key ? item : entry))),
    remove: (key) => setItems((previous) => previous.filter((entry) => entry.key !== key)),
  };
}
