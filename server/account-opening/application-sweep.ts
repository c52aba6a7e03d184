import { and, eq, inArray, lt } from "drizzle-orm";
import { accountApplicationDocuments, accountApplications } from "../db/schema.ts";
import { removeUnrecordedFiles } from "../storage/file-storage.ts";
import { APPLICATION_DOCUMENTS_FOLDER, deleteStoredFiles, type AccountOpeningDependencies } from "./application-records.ts";

/** What the server's hourly sweep and the tests call on account opening (ADR 031, 033). */
export interface ApplicationSweep {
  /**
   * Removes drafts unchanged for `draftMaxAgeMs` with their files, and stored application files
   * no document row refers to once older than `unrecordedFileMinAgeMs` (a process killed between
   * storing a file and writing its row). Answers how many drafts and files went.
   */
  sweep(options: { draftMaxAgeMs: number; unrecordedFileMinAgeMs: number }): Promise<{ drafts: number; files: number }>;
}

export function createApplicationSweep(options: Omit<AccountOpeningDependencies, "messenger">): ApplicationSweep {
  const { db, storage, logger } = options;
  const now = options.now ?? (() => new Date());

  return {
    async sweep({ draftMaxAgeMs, unrecordedFileMinAgeMs }) {
      const before = new Date(now().getTime() - draftMaxAgeMs);
      const stale = and(eq(accountApplications.status, "draft"), lt(accountApplications.updated_at, before));
      let drafts = 0;
      let files = 0;
      for (;;) {
        const candidates = await db.select({ id: accountApplications.id }).from(accountApplications).where(stale).limit(200);
        if (candidates.length === 0) break;
        const ids = candidates.map((candidate) => candidate.id);
        const documents = await db
          .select({ key: accountApplicationDocuments.key, application_id: accountApplicationDocuments.application_id })
          .from(accountApplicationDocuments)
          .where(inArray(accountApplicationDocuments.application_id, ids));
        // Still a draft and still untouched: one saved a moment ago stays.
        const deleted = new Set(
          (
            await db
              .delete(accountApplications)
              .where(and(inArray(accountApplications.id, ids), stale))
              .returning({ id: accountApplications.id })
          ).map((row) => row.id),
        );
        const keys = documents.filter((document) => deleted.has(document.application_id)).map((document) => document.key);
        await deleteStoredFiles(options, keys);
        drafts += deleted.size;
        files += keys.length;
        if (deleted.size === 0) break;
      }
      files += await removeUnrecordedFiles(storage, {
        prefix: `${APPLICATION_DOCUMENTS_FOLDER}/`,
        storedBefore: new Date(now().getTime() - unrecordedFileMinAgeMs),
        findRecorded: async (keys) =>
          (
            await db
              .select({ key: accountApplicationDocuments.key })
              .from(accountApplicationDocuments)
              .where(inArray(accountApplicationDocuments.key, keys))
          ).map((document) => document.key),
        onError: (error, key) => logger.error({ err: error, key }, "an unrecorded application file could not be removed"),
      });
      return { drafts, files };
    },
  };
}
