import { RequestError, type RequestErrorCode } from "#app/http/request-error.ts";
import type { CodeMessages } from "./code-messages.ts";

/** Which call failed: asking for a code, checking one, or another call made under the code's session. */
export type CodeCallContext = "code" | "verify" | "session";

/**
 * The words for the codes of the one-time-code round and its session (spec §8), or undefined for
 * a code the calling screen words itself.
 */
export function getSessionCodeText(
  code: RequestErrorCode,
  m: CodeMessages,
  context: CodeCallContext,
  retryAfterSeconds: number | undefined,
  triesLeft?: number,
): string | undefined {
  switch (code) {
    case "timeout":
      return context === "code" ? m.codeTimeout : m.network;
    case "network":
      return m.network;
    case "wrong_code":
      // None left: this code is spent, a new one is needed (ADR 060).
      return triesLeft === undefined ? m.wrongCode : triesLeft === 0 ? m.tooManyWrongCodes : m.wrongCodeTriesLeft(triesLeft);
    case "code_expired":
      return context === "verify" ? m.newCodeNeeded : m.sessionExpired;
    case "too_many_codes":
      return m.waitBeforeCode(retryAfterSeconds ?? 60);
    case "too_many_attempts":
      return context === "code" ? m.dailyLimit : m.tooManyWrongCodes;
    case "invalid_username":
      return m.invalidUsername;
    case "rate_limited":
      return m.tooManyRequests;
    case "unauthenticated":
      return m.sessionExpired;
    default:
      return undefined;
  }
}

/** The words for a refusal no code above covers, by its status: a fault on our side is a plain apology. */
export function getStatusText(error: RequestError, m: CodeMessages): string {
  if (error.status === 401) return m.sessionExpired;
  if (error.status === 429) return error.retryAfterSeconds !== undefined ? m.waitBeforeCode(error.retryAfterSeconds) : m.tooManyRequests;
  if (error.status >= 500 || error.status === 0) return m.unknownError;
  return m.rejected;
}

/** A wrong code's `tries_left` (ADR 060), when the answer has one. */
export function readTriesLeft(body: unknown): number | undefined {
  const value = typeof body === "object" && body !== null ? (body as { tries_left?: unknown }).tries_left : undefined;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The message a visitor reads when asking for or checking a code failed, in their language, chosen by the answer's code. */
export function getCodeErrorText(error: unknown, m: CodeMessages, context: "code" | "verify"): string {
  if (!(error instanceof RequestError)) return m.unknownError;
  return getSessionCodeText(error.code, m, context, error.retryAfterSeconds, readTriesLeft(error.body)) ?? getStatusText(error, m);
}
