import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type InputOf } from "#domain/content/schemas/collections.ts";
import { ErrorSchema, IdempotencyKeySchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { ListQuerySchema, MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { getEncodedBody, type Audience, type ContentService, type ListPage } from "./content-service.ts";
import { withNormalizedPhone } from "./phone-number.ts";
import { HttpError } from "../http-error.ts";
import { matchesEtag } from "../http/etag.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import { toVersionEtag } from "#domain/content/schemas/record-version.ts";
import { getActor, parseExpected, registerRecordVersionRoutes, StaleVersionSchema, VERSION_ETAG_HEADER } from "./record-version-routes.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import { PENDING_RESPONSE, type Approvals } from "./pending-changes.ts";
import type { MediaFiles } from "./media-files.ts";
import { randomUUID } from "node:crypto";

export interface ContentRoutesOptions {
  content: ContentService;
  auth: StaffAuth;
  audit: AuditLog;
  /** Maker-checker (ADR 062): writes to its collections answer 202 and wait for another editor. */
  approvals?: Approvals | undefined;
  /** `BIN_RETENTION_DAYS`: when the bin's records go for good (ADR 054). */
  binRetentionDays?: number | undefined;
  /** The media library: a version naming a file deleted from it is not restored (ADR 076). */
  media?: Pick<MediaFiles, "findMissing"> | undefined;
}

const STAFF_ERRORS = { 401: ErrorSchema, 403: ErrorSchema } as const;

/**
 * `?include=scheduled` (staff with publishing rights only): every record with its schedule,
 * including those visitors do not see yet or any more (ADR 063). Without it, or without the
 * rights, the answer is what visitors see: an explicit ask, so a staff cookie never turns the
 * public site's own reads into staff reads.
 */
const IncludeScheduledSchema = z
  .enum(["scheduled"])
  .optional()
  .describe("`scheduled`: staff with publishing rights get every record with its publish_at/unpublish_at (401/403 otherwise)");

/** No credentials needed, or a staff token (for `include=scheduled`). */
const OPTIONAL_STAFF_SECURITY: Array<Record<string, string[]>> = [{}, { staffToken: [] }];

async function readAudience(request: FastifyRequest, auth: StaffAuth, include: "scheduled" | undefined): Promise<Audience> {
  if (include === undefined) return "public";
  const staff = await auth.getStaff(request);
  if (!staff) throw new HttpError(401, "Sign in to see scheduled records", { code: "unauthenticated" });
  if (!(PERMISSIONS.publish as readonly string[]).includes(staff.role))
    throw new HttpError(403, "Only staff who publish see scheduled records", { code: "forbidden" });
  return "staff";
}

/** The best coding the client accepts among those we keep ready; undefined for identity. */
function pickCoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  for (const coding of ["br", "gzip"] as const) {
    if ((accepted.get(coding) ?? accepted.get("*") ?? 0) > 0) return coding;
  }
  return undefined;
}

/** Marks an answer served from the last good copy while the database is away (ADR 033). */
export const STALE_HEADER = "x-content-stale";

/**
 * Sends a list page from memory: 304 when the client already has it, else the JSON body (already
 * checked against the record schema when the snapshot was read), compressed once and reused.
 */
function sendListPage(request: FastifyRequest, reply: FastifyReply, page: ListPage, audience: Audience = "public"): FastifyReply {
  reply.header("etag", page.etag);
  reply.header("vary", "accept-encoding");
  // Public lists may be kept by browsers and shared caches, but revalidated each time (cheap: 304);
  // staff's lists with scheduled records never.
  reply.header("cache-control", audience === "staff" ? "private, no-store" : "public, no-cache");
  // The database is away and this is the last good copy (ADR 033).
  if (page.stale) reply.header(STALE_HEADER, "true");
  if (matchesEtag(request.headers["if-none-match"], page.etag)) return reply.status(304).send();
  reply.type("application/json; charset=utf-8");
  const coding = page.body.length >= 1024 ? pickCoding(request.headers["accept-encoding"]) : undefined;
  if (coding) {
    reply.header("content-encoding", coding);
    return reply.send(getEncodedBody(page, coding));
  }
  return reply.send(page.body);
}

/**
 * `GET /api/{collection}`, `GET /api/{collection}/{id}`, `POST`, `PUT`, `DELETE` for every
 * collection of the registry (spec §7): read without a token; every write needs a staff token
 * with the right to publish.
 */
export function registerContentRoutes(app: FastifyInstance, options: ContentRoutesOptions): void {
  for (const name of COLLECTION_NAMES) registerCollection(app, name, options);
  registerRecordVersionRoutes(app, options);
}

function registerCollection(app: FastifyInstance, name: CollectionName, { content, auth, approvals }: ContentRoutesOptions): void {
  const gate = approvals?.isGated(name) ? approvals : undefined;
  const pending = gate ? { 202: PENDING_RESPONSE } : {};
  const api = app.withTypeProvider<ZodTypeProvider>();
  const definition = COLLECTIONS[name];
  const { label } = definition;
  const inputSchema = (name === "branches" || name === "money_bureau_locations"
    ? withNormalizedPhone(definition.inputSchema as z.ZodType<{ phone: string }>)
    : definition.inputSchema) as unknown as z.ZodType<InputOf<CollectionName>>;
  const recordSchema = definition.recordSchema as z.ZodType;
  const requireWriter = auth.requireRole(...PERMISSIONS.publish);
  const security = { security: [{ staffToken: [] }] };
  const tags = [name];

  api.get(
    `/api/${name}`,
    {
      schema: {
        tags,
        summary: `List ${label} records, newest first`,
        description: `Pages of \`limit\` records (at most ${MAX_LIMIT}); pass the \`created_at\` of the last record as \`last_created_at\` for the next page, until a page is empty. Answers carry an ETag; \`If-None-Match\` gets 304.`,
        // Open to anyone; a staff session is needed only with `include=scheduled`.
        security: OPTIONAL_STAFF_SECURITY,
        querystring: ListQuerySchema.extend({ include: IncludeScheduledSchema }),
        headers: z.object({ "if-none-match": z.string().optional() }),
        response: {
          200: z.array(recordSchema),
          304: z.null().describe("Not modified: the If-None-Match ETag names this page"),
          400: ErrorSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const audience = await readAudience(request, auth, request.query.include);
      const page = await content.getListPage(name, { limit: request.query.limit, lastCreatedAt: request.query.last_created_at }, audience);
      return sendListPage(request, reply, page, audience);
    },
  );

  api.get(
    `/api/${name}/:id`,
    {
      schema: {
        tags,
        summary: `One ${label}`,
        params: IdParamsSchema,
        security: OPTIONAL_STAFF_SECURITY,
        querystring: z.object({ include: IncludeScheduledSchema }),
        response: { 200: recordSchema, 400: ErrorSchema, 404: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const audience = await readAudience(request, auth, request.query.include);
      const record = await content.get(name, request.params.id, audience);
      if (!record) throw new HttpError(404, `No ${label} with id ${request.params.id}`, { code: "not_found" });
      reply.header("cache-control", audience === "staff" ? "private, no-store" : "public, no-cache");
      return record;
    },
  );

  api.post(
    `/api/${name}`,
    {
      onRequest: requireWriter,
      schema: {
        tags,
        summary: `Create a ${label} (staff); \`Idempotency-Key\` makes a retry safe`,
        description:
          "With an `Idempotency-Key`, a retry with the same key and body answers the record the first request made (201 again, " +
          "with `Idempotent-Replayed: true`); the same key with another body answers 422 `idempotency_key_reused`. Keys are kept a day.",
        ...security,
        headers: z.object({ "idempotency-key": IdempotencyKeySchema.optional() }),
        body: inputSchema,
        response: { 201: recordSchema, ...pending, 400: ErrorSchema, 409: ErrorSchema, 422: ErrorSchema, ...STAFF_ERRORS },
        responseHeaders: { 201: { Location: "The record's address" } },
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"];
      if (gate) {
        const proposal = {
          collection: name,
          recordId: randomUUID(),
          action: "create",
          record: request.body as Record<string, unknown>,
        } as const;
        if (key === undefined) return reply.status(202).send(await gate.propose(request, proposal));
        // A retry with the same key answers the change the first request proposed (ADR 062).
        const outcome = await gate.proposeOnce(request, proposal, {
          owner: request.staff!.username,
          key,
          requestSha256: createHash("sha256")
            .update(JSON.stringify([name, request.body]))
            .digest("hex"),
        });
        if (!outcome.created) reply.header("idempotent-replayed", "true");
        return reply.status(202).send(outcome.change);
      }
      let record;
      if (key === undefined) {
        record = await content.create(name, request.body, getActor(request));
      } else {
        // The body as validated, so a retry that differs only in spacing or key order is the same request.
        const requestSha256 = createHash("sha256")
          .update(JSON.stringify([name, request.body]))
          .digest("hex");
        const outcome = await content.createOnce(
          name,
          request.body,
          { owner: request.staff!.username, key, requestSha256 },
          getActor(request),
        );
        record = outcome.record;
        if (!outcome.created) reply.header("idempotent-replayed", "true");
      }
      reply.header("location", `/api/${name}/${record.id}`);
      return reply.status(201).send(record);
    },
  );

  api.put(
    `/api/${name}/:id`,
    {
      onRequest: requireWriter,
      schema: {
        tags,
        summary: `Replace a ${label} (staff)`,
        description:
          "With `If-Match` (the record's version, from its versions' ETag), a record changed since answers 412 with the current record.",
        ...security,
        params: IdParamsSchema,
        headers: z.object({ "if-match": z.string().optional() }),
        body: inputSchema,
        response: {
          200: recordSchema,
          ...pending,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          412: StaleVersionSchema,
          ...STAFF_ERRORS,
        },
        responseHeaders: { 200: VERSION_ETAG_HEADER },
      },
    },
    async (request, reply) => {
      if (gate) {
        if (!(await content.get(name, request.params.id, "staff")))
          throw new HttpError(404, `No ${label} with id ${request.params.id}`, { code: "not_found" });
        const change = await gate.propose(request, {
          collection: name,
          recordId: request.params.id,
          action: "update",
          record: request.body as Record<string, unknown>,
        });
        return reply.status(202).send(change);
      }
      const updated = await content.update(name, request.params.id, request.body, {
        actor: getActor(request),
        expected: parseExpected(request),
      });
      reply.header("etag", toVersionEtag(updated.version));
      return updated.record;
    },
  );

  api.delete(
    `/api/${name}/:id`,
    {
      onRequest: requireWriter,
      schema: {
        tags,
        summary: `Delete a ${label} (staff); it stays restorable from the bin`,
        description: "With `If-Match`, a record changed since answers 412 with the current record.",
        ...security,
        params: IdParamsSchema,
        headers: z.object({ "if-match": z.string().optional() }),
        response: {
          204: z.null().describe("Deleted"),
          ...pending,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          412: StaleVersionSchema,
          ...STAFF_ERRORS,
        },
      },
    },
    async (request, reply) => {
      if (gate) {
        const current = await content.get(name, request.params.id, "staff");
        if (!current) throw new HttpError(404, `No ${label} with id ${request.params.id}`, { code: "not_found" });
        const change = await gate.propose(request, {
          collection: name,
          recordId: request.params.id,
          action: "delete",
          record: current as Record<string, unknown>,
        });
        return reply.status(202).send(change);
      }
      await content.delete(name, request.params.id, { actor: getActor(request), expected: parseExpected(request) });
      return reply.status(204).send(null);
    },
  );
}
