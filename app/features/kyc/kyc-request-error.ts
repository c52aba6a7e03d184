import type { ErrorCode } from "#domain/error-codes.ts";
import type { KycMessages } from "./kyc-messages.ts";

/**
 * A failed KYC call: an HTTP answer (status and the server's stable `code`), no network, or the
 * 20 s wait ran out. The server's English `error` text is kept for the console only: the screen
 * words the code (domain/error-codes.ts), never the sentence.
 */
export class KycRequestError extends Error {
  readonly kind: "http" | "network" | "timeout";
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: "http" | "network" | "timeout",
    status: number,
    options: { code?: ErrorCode | undefined; message?: string; retryAfterSeconds?: number | undefined } = {},
  ) {
    super(options.message ?? "");
    this.name = "KycRequestError";
    this.kind = kind;
    this.status = status;
    this.code = options.code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

type Context = "code" | "verify" | "upload" | "save";

/** The message for one error code in the visitor's language; undefined for codes this screen words by status. */
function getCodeText(
  code: ErrorCode,
  m: KycMessages,
  context: Context,
  fileName: string,
  retryAfter: number | undefined,
): string | undefined {
  switch (code) {
    case "wrong_code":
      return m.wrongCode;
    case "code_expired":
      return context === "verify" ? m.newCodeNeeded : m.sessionExpired;
    case "too_many_codes":
      return m.waitBeforeCode(retryAfter ?? 60);
    case "too_many_attempts":
      return context === "code" ? m.dailyLimit : m.tooManyWrongCodes;
    case "invalid_username":
      return m.invalidUsername;
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
    case "rate_limited":
      return m.tooManyRequests;
    case "unauthenticated":
      return m.sessionExpired;
    default:
      return undefined;
  }
}

/** The message a visitor reads for a failed KYC call, in their language (spec §8), chosen by the answer's code. */
export function getKycErrorText(error: unknown, m: KycMessages, context: Context = "save", fileName = ""): string {
  if (!(error instanceof KycRequestError)) return m.unknownError;
  if (error.kind === "timeout") return context === "code" ? m.codeTimeout : m.network;
  if (error.kind === "network") return m.network;
  const text = error.code ? getCodeText(error.code, m, context, fileName, error.retryAfterSeconds) : undefined;
  if (text !== undefined) return text;
  if (error.status === 401) return m.sessionExpired;
  if (error.status === 409) return m.alreadySubmitted;
  if (error.status === 429) return error.retryAfterSeconds !== undefined ? m.waitBeforeCode(error.retryAfterSeconds) : m.tooManyRequests;
  if (error.status >= 500 || error.status === 0) return m.unknownError;
  return m.rejected;
}
