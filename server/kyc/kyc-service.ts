import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, max, or, sql } from "drizzle-orm";
import {
  getRequiredPurposes,
  isKycAccountTypeName,
  listPurposeProblems,
  parseKycDocumentUrl,
  type KycAccountTypeName,
} from "#domain/kyc/kyc.ts";
import type { KycAccountDetails } from "#domain/kyc/schemas/kyc-account-details.ts";
import type { KycSubmission } from "#domain/kyc/schemas/kyc.ts";
import type { Database } from "../db/client.ts";
import { branches, kycAccountDetails, kycAccountTypes, kycIdempotencyKeys, kycUploads } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createKycNotices } from "./kyc-notices.ts";
import { createKycUploads, type KycUploads } from "./kyc-uploads.ts";

/** Spec §8: the text the browser shows when a username submits an account number it already submitted. */
export const ALREADY_SUBMITTED = "You have already submitted";

// Serialises KYC record writes across instances (own key, distinct from the content repository's).
const KYC_WRITE_LOCK_KEY = 7_310_006;

/** What the service needs of a submission (domain KycSubmissionSchema); the username is passed apart, from the session or staff. */
export type KycSubmissionRequest = Pick<
  KycSubmission,
  "account_number" | "account_name" | "branch_id" | "kyc_account_type_id" | "documents" | "lang"
>;

type Row = typeof kycAccountDetails.$inferSelect;

