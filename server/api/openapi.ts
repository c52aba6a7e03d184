import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_CODES } from "#domain/error-codes.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";

/** Paths whose routes the document describes: every answer of theirs is in it. */
const DOCUMENTED_PATHS = /^\/(api|onboarding)\/|^\/(livez|healthz|readyz)$/;

/** How a staff route is called: a bearer token from `POST /api/login`, or the console's session cookie. */
export const STAFF_SECURITY: Array<Record<string, string[]>> = [{ staffToken: [] }, { staffSession: [] }];

/** The media types a stored document is served as (server/storage/file-storage.ts names them by extension). */
const DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

/** A response that is a stored document's bytes, in one of the media types uploads are kept in. */
export function createDocumentResponse(description: string, options: { isFramed?: boolean } = {}) {
  // Typed unknown: the route sends a stream, which no JSON type describes.
  const schema = z.unknown().meta({ type: "string", format: "binary" });
  // A staff viewer's image with ?frame=1: a page holding the photo (server/uploads/staff-document.ts).
  const types = options.isFramed ? [...DOCUMENT_MEDIA_TYPES, "text/html"] : DOCUMENT_MEDIA_TYPES;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/** The query of a staff document route: `download=1` for a download, `frame=1` for the image viewer's page. */
export const StaffDocumentQuerySchema = z.object({
  download: z.enum(["0", "1"]).optional(),
  frame: z
    .enum(["0", "1"])
    .optional()
    .meta({ description: "1: an image as a page of its own for the console's viewer frame, the photo centred and shrunk to fit" }),
});

/** Headers a caller acts on, by answer status and header name, each with what it carries. */
export type ResponseHeaders = Partial<Record<number, Record<string, string>>>;

/**
 * The parts of a multipart upload, for the document only: the route reads them from the stream
 * itself (fields first, then the one file), so no body validator may see them.
 */
export interface MultipartBody {
  fields: Record<string, { description: string; enum?: readonly string[]; optional?: boolean }>;
  /** What the file part (named `file`) must be. */
  file: string;
  /** Optional files instead of one required one: up to this many parts named `file` (ADR 059). */
  maxFiles?: number;
}

declare module "fastify" {
  interface FastifySchema {
    /** Headers the route's answers always carry, for the OpenAPI document (the walk checks them). */
    responseHeaders?: ResponseHeaders;
    /** A multipart upload's fields and file, for the OpenAPI document (the walk checks them). */
    multipartBody?: MultipartBody;
  }
}

/** The JSON schema of a multipart upload, as the document's request body. */
function describeMultipart({ fields, file, maxFiles }: MultipartBody): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, { description, enum: values }] of Object.entries(fields)) {
    properties[name] = { type: "string", description, ...(values ? { enum: [...values] } : {}) };
  }
  const binary = { type: "string", format: "binary", contentMediaType: "application/octet-stream", description: file };
  properties.file = maxFiles === undefined ? binary : { type: "array", items: binary, maxItems: maxFiles, description: file };
  const required = Object.entries(fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  return { type: "object", required: maxFiles === undefined ? [...required, "file"] : required, properties };
}

const RETRY_AFTER = "Seconds to wait before trying again";

/**
 * The route's answers as the zod transform makes them, with the headers each carries: those the
 * route declares, and Retry-After on every 429 and on a 503 error (server/api/error-handler.ts sets it).
 */
const transformRoute: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = input.schema as
    { response?: Record<string, unknown>; responseHeaders?: ResponseHeaders; multipartBody?: MultipartBody } | undefined;
  const transformed = output.schema as
    { response?: Record<string, Record<string, unknown>>; responseHeaders?: unknown; multipartBody?: unknown; body?: unknown } | undefined;
  if (transformed && schema?.multipartBody) {
    delete transformed.multipartBody;
    transformed.body = describeMultipart(schema.multipartBody);
  }
  const response = transformed?.response;
  if (!schema || !transformed || !response) return output;
  delete transformed.responseHeaders;
  for (const [status, answer] of Object.entries(response)) {
    const headers: Record<string, string> = { ...schema.responseHeaders?.[Number(status)] };
    if (status === "429" || (status === "503" && schema.response?.[status] === ErrorSchema)) headers["Retry-After"] = RETRY_AFTER;
    if (Object.keys(headers).length === 0) continue;
    answer.headers = Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { type: "string", description }]));
  }
  return output;
};

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/openapi.json`, and a
 * readable page at `/api/docs`. Register before the routes it describes. The console's session
 * cookie is named by staff identity, which hands its name in.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string, staffSessionCookie: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Group website content API",
        description:
          "Content of the group's public website (spec §7). Lists are newest first and paged with `limit` and `last_created_at`. " +
          "Reads of public collections need no token; writes, and every KYC record, need a staff bearer token from `POST /api/login`. " +
          'Every error answers `{ "error": "<English message>", "code": "<stable code>" }`: branch on `code` (one of ' +
          ERROR_CODES.map((code) => `\`${code}\``).join(", ") +
          "); the message is for people and may change. A database outage answers 503 with Retry-After. " +
          "docs/api-changelog.md lists what changed for outside callers.",
        version: "1.0.0",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          staffToken: { type: "http", scheme: "bearer", description: "A token from POST /api/login" },
          kycSession: {
            type: "http",
            scheme: "bearer",
            description: "A KYC session token from POST /onboarding/verify-code (the kyc_session cookie carries the same token)",
          },
          staffSession: {
            type: "apiKey",
            in: "cookie",
            name: staffSessionCookie,
            description:
              "The staff console's session cookie from POST /api/staff/session; a write with it must come from the site's own origin",
          },
        },
      },
    },
    transform: transformRoute,
    transformObject: jsonSchemaTransformObject,
  });
  // Any route may fail on our side (500) or while the database is away (503): say so on each,
  // so the document lists every status a caller can meet. Added before the routes compile.
  app.addHook("onRoute", (route) => {
    if (!DOCUMENTED_PATHS.test(route.url) || !route.schema || route.schema.hide) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { ...response, 500: response[500] ?? ErrorSchema, 503: response[503] ?? ErrorSchema };
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list", deepLinking: false } });
  app.get(
    "/api/openapi.json",
    {
      schema: {
        tags: ["meta"],
        summary: "This OpenAPI 3.1 document",
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return app.swagger() as unknown as { openapi: string; paths: Record<string, unknown> };
    },
  );
}
