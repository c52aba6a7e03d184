import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import { isEmailAddress } from "#domain/one-time-code.ts";
import { parseKycDocumentUrl } from "#domain/kyc/kyc.ts";
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts";
import { getDateFilterInstant } from "#domain/schemas/common.ts";
import type { KycConflict, KycQueueItem, KycQueuePage, KycQueueQuery, KycStatus, KycReview } from "#domain/kyc/schemas/kyc-review.ts";
import type { Database } from "../db/client.ts";
import { branches, kycAccountDetails, kycAccountTypes, kycReviews, kycUploads } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { KycService } from "./kyc-service.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import { getContentTypeOfKey } from "../storage/file-storage.ts";
import { kycProcessedMessage, kycReturnMessage } from "#domain/kyc/kyc-decision-messages.ts";

/** One document of a record, found by its place in the record's list. */
export interface KycDocumentRef {
  key: string;
  purpose: string;
  accountName: string;
}

/** The KYC queue for officers: lists, one submission, processed or returned. The one writer of `kyc_reviews`. */
export interface KycReviewService {
  listQueue(query: KycQueueQuery): Promise<KycQueuePage>;
  /** How many submissions wait for a decision: a number, for the console's menu. */
  countPending(): Promise<number>;
  getSubmission(id: string): Promise<KycReview>;
  getDocument(id: string, index: number): Promise<KycDocumentRef>;
  /** A decision is final: processing a processed record is 409. A returned one may be processed. */
  markProcessed(id: string, by: string, options?: { notifyCustomer?: boolean }): Promise<KycReview>;
  /**
   * Marks the record not processed, keeps the reason, and tells the customer in the language they
   * used. Only a pending record: a processed or returned one is 409 until reopened, so a customer
   * never gets a second, contradicting message.
   */
  returnToCustomer(id: string, by: string, reason: string): Promise<KycReview>;
  /** Takes back a decision on purpose: the record is pending again (409 when it has none). */
  reopen(id: string): Promise<KycReview>;
}

export interface KycReviewServiceOptions {
  db: Database;
  kyc: KycService;
  messenger: Messenger;
  logger: MessageLogger;
  now?: () => Date;
}

function getStatus(processed: boolean, reviewStatus: string | null): KycStatus {
  if (processed) return "processed";
  return reviewStatus === "returned" ? "returned" : "pending";
}

