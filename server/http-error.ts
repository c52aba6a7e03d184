import type { ErrorCode } from "#domain/error-codes.ts";

/**
 * An error the caller caused, with the status it answers and a stable code from
 * `domain/error-codes.ts`. The one error handler (server/api/error-handler.ts) sends it as
 * `{ "error": "<message>", "code": "<code>" }`; without a code it takes the status's default.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;
  /** Further fields of the answer's body, beside `error` and `code` (a 412's current record). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, options?: ErrorOptions & { code?: ErrorCode; extra?: Record<string, unknown> }) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = options?.code;
    this.extra = options?.extra;
  }
}
