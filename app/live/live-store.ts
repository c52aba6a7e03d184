import { BROWSER_COLLECTIONS, type BrowserCollection, type ContentEvent, type ContentRecord } from "#domain/content/collection-stores.ts";
import { applyContentEvent, applyContentEvents } from "#domain/record-list.ts";

/** Where a collection's list in the store came from. */
export type LiveSource = "none" | "local" | "server";

/** What the store knows of one collection. Each change replaces the object (useSyncExternalStore). */
export interface CollectionState<T extends ContentRecord = ContentRecord> {
  /** The whole collection, newest first: from the server (fresh) or the browser database (offline). */
  records: T[] | undefined;
  source: LiveSource;
  /** A full reload from the server is running. */
  loading: boolean;
  /** Events heard while the store had no list yet: views built on their page's own records apply them. */
  events: ContentEvent[];
}

/** Events kept for views that have no full list yet; past this the oldest are dropped (a reload follows anyway). */
const MAX_LOGGED_EVENTS = 200;

const EMPTY: CollectionState = Object.freeze({ records: undefined, source: "none", loading: false, events: [] }) as CollectionState;

/** The state every collection has before anything is known (and on the server). */
export function getEmptyCollectionState<T extends ContentRecord>(): CollectionState<T> {
  return EMPTY as CollectionState<T>;
}

/**
 * The records a view shows: the store's full list when it has one, else the page's own records
 * (server-rendered or from its loader) with the live events applied.
 */
export function selectRecords<T extends ContentRecord>(state: CollectionState<T>, initial: readonly T[]): T[] {
  if (state.records) return state.records;
  return applyContentEvents(initial, state.events);
}

/**
 * The live store (spec §4 live events): one in-memory list per collection, fed by full reloads
 * and socket events; screens read it through useLiveCollection. It does no I/O: the sync
 * engine (live-sync.client.ts) loads it and writes the browser database.
 */
export interface LiveStore {
  getState<T extends ContentRecord>(collection: BrowserCollection): CollectionState<T>;
  /** Listens to one collection; the first listener makes the collection wanted (see onWanted). */
  subscribe(collection: BrowserCollection, listener: () => void): () => void;
  /** Collections some view shows now. */
  getWantedCollections(): BrowserCollection[];
  /** Called when a collection gains its first listener (the sync engine loads it). */
  setOnWanted(callback: ((collection: BrowserCollection) => void) | undefined): void;
  applyEvent(event: ContentEvent): void;
  beginReload(collection: BrowserCollection): void;
  /** A full reload's result; events heard during the reload are applied on top. */
  completeReload(collection: BrowserCollection, records: readonly ContentRecord[]): void;
  failReload(collection: BrowserCollection): void;
  /** The browser database's copy, used while the server cannot be reached; never replaces a server list. */
  setLocal(collection: BrowserCollection, records: readonly ContentRecord[]): void;
}

export function createLiveStore(): LiveStore {
  const states = new Map<BrowserCollection, CollectionState>();
  const listeners = new Map<BrowserCollection, Set<() => void>>();
  /** Events heard during a running reload, replayed on its result. */
  const pending = new Map<BrowserCollection, ContentEvent[]>();
  let onWanted: ((collection: BrowserCollection) => void) | undefined;

  const get = (collection: BrowserCollection) => states.get(collection) ?? EMPTY;

  function set(collection: BrowserCollection, next: CollectionState): void {
    states.set(collection, next);
    for (const listener of [...(listeners.get(collection) ?? [])]) listener();
  }

  return {
    getState: <T extends ContentRecord>(collection: BrowserCollection) => get(collection) as CollectionState<T>,

    subscribe(collection, listener) {
      let group = listeners.get(collection);
      if (!group) listeners.set(collection, (group = new Set()));
      const isFirst = group.size === 0;
      group.add(listener);
      if (isFirst) onWanted?.(collection);
      return () => {
        group.delete(listener);
      };
    },

    getWantedCollections: () => BROWSER_COLLECTIONS.filter((collection) => (listeners.get(collection)?.size ?? 0) > 0),

    setOnWanted(callback) {
      onWanted = callback;
    },

    applyEvent(event) {
      const state = get(event.collection);
      pending.get(event.collection)?.push(event);
      if (state.records) {
        set(event.collection, { ...state, records: applyContentEvent(state.records, event) });
      } else {
        set(event.collection, { ...state, events: [...state.events, event].slice(-MAX_LOGGED_EVENTS) });
      }
    },

    beginReload(collection) {
      pending.set(collection, []);
      set(collection, { ...get(collection), loading: true });
    },

    completeReload(collection, records) {
      const heard = pending.get(collection) ?? [];
      pending.delete(collection);
      set(collection, { records: applyContentEvents(records, heard), source: "server", loading: false, events: [] });
    },

    failReload(collection) {
      pending.delete(collection);
      set(collection, { ...get(collection), loading: false });
    },

    setLocal(collection, records) {
      const state = get(collection);
      if (state.source === "server") return;
      set(collection, { ...state, records: applyContentEvents(records, state.events), source: "local", events: [] });
    },
  };
}

/** The page's one live store. */
export const liveStore: LiveStore = createLiveStore();
