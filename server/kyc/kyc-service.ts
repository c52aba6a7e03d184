import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull, lt, max, or, sql } from "drizzle-orm";
import {
  getRequiredPurposes,
  isKycAccountTypeName,
  listKycEmailRecipients,
  listPurposeProblems,
  parseKycDocumentUrl,
  type KycAccountTypeName,
} from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import type { KycAccountDetails } from "#domain/schemas/kyc-account-details.ts";
import type { Database } from "../db/client.ts";
import { branches, kycAccountDetails, kycAccountTypes, kycIdempotencyKeys, kycUploads } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { kycConfirmation } from "./kyc-messages.ts";

/** Spec §8: the text the browser shows for a second submission of one account. */
export const ALREADY_SUBMITTED = "You have already submitted";

// Serialises KYC record writes across instances (own key, distinct from the content repository's).
const KYC_WRITE_LOCK_KEY = 7_310_006;

export interface KycSubmissionRequest {
  account_number: string;
  account_name: string;
  branch_id?: string | undefined;
  branch?: string | undefined;
  kyc_account_type_id?: string | undefined;
  kyc_account_type?: string | undefined;
  documents: Array<{ purpose: string; url: string }>;
  lang: Language;
}

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
  get(id: string): Promise<KycAccountDetails | undefined>;
  findByUsername(username: string): Promise<KycAccountDetails | undefined>;
  setProcessed(id: string, processed: boolean): Promise<KycAccountDetails>;
  delete(id: string): Promise<void>;
  /** Deletes the files attached to a record that its documents no longer list (after a back-office replace). */
  removeUnreferencedFiles(id: string): Promise<void>;
  /** Removes stored files that no record refers to and that are older than maxAgeMs; answers how many. */
  sweepOrphans(maxAgeMs: number): Promise<number>;
}

export interface KycServiceOptions {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  now?: () => Date;
}

