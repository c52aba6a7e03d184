import { getDefaultErrorCode, isErrorCode, type ErrorCode } from "#domain/error-codes.ts";

/**
 * What went wrong with a call, as a screen branches on it: one of the server's codes
 * (domain/error-codes.ts), `network` (no answer: offline, or the connection dropped), `timeout`
 * (the caller's wait ran out), or `invalid_answer` (a 2xx whose body is not what the API promises).
 */
export type RequestErrorCode = ErrorCode | "network" | "timeout" | "invalid_answer";

/**
 * The one error every browser call throws (app/http/request.client.ts). Screens word it from
 * `code` through their own i18n dictionary; the server's English `error` sentence is kept as the
 * message for the developer console only, never shown (DESIGN.md: errors everywhere).
 */
export class RequestError extends Error {
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number;
  readonly code: RequestErrorCode;
  /** Seconds the server asked the caller to wait (a 429's body, or Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  /** Field name → the field's own error code, when the server names them (account opening's details). */
  readonly fields: Readonly<Record<string, string>>;
  /** What the call was about, when a screen names it in the message: the file of a failed upload. */
  readonly subject: string | undefined;
  /** The refusal's whole JSON body, for answers that carry more than a code (a 412's current record). */
  readonly body: unknown;

  constructor(
    status: number,
    code: RequestErrorCode,
    options: {
      message?: string;
      retryAfterSeconds?: number | undefined;
      fields?: Record<string, string>;
      subject?: string;
      cause?: unknown;
      body?: unknown;
    } = {},
  ) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "RequestError";
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fields = options.fields ?? {};
    this.subject = options.subject;
    this.body = options.body;
  }

  /** The same failure, naming what it was about (the file a queue was uploading). */
  about(subject: string): RequestError {
    return new RequestError(this.status, this.code, {
      message: this.message,
      retryAfterSeconds: this.retryAfterSeconds,
      fields: { ...this.fields },
      subject,
      cause: this.cause,
      body: this.body,
    });
  }
}

/** Whether a value is a RequestError with one of these codes (any code when none are given). */
export function isRequestError(error: unknown, ...codes: RequestErrorCode[]): error is RequestError {
  return error instanceof RequestError && (codes.length === 0 || codes.includes(error.code));
}

/** Whether a write is worth one more try with the same Idempotency-Key: no answer, or a fault on the server's side. */
export function isRetryable(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 0 || error.status >= 500);
}

/**
 * A refused answer `{ error, code, retry_after_seconds?, fields? }` as a RequestError. An answer
 * without one of our codes (a proxy's error page) takes its status's code.
 */
export function readErrorAnswer(status: number, body: unknown, retryAfterHeader: string | null): RequestError {
  const answer = (typeof body === "object" && body !== null ? body : {}) as {
    error?: unknown;
    code?: unknown;
    retry_after_seconds?: unknown;
    fields?: unknown;
  };
  const fields =
    typeof answer.fields === "object" && answer.fields !== null
      ? Object.fromEntries(Object.entries(answer.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : {};
  const headerSeconds = Number(retryAfterHeader);
  return new RequestError(status, isErrorCode(answer.code) ? answer.code : getDefaultErrorCode(status), {
    message: typeof answer.error === "string" ? answer.error : `HTTP ${status}`,
    retryAfterSeconds:
      typeof answer.retry_after_seconds === "number" ? answer.retry_after_seconds : headerSeconds > 0 ? headerSeconds : undefined,
    fields,
    body,
  });
}
