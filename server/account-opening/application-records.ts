import { eq } from "drizzle-orm";
import type { Language } from "#domain/language.ts";
import type { ApplicationValues } from "#domain/account-opening/schemas/account-application.ts";
import type { Database } from "../db/client.ts";
import { accountApplicationDocuments, type accountApplications } from "../db/schema.ts";
import type { MessageLogger, Messenger } from "../messaging/messenger.ts";
import type { FileStorage } from "../storage/file-storage.ts";

/** The storage folder of application documents (kept apart from KYC's `kycdocuments`). */
export const APPLICATION_DOCUMENTS_FOLDER = "accountapplications";

export type ApplicationRow = typeof accountApplications.$inferSelect;
export type ApplicationDocumentRow = typeof accountApplicationDocuments.$inferSelect;

/** What the applicant's, the staff's and the sweep's services of account opening (ADR 031) each need. */
export interface AccountOpeningDependencies {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: MessageLogger & { error(details: object, message: string): void };
  now?: () => Date;
}

export function toValues(row: ApplicationRow): ApplicationValues {
  return row.values as ApplicationValues;
}

export async function findDocuments(db: Database, id: string): Promise<ApplicationDocumentRow[]> {
  return db.select().from(accountApplicationDocuments).where(eq(accountApplicationDocuments.application_id, id));
}

/**
 * Deletes stored files whose rows are already gone in a committed transaction (ADR 033). A file
 * that cannot be deleted now has no row: the unrecorded-file sweep takes it later.
 */
export async function deleteStoredFiles(
  { storage, logger }: Pick<AccountOpeningDependencies, "storage" | "logger">,
  keys: string[],
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logger.error({ err: error, key }, "an application file could not be removed"));
  }
}

/** Tells the applicant by SMS or e-mail, whichever their username is, in their language. */
export async function sendToApplicant(
  { messenger, logger }: Pick<AccountOpeningDependencies, "messenger" | "logger">,
  username: string,
  lang: Language,
  message: { subject: string; text: string; sms: string },
): Promise<void> {
  const channel = username.startsWith("+") ? "sms" : "email";
  try {
    await messenger.send({ channel, to: username, subject: message.subject, text: channel === "sms" ? message.sms : message.text, lang });
  } catch (error) {
    // The application is saved; a lost message is logged, not the visitor's failure.
    logger.warn({ err: error }, "an account application message could not be sent");
  }
}