export function createKycService(options: KycServiceOptions): KycService {
  const { db, storage, messenger, logger } = options;
  const now = options.now ?? (() => new Date());

  async function resolveBranch(input: KycSubmissionRequest) {
    const where = input.branch_id
      ? eq(branches.id, input.branch_id)
      : input.branch
        ? sql`lower(${branches.name}) = lower(${input.branch.trim()})`
        : undefined;
    if (!where) throw new HttpError(400, "body.branch_id: give the branch id or the branch name");
    const [branch] = await db.select({ id: branches.id, name: branches.name, email: branches.email }).from(branches).where(where).limit(1);
    if (!branch) throw new HttpError(400, "body.branch_id: no such branch");
    return branch;
  }

  async function resolveType(input: KycSubmissionRequest): Promise<{ id: string; name: KycAccountTypeName }> {
    const where = input.kyc_account_type_id
      ? eq(kycAccountTypes.id, input.kyc_account_type_id)
      : input.kyc_account_type
        ? eq(kycAccountTypes.name, input.kyc_account_type.trim())
        : undefined;
    if (!where) throw new HttpError(400, "body.kyc_account_type_id: give the account type id or its name");
    const [type] = await db.select({ id: kycAccountTypes.id, name: kycAccountTypes.name }).from(kycAccountTypes).where(where).limit(1);
    if (!type || !isKycAccountTypeName(type.name)) throw new HttpError(400, "body.kyc_account_type_id: no such account type");
    return { id: type.id, name: type.name };
  }

  /** Checks purposes and that every document is a file this owner uploaded; answers the storage keys. */
  function checkDocuments(typeName: KycAccountTypeName, documents: KycSubmissionRequest["documents"]): string[] {
    const problems = listPurposeProblems(
      typeName,
      documents.map((document) => document.purpose),
    );
    if (problems.length > 0) {
      throw new HttpError(400, `body.documents: ${problems.join("; ")} (a ${typeName} needs: ${getRequiredPurposes(typeName).join(", ")})`);
    }
    return documents.map((document) => {
      const key = parseKycDocumentUrl(document.url);
      if (!key) throw new HttpError(400, "body.documents: every url must be one answered by POST /api/uploads");
      return key;
    });
  }

  async function loadUploads(keys: string[]) {
    return keys.length === 0 ? [] : db.select().from(kycUploads).where(inArray(kycUploads.key, keys));
  }

  async function removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
        await db.delete(kycUploads).where(eq(kycUploads.key, key));
      } catch (error) {
        // The row stays, so the sweep finds the file again later.
        logger.error({ err: error, key }, "a KYC file could not be removed");
      }
    }
  }

  async function notify(
    lang: Language,
    username: string,
    branch: { name: string; email: string },
    record: { account_name: string; account_number: string },
    updated: boolean,
  ) {
    const message = kycConfirmation(lang, {
      accountName: record.account_name,
      accountNumber: record.account_number,
      branchName: branch.name,
      updated,
    });
    return listKycEmailRecipients(username, branch.email).map((email) => ({ email, message: message.text, subject: message.subject }));
  }

  async function deliver(emails: Array<{ email: string; message: string; subject: string }>, lang: Language) {
    for (const email of emails) {
      try {
        await messenger.send({ channel: "email", to: email.email, subject: email.subject, text: email.message, lang });
      } catch (error) {
        // The record is saved; a lost confirmation is logged, not the visitor's failure.
        logger.warn({ err: error }, "a KYC confirmation e-mail could not be sent");
      }
    }
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
      const uploads = await loadUploads(keys);
      const usable = new Set(
        uploads.filter((upload) => upload.username === owner && upload.record_id === null).map((upload) => upload.key),
      );
      if (keys.some((key) => !usable.has(key))) {
        throw new HttpError(400, "body.documents: every document must be a file uploaded in this session and not yet used");
      }
      const emails = await notify(input.lang, username, branch, input, false);
      const id = randomUUID();
      let outcome: { row: Row; created: boolean };
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
          const [existing] = await tx
            .select({ id: kycAccountDetails.id })
            .from(kycAccountDetails)
            .where(eq(kycAccountDetails.account_number, input.account_number))
            .limit(1);
          if (existing) throw new HttpError(409, ALREADY_SUBMITTED);
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
          if (attached.length !== keys.length) throw new HttpError(409, "A document was used by another submission at the same time");
          if (idempotencyKey) {
            await tx.insert(kycIdempotencyKeys).values({ username: owner, key: idempotencyKey, record_id: id, created_at: createdAt });
          }
          return { row: row!, created: true };
        });
      } catch (error) {
        // The submission failed: its files are of no use to anyone and must not linger.
        await removeFiles([...usable]);
        throw error;
      }
      if (outcome.created) await deliver(emails, input.lang);
      return { record: toKycRecord(outcome.row), created: outcome.created };
    },

    async update(id, owner, username, input, processed) {
      const current = await getRow(id);
      if (!current) throw new HttpError(404, `No KYC account details record with id ${id}`);
      if (username !== undefined && current.username !== username) throw new HttpError(403, "This record belongs to another username");
      const branch = await resolveBranch(input);
      const type = await resolveType(input);
      const keys = checkDocuments(type.name, input.documents);
      const uploads = await loadUploads(keys);
      const usable = new Set(
        uploads
          .filter((upload) => (upload.username === owner && upload.record_id === null) || upload.record_id === id)
          .map((upload) => upload.key),
      );
      if (keys.some((key) => !usable.has(key))) {
        throw new HttpError(400, "body.documents: every document must be a file uploaded in this session or already on this record");
      }
      const recordUsername = current.username;
      const emails = await notify(input.lang, recordUsername, branch, input, true);
      const keep = new Set(keys);
      const { row, removed } = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KYC_WRITE_LOCK_KEY})`);
        const [clash] = await tx
          .select({ id: kycAccountDetails.id })
          .from(kycAccountDetails)
          .where(and(eq(kycAccountDetails.account_number, input.account_number), sql`${kycAccountDetails.id} <> ${id}`))
          .limit(1);
        if (clash) throw new HttpError(409, ALREADY_SUBMITTED);
        const [row] = await tx
          .update(kycAccountDetails)
          .set({
            account_number: input.account_number,
            account_name: input.account_name,
            branch_id: branch.id,
            kyc_account_type_id: type.id,
            documents: input.documents.map(({ purpose, url }) => ({ purpose, url })),
            emails: emails.map(({ email, message }) => ({ email, message })),
            processed,
            lang: input.lang,
          })
          .where(eq(kycAccountDetails.id, id))
          .returning();
        if (!row) throw new HttpError(404, `No KYC account details record with id ${id}`);
        await tx
          .update(kycUploads)
          .set({ record_id: id })
          .where(and(inArray(kycUploads.key, keys), or(isNull(kycUploads.record_id), eq(kycUploads.record_id, id))));
        const attached = await tx.select({ key: kycUploads.key }).from(kycUploads).where(eq(kycUploads.record_id, id));
        // Old files are detached here and deleted once the new state is committed.
        const removed = attached.map((upload) => upload.key).filter((key) => !keep.has(key));
        if (removed.length > 0) await tx.update(kycUploads).set({ record_id: null }).where(inArray(kycUploads.key, removed));
        return { row, removed };
      });
      await removeFiles(removed);
      await deliver(emails, input.lang);
      return toKycRecord(row);
    },

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

    async setProcessed(id, processed) {
      const [row] = await db.update(kycAccountDetails).set({ processed }).where(eq(kycAccountDetails.id, id)).returning();
      if (!row) throw new HttpError(404, `No KYC account details record with id ${id}`);
      return toKycRecord(row);
    },

    async delete(id) {
      const attached = await db.select({ key: kycUploads.key }).from(kycUploads).where(eq(kycUploads.record_id, id));
      const deleted = await db.transaction(async (tx) => {
        await tx.delete(kycIdempotencyKeys).where(eq(kycIdempotencyKeys.record_id, id));
        await tx.update(kycUploads).set({ record_id: null }).where(eq(kycUploads.record_id, id));
        return tx.delete(kycAccountDetails).where(eq(kycAccountDetails.id, id)).returning({ id: kycAccountDetails.id });
      });
      if (deleted.length === 0) throw new HttpError(404, `No KYC account details record with id ${id}`);
      await removeFiles(attached.map((upload) => upload.key));
    },

    async removeUnreferencedFiles(id) {
      const row = await getRow(id);
      const listed = new Set((row?.documents ?? []).map((document) => parseKycDocumentUrl(document.url)));
      const attached = await db.select({ key: kycUploads.key }).from(kycUploads).where(eq(kycUploads.record_id, id));
      await removeFiles(attached.map((upload) => upload.key).filter((key) => !listed.has(key)));
    },

    async sweepOrphans(maxAgeMs) {
      const before = new Date(now().getTime() - maxAgeMs);
      const orphans = await db
        .select({ key: kycUploads.key })
        .from(kycUploads)
        .where(and(isNull(kycUploads.record_id), lt(kycUploads.created_at, before)));
      await removeFiles(orphans.map((orphan) => orphan.key));
      return orphans.length;
    },
  };
}
