import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import { levels, type Bindings, type ChildLoggerOptions, type LogFn } from "pino";

/**
 * Fields whose values never reach the log, at the depths pino's paths reach (ADR 050): secrets
 * (passwords, tokens, cookies, API keys), one-time codes, the customer's identity and account
 * numbers.
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "new_password",
  "currentPassword",
  "current_password",
  "token",
  "access_token",
  "idempotency-key",
  "authorization",
  "cookie",
  "set-cookie",
  "otp",
  "one_time_code",
  "national_id",
  "account_number",
  // A message's subject names the customer and their account (the branch's KYC notice).
  "subject",
  "api_key",
  "apiKey",
  "secret",
];

/**
 * pino's redact paths: each key at the top level and two levels down (request headers sit at
 * `req.headers`), and a one-time code wherever a request body is logged.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => {
    const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
    return [segment.replace(/^\./, ""), `*${segment}`, `*.*${segment}`];
  }),
  "body.code",
  "*.body.code",
];

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** A Malawian number as a visitor or the server writes it: +265…, 265… or 0… with nine digits after the country code. */
const PHONE = /(?<![\w*])(\+?265|0)(\d{2})\d{4}(\d{3})(?!\d)/g;

/**
 * Masks phone numbers and e-mail addresses wherever they occur in a log line (messages, error
 * messages and stacks included): `+26599****567`, `c***@example.mw`. Enough is left to tell
 * two customers apart in an incident; too little to reach them.
 */
export function maskPersonalData(line: string): string {
  return line.replace(EMAIL, "$1***@$2").replace(PHONE, "$1$2****$3");
}

/** An incoming X-Request-Id is kept only when it is a short, safe token (a load balancer's id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the load balancer's when it sent a safe one, else a fresh UUID. */
export function getRequestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Where log lines go: standard output unless a test captures them. */
export interface LogDestination {
  write(line: string): unknown;
}

/**
 * Fastify's logger: JSON lines (pino) with the secrets redacted and personal data masked, each
 * request's lines carrying its `reqId`.
 */
export function createLoggerOptions(level: string, destination: LogDestination = process.stdout): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    stream: { write: (line: string) => destination.write(maskPersonalData(line)) },
  };
}

type LogMethod = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/** Whether a logger at `level` writes `method`'s lines (`silent` writes none). */
const isLevelEnabled = (level: string, method: LogMethod) => levels.values[method]! >= (levels.values[level] ?? Infinity);

/**
 * Each request's logger, made only when the request logs a line its level lets through. Fastify
 * makes a pino child per request, and building one runs pino's redaction (our `*.key` paths)
 * over its bindings: about a tenth of a cached page's CPU, for a logger most requests never use
 * (ADR 050). The child, once made, is the same pino child Fastify would have made.
 */
export function createLazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings, options));
  const line =
    (method: LogMethod): LogFn =>
    (...args: Parameters<LogFn>) => {
      if (child === undefined && !isLevelEnabled(lazy.level, method)) return;
      made()[method](...args);
    };
  const lazy: FastifyBaseLogger = {
    get level() {
      return child?.level ?? options.level ?? parent.level;
    },
    set level(level: string) {
      made().level = level;
    },
    fatal: line("fatal"),
    error: line("error"),
    warn: line("warn"),
    info: line("info"),
    debug: line("debug"),
    trace: line("trace"),
    silent: () => {},
    child: (moreBindings, moreOptions) => made().child(moreBindings, moreOptions),
  };
  return lazy;
}
