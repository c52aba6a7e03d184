import { and, count, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { formatKycDocumentUrl, KYC_FOLDER, parseKycDocumentUrl, type KycPurpose } from "#domain/kyc/kyc.ts";
import { queryRows, type Database } from "../db/client.ts";
import { kycAccountDetails, kycUploads } from "../db/schema.ts";
import { removeUnrecordedFiles, type FileStorage, type StoredFile } from "../storage/file-storage.ts";

type UploadRow = typeof kycUploads.$inferSelect;

/**
 * KYC uploads: the files a visitor or staff member sent for a submission, one row each in
 * `kyc_uploads`. The KYC service is their one writer: this part stores and forgets them, the
 * record part attaches them to a record in the record's own transaction.
 */
export interface KycUploads {
  /** Records a stored, inspected file as `owner`'s, not yet on a record. */
  record(owner: string, purpose: KycPurpose, stored: StoredFile, sha256: string): Promise<void>;
  /** How many of `owner`'s files wait for a submission. */
  countPending(owner: string): Promise<number>;
  /** An upload by its storage key, with the username of the record it is on, if any. */
  find(key: string): Promise<(UploadRow & { recordUsername: string | undefined }) | undefined>;
  load(keys: string[]): Promise<UploadRow[]>;
  /** Forgets the uploads `where` selects: their rows go in one committed statement, and only then their files. */
  discard(where: SQL): Promise<string[]>;
  /** Deletes stored files whose rows are already gone in a committed transaction (ADR 033). */
  deleteStoredFiles(keys: string[]): Promise<void>;
  /**
   * Removes uploads that no record refers to and that are older than maxAgeMs, and stored files
   * that have no upload row at all (a process killed between storing a file and recording it)
   * older than `unrecordedFileMinAgeMs`; answers how many files went.
   */
  sweepOrphans(maxAgeMs: number, options?: { unrecordedFileMinAgeMs?: number }): Promise<number>;
}

export interface KycUploadsOptions {
  db: Database;
  storage: FileStorage;
  logger: { error(details: object, message: string): void };
  now: () => Date;
}

export function createKycUploads(options: KycUploadsOptions): KycUploads {
  const { db, storage, logger, now } = options;

  async function load(keys: string[]) {
    return keys.length === 0 ? [] : db.select().from(kycUploads).where(inArray(kycUploads.key, keys));
  }

  /**
   * Deletes stored files whose rows are already gone in a committed transaction (ADR 033). A file
   * that cannot be deleted now has no row: the unrecorded-file sweep takes it later.
   */
  async function deleteStoredFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => logger.error({ err: error, key }, "a KYC file could not be removed"));
    }
  }

  /** Forgets the uploads `where` selects: their rows go in one committed statement, and only then their files. */
  async function discard(where: SQL): Promise<string[]> {
    const gone = await db.delete(kycUploads).where(where).returning({ key: kycUploads.key });
    const keys = gone.map((upload) => upload.key);
    await deleteStoredFiles(keys);
    return keys;
  }

  /** The keys among `keys` that a record's documents list: a file a committed record lists is never swept. */
  async function findListedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const urls = keys.map((key) => formatKycDocumentUrl(key));
    // One containment test per key, so the documents' GIN index answers each (migration 0009).
    const rows = await queryRows<{ url: string }>(
      db,
      sql`select distinct document->>'url' as url
          from ${kycAccountDetails}, jsonb_array_elements(${kycAccountDetails.documents}) as document
          where (${sql.join(
            urls.map((url) => sql`${kycAccountDetails.documents} @> ${JSON.stringify([{ url }])}::jsonb`),
            sql` or `,
          )})
          and document->>'url' in (${sql.join(
            urls.map((url) => sql`${url}`),
            sql`, `,
          )})`,
    );
    return new Set(rows.map((row) => parseKycDocumentUrl(row.url)).filter((key): key is string => key !== undefined));
  }

  async function sweepOrphans(maxAgeMs: number, sweepOptions: { unrecordedFileMinAgeMs?: number } = {}): Promise<number> {
    const before = new Date(now().getTime() - maxAgeMs);
    const candidates = await db
      .select({ key: kycUploads.key })
      .from(kycUploads)
      .where(and(isNull(kycUploads.record_id), lt(kycUploads.created_at, before)));
    const listed = await findListedKeys(candidates.map((candidate) => candidate.key));
    const orphans = candidates.map((candidate) => candidate.key).filter((key) => !listed.has(key));
    // The delete repeats the condition: an upload a submission attached meanwhile stays.
    const removed =
      orphans.length === 0
        ? []
        : await discard(and(inArray(kycUploads.key, orphans), isNull(kycUploads.record_id), lt(kycUploads.created_at, before))!);
    // A file is stored before its row is written: one younger than the grace period may be an
    // upload in flight on this or another instance, so only older ones count as unrecorded.
    const unrecorded = await removeUnrecordedFiles(storage, {
      prefix: `${KYC_FOLDER}/`,
      storedBefore: new Date(now().getTime() - (sweepOptions.unrecordedFileMinAgeMs ?? maxAgeMs)),
      findRecorded: async (keys) => {
        const recorded = new Set((await load(keys)).map((upload) => upload.key));
        // Every listed file has an upload row; should one not, the record's word still keeps it.
        for (const key of await findListedKeys(keys.filter((key) => !recorded.has(key)))) recorded.add(key);
        return recorded;
      },
      onError: (error, key) => logger.error({ err: error, key }, "an unrecorded KYC file could not be removed"),
    });
    return removed.length + unrecorded;
  }

  return {
    async record(owner, purpose, stored, sha256) {
      // Should this insert fail, the file stays: the insert may have committed even so, and a
      // file with no row is the sweep's once past its grace period (ADR 033).
      await db.insert(kycUploads).values({ key: stored.key, username: owner, purpose, size: stored.size, sha256, created_at: now() });
    },

    async countPending(owner) {
      const [pending] = await db
        .select({ value: count() })
        .from(kycUploads)
        .where(and(eq(kycUploads.username, owner), isNull(kycUploads.record_id)));
      return Number(pending?.value ?? 0);
    },

    async find(key) {
      const [row] = await db
        .select({ upload: kycUploads, recordUsername: kycAccountDetails.username })
        .from(kycUploads)
        .leftJoin(kycAccountDetails, eq(kycAccountDetails.id, kycUploads.record_id))
        .where(eq(kycUploads.key, key))
        .limit(1);
      return row ? { ...row.upload, recordUsername: row.recordUsername ?? undefined } : undefined;
    },

    load,
    discard,
    deleteStoredFiles,
    sweepOrphans,
  };
}
