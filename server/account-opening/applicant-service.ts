import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getRiskCode } from "#domain/risk.ts";
import type { Language } from "#domain/language.ts";
import {
  checkApplicationDetails,
  EMPTY_APPLICATION_VALUES,
  getAccountTier,
  getMalawiToday,
  getRequiredApplicationDocuments,
  TIER1_UPGRADE_OPTION,
  maskUsername,
  APPLICATION_DOCUMENT_PURPOSES,
  APPLICATION_FIELDS,
  type AccountOptionId,
  type ApplicantView,
  type ApplicationDocumentPurpose,
  type ApplicationFieldErrors,
  type ApplicationStatus,
  type ApplicationStatusAnswer,
  type ApplicationValues,
  type Resubmission,
} from "#domain/account-opening/schemas/account-application.ts";
import { accountApplicationDocuments, accountApplications, branches } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { InspectedUpload } from "../uploads/file-inspection.ts";
import { applicationReceived, branchNotice } from "./application-messages.ts";
import {
  APPLICATION_DOCUMENTS_FOLDER,
  deleteStoredFiles,
  findDocuments,
  sendToApplicant,
  toValues,
  type AccountOpeningDependencies,
  type ApplicationDocumentRow,
  type ApplicationRow as Row,
} from "./application-records.ts";

/** What an applicant may still change: a draft, or an application the bank returned to be fixed (ADR 067). */
const EDITABLE_STATUSES: ApplicationStatus[] = ["draft", "returned"];

// Crockford's letters and digits without I, L, O, U, 0 and 1: a reference read aloud on the phone survives.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

function createReference(): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("");
  return `AO-${part()}-${part()}`;
}

/** A details save the domain refused: each field with its code. */
export class InvalidDetailsError extends HttpError {
  readonly fields: ApplicationFieldErrors;
  constructor(fields: ApplicationFieldErrors) {
    super(400, `Some details are not valid: ${Object.keys(fields).join(", ")}`, { code: "invalid_application_details" });
    this.fields = fields;
  }
}

/** The applicant's side of account opening (ADR 031): a draft bound to the code session's username. */
export interface ApplicantService {
  /** A new draft bound to the verified username. */
  start(username: string, option: AccountOptionId, lang: Language): Promise<ApplicantView>;
  /** The username's own application; another username's is not found. */
  getOwn(id: string, username: string): Promise<ApplicantView>;
  /**
   * Keeps what the form holds as it is typed (autosave): checked like a Continue only to decide
   * whether the draft is complete; a half-filled form is kept as typed, with no risk code.
   */
  keepDraftValues(id: string, username: string, values: Partial<ApplicationValues>): Promise<ApplicantView>;
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
  /**
   * Upgrades an approved tier-1 application to the full account (ADR 072): a new draft of the full
   * option with everything tier 1 gave, its details and its documents (copied, so each application
   * keeps its own files); an upgrade not yet approved is answered again (created false).
   */
  upgrade(id: string, username: string): Promise<{ view: ApplicantView; created: boolean }>;
  /** Removes a draft and its files; a submitted application stays with the bank (409, ADR 031). */
  withdraw(id: string, username: string): Promise<void>;
  getStatus(reference: string, username: string): Promise<ApplicationStatusAnswer>;
  /**
   * Whose draft this is, masked, for a session of another number that holds its id (a second SIM,
   * ADR 060); a submitted application or an unknown id is not found.
   */
  getDraftHolder(id: string): Promise<{ holder: string }>;
}

