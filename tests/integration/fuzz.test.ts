import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { getRouteTable } from "#domain/route-table.ts";
import { isErrorCode } from "#domain/error-codes.ts";
import { createPaddedPdf } from "#tests/support/kyc-files.ts";
import { openKycSession } from "#tests/support/onboarding.ts";
import { buildTestApp, createTestDatabase, ensureBuild, ROOT, signIn, type TestDatabase } from "#tests/support/test-server.ts";

/**
 * Property-based fuzzing of every route in the OpenAPI document and every page route:
 * random and hostile paths, query strings, headers, methods, JSON, form and multipart bodies,
 * sent over real HTTP to the real server with the React build. No answer may be a 5xx, take
 * over 5 s, or show a stack trace or a path on the server. API errors must be `{ error, code }`.
 *
 * Budget: FUZZ_RUNS page requests and four times as many API requests (API answers are quicker
 * than server-rendered pages), about two minutes on two busy cores; seed from FUZZ_SEED or random and
 * always printed, so a failure is replayed with `FUZZ_SEED=<seed> npx vitest run tests/integration/fuzz.test.ts`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED);
const MAX_ANSWER_MS = 5_000;

// Shapes of a leak: a V8 stack frame, or a path from this machine's file system.
const STACK_FRAME = /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|\/|node:)[^)]*:\d+:\d+\)/;
const INTERNAL_PATH = new RegExp(`${ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|node_modules/|/server/[\\w/-]+\\.ts`);

interface Answer {
  status: number;
  body: string;
  contentType: string;
  /** Set when the answer is compressed (the fuzzer sends random Accept-Encoding). */
  contentEncoding: string;
  elapsedMs: number;
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const stats = { sent: 0, serverErrors: 0, byStatus: new Map<number, number>() };

const DECODERS: Record<string, (data: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

function isDecodable(encoding: string): boolean {
  return encoding === "" || encoding === "identity" || encoding in DECODERS;
}

/** The body as the client reads it: compressed answers decompressed, so the leak checks see the text. */
function decode(body: Buffer, encoding: string): Buffer {
  const decoder = DECODERS[encoding];
  return decoder && body.length > 0 ? decoder(body) : body;
}

/** Sends one request over a fresh connection; client-side refusals (a header Node will not send) count as not sent. */
function send(port: number, request: FuzzRequest): Promise<Answer | undefined> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(
        {
          host: "127.0.0.1",
          port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...(request.body ? { "content-length": String(request.body.length) } : {}) },
          agent: false,
          timeout: MAX_ANSWER_MS * 2,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: decode(Buffer.concat(chunks), String(response.headers["content-encoding"] ?? "")).toString("utf8"),
              contentType: String(response.headers["content-type"] ?? ""),
              contentEncoding: isDecodable(String(response.headers["content-encoding"] ?? ""))
                ? ""
                : String(response.headers["content-encoding"]),
              elapsedMs: performance.now() - started,
            }),
          );
          response.on("error", reject);
        },
      );
    } catch {
      resolve(undefined);
      return;
    }
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${MAX_ANSWER_MS * 2} ms`)));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** Sends a request and checks everything any answer must satisfy. */
async function check(port: number, request: FuzzRequest, isApi: boolean): Promise<void> {
  const answer = await send(port, request);
  if (!answer) return;
  stats.sent++;
  stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500) stats.serverErrors++;
  const what = `${request.method} ${request.path} -> ${answer.status}: ${answer.body.slice(0, 300)}`;
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.elapsedMs, what).toBeLessThan(MAX_ANSWER_MS);
  expect(answer.body, what).not.toMatch(STACK_FRAME);
  expect(answer.body, what).not.toMatch(INTERNAL_PATH);
  const isPlainJson = answer.contentType.includes("json") && (answer.contentEncoding === "" || answer.contentEncoding === "identity");
  if (isApi && answer.status >= 400 && isPlainJson && request.method !== "HEAD") {
    const body = JSON.parse(answer.body) as { error?: unknown; code?: unknown };
    expect(typeof body.error, what).toBe("string");
    expect(isErrorCode(body.code), what).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------
// Generators

const UUID = "7b0e5b2c-8c1f-4a53-9f3e-2d1c0a9b8e7f";

/** Strings made to break parsers, databases and renderers, mixed with random ones. */
const hostileString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfffy",
    "../../etc/passwd",
    "..%2f..%2f",
    "%00",
    "%",
    "%E0%A4%A",
    "<script>alert(1)</script>",
    "'; drop table branches; --",
    "${7*7}",
    "{{constructor.constructor('x')()}}",
    "__proto__",
    "constructor",
    "0000-01-01T00:00:00Z",
    "9999-99-99T99:99:99Z",
    "-1",
    "1e309",
    "NaN",
    "0x10",
    UUID,
    "+265991234567",
    "a".repeat(5_000),
    "😀".repeat(100),
    "\u202e\u200b\ufeff",
    "null",
    "true",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** A JSON object with the route's own field names (from its schema) holding hostile values, plus strangers. */
function objectFor(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fields.length > 0 ? fc.constantFrom(...fields) : hostileString;
  return fc.dictionary(fc.oneof(keys, keys, hostileString), hostileValue, { maxKeys: Math.max(4, fields.length + 2) });
}

const methodArbitrary = (declared: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(declared) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "FOO") },
  );

function queryString(fields: string[]): fc.Arbitrary<string> {
  const key = fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), hostileString) : hostileString;
  return fc
    .array(fc.tuple(key, hostileString, fc.boolean()), { maxLength: 4 })
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${pairs
            .map(([name, value, raw]) =>
              raw ? `${encodeRaw(name)}=${encodeRaw(value)}` : `${encodeURIComponent(safe(name))}=${encodeURIComponent(safe(value))}`,
            )
            .join("&")}`,
    );
}