export function createKycReviewService(options: KycReviewServiceOptions): KycReviewService {
  const { db, kyc, messenger, logger } = options;
  const now = options.now ?? (() => new Date());

  const columns = {
    id: kycAccountDetails.id,
    created_at: kycAccountDetails.created_at,
    account_number: kycAccountDetails.account_number,
    account_name: kycAccountDetails.account_name,
    username: kycAccountDetails.username,
    branch_id: kycAccountDetails.branch_id,
    branch_name: branches.name,
    kyc_account_type_name: kycAccountTypes.name,
    processed: kycAccountDetails.processed,
    review_status: kycReviews.status,
  };

  const joined = () =>
    db
      .select(columns)
      .from(kycAccountDetails)
      .innerJoin(branches, eq(branches.id, kycAccountDetails.branch_id))
      .innerJoin(kycAccountTypes, eq(kycAccountTypes.id, kycAccountDetails.kyc_account_type_id))
      .leftJoin(kycReviews, eq(kycReviews.record_id, kycAccountDetails.id));

  /** The submissions naming each of these account numbers, oldest first (ADR 022). */
  async function findClaims(accountNumbers: string[]): Promise<Map<string, Array<KycConflict & { account_number: string }>>> {
    const claims = new Map<string, Array<KycConflict & { account_number: string }>>();
    if (accountNumbers.length === 0) return claims;
    const rows = await db
      .select({
        id: kycAccountDetails.id,
        created_at: kycAccountDetails.created_at,
        account_number: kycAccountDetails.account_number,
        account_name: kycAccountDetails.account_name,
        username: kycAccountDetails.username,
        processed: kycAccountDetails.processed,
        review_status: kycReviews.status,
      })
      .from(kycAccountDetails)
      .leftJoin(kycReviews, eq(kycReviews.record_id, kycAccountDetails.id))
      .where(inArray(kycAccountDetails.account_number, [...new Set(accountNumbers)]))
      .orderBy(kycAccountDetails.created_at);
    for (const row of rows) {
      const list = claims.get(row.account_number) ?? [];
      list.push({
        id: row.id,
        created_at: row.created_at.toISOString(),
        account_number: row.account_number,
        account_name: row.account_name,
        username: row.username,
        status: getStatus(row.processed, row.review_status),
      });
      claims.set(row.account_number, list);
    }
    return claims;
  }

  /** The other usernames' submissions for a record's account number. */
  function getConflicts(
    claims: Map<string, Array<KycConflict & { account_number: string }>>,
    record: { id: string; account_number: string; username: string },
  ): KycConflict[] {
    return (claims.get(record.account_number) ?? [])
      .filter((claim) => claim.id !== record.id && claim.username !== record.username)
      .map(({ account_number: _, ...conflict }) => conflict);
  }

  /** A record as the queue lists it: what the officer sees before opening it. */
  function toQueueItem(
    row: {
      id: string;
      created_at: Date;
      account_number: string;
      account_name: string;
      username: string;
      branch_id: string;
      branch_name: string;
      kyc_account_type_name: string;
      processed: boolean;
      review_status: string | null;
    },
    claims: Map<string, Array<KycConflict & { account_number: string }>>,
  ): KycQueueItem {
    return {
      id: row.id,
      created_at: row.created_at.toISOString(),
      account_number: row.account_number,
      account_name: row.account_name,
      username: row.username,
      branch_id: row.branch_id,
      branch_name: row.branch_name,
      kyc_account_type_name: row.kyc_account_type_name,
      status: getStatus(row.processed, row.review_status),
      conflicts: getConflicts(claims, row),
    };
  }

  function buildWhere(query: KycQueueQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.branch_id) conditions.push(eq(kycAccountDetails.branch_id, query.branch_id));
    if (query.from) conditions.push(gte(kycAccountDetails.created_at, getDateFilterInstant(query.from, false)));
    if (query.to) conditions.push(lte(kycAccountDetails.created_at, getDateFilterInstant(query.to, true)));
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      conditions.push(or(ilike(kycAccountDetails.account_number, pattern), ilike(kycAccountDetails.account_name, pattern))!);
    }
    if (query.status === "processed") conditions.push(eq(kycAccountDetails.processed, true));
    if (query.status === "returned") conditions.push(and(eq(kycAccountDetails.processed, false), eq(kycReviews.status, "returned"))!);
    if (query.status === "pending") {
      conditions.push(and(eq(kycAccountDetails.processed, false), or(isNull(kycReviews.status), ne(kycReviews.status, "returned")))!);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  async function getSubmission(id: string): Promise<KycReview> {
    const [row] = await db
      .select({
        ...columns,
        documents: kycAccountDetails.documents,
        lang: kycAccountDetails.lang,
        returned_reason: kycReviews.returned_reason,
        reviewed_by: kycReviews.reviewed_by,
        reviewed_at: kycReviews.reviewed_at,
      })
      .from(kycAccountDetails)
      .innerJoin(branches, eq(branches.id, kycAccountDetails.branch_id))
      .innerJoin(kycAccountTypes, eq(kycAccountTypes.id, kycAccountDetails.kyc_account_type_id))
      .leftJoin(kycReviews, eq(kycReviews.record_id, kycAccountDetails.id))
      .where(eq(kycAccountDetails.id, id))
      .limit(1);
    if (!row) throw new HttpError(404, `No KYC submission with id ${id}`);
    const keys = row.documents.map((document) => parseKycDocumentUrl(document.url));
    const present = keys.filter((key): key is string => key !== undefined);
    const uploads =
      present.length === 0
        ? []
        : await db
            .select({ key: kycUploads.key, size: kycUploads.size })
            .from(kycUploads)
            .where(or(...present.map((key) => eq(kycUploads.key, key))));
    const sizes = new Map(uploads.map((upload) => [upload.key, upload.size]));
    const item = toQueueItem(row, await findClaims([row.account_number]));
    const { status } = item;
    return {
      ...item,
      lang: row.lang ?? DEFAULT_LANGUAGE,
      returned_reason: status === "returned" ? row.returned_reason : null,
      processed_by: row.reviewed_by,
      processed_at: row.reviewed_at?.toISOString() ?? null,
      documents: row.documents.map((document, index) => {
        const key = keys[index];
        const base = `/api/staff/kyc/${row.id}/documents/${index}`;
        return {
          index,
          purpose: document.purpose,
          content_type: key ? getContentTypeOfKey(key) : "application/octet-stream",
          size: (key && sizes.get(key)) || 0,
          view_url: base,
          download_url: `${base}?download=1`,
        };
      }),
    };
  }

  /**
   * Messages the customer who submitted, by SMS or e-mail, in the language they used. The decision
   * is saved either way: a failed send is logged for the officer, who can call the customer.
   */
  async function tellCustomer(
    id: string,
    compose: (lang: Language, row: { account_name: string; account_number: string }) => { subject: string; text: string },
  ): Promise<void> {
    const [row] = await db
      .select({
        username: kycAccountDetails.username,
        lang: kycAccountDetails.lang,
        account_name: kycAccountDetails.account_name,
        account_number: kycAccountDetails.account_number,
      })
      .from(kycAccountDetails)
      .where(eq(kycAccountDetails.id, id))
      .limit(1);
    if (!row) return;
    const lang = row.lang ?? DEFAULT_LANGUAGE;
    try {
      await messenger.send({ channel: isEmailAddress(row.username) ? "email" : "sms", to: row.username, ...compose(lang, row), lang });
    } catch (error) {
      logger.warn({ err: error, record: id }, "the KYC decision message could not be sent");
    }
  }

  return {
    async listQueue(query) {
      const where = buildWhere(query);
      const rows = await joined().where(where).orderBy(desc(kycAccountDetails.created_at)).limit(query.limit).offset(query.offset);
      const [total] = await db
        .select({ value: count() })
        .from(kycAccountDetails)
        .leftJoin(kycReviews, eq(kycReviews.record_id, kycAccountDetails.id))
        .where(where);
      const claims = await findClaims(rows.map((row) => row.account_number));
      return {
        items: rows.map((row) => toQueueItem(row, claims)),
        total: Number(total?.value ?? 0),
      };
    },

    async countPending() {
      const [total] = await db
        .select({ value: count() })
        .from(kycAccountDetails)
        .leftJoin(kycReviews, eq(kycReviews.record_id, kycAccountDetails.id))
        .where(buildWhere({ status: "pending", limit: 1, offset: 0 }));
      return Number(total?.value ?? 0);
    },

    getSubmission,

    async getDocument(id, index) {
      const record = await kyc.get(id);
      if (!record) throw new HttpError(404, `No KYC submission with id ${id}`);
      const document = record.documents[index];
      const key = document ? parseKycDocumentUrl(document.url) : undefined;
      if (!document || !key) throw new HttpError(404, `The submission has no document ${index}`);
      return { key, purpose: document.purpose, accountName: record.account_name };
    },

    async markProcessed(id, by, { notifyCustomer = false } = {}) {
      await getSubmission(id); // 404 for an unknown one
      // Only the first of two marks sent at once writes the decision, and only it messages the customer.
      const reviewedAt = now();
      const written = await db
        .insert(kycReviews)
        .values({ record_id: id, status: "processed", returned_reason: null, reviewed_by: by, reviewed_at: reviewedAt })
        .onConflictDoUpdate({
          target: kycReviews.record_id,
          set: { status: "processed", returned_reason: null, reviewed_by: by, reviewed_at: reviewedAt },
          setWhere: ne(kycReviews.status, "processed"),
        })
        .returning({ id: kycReviews.record_id });
      if (written.length === 0) throw new HttpError(409, "This submission is already marked processed.");
      await kyc.setProcessed(id, true);
      if (notifyCustomer) await tellCustomer(id, (lang, row) => kycProcessedMessage(lang, { accountNumber: row.account_number }));
      return getSubmission(id);
    },

    async returnToCustomer(id, by, reason) {
      const { status } = await getSubmission(id);
      if (status !== "pending") throw new HttpError(409, `This submission was ${status} already. Reopen it first to return it.`);
      // Only the first of two returns sent at once writes the row, and only it sends the message.
      const reviewedAt = now();
      const written = await db
        .insert(kycReviews)
        .values({ record_id: id, status: "returned", returned_reason: reason, reviewed_by: by, reviewed_at: reviewedAt })
        .onConflictDoUpdate({
          target: kycReviews.record_id,
          set: { status: "returned", returned_reason: reason, reviewed_by: by, reviewed_at: reviewedAt },
          setWhere: ne(kycReviews.status, "returned"),
        })
        .returning({ id: kycReviews.record_id });
      if (written.length === 0) throw new HttpError(409, "This submission was returned already. Reopen it first to return it.");
      await tellCustomer(id, (lang, row) =>
        kycReturnMessage(lang, { accountName: row.account_name, accountNumber: row.account_number, reason }),
      );
      return getSubmission(id);
    },

    async reopen(id) {
      if ((await getSubmission(id)).status === "pending") throw new HttpError(409, "This submission has no decision to reopen.");
      await kyc.setProcessed(id, false);
      await db.delete(kycReviews).where(eq(kycReviews.record_id, id));
      return getSubmission(id);
    },
  };
}
