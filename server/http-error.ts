/**
 * An error the caller caused, with the status it answers. The one error handler
 * (server/api/error-handler.ts) sends its message as `{ "error": "..." }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
  }
}
