import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { ERROR_CODES } from "#domain/error-codes.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";

/** Paths whose routes the document describes: every answer of theirs is in it. */
const DOCUMENTED_PATHS = /^\/(api|onboarding)\/|^\/(healthz|readyz)$/;

/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/openapi.json`, and a
 * readable page at `/api/docs`. Register before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
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
        },
      },
    },
    transform: jsonSchemaTransform,
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
