// Spec §3 keeps the onboarding session in browser storage under `userSession`. Here it holds
// only what is neither secret nor personal (DESIGN.md): the draft's opaque id and the submit's
// Idempotency-Key, so a reload after a lost answer submits with the same key.

const KEY = "userSession";

export interface DraftSession {
  draft_id: string;
  submit_key: string;
}

export function readDraftSession(): DraftSession | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<DraftSession> | null;
    if (typeof value?.draft_id !== "string" || typeof value.submit_key !== "string") return undefined;
    return { draft_id: value.draft_id, submit_key: value.submit_key };
  } catch {
    return undefined;
  }
}

export function writeDraftSession(draftId: string): DraftSession {
  const session = { draft_id: draftId, submit_key: `ao-${crypto.randomUUID()}` };
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Private browsing without storage: the journey still works, it just cannot resume.
  }
  return session;
}

export function clearDraftSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
