import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { REQUIRED_PURPOSES } from "#domain/kyc/kyc.ts";
import { COLLECTION_NAMES, type CollectionName } from "#domain/content/schemas/collections.ts";
import { changeInput, makeInput } from "#tests/support/content-factories.ts";
import { createElf, createPaddedPdf, createUploadForm } from "#tests/support/kyc-files.ts";
import { freshAddress, readLatestCode } from "#tests/support/onboarding.ts";
import { type Call, UNKNOWN_ID, type Walk, type Walker } from "#tests/support/openapi-walk.ts";
import { createAccessTokenWalker } from "#tests/support/openapi-walk-access-tokens.ts";
import { createApplicationWalker } from "#tests/support/openapi-walk-applications.ts";
import { createComplaintWalker } from "#tests/support/openapi-walk-complaints.ts";
import { createStaffWalker } from "#tests/support/openapi-walk-staff.ts";
import { createPasskeyWalker } from "#tests/support/openapi-walk-passkeys.ts";
import { createSessionWalker } from "#tests/support/openapi-walk-sessions.ts";
import { createVersionWalker } from "#tests/support/openapi-walk-versions.ts";
import { createDraftWalker } from "#tests/support/openapi-walk-drafts.ts";
import { createChangeWalker } from "#tests/support/openapi-walk-changes.ts";
import { createStaffMember, signInWithCookie } from "#tests/support/staff-session.ts";
import { DRIVERS, STAFF, staffCredentials, useTestServer } from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;
interface MultipartSchema {
  required?: string[];
  properties: Record<string, { enum?: string[]; format?: string; items?: { format?: string } }>;
}
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema: unknown }> };
  security?: unknown[];
}

/** The parts an upload sends are those its operation declares: each required one, no other, each value allowed. */
async function expectDeclaredParts(label: string, schema: MultipartSchema, payload: unknown, contentType: string): Promise<void> {
  const form = await new Request("http://walk.invalid/", {
    method: "POST",
    body: new Uint8Array(payload as Buffer),
    headers: { "content-type": contentType },
  }).formData();
  const names = [...form.keys()];
  expect
    .soft(
      names.filter((name) => !(name in schema.properties)),
      `${label} sends parts its document does not declare`,
    )
    .toEqual([]);
  expect
    .soft(
      (schema.required ?? []).filter((name) => !names.includes(name)),
      `${label} leaves out parts its document requires`,
    )
    .toEqual([]);
  for (const [name, value] of form) {
    const declared = schema.properties[name];
    if (typeof value === "string" && declared?.enum) expect.soft(declared.enum, `${label}: ${name}`).toContain(value);
    if (typeof value !== "string") expect.soft(declared?.format ?? declared?.items?.format, `${label}: ${name} is a file`).toBe("binary");
  }
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: Json;
}

/** Operations that hand out credentials: their 401 means a wrong password or code, not a missing token. */
const SIGN_IN_OPERATIONS = [
  "post /api/login",
  "post /api/staff/session",
  "post /api/staff/session/passkey",
  "post /onboarding/verify-code",
];
const DOCUMENTED_PATHS = /^\/(api|onboarding)\/|^\/(livez|healthz|readyz)$/;
const CUSTOMER = "+265999000222";

