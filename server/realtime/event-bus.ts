import type { ContentEvent } from "#domain/schemas/content-event.ts";

export type ContentEventListener = (event: ContentEvent) => void;

/** Carries events to the other instances (Socket.IO's Redis adapter, server/realtime/realtime.ts). */
export interface EventTransport {
  send(event: ContentEvent): void;
}

/**
 * The server's event bus (ADR 011): every create, update and delete is published here. Local
 * listeners (snapshot invalidation, the socket feed) hear it at once; a transport, when one is
 * attached, carries it to the other instances, whose buses `deliver` it to their listeners.
 */
export interface EventBus {
  publish(event: ContentEvent): void;
  /** An event that came from another instance: heard locally, not sent on again. */
  deliver(event: ContentEvent): void;
  subscribe(listener: ContentEventListener): () => void;
  setTransport(transport: EventTransport | undefined): void;
}

/** An in-process bus; `onListenerError` hears a listener that threw (the others still run). */
export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = new Set<ContentEventListener>();
  let transport: EventTransport | undefined;

  function deliver(event: ContentEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onListenerError(error);
      }
    }
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
    setTransport(next) {
      transport = next;
    },
  };
}
