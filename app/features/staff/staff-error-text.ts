import type { RequestErrorCode } from "#app/http/request-error.ts";

/** What the console says for each error code (the console is in English). */
const TEXT: Partial<Record<RequestErrorCode, string>> = {
  wrong_credentials: "The username or password is wrong.",
  account_disabled: "This account is disabled. Ask an administrator.",
  weak_password:
    "Choose another password: at least 12 characters, not a common password and not your username. A few unrelated words work well.",
  cross_site_request: "The request was refused because it did not come from the console.",
  username_taken: "Another account has this username.",
  directory_account: "This account signs in through the bank's directory, which keeps its password.",
  second_factor_required: "Enter the 6-digit code from your authenticator app.",
  wrong_code: "That code is not right, or it was used already. Wait for the next code and try again.",
  enrolment_required: "Set up your authenticator app first.",
  password_change_required: "Choose a new password first.",
  already_enrolled: "You have an authenticator app already. An administrator can reset it.",
  passkey_challenge_expired: "The passkey prompt expired or was used already. Try again.",
  passkey_not_recognised: "That passkey is not known here. It may have been removed, or belong to another account.",
  passkey_not_accepted: "The passkey could not be verified. Try again, or use another way to sign in.",
  passkey_needs_password: "That passkey was added as a second factor only. Sign in with your password, then use the passkey.",
  passkey_already_added: "This passkey is already added to your account.",
  too_many_tokens: "You hold 20 live tokens already. Revoke one you no longer use, then make the new one.",
  unauthenticated: "Your session has ended. Sign in again.",
  forbidden: "Your role may not do this.",
  rate_limited: "Too many attempts. Wait a minute and try again.",
  not_found: "It is not there any more.",
  invalid_request: "Some of the details are not valid.",
  payload_too_large: "The file is too large.",
  unsupported_media_type: "This kind of file is not accepted.",
  unavailable: "The server cannot be reached. Try again in a moment.",
  network: "The server cannot be reached. Try again in a moment.",
  timeout: "The server cannot be reached. Try again in a moment.",
  conflict: "Someone changed this at the same time. Reload and try again.",
};

/** The console's sentence for an error code. */
export function getStaffErrorText(code: RequestErrorCode): string {
  return TEXT[code] ?? "Something went wrong. Try again.";
}
