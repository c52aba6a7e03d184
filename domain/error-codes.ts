/**
 * The one list of error codes the server answers (DESIGN.md: errors everywhere). Each answer
 * is `{ "error": "<English message>", "code": "<code>" }`: callers and the app branch on the
 * code and word it in the visitor's language; the English message is for people reading logs
 * and API consoles, never matched as text.
 *
 * Codes are stable: add new ones, never rename or reuse one. A feature adds its codes here, in
 * its own group, so one file shows everything a caller may meet.
 */
export const ERROR_CODES = [
  // Any route
  "invalid_request", // the body, query or path does not match the schema
  "unauthenticated", // no credentials, or credentials that no longer work
  "forbidden", // signed in, but this role or session may not do it
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "request_timeout", // the headers or body arrived too slowly (ADR 034): send again
  "too_many_connections", // this address holds too many open connections: wait Retry-After
  "unsupported_media_type",
  "headers_too_large",
  "rate_limited",
  "unavailable", // a dependency (the database) is away: retry after Retry-After
  "internal", // a fault on our side; the message reveals nothing
  // One-time codes (/onboarding)
  "invalid_username", // neither a Malawian mobile number nor an e-mail address
  "wrong_code", // the code does not match: try again
  "code_expired", // no live code (expired, used, or never sent): ask for a new one
  "too_many_codes", // too many codes asked for: wait Retry-After
  "too_many_attempts", // too many wrong codes: wait Retry-After, then ask for a new one
  // Account opening (/api/account-applications)
  "invalid_application_details", // a details field is refused: `fields` names each with its code
  "application_not_editable", // the application was submitted: its details and documents no longer change
  "application_incomplete", // a submit before the details or every document are there
  "not_upgradable", // only an approved First Save tier-1 account is upgraded to the full account (ADR 072)
  "document_rejected", // the file is not a PDF, JPEG or PNG, is empty, or is too large
  // KYC records and uploads (/api/kyc_account_details, /api/uploads, /api/kyc_documents)
  "already_submitted", // a record for this account number exists (spec §8 "You have already submitted")
  "branch_not_found", // branch_id names no branch
  "account_type_not_found", // kyc_account_type_id names no KYC account type
  "documents_missing", // the documents do not cover the purposes the account type requires
  "document_not_uploaded", // a document url is not a file uploaded in this session (or already on this record)
  "document_in_use", // a document was taken by another submission at the same moment: upload again
  "record_of_another_user", // the record belongs to another username than the session's
  "account_number_changed", // an update names another account number than its record's
  "username_required", // staff must name the customer's mobile number or e-mail address
  "file_type_not_allowed", // only PDF, JPEG and PNG
  "file_too_large", // over the upload limit
  "file_empty",
  "file_unsafe", // a PDF with scripts, actions or attachments, or encrypted
  "file_unreadable", // an image or PDF that could not be read
  "upload_malformed", // not multipart, no file, two files, or the fields after the file
  "too_many_pending_uploads", // too many files wait for a submission: submit the form first
  // Input hardening (ADR 034)
  "invalid_characters", // a string holds a NUL character or half of a UTF-16 surrogate pair
  "malformed_multipart", // a multipart body without a boundary, or cut off before its end
  "file_inspection_timeout", // an uploaded file could not be checked in time: try again, or send a simpler copy
  "idempotency_key_reused", // this Idempotency-Key was already used with a different body
  // Staff console (/api/staff, cookie sessions)
  "wrong_credentials", // the username or password is wrong
  "account_disabled", // the staff account was disabled by an admin
  "sign_in_delayed", // too many wrong passwords in a row for this username: wait Retry-After (ADR 040)
  "weak_password", // too short, too long, or on the list of common passwords (NIST SP 800-63B)
  "cross_site_request", // a cookie-signed write from another site: refused
  "username_taken", // another staff account has this username
  "directory_account", // the account signs in through the bank's directory, which keeps its password (ADR 066)
  // Staff second factor (ADR 052)
  "second_factor_required", // the password is right: now the code of the authenticator app, or a recovery code
  "wrong_code", // the code is wrong, or was used already
  "enrolment_required", // this session may only enrol an authenticator app until that is done
  "password_change_required", // an admin set this password: this session may only change it
  "already_enrolled", // the account has an authenticator app already: an admin can reset it
  // Staff passkeys (ADR 053)
  "passkey_challenge_expired", // the passkey prompt's challenge expired or was used already: start again
  "passkey_not_recognised", // no such passkey, or it belongs to another account
  "passkey_not_accepted", // the passkey's answer could not be verified
  "passkey_needs_password", // the passkey was added as a second factor only: sign in with the password first
  "passkey_already_added", // this authenticator's passkey is already on the account
  // Personal access tokens (ADR 058)
  "session_required", // a personal access token cannot make tokens: sign in to the console or with POST /api/login
  "too_many_tokens", // the person holds the most live tokens allowed: revoke one first
  // Record versions (ADR 054)
  "version_changed", // If-Match names a version that is no longer the record's: the answer carries the current record
  // Media library (ADR 076)
  "media_in_use", // a file still used by a record, a draft, a change awaiting approval or the Bin: `uses` names each
  "media_file_gone", // a version to restore shows a file deleted from the library: edit the record instead
  // Today's rates
  "large_rate_move", // a rate moves beyond RATE_ALERT_PERCENT from the current one: confirm it by name (confirmed_moves)
  // Drafts and previews (ADR 057)
  "preview_link_invalid", // a preview link that is not ours, has expired, or whose draft was published or discarded
] as const;

// No zod here: every page's request helper reads these codes, and importing zod for them put
// 27 KB of gzip JavaScript on every page after its load. The schema of an error answer is
// `ErrorSchema` in domain/schemas/common.ts.
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an answer carries when the thrower named none: one per HTTP status. */
export function getDefaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return "invalid_request";
    case 401:
      return "unauthenticated";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 431:
      return "headers_too_large";
    case 429:
      return "rate_limited";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "internal" : "invalid_request";
  }
}

/** Whether a value read from the network is one of our codes (the app words only those). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
