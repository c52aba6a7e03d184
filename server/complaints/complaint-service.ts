import { randomInt, randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import type { PublicHoliday } from "#domain/calendar/malawi-holidays.ts";
import { getMalawiDate } from "#domain/calendar/calendar-date.ts";
import type { Language } from "#domain/language.ts";
import { can } from "#domain/permissions.ts";
import {
  COMPLAINT_AGE_BANDS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_REFERENCE_ALPHABET,
  COMPLAINT_STATUSES,
  COMPLAINTS_PER_DAY,
  getComplaintAgeBand,
  getComplaintRespondBy,
  isComplaintOverdue,
  type ComplaintCategory,
  type ComplaintEscalation,
  type ComplaintFields,
  type ComplaintStatus,
  type ComplaintView,
  type StaffComplaint,
  type StaffComplaintListQuery,
} from "#domain/complaints/complaint.ts";
import type { Database } from "../db/client.ts";
import { branches, complaintAttachments, complaints, publicHolidays, staffAccounts } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import { removeUnrecordedFiles, type FileDownload, type FileStorage } from "../storage/file-storage.ts";
import type { InspectedUpload } from "../uploads/file-inspection.ts";
import { complaintAnswered, complaintReceived } from "./complaint-messages.ts";

/**
 * The holidays staff entered from a Malawi date on (ADR 064), for working-day arithmetic: the
 * computed ones come from domain/calendar, these add Eid and declared days.
 */
async function getEnteredHolidays(db: Database, from: string): Promise<PublicHoliday[]> {
  const rows = await db
    .select({ date: publicHolidays.date, name: publicHolidays.name })
    .from(publicHolidays)
    .where(gte(publicHolidays.date, from));
  return rows.map((row) => ({ date: row.date as PublicHoliday["date"], name: row.name }));
}

/** The storage folder of complaint attachments (apart from KYC's and account opening's). */
export const COMPLAINT_FILES_FOLDER = "complaints";

type Row = typeof complaints.$inferSelect;
type AttachmentRow = typeof complaintAttachments.$inferSelect;

export interface ComplaintDependencies {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  /** `COMPLAINT_RESPONSE_DAYS`: working days to answer, holidays skipped. */
  responseDays: number;
  now?: () => Date;
}

export interface ComplaintUpload {
  fileName: string;
  upload: InspectedUpload;
}

/** The complainant's side and the staff's side of complaints (ADR 059). */
export interface ComplaintService {
  /** A new complaint bound to the username; the same Idempotency-Key again answers the same one (created false). */
  submit(
    username: string,
    idempotencyKey: string,
    fields: ComplaintFields,
    files: ComplaintUpload[],
  ): Promise<{ view: ComplaintView; created: boolean }>;
  /** The complaint with the reference, if the username made it; 404 otherwise. */
  getOwn(reference: string, username: string): Promise<ComplaintView>;
  /** Whether an earlier request with the key made a complaint already (checked before files are read). */
  findByKey(username: string, idempotencyKey: string): Promise<ComplaintView | undefined>;
  list(query: StaffComplaintListQuery): Promise<{ items: StaffComplaint[]; total: number }>;
  /** How many complaints are received or being handled: the console's menu count. */
  countOpen(): Promise<number>;
  get(id: string): Promise<StaffComplaint>;
  openAttachment(id: string, position: number): Promise<{ file: FileDownload; fileName: string }>;
  assign(id: string, assignee: string): Promise<StaffComplaint>;
  reply(id: string, message: string): Promise<StaffComplaint>;
  escalate(id: string, to: ComplaintEscalation, note: string): Promise<StaffComplaint>;
  close(id: string): Promise<StaffComplaint>;
  /** The regulator's return: counts by category, status and age band, as CSV. */
  exportCounts(): Promise<string>;
  /**
   * Removes stored complaint files no attachment row refers to once older than `minAgeMs`: what a
   * process killed between storing a file and committing its complaint leaves (ADR 033). Answers how many went.
   */
  sweepUnrecordedFiles(minAgeMs: number): Promise<number>;
}

function createReference(): string {
  const part = () => Array.from({ length: 4 }, () => COMPLAINT_REFERENCE_ALPHABET[randomInt(COMPLAINT_REFERENCE_ALPHABET.length)]).join("");
  return `CMP-${part()}-${part()}`;
}

/** A unique index refused the row (Postgres 23505, on PGlite and PostgreSQL alike). */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505";
}

