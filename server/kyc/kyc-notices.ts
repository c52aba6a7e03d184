import { eq } from "drizzle-orm";
import { isSimpleEmail } from "#domain/one-time-code.ts";
import type { Language } from "#domain/language.ts";
import type { Database } from "../db/client.ts";
import { branches, kycAccountDetails } from "../db/schema.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import { kycBranchNotice, kycConfirmation, kycConflictNotice } from "./kyc-messages.ts";

export type KycEmails = Array<{ email: string; message: string; subject: string; lang: Language }>;

/** The e-mails a KYC record causes (spec §5): the customer's confirmation, the branch's notice, and conflict notices. */
export interface KycNotices {
  /** The confirmation and branch notice of a submission or update, written before they are sent so the record keeps them. */
  compose(
    lang: Language,
    username: string,
    branch: { name: string; email: string },
    record: { id: string; account_name: string; account_number: string; documents: ReadonlyArray<{ purpose: string }> },
    updated: boolean,
  ): KycEmails;
  deliver(emails: KycEmails): Promise<void>;
  /** Tells every branch concerned, after the answer, that several usernames submitted for one account number. */
  notifyConflict(accountNumber: string): void;
  /** Waits for the notices still being sent after their answers. */
  drain(): Promise<void>;
}

export interface KycNoticesOptions {
  db: Database;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  /** The site's address, for the staff link in the branch's e-mail. */
  publicUrl: string;
}

export function createKycNotices(options: KycNoticesOptions): KycNotices {
  const { db, messenger, logger, publicUrl } = options;

  /**
   * Spec §5 e-mails: the customer's confirmation (only to an e-mail username, in their language)
   * and the branch's own notice (only when the branch has an address).
   */
  function notify(
    lang: Language,
    username: string,
    branch: { name: string; email: string },
    record: { id: string; account_name: string; account_number: string; documents: ReadonlyArray<{ purpose: string }> },
    updated: boolean,
  ) {
    const details = { accountName: record.account_name, accountNumber: record.account_number, branchName: branch.name, updated };
    const emails: KycEmails = [];
    if (isSimpleEmail(username)) {
      const confirmation = kycConfirmation(lang, details);
      emails.push({ email: username, message: confirmation.text, subject: confirmation.subject, lang });
    }
    const branchEmail = branch.email.trim();
    if (branchEmail !== "" && branchEmail !== username) {
      const notice = kycBranchNotice({
        ...details,
        username,
        purposes: record.documents.map((document) => document.purpose),
        recordUrl: `${publicUrl}/staff/kyc/${record.id}`,
      });
      emails.push({ email: branchEmail, message: notice.text, subject: notice.subject, lang: "en" });
    }
    return emails;
  }

  async function deliver(emails: KycEmails) {
    for (const email of emails) {
      try {
        await messenger.send({ channel: "email", to: email.email, subject: email.subject, text: email.message, lang: email.lang });
      } catch (error) {
        // The record is saved; a lost confirmation is logged, not the visitor's failure.
        logger.warn({ err: error }, "a KYC confirmation e-mail could not be sent");
      }
    }
  }

  const pendingNotices = new Set<Promise<void>>();

  /** Tells every branch concerned that several usernames submitted for one account number, with each record's staff link. */
  async function sendConflictNotice(accountNumber: string): Promise<void> {
    const rows = await db
      .select({
        id: kycAccountDetails.id,
        account_name: kycAccountDetails.account_name,
        username: kycAccountDetails.username,
        branch_name: branches.name,
        branch_email: branches.email,
      })
      .from(kycAccountDetails)
      .innerJoin(branches, eq(branches.id, kycAccountDetails.branch_id))
      .where(eq(kycAccountDetails.account_number, accountNumber))
      .orderBy(kycAccountDetails.created_at);
    const notice = kycConflictNotice(
      accountNumber,
      rows.map((row) => ({
        accountName: row.account_name,
        username: row.username,
        branchName: row.branch_name,
        recordUrl: `${publicUrl}/staff/kyc/${row.id}`,
      })),
    );
    const recipients = new Set(rows.map((row) => row.branch_email.trim()).filter((email) => email !== ""));
    for (const to of recipients) {
      try {
        await messenger.send({ channel: "email", to, subject: notice.subject, text: notice.text, lang: "en" });
      } catch (error) {
        logger.warn({ err: error }, "a KYC conflict notice could not be sent");
      }
    }
  }

  /**
   * Sends the conflict notice after the answer, never before it: awaiting an e-mail only for
   * contested numbers would let the answer's time tell a visitor that someone else submitted.
   */
  function notifyConflict(accountNumber: string): void {
    const sending = sendConflictNotice(accountNumber).catch((error: unknown) => {
      logger.error({ err: error }, "a KYC conflict notice could not be prepared");
    });
    pendingNotices.add(sending);
    void sending.finally(() => pendingNotices.delete(sending));
  }

  return {
    compose: notify,
    deliver,
    notifyConflict,
    async drain() {
      await Promise.all([...pendingNotices]);
    },
  };
}
