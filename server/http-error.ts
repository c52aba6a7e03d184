import type { ErrorCode } from "#domain/error-codes.ts";

/**
 * An error the caller caused, with the status it answers and a stable code from
 * `domain/error-codes.ts`. The one error handler (server/api/error-handler.ts) sends it as
 * `{ "error": "<message>", "code": "<code>" }`; without a code it takes the status's default.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | undefined;

  constructor(statusCode: number, message: string, options?: ErrorOptions & { code?: ErrorCode }) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = options?.code;
  }
}
