import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { getDefaultErrorCode } from "#domain/error-codes.ts";

/**
 * Fastify's own refusals before a route is found (a URL it cannot decode, a path parameter too
 * long): the usual `{ error, code }` instead of Fastify's shape.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header("cache-control", "no-store")
    .send({ error: error.message || "Bad request", code: getDefaultErrorCode(status) });
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a malformed
 * request line, a client too slow to send its headers): answered in the `{ error, code }` shape on
 * the raw socket, then the connection is closed, as Node itself does.
 */
export const handleClientError: NonNullable<FastifyServerOptions["clientErrorHandler"]> = function (error, socket: Socket) {
  // A reset connection has nobody left to answer.
  if ((error as NodeJS.ErrnoException).code === "ECONNRESET" || socket.destroyed) return;
  const code = (error as NodeJS.ErrnoException).code;
  const [status, body] =
    code === "HPE_HEADER_OVERFLOW"
      ? [431, { error: "The request's headers are too large", code: getDefaultErrorCode(431) }]
      : code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, { error: "The request took too long to arrive", code: "invalid_request" }]
        : [400, { error: "The request could not be read as HTTP", code: getDefaultErrorCode(400) }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
};
