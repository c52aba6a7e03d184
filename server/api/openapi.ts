import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

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
          'Errors answer `{ "error": "..." }`.',
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
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list", deepLinking: false } });
  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return app.swagger();
  });
}