describe.each(DRIVERS)("the OpenAPI document, walked on %s", (driver) => {
  const server = useTestServer(driver);
  let document: OpenApiDocument;
  /** The console's and account opening's operations, walked in tests/support (this file walks the rest). */
  let walkers: Walker[];
  const validators = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    document = (await server.app.inject({ url: "/api/openapi.json" })).json<OpenApiDocument>();
    const context = { app: server.app, dataDir: server.database.dataDir, admin: server.staff };
    walkers = [
      createStaffWalker(context),
      createSessionWalker(context),
      createPasskeyWalker(context),
      createAccessTokenWalker(context),
      createApplicationWalker(context),
      createVersionWalker(context),
      createDraftWalker(context),
      createChangeWalker(context),
      createComplaintWalker(context),
    ];
  });

  /** The JSON schema the document declares for an answer, compiled once; undefined when it declares no JSON body. */
  function getValidator(ajv: Ajv2020, path: string, method: string, status: number): ValidateFunction | undefined {
    const key = `${method} ${path} ${status}`;
    if (validators.has(key)) return validators.get(key);
    const schema = document.paths[path]?.[method]?.responses[String(status)]?.content?.["application/json"]?.schema;
    if (schema === undefined) return undefined;
    const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as object;
    const validate = ajv.compile(resolved);
    validators.set(key, validate);
    return validate;
  }

  // What each record collection's five operations are walked with; `created` carries ids from POST to PUT and DELETE.
  const created = new Map<string, string>();
  const etags = new Map<CollectionName, string>();
  const kyc: { url?: string; documents?: Array<{ purpose: string; url: string }> } = {};

  async function uploadAsStaff(purpose: string): Promise<string> {
    const form = await createUploadForm({ account_name: "Walk Customer", purpose }, { name: "scan.pdf", content: createPaddedPdf() });
    const response = await server.app.inject({
      method: "POST",
      url: "/api/uploads",
      payload: form.payload,
      headers: { ...form.headers, ...server.staff },
    });
    return response.json<{ url: string }>().url;
  }

  async function kycSubmission(accountNumber: string, fresh = false) {
    if (fresh) delete kyc.documents;
    const [branch] = (await server.app.inject({ url: "/api/branches?limit=1" })).json<Json[]>();
    const types = (await server.app.inject({ url: "/api/kyc_account_types?limit=100" })).json<Json[]>();
    const type = types.find((candidate) => candidate.name === "Individual Account")!;
    kyc.documents ??= await Promise.all(
      REQUIRED_PURPOSES["Individual Account"].map(async (purpose) => ({ purpose, url: await uploadAsStaff(purpose) })),
    );
    return {
      account_number: accountNumber,
      account_name: "Walk Customer",
      username: CUSTOMER,
      branch_id: branch!.id,
      kyc_account_type_id: type.id,
      documents: kyc.documents,
    };
  }

  /** The requests for one operation of the document. */
  async function walk(method: string, path: string): Promise<Walk | undefined> {
    const collection = /^\/api\/([a-z_]+)(\/\{id\})?$/.exec(path);
    const name = collection?.[1] as CollectionName | undefined;
    if (name && COLLECTION_NAMES.includes(name)) {
      const hasId = collection?.[2] !== undefined;
      if (method === "get" && !hasId) {
        const first = await server.app.inject({ url: `/api/${name}` });
        etags.set(name, String(first.headers.etag));
        return {
          valid: [
            { url: `/api/${name}`, status: 200 },
            { url: `/api/${name}`, headers: { "if-none-match": etags.get(name)! }, status: 304 },
            // Staff's reads with scheduled records (ADR 063).
            { url: `/api/${name}?include=scheduled`, headers: server.staff, status: 200 },
          ],
          invalid: [
            { url: `/api/${name}?limit=0`, status: 400 },
            { url: `/api/${name}?include=scheduled`, status: 401 },
            { url: `/api/${name}?include=everything`, headers: server.staff, status: 400 },
          ],
        };
      }
      if (method === "get") {
        const [first] = (await server.app.inject({ url: `/api/${name}?limit=1` })).json<Json[]>();
        return {
          valid: first
            ? [
                { url: `/api/${name}/${String(first.id)}`, status: 200 },
                { url: `/api/${name}/${String(first.id)}?include=scheduled`, headers: server.staff, status: 200 },
              ]
            : [],
          invalid: [
            { url: `/api/${name}/42`, status: 400 },
            { url: `/api/${name}/${UNKNOWN_ID}`, status: 404 },
            { url: `/api/${name}/${UNKNOWN_ID}?include=scheduled`, status: 401 },
          ],
        };
      }
      if (method === "post") {
        if (name === "kyc_account_types") {
          // Names are unique and the seed holds all four: make room for the one created.
          const sme = (await server.app.inject({ url: "/api/kyc_account_types?limit=100" }))
            .json<Json[]>()
            .find((type) => type.name === "SME")!;
          await server.app.inject({ method: "DELETE", url: `/api/kyc_account_types/${String(sme.id)}`, headers: server.staff });
        }
        const valid: Call[] = [{ method: "POST", url: `/api/${name}`, headers: server.staff, payload: makeInput(name), status: 201 }];
        // A document as spec §3 names it, last: it has no file, so the read and the PUT walked
        // next answer it with `file_url: null` and then give it one (ADR 026).
        const bare = { document_type_name: "Notice", published_at: "2026-03-31" };
        if (name === "documents") valid.push({ method: "POST", url: `/api/${name}`, headers: server.staff, payload: bare, status: 201 });
        return {
          valid,
          invalid: [
            { method: "POST", url: `/api/${name}`, headers: server.staff, payload: { nonsense: true }, status: 400 },
            // A schedule out of order (ADR 063).
            {
              method: "POST",
              url: `/api/${name}`,
              headers: server.staff,
              payload: { ...makeInput(name), publish_at: "2030-01-02T08:00:00+02:00", unpublish_at: "2030-01-01T08:00:00+02:00" },
              status: 400,
            },
            { method: "POST", url: `/api/${name}`, payload: makeInput(name), status: 401 },
            { method: "POST", url: `/api/${name}`, headers: { authorization: "Bearer forged" }, payload: makeInput(name), status: 401 },
          ],
        };
      }
      const id = created.get(name)!;
      if (method === "put") {
        return {
          valid: [
            { method: "PUT", url: `/api/${name}/${id}`, headers: server.staff, payload: changeInput(name, makeInput(name)), status: 200 },
          ],
          invalid: [
            { method: "PUT", url: `/api/${name}/${id}`, headers: server.staff, payload: {}, status: 400 },
            { method: "PUT", url: `/api/${name}/${UNKNOWN_ID}`, headers: server.staff, payload: makeInput(name), status: 404 },
          ],
        };
      }
      if (method === "delete") {
        return {
          valid: [{ method: "DELETE", url: `/api/${name}/${id}`, headers: server.staff, status: 204 }],
          invalid: [{ method: "DELETE", url: `/api/${name}/${id}`, headers: server.staff, status: 404 }],
        };
      }
    }
    switch (`${method} ${path}`) {
      case "get /api/openapi.json":
        return { valid: [{ url: path, status: 200 }], invalid: [] };
      case "get /livez":
      case "get /healthz":
      case "get /readyz":
        return { valid: [{ url: path, status: 200 }], invalid: [] };
      case "post /api/login":
        return {
          valid: [{ method: "POST", url: path, payload: staffCredentials(server.app), status: 200 }],
          invalid: [
            { method: "POST", url: path, payload: { username: STAFF.username }, status: 400 },
            { method: "POST", url: path, payload: { ...STAFF, password: "wrong" }, status: 401 },
          ],
        };
      case "post /onboarding/verify-username": {
        const remoteAddress = freshAddress();
        return {
          valid: [{ method: "POST", url: path, payload: { username: "walk@example.mw" }, remoteAddress, status: 200 }],
          invalid: [{ method: "POST", url: path, payload: { username: "not a number" }, remoteAddress, status: 400 }],
        };
      }
      case "post /onboarding/verify-code": {
        const code = readLatestCode(server.database.dataDir, "walk@example.mw");
        const wrong = code === "000000" ? "111111" : "000000";
        return {
          valid: [{ method: "POST", url: path, payload: { username: "walk@example.mw", code }, status: 200 }],
          invalid: [
            { method: "POST", url: path, payload: { username: "walk@example.mw", code: wrong }, status: 401 },
            { method: "POST", url: path, payload: { username: "x" }, status: 400 },
          ],
        };
      }
      case "post /api/uploads": {
        const good = await createUploadForm(
          { account_name: "Walk Customer", purpose: "Signature" },
          { name: "a.pdf", content: createPaddedPdf() },
        );
        const bad = await createUploadForm(
          { account_name: "Walk Customer", purpose: "Signature" },
          { name: "a.pdf", content: createElf() },
        );
        return {
          valid: [{ method: "POST", url: path, payload: good.payload, headers: { ...good.headers, ...server.staff }, status: 201 }],
          invalid: [
            { method: "POST", url: path, payload: bad.payload, headers: { ...bad.headers, ...server.staff }, status: 400 },
            { method: "POST", url: path, payload: { file: "none" }, headers: server.staff, status: 400 },
            { method: "POST", url: path, payload: good.payload, headers: good.headers, status: 401 },
          ],
        };
      }
      case "get /api/kyc_documents/{*}": {
        kyc.url ??= await uploadAsStaff("Signature");
        return {
          valid: [{ url: kyc.url, headers: server.staff, status: 200 }],
          invalid: [
            { url: "/api/kyc_documents/kycdocuments/nothing-0123456789abcdef01234567.pdf", headers: server.staff, status: 404 },
            { url: kyc.url, status: 401 },
          ],
        };
      }
      case "get /api/kyc_account_details":
        return {
          valid: [{ url: "/api/kyc_account_details", headers: server.staff, status: 200 }],
          invalid: [
            { url: "/api/kyc_account_details?limit=0", headers: server.staff, status: 400 },
            { url: "/api/kyc_account_details", status: 401 },
          ],
        };
      case "get /api/kyc_account_details/{id}": {
        const [first] = (await server.app.inject({ url: "/api/kyc_account_details?limit=1", headers: server.staff })).json<Json[]>();
        return {
          valid: first ? [{ url: `/api/kyc_account_details/${String(first.id)}`, headers: server.staff, status: 200 }] : [],
          invalid: [
            { url: "/api/kyc_account_details/42", headers: server.staff, status: 400 },
            { url: `/api/kyc_account_details/${UNKNOWN_ID}`, headers: server.staff, status: 404 },
            { url: `/api/kyc_account_details/${UNKNOWN_ID}`, status: 401 },
          ],
        };
      }
      case "post /api/kyc_account_details": {
        const body = await kycSubmission("3000400050");
        const again = await kycSubmission("3000400050", true);
        return {
          valid: [{ method: "POST", url: path, headers: server.staff, payload: body, status: 201 }],
          invalid: [
            { method: "POST", url: path, headers: server.staff, payload: again, status: 409 },
            { method: "POST", url: path, headers: server.staff, payload: { ...body, account_number: "12" }, status: 400 },
            { method: "POST", url: path, payload: body, status: 401 },
          ],
        };
      }
      case "get /api/kyc_account_details/username/{username}":
        // The record walked above is deleted by now: the look-ups walk one of their own.
        await server.app.inject({
          method: "POST",
          url: "/api/kyc_account_details",
          headers: server.staff,
          payload: await kycSubmission("3000400060", true),
        });
        return {
          valid: [{ url: `/api/kyc_account_details/username/${encodeURIComponent(CUSTOMER)}`, headers: server.staff, status: 200 }],
          invalid: [{ url: "/api/kyc_account_details/username/nobody%40example.mw", headers: server.staff, status: 404 }],
        };
      case "get /api/kyc_account_details/account_number/{account_number}": {
        return {
          valid: [{ url: "/api/kyc_account_details/account_number/3000400060", headers: server.staff, status: 200 }],
          invalid: [
            { url: "/api/kyc_account_details/account_number/abc", headers: server.staff, status: 400 },
            { url: "/api/kyc_account_details/account_number/3000400059", headers: server.staff, status: 404 },
          ],
        };
      }
      case "put /api/kyc_account_details/{id}": {
        const body = await kycSubmission("3000400050", true);
        const url = `/api/kyc_account_details/${created.get("kyc_account_details")}`;
        return {
          valid: [
            {
              method: "PUT",
              url,
              headers: server.staff,
              payload: { ...body, id: created.get("kyc_account_details"), processed: false },
              status: 200,
            },
          ],
          invalid: [
            { method: "PUT", url, headers: server.staff, payload: { ...body, account_number: "3000400051" }, status: 409 },
            { method: "PUT", url, headers: server.staff, payload: { ...body, processed: true }, status: 400 },
            { method: "PUT", url: `/api/kyc_account_details/${UNKNOWN_ID}`, headers: server.staff, payload: body, status: 404 },
          ],
        };
      }
      case "patch /api/kyc_account_details/{id}": {
        const url = `/api/kyc_account_details/${created.get("kyc_account_details")}`;
        return {
          valid: [{ method: "PATCH", url, headers: server.staff, payload: { processed: true }, status: 200 }],
          invalid: [{ method: "PATCH", url, headers: server.staff, payload: { processed: "yes" }, status: 400 }],
        };
      }
      case "delete /api/kyc_account_details/{id}": {
        const url = `/api/kyc_account_details/${created.get("kyc_account_details")}`;
        return {
          valid: [{ method: "DELETE", url, headers: server.staff, status: 204 }],
          invalid: [{ method: "DELETE", url, headers: server.staff, status: 404 }],
        };
      }
      case "post /api/staff/session":
        return {
          valid: [{ method: "POST", url: path, payload: staffCredentials(server.app), status: 200 }],
          invalid: [
            { method: "POST", url: path, payload: { username: STAFF.username }, status: 400 },
            { method: "POST", url: path, payload: { ...STAFF, password: "wrong" }, status: 401 },
          ],
        };
      case "get /api/staff/session": {
        // Who is signed in: without a session it answers 200 with `staff: null`, never 401.
        const console = await signInWithCookie(server.app, STAFF.username, STAFF.password);
        return {
          valid: [
            { url: path, headers: console, status: 200 },
            { url: path, status: 200 },
          ],
          invalid: [],
        };
      }
      case "get /api/staff/me": {
        const console = await signInWithCookie(server.app, STAFF.username, STAFF.password);
        return {
          valid: [{ url: path, headers: console, status: 200 }],
          invalid: [{ url: path, status: 401 }],
        };
      }
      case "delete /api/staff/session": {
        const console = await signInWithCookie(server.app, STAFF.username, STAFF.password);
        return {
          valid: [{ method: "DELETE", url: path, headers: console, status: 204 }],
          invalid: [],
        };
      }
      case "post /api/logout": {
        const token = (await server.app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(server.app) })).json<{
          token: string;
        }>().token;
        return {
          valid: [{ method: "POST", url: path, headers: { authorization: `Bearer ${token}` }, status: 204 }],
          invalid: [],
        };
      }
      case "put /api/staff/me/password": {
        const member = await createStaffMember(server.app, "admin");
        const console = await signInWithCookie(server.app, member.username, member.password);
        return {
          valid: [
            {
              method: "PUT",
              url: path,
              headers: console,
              payload: { current_password: member.password, new_password: "another long river of green tea" },
              status: 204,
            },
          ],
          invalid: [
            { method: "PUT", url: path, headers: console, payload: { current_password: member.password }, status: 400 },
            {
              method: "PUT",
              url: path,
              payload: { current_password: member.password, new_password: "another long river of green tea" },
              status: 401,
            },
          ],
        };
      }
      case "get /api/exchange-rate-history":
        return {
          valid: [{ url: `${path}?currency=USD&days=365`, status: 200 }],
          invalid: [{ url: `${path}?currency=USD&days=7`, status: 400 }],
        };
      case "get /api/staff/accounts":
      case "get /api/staff/audit":
      case "get /api/staff/audit/export.csv": {
        const console = await signInWithCookie(server.app, STAFF.username, STAFF.password);
        return {
          valid: [{ url: path.endsWith(".csv") ? `${path}?action=sign_in&actor=e` : path, headers: console, status: 200 }],
          invalid: [
            { url: path, status: 401 },
            ...(path === "/api/staff/accounts" ? [] : [{ url: `${path}?action=dancing`, headers: console, status: 400 }]),
          ],
        };
      }
      default:
        for (const walker of walkers) {
          const plan = await walker(method, path);
          if (plan) return plan;
        }
        return undefined;
    }
  }

  it("answers every documented operation, valid and invalid, with a declared status and a body of the declared schema", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema({ $id: "openapi.json", components: document.components ?? {} });
    const unwalked: string[] = [];
    const uploads: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(document.paths).filter(([path]) => DOCUMENTED_PATHS.test(path))) {
      for (const [method, operation] of Object.entries(operations)) {
        const plan = await walk(method, path);
        if (!plan) {
          unwalked.push(`${method.toUpperCase()} ${path}`);
          continue;
        }
        const multipart = operation.requestBody?.content?.["multipart/form-data"]?.schema as MultipartSchema | undefined;
        if (multipart) uploads.push(`${method} ${path}`);
        for (const { status, ...request } of [...plan.valid, ...plan.invalid]) {
          const contentType = String((request.headers as Record<string, string> | undefined)?.["content-type"] ?? "");
          if (multipart && status < 300) {
            expect(contentType, `${method} ${path} is walked with a multipart upload`).toMatch(/^multipart\/form-data/);
            await expectDeclaredParts(`${method.toUpperCase()} ${path}`, multipart, request.payload, contentType);
          }
          const response: LightMyRequestResponse = await server.app.inject(request);
          const label = `${method.toUpperCase()} ${path} (${String(request.url)}, expecting ${status})`;
          calls += 1;
          // Soft: one run lists every answer that differs from the document, not only the first.
          expect.soft(response.statusCode, `${label}: ${response.body}`).toBe(status);
          expect.soft(Object.keys(operation.responses), `${label} does not declare ${status}`).toContain(String(status));
          if (status === 201 && method === "post") {
            const name = /^\/api\/([a-z_]+)$/.exec(path)?.[1];
            if (name) created.set(name, response.json<Json>().id as string);
          }
          for (const header of Object.keys(operation.responses[String(status)]?.headers ?? {})) {
            expect.soft(response.headers[header.toLowerCase()], `${label} declares the header ${header}`).toBeDefined();
          }
          const mediaType = String(response.headers["content-type"] ?? "")
            .split(";")[0]!
            .trim();
          const declared = operation.responses[String(status)]?.content;
          if (response.body !== "" && declared) {
            expect.soft(Object.keys(declared), `${label} answers ${mediaType}, which it does not declare`).toContain(mediaType);
          }
          // A caller told to sign in must be able to read from the document how; a sign-in's own 401 is a wrong password or code.
          if (status === 401 && !SIGN_IN_OPERATIONS.includes(`${method} ${path}`)) {
            expect.soft(operation.security ?? [], `${label} answers 401 yet declares no security`).not.toEqual([]);
          }
          if (mediaType !== "application/json") continue;
          const validate = getValidator(ajv, path, method, status);
          expect.soft(validate, `${label} declares no JSON schema for ${status}`).toBeDefined();
          if (validate) expect.soft(validate(response.json()), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }
      }
    }
    // Every operation is walked: a new route fails this until its walk is written.
    expect(unwalked).toEqual([]);
    // The four uploads declare their parts; the pages' catch-all is no API operation.
    expect(uploads.sort()).toEqual([
      "post /api/account-applications/{id}/documents",
      "post /api/complaints",
      "post /api/staff/media",
      "post /api/uploads",
    ]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/{"))).toEqual([]);
    expect(calls).toBeGreaterThan(400);
    // 450 requests one after another, many with a database write or a file upload: about 25 s on a
    // quiet machine, and past a minute when CI shares it with other suites.
  }, 240_000);
});
