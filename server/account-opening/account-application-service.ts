import { randomInt, randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { getRiskCode } from "#domain/kyc.ts";
import type { Language } from "#domain/language.ts";
import { getDateFilterInstant } from "#domain/schemas/common.ts";
import {
  APPLICATION_DOCUMENT_PURPOSES,
  checkApplicationDetails,
  getAllowedDecisions,
  getMalawiToday,
  getRequiredApplicationDocuments,
  type AccountOptionId,
  type ApplicantView,
  type ApplicationDocumentPurpose,
  type ApplicationFieldErrors,
  type ApplicationStatus,
  type ApplicationStatusAnswer,
  type ApplicationValues,
  type NationalIdMatch,
  type StaffApplication,
  type StaffApplicationListQuery,
} from "#domain/schemas/account-application.ts";
import type { Database } from "../db/client.ts";
import { accountApplicationDocuments, accountApplications, branches } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { InspectedUpload } from "../uploads/file-inspection.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import { getContentTypeOfKey, removeUnrecordedFiles, type FileDownload, type FileStorage } from "../storage/file-storage.ts";
import { applicationApproved, applicationReceived, applicationReturned, branchNotice } from "./application-messages.ts";

/** The storage folder of application documents (kept apart from KYC's `kycdocuments`). */
export const APPLICATION_DOCUMENTS_FOLDER = "accountapplications";

// Crockford's letters and digits without I, L, O, U, 0 and 1: a reference read aloud on the phone survives.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

function createReference(): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
  return `AO-${part()}-${part()}`;
}

type Row = typeof accountApplications.$inferSelect;
type DocumentRow = typeof accountApplicationDocuments.$inferSelect;

/** A details save the domain refused: each field with its code. */
export class InvalidDetailsError extends HttpError {
  readonly fields: ApplicationFieldErrors;
  constructor(fields: ApplicationFieldErrors) {
    super(400, `Some details are not valid: ${Object.keys(fields).join(", ")}`, { code: "invalid_application_details" });
    this.fields = fields;
  }
}

export interface AccountApplicationService {
  /** A new draft bound to the verified username. */
  start(username: string, option: AccountOptionId, lang: Language): Promise<ApplicantView>;
  /** The username's own application; another username's is not found. */
  getOwn(id: string, username: string): Promise<ApplicantView>;
  saveDetails(
    id: string,
    username: string,
    option: AccountOptionId | undefined,
    values: Partial<ApplicationValues>,
  ): Promise<ApplicantView>;
  /** Stores an inspected file for a purpose, replacing the purpose's earlier file. */
  putDocument(
    id: string,
    username: string,
    purpose: ApplicationDocumentPurpose,
    fileName: string,
    upload: InspectedUpload,
  ): Promise<ApplicantView>;
  /** Submits a complete draft; the same Idempotency-Key again answers the same application (created false). */
  submit(id: string, username: string, idempotencyKey: string): Promise<{ view: ApplicantView; created: boolean }>;
  /** Removes a draft and its files; a submitted application stays with the bank (409, ADR 031). */
  withdraw(id: string, username: string): Promise<void>;
  /**
   * Removes drafts unchanged for `draftMaxAgeMs` with their files, and stored application files
   * no document row refers to once older than `unrecordedFileMinAgeMs` (a process killed between
   * storing a file and writing its row). Answers how many drafts and files went.
   */
  sweep(options: { draftMaxAgeMs: number; unrecordedFileMinAgeMs: number }): Promise<{ drafts: number; files: number }>;
  getStatus(reference: string, username: string): Promise<ApplicationStatusAnswer>;
  /** Submitted applications, newest first; `q` matches the reference, the username or the applicant's name. */
  listForStaff(query: StaffApplicationListQuery): Promise<{ items: StaffApplication[]; total: number }>;
  getForStaff(id: string): Promise<
    StaffApplication & {
      documents: Array<{ purpose: ApplicationDocumentPurpose; file_name: string; size: number; content_type: string }>;
    }
  >;
  openDocument(id: string, purpose: string): Promise<{ file: FileDownload; fileName: string }>;
  /** Staff decisions: in review, approved, or returned with a reason (the applicant is told in their language). */
  decide(
    id: string,
    decision: { status: "in_review" } | { status: "approved" } | { status: "returned"; reason: string },
  ): Promise<StaffApplication>;
}