export function createApplicantService(options: AccountOpeningDependencies): ApplicantService {
  const { db, storage, messenger, logger } = options;
  const now = options.now ?? (() => new Date());
  const documentsOf = (id: string) => findDocuments(db, id);
  const send = (username: string, lang: Language, message: { subject: string; text: string; sms: string }) =>
    sendToApplicant(options, username, lang, message);

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
      upgrade_of: row.upgrade_of,
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

  /** A draft, or a returned application being fixed in place (ADR 067). */
  function requireEditable(row: Row): void {
    if (!EDITABLE_STATUSES.includes(row.status as ApplicationStatus)) requireDraft(row);
  }

  const isEditable = inArray(accountApplications.status, EDITABLE_STATUSES);

  async function findBranchId(id: string): Promise<string | undefined> {
    const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id)).limit(1);
    return branch?.id;
  }

  async function notifyBranch(branchId: string | null, reference: string, option: string): Promise<void> {
    if (!branchId) return;
    const [branch] = await db
      .select({ name: branches.name, email: branches.email })
      .from(branches)
      .where(eq(branches.id, branchId))
      .limit(1);
    const email = branch?.email.trim() ?? "";
    if (!branch || email === "") return;
    const message = branchNotice(reference, branch.name, getAccountTier(option as AccountOptionId));
    try {
      await messenger.send({ channel: "email", to: email, subject: message.subject, text: message.text, lang: "en" });
    } catch (error) {
      logger.warn({ err: error }, "a branch could not be told of an account application");
    }
  }

  /**
   * A returned application, fixed, goes back to the queue under its reference (ADR 067): the officer
   * is told what changed since the return, and the applicant is told it arrived.
   */
  async function resubmit(row: Row, documents: ApplicationDocumentRow[], idempotencyKey: string) {
    const snapshot = row.returned_snapshot ?? { values: {}, documents: {} };
    const values = toValues(row);
    const resubmission: Resubmission = {
      at: now().toISOString(),
      return_reason: row.return_reason ?? "",
      changed_fields: APPLICATION_FIELDS.filter((field) => (values[field] ?? "") !== (snapshot.values[field] ?? "")),
      replaced_documents: APPLICATION_DOCUMENT_PURPOSES.filter((purpose) => {
        const document = documents.find((candidate) => candidate.purpose === purpose);
        return document !== undefined && document.sha256 !== snapshot.documents[purpose];
      }),
    };
    // Only a returned application is resubmitted: two sends racing make one.
    const [resubmitted] = await db
      .update(accountApplications)
      .set({
        status: "received",
        return_reason: null,
        resubmission,
        idempotency_key: idempotencyKey,
        submitted_at: now(),
        updated_at: now(),
      })
      .where(and(eq(accountApplications.id, row.id), eq(accountApplications.status, "returned")))
      .returning();
    if (!resubmitted) {
      const current = await requireOwn(row.id, row.username);
      if (current.idempotency_key === idempotencyKey) return { view: await toApplicantView(current), created: false };
      requireDraft(current);
    }
    const sent = resubmitted!;
    await send(sent.username, sent.lang as Language, applicationReceived(sent.lang as Language, sent.reference!));
    await notifyBranch(sent.branch_id, sent.reference!, sent.option);
    return { view: await toApplicantView(sent), created: true };
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

    async keepDraftValues(id, username, values) {
      const row = await requireOwn(id, username);
      requireEditable(row);
      const typed = { ...EMPTY_APPLICATION_VALUES, ...toValues(row), ...values };
      const check = checkApplicationDetails(row.option as AccountOptionId, typed, getMalawiToday(now()));
      const branchId = check.status === "valid" ? await findBranchId(check.details.branch_id) : undefined;
      // Complete details count as a Continue would (normalised, risk code worked out); anything
      // less keeps the typing and clears the risk code, so a submit asks for the details again.
      const set =
        check.status === "valid" && branchId
          ? { values: check.details, branch_id: branchId, risk_code: getRiskCode(check.details.monthly_income) }
          : { values: typed, branch_id: null, risk_code: null };
      const [updated] = await db
        .update(accountApplications)
        .set({ ...set, updated_at: now() })
        .where(and(eq(accountApplications.id, id), isEditable))
        .returning();
      if (!updated)
        throw new HttpError(409, "The application was submitted and can no longer change", { code: "application_not_editable" });
      return toApplicantView(updated);
    },

    async saveDetails(id, username, option, values) {
      const row = await requireOwn(id, username);
      requireEditable(row);
      // A returned application is fixed, not turned into another account: its documents were asked for this one.
      if (row.status === "returned" && option !== undefined && option !== row.option) {
        throw new HttpError(409, "A returned application keeps its account: start a new application for another", {
          code: "application_not_editable",
        });
      }
      const chosen = option ?? (row.option as AccountOptionId);
      const check = checkApplicationDetails(chosen, values, getMalawiToday(now()));
      if (check.status === "invalid") throw new InvalidDetailsError(check.errors);
      const branchId = await findBranchId(check.details.branch_id);
      if (!branchId) throw new InvalidDetailsError({ branch_id: "invalidChoice" });
      // Spec §5: the risk code is the server's alone, from the income with its commas stripped.
      const riskCode = getRiskCode(check.details.monthly_income);
      const [updated] = await db
        .update(accountApplications)
        .set({ option: chosen, values: check.details, branch_id: branchId, risk_code: riskCode, updated_at: now() })
        .where(and(eq(accountApplications.id, id), isEditable))
        .returning();
      if (!updated)
        throw new HttpError(409, "The application was submitted and can no longer change", { code: "application_not_editable" });
      return toApplicantView(updated);
    },

    async putDocument(id, username, purpose, fileName, upload) {
      const row = await requireOwn(id, username);
      requireEditable(row);
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
      await deleteStoredFiles(options, replaced);
      return toApplicantView(await requireOwn(id, username));
    },

    async submit(id, username, idempotencyKey) {
      const row = await requireOwn(id, username);
      if (row.status !== "draft") {
        if (row.idempotency_key === idempotencyKey) return { view: await toApplicantView(row), created: false };
        requireEditable(row);
      }
      const documents = await documentsOf(id);
      const missing = getRequiredApplicationDocuments(row.option as AccountOptionId).filter(
        (purpose) => !documents.some((document) => document.purpose === purpose),
      );
      if (row.risk_code === null || missing.length > 0) {
        const what = row.risk_code === null ? "the details" : `the documents ${missing.join(", ")}`;
        throw new HttpError(400, `The application needs ${what} before it is submitted`, { code: "application_incomplete" });
      }
      if (row.status === "returned") return resubmit(row, documents, idempotencyKey);
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
      await notifyBranch(submitted.branch_id, submitted.reference, submitted.option);
      return { view: await toApplicantView(submitted), created: true };
    },

    async upgrade(id, username) {
      const tier1 = await requireOwn(id, username);
      if (tier1.status !== "approved" || getAccountTier(tier1.option as AccountOptionId) !== 1) {
        throw new HttpError(409, "Only an approved First Save tier-1 account is upgraded", { code: "not_upgradable" });
      }
      // One upgrade at a time: one under way (a draft, or submitted and not yet decided) is the one carried on.
      const [current] = await db
        .select()
        .from(accountApplications)
        .where(and(eq(accountApplications.upgrade_of, id), eq(accountApplications.username, username)))
        .orderBy(desc(accountApplications.created_at))
        .limit(1);
      if (current) return { view: await toApplicantView(current), created: false };
      const at = now();
      const upgradeId = randomUUID();
      const documents = await documentsOf(id);
      const copies: Array<typeof accountApplicationDocuments.$inferInsert> = [];
      for (const document of documents) {
        const file = await storage.get(document.key);
        if (!file) continue;
        const extension = document.key.slice(document.key.lastIndexOf(".") + 1).replace(/[^a-z0-9].*$/, "");
        const stored = await storage.put(`${APPLICATION_DOCUMENTS_FOLDER}/${upgradeId}_${document.purpose}.${extension}`, file.body);
        copies.push({ ...document, key: stored.key, application_id: upgradeId, created_at: at });
      }
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(accountApplications)
            .values({
              id: upgradeId,
              username,
              option: TIER1_UPGRADE_OPTION,
              status: "draft",
              lang: tier1.lang,
              // The details tier 1 gave, the rest empty: the journey asks only for what is missing.
              values: { ...EMPTY_APPLICATION_VALUES, ...toValues(tier1) },
              upgrade_of: id,
              created_at: at,
              updated_at: at,
            })
            .returning();
          if (copies.length > 0) await tx.insert(accountApplicationDocuments).values(copies);
          return inserted!;
        });
        return { view: await toApplicantView(row), created: true };
      } catch (error) {
        await deleteStoredFiles(
          options,
          copies.map((copy) => copy.key),
        );
        throw error;
      }
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
      await deleteStoredFiles(
        options,
        documents.map((document) => document.key),
      );
    },

    async getDraftHolder(id) {
      const [row] = await db
        .select({ username: accountApplications.username })
        .from(accountApplications)
        .where(and(eq(accountApplications.id, id), eq(accountApplications.status, "draft")))
        .limit(1);
      if (!row) throw new HttpError(404, "No such draft");
      return { holder: maskUsername(row.username) };
    },

    async getStatus(reference, username) {
      const [row] = await db
        .select()
        .from(accountApplications)
        .where(and(eq(accountApplications.reference, reference), eq(accountApplications.username, username)))
        .limit(1);
      if (!row?.reference) throw new HttpError(404, "No application with this reference for this number or address");
      return {
        id: row.id,
        option: row.option as AccountOptionId,
        reference: row.reference,
        status: row.status as ApplicationStatus,
        return_reason: row.return_reason,
        submitted_at: row.submitted_at?.toISOString() ?? null,
      };
    },
  };
}
