import { RequestError, type RequestErrorCode } from "#app/http/request-error.ts";
import { getSessionCodeText, getStatusText, readTriesLeft } from "#app/features/one-time-code/code-error-text.ts";
import type { KycMessages } from "./kyc-messages.ts";

type Context = "code" | "verify" | "upload" | "save";

/** The message for one of the KYC record and upload codes in the visitor's language; undefined for the others. */
function getRecordCodeText(code: RequestErrorCode, m: KycMessages, fileName: string): string | undefined {
  switch (code) {
    case "already_submitted":
      return m.alreadySubmitted;
    case "branch_not_found":
      return m.branchNotFound;
    case "account_type_not_found":
      return m.accountTypeNotFound;
    case "documents_missing":
      return m.documentsMissing;
    case "document_not_uploaded":
    case "document_in_use":
      return m.documentNotUploaded;
    case "record_of_another_user":
      return m.recordOfAnotherUser;
    case "account_number_changed":
      return m.accountNumberChanged;
    case "file_type_not_allowed":
      return m.fileErrors.notAllowedType(fileName);
    case "file_too_large":
    case "payload_too_large":
      return m.fileErrors.tooLarge(fileName);
    case "file_empty":
      return m.fileErrors.empty(fileName);
    case "file_unreadable":
      return m.fileErrors.unreadable(fileName);
    case "file_unsafe":
      return m.fileUnsafe(fileName);
    case "upload_malformed":
    case "unsupported_media_type":
      return m.uploadRefused(fileName);
    case "too_many_pending_uploads":
      return m.tooManyPendingUploads;
    default:
      return undefined;
  }
}

/**
 * The message a visitor reads for a failed KYC call, in their language (spec §8), chosen by the
 * answer's code, never by the server's English sentence. A refused upload names its file: the
 * error's subject, unless the caller names it.
 */
export function getKycErrorText(error: unknown, m: KycMessages, context: Context = "save", fileName?: string): string {
  if (!(error instanceof RequestError)) return m.unknownError;
  const text =
    getSessionCodeText(
      error.code,
      m,
      context === "code" || context === "verify" ? context : "session",
      error.retryAfterSeconds,
      readTriesLeft(error.body),
    ) ??
    getRecordCodeText(error.code, m, fileName ?? error.subject ?? "");
  if (text !== undefined) return text;
  if (error.status === 409) return m.alreadySubmitted;
  return getStatusText(error, m);
}
