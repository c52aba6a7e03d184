/**
 * When this page last talked to the server with its session: each answered call slides the
 * session's inactivity limit (server/staff-identity/staff-auth.ts), so the expiry warning counts
 * from here without asking the server, which would itself count as activity.
 */
type Listener = (at: number) => void;

const listeners = new Set<Listener>();

/** Called by the console's request helper after every answered call. */
export function noteStaffActivity(): void {
  const at = Date.now();
  for (const listener of listeners) listener(at);
}

export function onStaffActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
