import { useSyncExternalStore } from "react";

/** What the shell tells the visitor about the connection and the phone's storage. */
export interface LiveStatus {
  /** The browser has a network (navigator.onLine). */
  online: boolean;
  /** The realtime feed is connected: open screens change as staff publish. */
  connected: boolean;
  /** Less than the spec's cache minimum (1 MiB) is free for offline pages (spec §4, §9). */
  lowStorage: boolean;
}

const SERVER_STATUS: LiveStatus = Object.freeze({ online: true, connected: false, lowStorage: false });

let status: LiveStatus = SERVER_STATUS;
let isWatchingNetwork = false;
const listeners = new Set<() => void>();

/** The current status. */
export function getLiveStatus(): LiveStatus {
  return status;
}

/** Changes part of the status and tells the listeners. */
export function updateLiveStatus(change: Partial<LiveStatus>): void {
  const next = { ...status, ...change };
  if (next.online === status.online && next.connected === status.connected && next.lowStorage === status.lowStorage) return;
  status = next;
  for (const listener of [...listeners]) listener();
}

function watchNetwork(): void {
  if (isWatchingNetwork || typeof window === "undefined") return;
  isWatchingNetwork = true;
  updateLiveStatus({ online: navigator.onLine });
  window.addEventListener("online", () => updateLiveStatus({ online: true }));
  window.addEventListener("offline", () => updateLiveStatus({ online: false, connected: false }));
}

function subscribe(listener: () => void): () => void {
  watchNetwork();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection and storage status, for the shell's notices (server render: online). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, () => SERVER_STATUS);
}
