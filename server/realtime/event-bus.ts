import type { CollectionName } from "#domain/content/schemas/collections.ts";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import type { MediaChange } from "#domain/content/schemas/media-library.ts";

export type ContentEventListener = (event: ContentEvent) => void;
/** Hears that a collection changed, from whatever source: caches drop what they hold of it. */
export type ContentChangeListener = (collection: CollectionName) => void;
/** Hears that a media file changed how pages show it (ADR 076). */
export type MediaChangeListener = (change: MediaChange) => void;

/** Carries events to the other instances (Socket.IO's Redis adapter, server/realtime/realtime.ts). */
export interface EventTransport {
  send(event: ContentEvent): void;
  sendMediaChange(change: MediaChange): void;
}

/**
 * The server's event bus (ADR 011): every create, update and delete is published here. Local
 * listeners (the socket feed) hear it at once; a transport, when one is attached, carries it to
 * the other instances, whose buses `deliver` it to their listeners.
 *
 * Caches listen to changes, not events (ADR 033): `onChange` hears every published or delivered
 * event's collection, and also `announceChange` from the database's version check, which has no
 * record to tell browsers but must still drop caches that an event lost with Redis left stale.
 * Change listeners run before event listeners, so a socket client that re-reads after an event
 * never gets the old list.
 */
export interface EventBus {
  publish(event: ContentEvent): void;
  /** An event that came from another instance: heard locally, not sent on again. */
  deliver(event: ContentEvent): void;
  subscribe(listener: ContentEventListener): () => void;
  /** A collection changed with no event to show for it (the version check): caches hear it, sockets do not. */
  announceChange(collection: CollectionName): void;
  onChange(listener: ContentChangeListener): () => void;
  setTransport(transport: EventTransport | undefined): void;
  /**
   * A media file's focal point moved (ADR 076): no record changed, yet every instance's copy of
   * the focal points and its rendered pages are stale. Heard here at once, then sent to the others.
   */
  publishMediaChange(change: MediaChange): void;
  /** A media change that came from another instance: heard locally, not sent on again. */
  deliverMediaChange(change: MediaChange): void;
  onMediaChange(listener: MediaChangeListener): () => void;
}

/** An in-process bus; `onListenerError` hears a listener that threw (the others still run). */
export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = new Set<ContentEventListener>();
  const changeListeners = new Set<ContentChangeListener>();
  const mediaListeners = new Set<MediaChangeListener>();
  let transport: EventTransport | undefined;

  function call<T>(targets: Set<(value: T) => void>, value: T): void {
    for (const listener of targets) {
      try {
        listener(value);
      } catch (error) {
        onListenerError(error);
      }
    }
  }

  function deliver(event: ContentEvent): void {
    call(changeListeners, event.collection);
    call(listeners, event);
  }

  return {
    publish(event) {
      deliver(event);
      transport?.send(event);
    },
    deliver,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announceChange(collection) {
      call(changeListeners, collection);
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    setTransport(next) {
      transport = next;
    },
    publishMediaChange(change) {
      call(mediaListeners, change);
      transport?.sendMediaChange(change);
    },
    deliverMediaChange(change) {
      call(mediaListeners, change);
    },
    onMediaChange(listener) {
      mediaListeners.add(listener);
      return () => mediaListeners.delete(listener);
    },
  };
}