export function toKycRecord(row: Row): KycAccountDetails {
  return {
    id: row.id,
    account_number: row.account_number,
    account_name: row.account_name,
    username: row.username,
    branch_id: row.branch_id,
    kyc_account_type_id: row.kyc_account_type_id,
    documents: row.documents,
    emails: row.emails,
    processed: row.processed,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The one owner of `kyc_account_details` writes (visitors' and staff's), all under one advisory
 * lock. `owner` is whose uploads a submission may use: the visitor's username, or `staff:<name>`.
 */
export interface KycService {
  /** Creates a record; a retried `idempotencyKey` answers the first record (created false). */
  submit(
    owner: string,
    username: string,
    input: KycSubmissionRequest,
    idempotencyKey: string | undefined,
  ): Promise<{ record: KycAccountDetails; created: boolean }>;
  update(
    id: string,
    owner: string,
    username: string | undefined,
    input: KycSubmissionRequest,
    processed: boolean,
  ): Promise<KycAccountDetails>;
  /** Waits for the branch notices still being sent after their answers (before the messenger closes, and in tests). */
  drainNotices(): Promise<void>;
  get(id: string): Promise<KycAccountDetails | undefined>;
  findByUsername(username: string): Promise<KycAccountDetails | undefined>;
  /** Spec §4 continue flow: the record of an account number, among one username's records when a username is given. */
  findByAccountNumber(accountNumber: string, username?: string): Promise<KycAccountDetails | undefined>;
  /** Staff's list, newest first: `limit` records older than `lastCreatedAt`. */
  listPage(page: { limit: number; lastCreatedAt?: string | undefined }): Promise<KycAccountDetails[]>;
  setProcessed(id: string, processed: boolean): Promise<KycAccountDetails>;
  /** Deletes a record with its upload rows in one transaction, then its files. */
  delete(id: string): Promise<void>;
  /** The uploads part: the service is the one writer of `kyc_uploads`. */
  uploads: KycUploads;
  sweepOrphans: KycUploads["sweepOrphans"];
}

export interface KycServiceOptions {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  /** The site's address, for the staff link in the branch's e-mail. */
  publicUrl?: string;
  now?: () => Date;
}

export function createKycService(options: KycServiceOptions): KycService {
  const { db, storage, messenger, logger } = options;
  const now = options.now ?? (() => new Date());
  const publicUrl = (options.publicUrl ?? "").replace(/\/$/, "");
  const uploads = createKycUploads({ db, storage, logger, now });
  const notices = createKycNotices({ db, messenger, logger, publicUrl });

  async function resolveBranch(input: KycSubmissionRequest) {
    const [branch] = await db
      .select({ id: branches.id, name: branches.name, email: branches.email })
      .from(branches)
      .where(eq(branches.id, input.branch_id))
      .limit(1);
    if (!branch) throw new HttpError(400, "body.branch_id: no such branch", { code: "branch_not_found" });
    return branch;
  }

  async function resolveType(input: KycSubmissionRequest): Promise<{ id: string; name: KycAccountTypeName }> {
    const [type] = await db
      .select({ id: kycAccountTypes.id, name: kycAccountTypes.name })
      .from(kycAccountTypes)
      .where(eq(kycAccountTypes.id, input.kyc_account_type_id))
      .limit(1);
    if (!type || !isKycAccountTypeName(type.name)) {
      throw new HttpError(400, "body.kyc_account_type_id: no such account type", { code: "account_type_not_found" });
    }
    return { id: type.id, name: type.name };
  }

  /** Checks purposes and that every document is a file this owner uploaded; answers the storage keys. */
  function checkDocuments(typeName: KycAccountTypeName, documents: KycSubmissionRequest["documents"]): string[] {
    const problems = listPurposeProblems(
      typeName,
      documents.map((document) => document.purpose),
    );
    if (problems.length > 0) {
      throw new HttpError(
        400,
        `body.documents: ${problems.join("; ")} (a ${typeName} needs: ${getRequiredPurposes(typeName).join(", ")})`,
        {
          code: "documents_missing",
        },
      );
    }
    return documents.map((document) => {
      const key = parseKycDocumentUrl(document.url);
      if (!key)
        throw new HttpError(400, "body.documents: every url must be one answered by POST /api/uploads", { code: "document_not_uploaded" });
      return key;
    });
  }

  async function nextCreatedAt(tx: Pick<Database, "select">): Promise<Date> {
    const [newest] = await tx.select({ value: max(kycAccountDetails.created_at) }).from(kycAccountDetails);
    const newestMs = newest?.value ? new Date(newest.value as Date | string).getTime() : 0;
    return new Date(Math.max(now().getTime(), newestMs + 1));
  }

  async function getRow(id: string): Promise<Row | undefined> {
    const [row] = await db.select().from(kycAccountDetails).where(eq(kycAccountDetails.id, id)).limit(1);
    return row;
  }

  return {
    async submit(owner, username, input, idempotencyKey) {
      if (idempotencyKey) {
        const [earlier] = await db
          .select({ record_id: kycIdempotencyKeys.record_id })
          .from(kycIdempotencyKeys)
          .where(and(eq(kycIdempotencyKeys.username, owner), eq(kycIdempotencyKeys.key, idempotencyKey)))
          .limit(1);
        const row = earlier ? await getRow(earlier.record_id) : undefined;
        if (row) return { record: toKycRecord(row), created: false };
      }
      const branch = await resolveBranch(input);
      const type = await resolveType(input);
      const keys = checkDocuments(type.name, input.documents);
      const usable = new Set(
        (await uploads.load(keys)).filter((upload) => upload.username === owner && upload.record_id === null).map((upload) => upload.key),
      );
      if (keys.some((key) => !usable.has(key))) {
        throw new HttpError(400, "body.documents: every document must be a file uploaded in this session and not yet used", {
          code: "document_not_uploaded",
        });
      }
      const id = randomUUID();
      const emails = notices.compose(input.lang, username, branch, { ...input, id }, false);
      let outcome: { row: Row; created: boolean; isContested?: boolean };
      try {
        outcome = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${KYC_WRITE_LOCK_KEY})`);
          if (idempotencyKey) {
            const [earlier] = await tx
              .select({ record_id: kycIdempotencyKeys.record_id })
              .from(kycIdempotencyKeys)
              .where(and(eq(kycIdempotencyKeys.username, owner), eq(kycIdempotencyKeys.key, idempotencyKey)))
              .limit(1);
            if (earlier) {
              const [row] = await tx.select().from(kycAccountDetails).where(eq(kycAccountDetails.id, earlier.record_id)).limit(1);
              if (row) return { row, created: false };
            }
          }
          // Every record naming the number, whoever sent it: one query either way, so neither the
          // answer nor its time tells a visitor whether another person submitted for it (ADR 022).
          const claims = await tx
            .select({ username: kycAccountDetails.username })
            .from(kycAccountDetails)
            .where(eq(kycAccountDetails.account_number, input.account_number));
          if (claims.some((claim) => claim.username === username)) {
            throw new HttpError(409, ALREADY_SUBMITTED, { code: "already_submitted" });
          }
          const createdAt = await nextCreatedAt(tx);
          const [row] = await tx
            .insert(kycAccountDetails)
            .values({
              id,
              created_at: createdAt,
              account_number: input.account_number,
              account_name: input.account_name,
              username,
              branch_id: branch.id,
              kyc_account_type_id: type.id,
              documents: input.documents.map(({ purpose, url }) => ({ purpose, url })),
              emails: emails.map(({ email, message }) => ({ email, message })),
              processed: false,
              lang: input.lang,
            })
            .returning();
          const attached = await tx
            .update(kycUploads)
            .set({ record_id: id })
            .where(and(inArray(kycUploads.key, keys), eq(kycUploads.username, owner), isNull(kycUploads.record_id)))
            .returning({ key: kycUploads.key });
          if (attached.length !== keys.length) {
            throw new HttpError(409, "A document was used by another submission at the same time", { code: "document_in_use" });
          }
          if (idempotencyKey) {
            await tx.insert(kycIdempotencyKeys).values({ username: owner, key: idempotencyKey, record_id: id, created_at: createdAt });
          }
          return { row: row!, created: true, isContested: claims.length > 0 };
        });
      } catch (error) {
        // Only a refusal is final: its unattached files are of no use and go, rows first. A
        // failure that may be transient (the database away, a timeout, a reset connection) removes
        // nothing, since the transaction may even have committed (ADR 033): the retry with the same
        // key finds the files, and if none comes the sweep takes them.
        if (error instanceof HttpError && error.statusCode < 500) {
          await uploads
            .discard(and(inArray(kycUploads.key, [...usable]), eq(kycUploads.username, owner), isNull(kycUploads.record_id))!)
            .catch((discardError: unknown) => logger.error({ err: discardError }, "a refused submission's files could not be removed"));
        }
        throw error;
      }
      if (outcome.created) await notices.deliver(emails);
      if (outcome.isContested) notices.notifyConflict(input.account_number);
      return { record: toKycRecord(outcome.row), created: outcome.created };
    },

    async update(id, owner, username, input, processed) {
      const current = await getRow(id);
      if (!current) throw new HttpError(404, `No KYC account details record with id ${id}`, { code: "not_found" });
      if (username !== undefined && current.username !== username) {
        throw new HttpError(403, "This record belongs to another username", { code: "record_of_another_user" });
      }
      // Records are keyed by account number (spec §4): an update never moves a record to another account.
      if (input.account_number !== current.account_number) {
        throw new HttpError(409, `body.account_number: this record is for account ${current.account_number}; an update cannot change it`, {
          code: "account_number_changed",
        });
      }
      const branch = await resolveBranch(input);
      const type = await resolveType(input);
      const keys = checkDocuments(type.name, input.documents);
      const usable = new Set(
        (await uploads.load(keys))
          .filter((upload) => (upload.username === owner && upload.record_id === null) || upload.record_id === id)
          .map((upload) => upload.key),
      );
      if (keys.some((key) => !usable.has(key))) {
        throw new HttpError(400, "body.documents: every document must be a file uploaded in this session or already on this record", {
          code: "document_not_uploaded",
        });
      }
      const emails = notices.compose(input.lang, current.username, branch, { ...input, id }, true);
      const keep = new Set(keys);
      const { row, removed } = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KYC_WRITE_LOCK_KEY})`);
        const [row] = await tx
          .update(kycAccountDetails)
          .set({
            account_name: input.account_name,
            branch_id: branch.id,
            kyc_account_type_id: type.id,
            documents: input.documents.map(({ purpose, url }) => ({ purpose, url })),
            emails: emails.map(({ email, message }) => ({ email, message })),
            processed,
            lang: input.lang,
          })
          .where(and(eq(kycAccountDetails.id, id), eq(kycAccountDetails.account_number, current.account_number)))
          .returning();
        if (!row) throw new HttpError(404, `No KYC account details record with id ${id}`, { code: "not_found" });
        await tx
          .update(kycUploads)
          .set({ record_id: id })
          .where(and(inArray(kycUploads.key, keys), or(isNull(kycUploads.record_id), eq(kycUploads.record_id, id))));
        const attached = await tx.select({ key: kycUploads.key }).from(kycUploads).where(eq(kycUploads.record_id, id));
        // Old files lose their rows in this transaction; the files go once it has committed (ADR 033).
        const removed = attached.map((upload) => upload.key).filter((key) => !keep.has(key));
        if (removed.length > 0) await tx.delete(kycUploads).where(inArray(kycUploads.key, removed));
        return { row, removed };
      });
      await uploads.deleteStoredFiles(removed);
      await notices.deliver(emails);
      return toKycRecord(row);
    },

    drainNotices: () => notices.drain(),

    async get(id) {
      const row = await getRow(id);
      return row ? toKycRecord(row) : undefined;
    },

    async findByUsername(username) {
      const [row] = await db
        .select()
        .from(kycAccountDetails)
        .where(eq(kycAccountDetails.username, username))
        .orderBy(desc(kycAccountDetails.created_at))
        .limit(1);
      return row ? toKycRecord(row) : undefined;
    },

    async findByAccountNumber(accountNumber, username) {
      const [row] = await db
        .select()
        .from(kycAccountDetails)
        .where(
          username === undefined
            ? eq(kycAccountDetails.account_number, accountNumber)
            : and(eq(kycAccountDetails.account_number, accountNumber), eq(kycAccountDetails.username, username)),
        )
        // Staff asking for a number several usernames submitted get the newest; the console shows them all.
        .orderBy(desc(kycAccountDetails.created_at))
        .limit(1);
      return row ? toKycRecord(row) : undefined;
    },

    async setProcessed(id, processed) {
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KYC_WRITE_LOCK_KEY})`);
        const [updated] = await tx.update(kycAccountDetails).set({ processed }).where(eq(kycAccountDetails.id, id)).returning();
        return updated;
      });
      if (!row) throw new HttpError(404, `No KYC account details record with id ${id}`, { code: "not_found" });
      return toKycRecord(row);
    },

    async delete(id) {
      const removed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KYC_WRITE_LOCK_KEY})`);
        await tx.delete(kycIdempotencyKeys).where(eq(kycIdempotencyKeys.record_id, id));
        const uploads = await tx.delete(kycUploads).where(eq(kycUploads.record_id, id)).returning({ key: kycUploads.key });
        const deleted = await tx.delete(kycAccountDetails).where(eq(kycAccountDetails.id, id)).returning({ id: kycAccountDetails.id });
        if (deleted.length === 0) throw new HttpError(404, `No KYC account details record with id ${id}`, { code: "not_found" });
        return uploads.map((upload) => upload.key);
      });
      // The record and its rows are gone for good: then its files (ADR 033).
      await uploads.deleteStoredFiles(removed);
    },

    uploads,
    sweepOrphans: uploads.sweepOrphans,

    async listPage(page) {
      const rows = await db
        .select()
        .from(kycAccountDetails)
        .where(page.lastCreatedAt === undefined ? undefined : lt(kycAccountDetails.created_at, new Date(page.lastCreatedAt)))
        .orderBy(desc(kycAccountDetails.created_at))
        .limit(page.limit);
      return rows.map(toKycRecord);
    },
  };
}
