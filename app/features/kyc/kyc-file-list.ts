import { MAX_FILES_PER_PURPOSE, type KycPurpose } from "#domain/kyc/kyc.ts";
import type { ChosenFile } from "./document-field.tsx";
import { getFileProblem, sniffFileKind, SNIFF_BYTES } from "#app/features/uploads/file-check.ts";
import type { KycMessages } from "./kyc-messages.ts";

/** The files chosen for each purpose, in the order picked. */
export type KycFiles = Partial<Record<KycPurpose, ChosenFile[]>>;
/** For each purpose, why the files last picked were refused: one sentence each. */
export type RefusedFiles = Partial<Record<KycPurpose, string[]>>;

/** The files with one of a purpose's files changed, or removed when `change` answers nothing. */
export function replaceChosenFile(
  files: KycFiles,
  purpose: KycPurpose,
  id: string,
  change: (file: ChosenFile) => ChosenFile | undefined,
): KycFiles {
  const list = (files[purpose] ?? []).flatMap((file) => {
    if (file.id !== id) return [file];
    const changed = change(file);
    return changed ? [changed] : [];
  });
  return { ...files, [purpose]: list };
}

/** How many files each purpose has (what validateDocuments checks). */
export function countChosenFiles(files: KycFiles, purposes: readonly KycPurpose[]): Partial<Record<KycPurpose, number>> {
  return Object.fromEntries(purposes.map((purpose) => [purpose, files[purpose]?.length ?? 0]));
}

/**
 * Checks files as they are picked, by their first bytes and size (ADR 023), within the room a
 * purpose has left: the accepted ones (photos marked to be made smaller) and a sentence for each refused.
 */
export async function checkPickedFiles(
  picked: readonly File[],
  chosenAlready: number,
  m: KycMessages,
  createId: () => string,
): Promise<{ accepted: ChosenFile[]; problems: string[] }> {
  const problems: string[] = [];
  const accepted: ChosenFile[] = [];
  const room = MAX_FILES_PER_PURPOSE - chosenAlready;
  for (const file of picked) {
    if (accepted.length >= room) {
      problems.push(m.errors.tooManyFiles(MAX_FILES_PER_PURPOSE));
      break;
    }
    let kind;
    try {
      kind = sniffFileKind(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    } catch {
      problems.push(m.fileErrors.unreadable(file.name));
      continue;
    }
    const problem = getFileProblem(file.size, kind, true);
    if (problem) {
      problems.push(m.fileErrors[problem](file.name));
      continue;
    }
    accepted.push({ id: createId(), file, isPreparing: kind !== "pdf" });
  }
  return { accepted, problems };
}
