import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type InputOf } from "#domain/schemas/collections.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { ListQuerySchema, MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { StaffRole } from "#domain/schemas/staff.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import { getEncodedBody, type ContentService, type ListPage } from "../content/content-service.ts";
import { HttpError } from "../http-error.ts";

export interface ContentRoutesOptions {
  content: ContentService;
  auth: StaffAuth;
}

const STAFF_ERRORS = { 401: ErrorSchema, 403: ErrorSchema } as const;

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === opaque;
  });
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

/**
 * Sends a list page from memory: 304 when the client already has it, else the JSON body (already
 * checked against the record schema when the snapshot was read), compressed once and reused.
 */
function sendListPage(request: FastifyRequest, reply: FastifyReply, page: ListPage, isPublic: boolean): FastifyReply {
  reply.header("etag", page.etag);
  reply.header("vary", "accept-encoding");
  // Public lists may be kept by browsers and shared caches, but revalidated each time (cheap: 304).
  reply.header("cache-control", isPublic ? "public, no-cache" : "private, no-store");
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
 * collection of the registry (spec §7, issue 3). Public collections are read without a token;
 * every write, and every method on KYC records, needs a staff token.
 */
export function registerContentRoutes(app: FastifyInstance, options: ContentRoutesOptions): void {
  for (const name of COLLECTION_NAMES) registerCollection(app, name, options);
}

function registerCollection(app: FastifyInstance, name: CollectionName, { content, auth }: ContentRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const definition = COLLECTIONS[name];
  const { label, isPublic } = definition;
  const inputSchema = definition.inputSchema as z.ZodType<InputOf<CollectionName>>;
  const recordSchema = definition.recordSchema as z.ZodType;
  // KYC records: KYC officers and admins; account types and every public collection: editors and admins.
  const readRoles: StaffRole[] = name === "kyc_account_details" ? ["admin", "kyc_officer"] : ["admin", "editor", "kyc_officer"];
  const writeRoles: StaffRole[] = name === "kyc_account_details" ? ["admin", "kyc_officer"] : ["admin", "editor"];
  const requireReader = auth.requireRole(...readRoles);
  const requireWriter = auth.requireRole(...writeRoles);
  const security = { security: [{ staffToken: [] }] };
  const tags = [name];

  api.get(
    `/api/${name}`,
    {
      ...(isPublic ? {} : { preValidation: requireReader }),
      schema: {
        tags,
        summary: `List ${label} records, newest first`,
        description: `Pages of \`limit\` records (at most ${MAX_LIMIT}); pass the \`created_at\` of the last record as \`last_created_at\` for the next page, until a page is empty. Answers carry an ETag; \`If-None-Match\` gets 304.`,
        ...(isPublic ? {} : security),
        querystring: ListQuerySchema,
        response: { 200: z.array(recordSchema), 400: ErrorSchema, ...(isPublic ? {} : STAFF_ERRORS) },
      },
    },
    async (request, reply) => {
      const page = await content.getListPage(name, { limit: request.query.limit, lastCreatedAt: request.query.last_created_at });
      return sendListPage(request, reply, page, isPublic);
    },
  );

  api.get(
    `/api/${name}/:id`,
    {
      ...(isPublic ? {} : { preValidation: requireReader }),
      schema: {
        tags,
        summary: `One ${label}`,
        ...(isPublic ? {} : security),
        params: IdParamsSchema,
        response: { 200: recordSchema, 400: ErrorSchema, 404: ErrorSchema, ...(isPublic ? {} : STAFF_ERRORS) },
      },
    },
    async (request, reply) => {
      const record = await content.get(name, request.params.id);
      if (!record) throw new HttpError(404, `No ${label} with id ${request.params.id}`);
      reply.header("cache-control", isPublic ? "public, no-cache" : "private, no-store");
      return record;
    },
  );

  // KYC records are written by visitors with a KYC session as well as staff, with their files:
  // server/kyc/kyc-routes.ts has their POST, PUT, PATCH and DELETE.
  if (name === "kyc_account_details") return;

  api.post(
    `/api/${name}`,
    {
      preValidation: requireWriter,
      schema: {
        tags,
        summary: `Create a ${label} (staff)`,
        ...security,
        body: inputSchema,
        response: { 201: recordSchema, 400: ErrorSchema, 409: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const record = await content.create(name, request.body);
      reply.header("location", `/api/${name}/${record.id}`);
      return reply.status(201).send(record);
    },
  );

  api.put(
    `/api/${name}/:id`,
    {
      preValidation: requireWriter,
      schema: {
        tags,
        summary: `Replace a ${label} (staff)`,
        ...security,
        params: IdParamsSchema,
        body: inputSchema,
        response: { 200: recordSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => content.update(name, request.params.id, request.body),
  );

  api.delete(
    `/api/${name}/:id`,
    {
      preValidation: requireWriter,
      schema: {
        tags,
        summary: `Delete a ${label} (staff)`,
        ...security,
        params: IdParamsSchema,
        response: { 204: z.null().describe("Deleted"), 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      await content.delete(name, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
