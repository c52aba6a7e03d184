import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import { getDateFilterInstant } from "#domain/schemas/common.ts";
import {
  APPLICATION_DOCUMENT_PURPOSES,
  getAccountTier,
  getAllowedDecisions,
  type AccountOptionId,
  type ApplicationDocumentPurpose,
  type ApplicationStatus,
  type NationalIdMatch,
  type StaffApplication,
  type StaffApplicationListQuery,
} from "#domain/account-opening/schemas/account-application.ts";
import { accountApplicationDocuments, accountApplications } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import { getContentTypeOfKey, type FileDownload } from "../storage/file-storage.ts";
import { applicationApproved, applicationReturned } from "./application-messages.ts";
import {
  findDocuments,
  sendToApplicant,
  toValues,
  type AccountOpeningDependencies,
  type ApplicationRow as Row,
} from "./application-records.ts";

/** The staff's side of account opening (ADR 031, 040): the queue, the documents and the decisions. */
export interface ApplicationReviewService {
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

export function createApplicationReviewService(options: AccountOpeningDependencies): ApplicationReviewService {
  const { db, storage } = options;
  const now = options.now ?? (() => new Date());
  const documentsOf = (id: string) => findDocuments(db, id);
  const send = (username: string, lang: Language, message: { subject: string; text: string; sms: string }) =>
    sendToApplicant(options, username, lang, message);

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
    // An upgrade names the tier-1 application it upgrades by its reference (ADR 072).
    const upgradedIds = [...new Set(rows.flatMap((row) => (row.upgrade_of ? [row.upgrade_of] : [])))];
    const upgraded =
      upgradedIds.length === 0
        ? []
        : await db
            .select({ id: accountApplications.id, reference: accountApplications.reference })
            .from(accountApplications)
            .where(inArray(accountApplications.id, upgradedIds));
    return rows.map((row) =>
      toStaffApplication(
        row,
        matches.get(row.id) ?? [],
        row.upgrade_of ? { id: row.upgrade_of, reference: upgraded.find((entry) => entry.id === row.upgrade_of)?.reference ?? null } : null,
      ),
    );
  }

  function toStaffApplication(row: Row, nationalIdMatches: NationalIdMatch[], upgradeOf: StaffApplication["upgrade_of"]): StaffApplication {
    return {
      id: row.id,
      reference: row.reference,
      username: row.username,
      option: row.option as AccountOptionId,
      tier: getAccountTier(row.option as AccountOptionId),
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
      resubmission: row.resubmission ?? null,
      upgrade_of: upgradeOf,
    };
  }

  async function requireRow(id: string): Promise<Row> {
    const [row] = await db.select().from(accountApplications).where(eq(accountApplications.id, id)).limit(1);
    if (!row) throw new HttpError(404, "No such application");
    return row;
  }

  return {
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
      // What the officer saw: a resubmission is compared with it (ADR 067).
      const snapshot =
        decision.status === "returned"
          ? {
              returned_snapshot: {
                values: toValues(row),
                documents: Object.fromEntries((await documentsOf(id)).map((document) => [document.purpose, document.sha256])),
              },
            }
          : {};
      const [updated] = await db
        .update(accountApplications)
        .set({ status: decision.status, return_reason: reason, ...snapshot, updated_at: now() })
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