const OPEN_STATUSES: ComplaintStatus[] = ["received", "in_progress"];

export function createComplaintService(options: ComplaintDependencies): ComplaintService {
  const { db, storage, messenger, logger, responseDays } = options;
  const now = options.now ?? (() => new Date());

  async function attachmentsOf(ids: string[]): Promise<Map<string, AttachmentRow[]>> {
    const byId = new Map<string, AttachmentRow[]>();
    if (ids.length === 0) return byId;
    const rows = await db
      .select()
      .from(complaintAttachments)
      .where(inArray(complaintAttachments.complaint_id, ids))
      .orderBy(asc(complaintAttachments.position));
    for (const row of rows) byId.set(row.complaint_id, [...(byId.get(row.complaint_id) ?? []), row]);
    return byId;
  }

  function toView(row: Row, attachments: AttachmentRow[]): ComplaintView {
    return {
      reference: row.reference,
      status: row.status as ComplaintStatus,
      category: row.category as ComplaintCategory,
      product: row.product,
      branch_id: row.branch_id,
      description: row.description,
      attachments: attachments.map((attachment) => ({ file_name: attachment.file_name, size: attachment.size })),
      submitted_at: row.submitted_at.toISOString(),
      respond_by: row.respond_by,
      answer: row.answer,
      answered_at: row.answered_at?.toISOString() ?? null,
      escalated_to: row.escalated_to as ComplaintEscalation | null,
      closed_at: row.closed_at?.toISOString() ?? null,
    };
  }

  function toStaff(row: Row, attachments: AttachmentRow[]): StaffComplaint {
    return {
      ...toView(row, attachments),
      id: row.id,
      username: row.username,
      lang: row.lang as Language,
      assigned_to: row.assigned_to,
      escalation_note: row.escalation_note,
      overdue: isComplaintOverdue(row.status as ComplaintStatus, row.respond_by, now()),
      updated_at: row.updated_at.toISOString(),
    };
  }

  async function viewOf(row: Row): Promise<ComplaintView> {
    return toView(row, (await attachmentsOf([row.id])).get(row.id) ?? []);
  }

  async function staffOf(row: Row): Promise<StaffComplaint> {
    return toStaff(row, (await attachmentsOf([row.id])).get(row.id) ?? []);
  }

  async function requireRow(id: string): Promise<Row> {
    const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
    if (!row) throw new HttpError(404, "No such complaint");
    return row;
  }

  async function send(row: Row, message: { subject: string; text: string; sms: string }): Promise<void> {
    const channel = row.username.startsWith("+") ? "sms" : "email";
    try {
      await messenger.send({
        channel,
        to: row.username,
        subject: message.subject,
        text: channel === "sms" ? message.sms : message.text,
        lang: row.lang as Language,
      });
    } catch (error) {
      // The complaint is saved; a lost message is logged, not the customer's failure.
      logger.warn({ err: error }, "a complaint message could not be sent");
    }
  }

  /** Changes a row only from the status it was read in: two officers racing get one 409. */
  async function update(row: Row, set: Partial<Row>): Promise<Row> {
    const [updated] = await db
      .update(complaints)
      .set({ ...set, updated_at: now() })
      .where(and(eq(complaints.id, row.id), eq(complaints.updated_at, row.updated_at)))
      .returning();
    if (!updated) throw new HttpError(409, "The complaint changed meanwhile: open it again", { code: "conflict" });
    return updated;
  }

  function requireNotClosed(row: Row): void {
    if (row.status === "closed") throw new HttpError(409, "The complaint is closed", { code: "conflict" });
  }

  async function findByKey(username: string, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(complaints)
      .where(and(eq(complaints.username, username), eq(complaints.idempotency_key, idempotencyKey)))
      .limit(1);
    return row ? viewOf(row) : undefined;
  }

  return {
    findByKey,

    async submit(username, idempotencyKey, fields, files) {
      const earlier = await findByKey(username, idempotencyKey);
      if (earlier) return { view: earlier, created: false };
      const at = now();
      const [recent] = await db
        .select({ value: count() })
        .from(complaints)
        .where(and(eq(complaints.username, username), gte(complaints.submitted_at, new Date(at.getTime() - 24 * 60 * 60 * 1000))));
      if (Number(recent?.value ?? 0) >= COMPLAINTS_PER_DAY) {
        throw new HttpError(429, `At most ${COMPLAINTS_PER_DAY} complaints a day from one number or address`, {
          code: "rate_limited",
        });
      }
      if (fields.branch_id) {
        const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, fields.branch_id)).limit(1);
        if (!branch) throw new HttpError(400, "branch_id: no such branch");
      }
      const id = randomUUID();
      const stored: Array<{ key: string; size: number; fileName: string; sha256: string }> = [];
      try {
        for (const [index, { fileName, upload }] of files.entries()) {
          const file = await storage.put(`${COMPLAINT_FILES_FOLDER}/${id}_${index + 1}.${upload.extension}`, upload.openStream());
          const shownName = (fileName.split(/[\\/]/).pop() ?? "").slice(0, 120) || `attachment-${index + 1}.${upload.extension}`;
          stored.push({ key: file.key, size: file.size, fileName: shownName, sha256: upload.sha256 });
        }
        const respondBy = getComplaintRespondBy(at, responseDays, await getEnteredHolidays(db, getMalawiDate(at)));
        let row: Row | undefined;
        for (let attempt = 0; attempt < 5 && !row; attempt++) {
          const reference = createReference();
          try {
            row = await db.transaction(async (tx) => {
              const [inserted] = await tx
                .insert(complaints)
                .values({
                  id,
                  reference,
                  username,
                  idempotency_key: idempotencyKey,
                  lang: fields.lang,
                  category: fields.category,
                  product: fields.product,
                  branch_id: fields.branch_id ?? null,
                  description: fields.description,
                  status: "received",
                  respond_by: respondBy,
                  submitted_at: at,
                  updated_at: at,
                })
                .returning();
              if (stored.length > 0) {
                await tx.insert(complaintAttachments).values(
                  stored.map((file, index) => ({
                    key: file.key,
                    complaint_id: id,
                    position: index + 1,
                    file_name: file.fileName,
                    size: file.size,
                    sha256: file.sha256,
                    created_at: at,
                  })),
                );
              }
              return inserted;
            });
          } catch (error) {
            if (!isUniqueViolation(error)) throw error;
            // The same key raced this request and won: answer its complaint, drop these files.
            const raced = await findByKey(username, idempotencyKey);
            if (raced) {
              await removeFiles(stored.map((file) => file.key));
              return { view: raced, created: false };
            }
            // Otherwise the reference was taken: draw another.
          }
        }
        if (!row) throw new Error("no free complaint reference");
        await send(row, complaintReceived(row.lang as Language, row.reference, row.respond_by));
        return { view: await viewOf(row), created: true };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) await removeFiles(stored.map((file) => file.key));
        throw error;
      }
    },

    async getOwn(reference, username) {
      const [row] = await db
        .select()
        .from(complaints)
        .where(and(eq(complaints.reference, reference), eq(complaints.username, username)))
        .limit(1);
      // Another username's complaint does not exist, as far as this session can tell.
      if (!row) throw new HttpError(404, "No complaint with this reference for this number or address");
      return viewOf(row);
    },

    async countOpen() {
      const [open] = await db.select({ value: count() }).from(complaints).where(inArray(complaints.status, OPEN_STATUSES));
      return Number(open?.value ?? 0);
    },

    async list(query) {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(complaints.status, query.status));
      if (query.category) conditions.push(eq(complaints.category, query.category));
      if (query.branch_id) conditions.push(eq(complaints.branch_id, query.branch_id));
      const today = getMalawiDate(now());
      const overdue = and(inArray(complaints.status, OPEN_STATUSES), lt(complaints.respond_by, today))!;
      if (query.overdue === "true") conditions.push(overdue);
      if (query.overdue === "false")
        conditions.push(or(inArray(complaints.status, ["answered", "closed"]), gte(complaints.respond_by, today))!);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [total] = await db.select({ value: count() }).from(complaints).where(where);
      // Oldest deadline first: what is most due is at the top of the queue.
      const rows = await db
        .select()
        .from(complaints)
        .where(where)
        .orderBy(asc(complaints.respond_by), desc(complaints.submitted_at), desc(complaints.id))
        .limit(query.limit)
        .offset(query.offset);
      const attachments = await attachmentsOf(rows.map((row) => row.id));
      return { items: rows.map((row) => toStaff(row, attachments.get(row.id) ?? [])), total: Number(total?.value ?? 0) };
    },

    async get(id) {
      return staffOf(await requireRow(id));
    },

    async openAttachment(id, position) {
      await requireRow(id);
      const [attachment] = await db
        .select()
        .from(complaintAttachments)
        .where(and(eq(complaintAttachments.complaint_id, id), eq(complaintAttachments.position, position)))
        .limit(1);
      const file = attachment ? await storage.get(attachment.key) : undefined;
      if (!file || !attachment) throw new HttpError(404, "No such attachment");
      return { file, fileName: attachment.key.slice(attachment.key.lastIndexOf("/") + 1) };
    },

    async assign(id, assignee) {
      const row = await requireRow(id);
      requireNotClosed(row);
      const [staff] = await db
        .select({ username: staffAccounts.username, role: staffAccounts.role, disabled: staffAccounts.disabled })
        .from(staffAccounts)
        .where(eq(staffAccounts.username, assignee))
        .limit(1);
      if (!staff || staff.disabled || !can(staff.role, "handleComplaints"))
        throw new HttpError(400, "assignee: not a staff member who handles complaints");
      const status = row.status === "received" ? "in_progress" : row.status;
      return staffOf(await update(row, { assigned_to: staff.username, status }));
    },

    async reply(id, message) {
      const row = await requireRow(id);
      requireNotClosed(row);
      const updated = await update(row, { answer: message, answered_at: now(), status: "answered" });
      await send(updated, complaintAnswered(updated.lang as Language, updated.reference, message));
      return staffOf(updated);
    },

    async escalate(id, to, note) {
      const row = await requireRow(id);
      if (row.escalated_to === to)
        throw new HttpError(409, `The complaint is already escalated to ${to.replace("_", " ")}`, { code: "conflict" });
      if (row.escalated_to === "registrar") throw new HttpError(409, "The complaint is already with the Registrar", { code: "conflict" });
      // An appeal or a referral reopens the complaint: it is being handled again.
      return staffOf(await update(row, { escalated_to: to, escalation_note: note, status: "in_progress", closed_at: null }));
    },

    async close(id) {
      const row = await requireRow(id);
      requireNotClosed(row);
      return staffOf(await update(row, { status: "closed", closed_at: now() }));
    },

    async exportCounts() {
      const rows = await db
        .select({
          category: complaints.category,
          status: complaints.status,
          submitted_at: complaints.submitted_at,
          closed_at: complaints.closed_at,
        })
        .from(complaints);
      const at = now();
      const oldest = rows.reduce<Date | undefined>((min, row) => (!min || row.submitted_at < min ? row.submitted_at : min), undefined);
      const entered = oldest ? await getEnteredHolidays(db, getMalawiDate(oldest)) : [];
      const counts = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.category},${row.status},${getComplaintAgeBand(row.submitted_at, row.closed_at ?? at, entered)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const lines = ["category,status,age_working_days,count"];
      // Every combination, zeros included: the return's form has a cell for each.
      for (const category of COMPLAINT_CATEGORIES)
        for (const status of COMPLAINT_STATUSES)
          for (const band of COMPLAINT_AGE_BANDS) {
            const key = `${category},${status},${band}`;
            lines.push(`${key},${counts.get(key) ?? 0}`);
          }
      return `${lines.join("\r\n")}\r\n`;
    },

    async sweepUnrecordedFiles(minAgeMs) {
      return removeUnrecordedFiles(storage, {
        prefix: `${COMPLAINT_FILES_FOLDER}/`,
        storedBefore: new Date(now().getTime() - minAgeMs),
        findRecorded: async (keys) =>
          (
            await db.select({ key: complaintAttachments.key }).from(complaintAttachments).where(inArray(complaintAttachments.key, keys))
          ).map((row) => row.key),
        onError: (error, key) => logger.error({ err: error, key }, "an unrecorded complaint file could not be removed"),
      });
    },
  };

  async function removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await storage.delete(key).catch((error: unknown) => logger.error({ err: error, key }, "a complaint file could not be removed"));
    }
  }
}
