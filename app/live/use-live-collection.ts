import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { BrowserCollection, ContentRecord } from "#domain/content/collection-stores.ts";
import { getEmptyCollectionState, liveStore, selectRecords, type CollectionState } from "./live-store.ts";

function useCollectionState<T extends ContentRecord>(collection: BrowserCollection): CollectionState<T> {
  const subscribe = useCallback((listener: () => void) => liveStore.subscribe(collection, listener), [collection]);
  return useSyncExternalStore(
    subscribe,
    () => liveStore.getState<T>(collection),
    () => getEmptyCollectionState<T>(),
  );
}

/**
 * A collection that stays current while the page is open: first the records the page was
 * rendered with, then the live store's (a full reload on connection, then every created,
 * updated and deleted event; the browser database's copy when offline). Newest first.
 */
export function useLiveCollection<T extends ContentRecord>(collection: BrowserCollection, initialRecords: readonly T[]): T[] {
  const state = useCollectionState<T>(collection);
  return useMemo(() => selectRecords(state, initialRecords), [state, initialRecords]);
}

/** Whether the collection's list is complete and current (reloaded from the server), or still being reloaded. */
export function useLiveCollectionStatus(collection: BrowserCollection): { source: CollectionState["source"]; loading: boolean } {
  const state = useCollectionState(collection);
  return { source: state.source, loading: state.loading };
}