export interface AccountApplicationServiceOptions {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  now?: () => Date;
}

function toValues(row: Row): ApplicationValues {
  return row.values as ApplicationValues;
}

export function createAccountApplicationService(options: AccountApplicationServiceOptions): AccountApplicationService {
  const { db, storage, messenger, logger } = options;
  const now = options.now ?? (() => new Date());

  async function documentsOf(id: string): Promise<DocumentRow[]> {
    return db.select().from(accountApplicationDocuments).where(eq(accountApplicationDocuments.application_id, id));
  }

  async function toApplicantView(row: Row): Promise<ApplicantView> {
    const documents = await documentsOf(row.id);
    return {
      id: row.id,
      option: row.option as AccountOptionId,
      status: row.status as ApplicationStatus,
      values: toValues(row),
      documents: documents.map((document) => ({
        purpose: document.purpose as ApplicationDocumentPurpose,
        file_name: document.file_name,
        size: document.size,
      })),
      reference: row.reference,
      return_reason: row.return_reason,
      submitted_at: row.submitted_at?.toISOString() ?? null,
    };
  }

  /**
   * For each application, the other submitted ones that give its national ID from another username
   * (ADR 031): read only for staff, so an applicant's answers and their times never depend on it.
   */
  async function findNationalIdMatches(rows: readonly Row[]): Promise<Map<string, NationalIdMatch[]>> {
    const matches = new Map<string, NationalIdMatch[]>();
    const nationalIds = [...new Set(rows.map((row) => toValues(row).national_id).filter((value): value is string => Boolean(value)))];
    if (nationalIds.length === 0) return matches;
    const nationalId = sql<string>`${accountApplications.values}->>'national_id'`;
    const others = await db
      .select({
        id: accountApplications.id,
        reference: accountApplications.reference,
        username: accountApplications.username,
        status: accountApplications.status,
        submitted_at: accountApplications.submitted_at,
        national_id: nationalId,
      })
      .from(accountApplications)
      .where(and(ne(accountApplications.status, "draft"), inArray(nationalId, nationalIds)))
      .orderBy(accountApplications.submitted_at, accountApplications.id);
    for (const row of rows) {
      const id = toValues(row).national_id;
      matches.set(
        row.id,
        others
          .filter((other) => other.national_id === id && other.username !== row.username)
          .map((other) => ({
            id: other.id,
            reference: other.reference,
            username: other.username,
            status: other.status as ApplicationStatus,
            submitted_at: other.submitted_at?.toISOString() ?? null,
          })),
      );
    }
    return matches;
  }

  /** Staff views of applications, each with its national ID matches. */
  async function toStaffApplications(rows: readonly Row[]): Promise<StaffApplication[]> {
    const matches = await findNationalIdMatches(rows);
    return rows.map((row) => toStaffApplication(row, matches.get(row.id) ?? []));
  }

  function toStaffApplication(row: Row, nationalIdMatches: NationalIdMatch[]): StaffApplication {
    return {
      id: row.id,
      reference: row.reference,
      username: row.username,
      option: row.option as AccountOptionId,
      status: row.status as ApplicationStatus,
      lang: row.lang as Language,
      branch_id: row.branch_id,
      values: toValues(row),
      risk_code: row.risk_code,
      return_reason: row.return_reason,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      submitted_at: row.submitted_at?.toISOString() ?? null,
      national_id_matches: nationalIdMatches,
    };
  }

  async function requireOwn(id: string, username: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(accountApplications)
      .where(and(eq(accountApplications.id, id), eq(accountApplications.username, username)))
      .limit(1);
    // Another username's application does not exist, as far as this session can tell.
    if (!row) throw new HttpError(404, "No such application");
    return row;
  }

  function requireDraft(row: Row): void {
    if (row.status !== "draft")
      throw new HttpError(409, "The application was submitted and can no longer change", { code: "application_not_editable" });
  }

  async function requireRow(id: string): Promise<Row> {
    const [row] = await db.select().from(accountApplications).where(eq(accountApplications.id, id)).limit(1);
    if (!row) throw new HttpError(404, "No such application");
    return row;
  }

  /**
   * Deletes stored files whose rows are already gone in a committed transaction (ADR 033). A file
   * that cannot be deleted now has no row: the unrecorded-file sweep takes it later.
   */
  async function deleteStoredFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => logger.error({ err: error, key }, "an application file could not be removed"));
    }
  }

  async function send(username: string, lang: Language, message: { subject: string; text: string }): Promise<void> {
    try {
      await messenger.send({
        channel: username.startsWith("+") ? "sms" : "email",
        to: username,
        subject: message.subject,
        text: message.text,
        lang,
      });
    } catch (error) {
      // The application is saved; a lost message is logged, not the visitor's failure.
      logger.warn({ err: error }, "an account application message could not be sent");
    }
  }

  async function notifyBranch(branchId: string | null, reference: string): Promise<void> {
    if (!branchId) return;
    const [branch] = await db
      .select({ name: branches.name, email: branches.email })
      .from(branches)
      .where(eq(branches.id, branchId))
      .limit(1);
    const email = branch?.email.trim() ?? "";
    if (!branch || email === "") return;
    const message = branchNotice(reference, branch.name);
    try {
      await messenger.send({ channel: "email", to: email, subject: message.subject, text: message.text, lang: "en" });
    } catch (error) {
      logger.warn({ err: error }, "a branch could not be told of an account application");
    }
  }

  return {
    async start(username, option, lang) {
      const at = now();
      const [row] = await db
        .insert(accountApplications)
        .values({ id: randomUUID(), username, option, status: "draft", lang, values: {}, created_at: at, updated_at: at })
        .returning();
      return toApplicantView(row!);
    },

    async getOwn(id, username) {
      return toApplicantView(await requireOwn(id, username));
    },

    async saveDetails(id, username, option, values) {
      const row = await requireOwn(id, username);
      requireDraft(row);
      const chosen = option ?? (row.option as AccountOptionId);
      const check = checkApplicationDetails(chosen, values, getMalawiToday(now()));
      if (check.status === "invalid") throw new InvalidDetailsError(check.errors);
      const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, check.details.branch_id)).limit(1);
      if (!branch) throw new InvalidDetailsError({ branch_id: "invalidChoice" });
      // Spec §5: the risk code is the server's alone, from the income with its commas stripped.
      const riskCode = getRiskCode(check.details.monthly_income);
      const [updated] = await db
        .update(accountApplications)
        .set({ option: chosen, values: check.details, branch_id: branch.id, risk_code: riskCode, updated_at: now() })
        .where(and(eq(accountApplications.id, id), eq(accountApplications.status, "draft")))
        .returning();
      if (!updated)
        throw new HttpError(409, "The application was submitted and can no longer change", { code: "application_not_editable" });
      return toApplicantView(updated);
    },

    async putDocument(id, username, purpose, fileName, upload) {
      const row = await requireOwn(id, username);
      requireDraft(row);
      if (!getRequiredApplicationDocuments(row.option as AccountOptionId).includes(purpose)) {
        throw new HttpError(400, `purpose: this account does not ask for ${purpose}`);
      }
      const stored = await storage.put(`${APPLICATION_DOCUMENTS_FOLDER}/${id}_${purpose}.${upload.extension}`, upload.openStream());
      const shownName = (fileName.split(/[\\/]/).pop() ?? "").slice(0, 120) || `${purpose}.${upload.extension}`;
      // Should the transaction fail, the new file stays: it may have committed even so, and a file
      // no row lists is the sweep's once past its grace period (ADR 033).
      const replaced = await db.transaction(async (tx) => {
        const earlier = await tx
          .delete(accountApplicationDocuments)
          .where(and(eq(accountApplicationDocuments.application_id, id), eq(accountApplicationDocuments.purpose, purpose)))
          .returning({ key: accountApplicationDocuments.key });
        await tx.insert(accountApplicationDocuments).values({
          key: stored.key,
          application_id: id,
          purpose,
          file_name: shownName,
          size: stored.size,
          sha256: upload.sha256,
          created_at: now(),
        });
        await tx.update(accountApplications).set({ updated_at: now() }).where(eq(accountApplications.id, id));
        return earlier.map((document) => document.key);
      });
      await deleteStoredFiles(replaced);
      return toApplicantView(await requireOwn(id, username));
    },

    async submit(id, username, idempotencyKey) {
      const row = await requireOwn(id, username);
      if (row.status !== "draft") {
        if (row.idempotency_key === idempotencyKey) return { view: await toApplicantView(row), created: false };
        requireDraft(row);
      }
      const documents = await documentsOf(id);
      const missing = getRequiredApplicationDocuments(row.option as AccountOptionId).filter(
        (purpose) => !documents.some((document) => document.purpose === purpose),
      );
      if (row.risk_code === null || missing.length > 0) {
        const what = row.risk_code === null ? "the details" : `the documents ${missing.join(", ")}`;
        throw new HttpError(400, `The application needs ${what} before it is submitted`, { code: "application_incomplete" });
      }
      let submitted: Row | undefined;
      for (let attempt = 0; attempt < 5 && !submitted; attempt++) {
        const reference = createReference();
        const [taken] = await db
          .select({ id: accountApplications.id })
          .from(accountApplications)
          .where(eq(accountApplications.reference, reference))
          .limit(1);
        if (taken) continue;
        // Only a draft turns into a submission: two submits racing make one application.
        [submitted] = await db
          .update(accountApplications)
          .set({ status: "received", reference, idempotency_key: idempotencyKey, submitted_at: now(), updated_at: now() })
          .where(and(eq(accountApplications.id, id), eq(accountApplications.status, "draft")))
          .returning();
        if (!submitted) {
          const current = await requireOwn(id, username);
          if (current.idempotency_key === idempotencyKey) return { view: await toApplicantView(current), created: false };
          requireDraft(current);
        }
      }
      if (!submitted?.reference) throw new Error("no free application reference");
      await send(username, submitted.lang as Language, applicationReceived(submitted.lang as Language, submitted.reference));
      await notifyBranch(submitted.branch_id, submitted.reference);
      return { view: await toApplicantView(submitted), created: true };
    },

    async withdraw(id, username) {
      requireDraft(await requireOwn(id, username));
      const documents = await documentsOf(id);
      // Only a draft goes: a submit that won the race keeps its application.
      const deleted = await db
        .delete(accountApplications)
        .where(and(eq(accountApplications.id, id), eq(accountApplications.username, username), eq(accountApplications.status, "draft")))
        .returning({ id: accountApplications.id });
      if (deleted.length === 0) requireDraft(await requireOwn(id, username));
      await deleteStoredFiles(documents.map((document) => document.key));
    },

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
        await deleteStoredFiles(keys);
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

    async getStatus(reference, username) {
      const [row] = await db
        .select()
        .from(accountApplications)
        .where(and(eq(accountApplications.reference, reference), eq(accountApplications.username, username)))
        .limit(1);
      if (!row?.reference) throw new HttpError(404, "No application with this reference for this number or address");
      return {
        reference: row.reference,
        status: row.status as ApplicationStatus,
        return_reason: row.return_reason,
        submitted_at: row.submitted_at?.toISOString() ?? null,
      };
    },

    async listForStaff(query) {
      const conditions: SQL[] = [ne(accountApplications.status, "draft")];
      if (query.status) conditions.push(eq(accountApplications.status, query.status));
      if (query.branch_id) conditions.push(eq(accountApplications.branch_id, query.branch_id));
      if (query.from) conditions.push(gte(accountApplications.submitted_at, getDateFilterInstant(query.from, false)));
      if (query.to) conditions.push(lte(accountApplications.submitted_at, getDateFilterInstant(query.to, true)));
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        const value = (field: string) => sql`coalesce(${accountApplications.values}->>${field}, '')`;
        conditions.push(
          or(
            ilike(accountApplications.reference, pattern),
            ilike(accountApplications.username, pattern),
            // A name as the officer says it: "Chikondi Banda", with or without the middle name.
            sql`(${value("first_name")} || ' ' || ${value("surname")}) ilike ${pattern}`,
            sql`(${value("first_name")} || ' ' || ${value("middle_name")} || ' ' || ${value("surname")}) ilike ${pattern}`,
            sql`${value("business_name")} ilike ${pattern}`,
          )!,
        );
      }
      const where = and(...conditions);
      const [total] = await db.select({ value: count() }).from(accountApplications).where(where);
      const rows = await db
        .select()
        .from(accountApplications)
        .where(where)
        .orderBy(desc(accountApplications.submitted_at), desc(accountApplications.id))
        .limit(query.limit)
        .offset(query.offset);
      return { items: await toStaffApplications(rows), total: Number(total?.value ?? 0) };
    },

    async getForStaff(id) {
      const row = await requireRow(id);
      if (row.status === "draft") throw new HttpError(404, "No such application");
      // In the order the form asks for them: the ID first.
      const documents = (await documentsOf(id)).toSorted(
        (a, b) =>
          APPLICATION_DOCUMENT_PURPOSES.indexOf(a.purpose as ApplicationDocumentPurpose) -
          APPLICATION_DOCUMENT_PURPOSES.indexOf(b.purpose as ApplicationDocumentPurpose),
      );
      return {
        ...(await toStaffApplications([row]))[0]!,
        documents: documents.map((document) => ({
          purpose: document.purpose as ApplicationDocumentPurpose,
          file_name: document.file_name,
          size: document.size,
          content_type: getContentTypeOfKey(document.key),
        })),
      };
    },

    async openDocument(id, purpose) {
      const row = await requireRow(id);
      const [document] = await db
        .select()
        .from(accountApplicationDocuments)
        .where(and(eq(accountApplicationDocuments.application_id, id), eq(accountApplicationDocuments.purpose, purpose)))
        .limit(1);
      const file = row.status === "draft" || !document ? undefined : await storage.get(document.key);
      if (!file || !document) throw new HttpError(404, "No such document");
      return { file, fileName: document.key.slice(document.key.lastIndexOf("/") + 1) };
    },

    async decide(id, decision) {
      const row = await requireRow(id);
      if (row.status === "draft") throw new HttpError(404, "No such application");
      if (!getAllowedDecisions(row.status as ApplicationStatus).includes(decision.status)) {
        throw new HttpError(409, `An application ${row.status.replace("_", " ")} cannot be marked ${decision.status.replace("_", " ")}`, {
          code: "conflict",
        });
      }
      const reason = decision.status === "returned" ? decision.reason : null;
      const [updated] = await db
        .update(accountApplications)
        .set({ status: decision.status, return_reason: reason, updated_at: now() })
        .where(and(eq(accountApplications.id, id), eq(accountApplications.status, row.status)))
        .returning();
      if (!updated) throw new HttpError(409, "The application changed meanwhile: open it again", { code: "conflict" });
      const lang = updated.lang as Language;
      if (updated.reference && decision.status === "returned")
        await send(updated.username, lang, applicationReturned(lang, updated.reference, decision.reason));
      if (updated.reference && decision.status === "approved")
        await send(updated.username, lang, applicationApproved(lang, updated.reference));
      return (await toStaffApplications([updated]))[0]!;
    },
  };
}