/** encodeURIComponent refuses lone surrogates; a hostile client sends their bytes anyway. */
function safe(value: string): string {
  return value.toWellFormed();
}

/** Percent-encodes every byte outside printable ASCII, leaving %, &, = and friends as they are. */
function encodeRaw(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => (byte > 0x20 && byte < 0x7f && byte !== 0x23 ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0")}`))
    .join("");
}

interface Credentials {
  staff: string;
  kyc: string;
}

function headersArbitrary(credentials: Credentials): fc.Arbitrary<Record<string, string>> {
  const authorization = fc.oneof(
    fc.constant(undefined),
    fc.constant(credentials.staff),
    fc.constant(credentials.kyc),
    fc.constantFrom("Bearer", "Bearer x", `Bearer ${"a".repeat(600)}`, "Basic Zm9vOmJhcg==", "bearer \u00ff"),
  );
  const extra = fc.dictionary(
    fc.constantFrom(
      "accept",
      "accept-encoding",
      "accept-language",
      "cookie",
      "if-none-match",
      "idempotency-key",
      "x-forwarded-for",
      "x-forwarded-proto",
      "origin",
      "range",
      "x-http-method-override",
    ),
    fc.oneof(
      fc.constantFrom(
        "*/*",
        "br;q=2, gzip;q=abc",
        "kyc_session=x; kyc_session=y",
        `kyc_session=${"z".repeat(300)}`,
        'W/"x", *',
        "bytes=0-1,5-",
        "1.2.3.4, ::1, garbage",
        "null",
        "ny;q=x",
      ),
      fc.stringMatching(/^[\x21-\x7e ]{0,60}$/),
    ),
    { maxKeys: 3 },
  );
  return fc.tuple(authorization, extra).map(([auth, headers]) => (auth === undefined ? headers : { ...headers, authorization: auth }));
}

interface BodyChoice {
  contentType?: string;
  body?: Buffer;
}

function bodyArbitrary(fields: string[]): fc.Arbitrary<BodyChoice> {
  const json = objectFor(fields).map((value): BodyChoice => ({
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(value)),
  }));
  const anyJson = hostileValue.map((value): BodyChoice => ({
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(value) ?? "null"),
  }));
  const raw = fc
    .tuple(
      fc.constantFrom(
        "application/json",
        "application/json; charset=latin1",
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=zz",
      ),
      fc.oneof(
        fc.constantFrom(
          "{",
          '{"a":',
          "[]",
          '"\\ud800"',
          '{"__proto__":{"x":1}}',
          '--zz\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nPayslip\r\n--zz',
          "--zz--",
          "a=1&a=2&b[]=3",
          `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
          `{"a":${'{"__proto__":'.repeat(5_000)}1${"}".repeat(5_000)}}`,
        ),
        fc.string({ unit: "binary", maxLength: 200 }),
      ),
    )
    .map(([contentType, text]): BodyChoice => ({ ...(contentType ? { contentType } : {}), body: Buffer.from(text) }));
  const multipart = fc
    .tuple(fc.constantFrom("Payslip", "Signature", "nope", ""), hostileString, fc.nat({ max: 3 }), fc.boolean())
    .map(([purpose, name, cut, pdf]): BodyChoice => {
      const boundary = "fuzzboundary";
      const file = pdf ? createPaddedPdf(1_000) : Buffer.from("%PDF-1.4\n" + "/".repeat(500));
      const parts = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="account_name"\r\n\r\n${safe(name)}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safe(name).replace(/["\r\n]/g, "")}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: cut === 0 ? parts.subarray(0, Math.floor(parts.length / 2)) : parts,
      };
    });
  return fc.oneof(
    { weight: 4, arbitrary: json },
    { weight: 1, arbitrary: anyJson },
    { weight: 2, arbitrary: raw },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Fills `{param}` segments with values a client could send: real-looking ids and hostile strings. */
function pathArbitrary(template: string): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(template);
  const value = fc.oneof(
    fc.constant(UUID),
    fc.uuid(),
    fc.constantFrom("nostore@example.mw", "+265991234567", "x", "%00", "%E0%A4%A", "..%2F..%2Fetc", "a".repeat(300)),
    hostileString.map((text) => encodeRaw(text)),
  );
  return fc.array(value, { minLength: names.length, maxLength: names.length }).map((values) => {
    let filled = template;
    names.forEach((name, index) => (filled = filled.replace(`{${name}}`, values[index]! === "" ? "x" : values[index]!)));
    return filled;
  });
}

// ---------------------------------------------------------------------------------------------

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe("fuzzing every API and page route", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  let credentials: Credentials;
  let operations: Array<{ method: string; path: string; query: string[]; fields: string[] }>;

  beforeAll(async () => {
    // Pages need the React build; this is quick when the build is already current.
    ensureBuild();
    database = await createTestDatabase("pglite");
    // The production spacing between codes (60 s): the fuzzer meets the server's own limits.
    app = await buildTestApp(database, {
      web: true,
      env: { OTP_RESEND_SECONDS: "60" },
      loginRateLimit: { max: 100_000, timeWindowMs: 60_000 },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
    credentials = {
      staff: (await signIn(app)).authorization,
      kyc: (await openKycSession(app, database.dataDir, "fuzz.visitor@example.mw")).authorization,
    };
    const document = (await app.inject({ url: "/api/openapi.json" })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
        fields: Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.schema?.properties ?? {}),
      })),
    );
    console.info(
      `fuzz seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS * 4} API and ${RUNS} page requests, ${operations.length} API operations`,
    );
  }, 900_000);

  afterAll(async () => {
    console.info(
      `fuzz: ${stats.sent} requests sent, ${stats.serverErrors} answered 5xx; by status ${JSON.stringify(Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b)))}`,
    );
    await app?.close();
    await database?.drop();
  });

  it("covers every route of the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((operation) => operation.path === "/api/uploads")).toBe(true);
  });

  // Found by this fuzzer (seed 471446381): a URL reads a backslash as a slash, so `/\@` is `//@`.
  it("folds a path that starts with slashes or backslashes instead of reading it as a host", async () => {
    for (const path of ["/\\@", "/\\evil.example/x", "//\\x"]) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await send(port, { method, path, headers: {} });
        expect(answer?.status, `${method} ${path}`).toBe(308);
      }
    }
  });

  it("answers any request to an API route without a 5xx, a stall or a leak", async () => {
    const request = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        method: methodArbitrary(operation.method),
        path: pathArbitrary(operation.path),
        query: queryString(operation.query),
        headers: headersArbitrary(credentials),
        body: bodyArbitrary(operation.fields),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, headers, body }) => {
        const withBody = method !== "GET" && method !== "HEAD";
        await check(
          port,
          {
            method,
            path: `${path}${query}`,
            headers: { ...headers, ...(withBody && body.contentType ? { "content-type": body.contentType } : {}) },
            ...(withBody && body.body ? { body: body.body } : {}),
          },
          true,
        );
      }),
      { seed: SEED, numRuns: RUNS * 4, endOnFailure: true },
    );
  }, 600_000);

  it("answers any request to a page, in English or Chichewa, without a 5xx, a stall or a leak", async () => {
    const pages = getRouteTable(DEFAULT_SITE_PREFIX).map((route) => route.href);
    const extras = [
      "/",
      "/robots.txt",
      "/sitemap.xml",
      "/livez",
      "/healthz",
      "/readyz",
      "/staff",
      "/api/docs",
      "/content/nothing.pdf",
      "/assets/nothing.js",
      "/no/such/page",
    ];
    const request = fc.record({
      path: fc.constantFrom(...pages, ...extras),
      lang: fc.constantFrom("", "lang=ny", "lang=en", "lang=xx"),
      query: queryString(["q", "type", "tab", "page", "amount", "term", "id", "lang"]),
      // GET and POST (a page's action, or none); methods React Router refuses are out of this suite's reach (see ADR 034).
      method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST"),
      headers: headersArbitrary(credentials),
      form: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, lang, query, method, headers, form }) => {
        const search = [query.replace(/^\?/, ""), lang].filter(Boolean).join("&");
        const body =
          method === "POST"
            ? Buffer.from(new URLSearchParams(Object.entries(form).map(([k, v]) => [safe(k), safe(v)])).toString())
            : undefined;
        await check(
          port,
          {
            method,
            path: `${path}${search ? `?${search}` : ""}`,
            headers: { ...headers, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
            ...(body ? { body } : {}),
          },
          path.startsWith("/api/"),
        );
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
