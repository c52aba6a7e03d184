import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { DEFAULT_BIN_RETENTION_DAYS } from "#domain/content/bin-retention.ts";
import { ContentRulesSchema } from "#domain/content/schemas/content-rules.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";

/** `GET /api/staff/content/rules`: the settings the console words its dialogs by (the bin's days). */
export function registerContentRulesRoutes(
  app: FastifyInstance,
  { auth, binRetentionDays = DEFAULT_BIN_RETENTION_DAYS }: { auth: StaffAuth; binRetentionDays?: number | undefined },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/staff/content/rules",
    {
      onRequest: auth.requireRole(...PERMISSIONS.useConsole),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "The publishing settings the console words its screens by: how many days a deleted record stays in the bin",
        response: { 200: ContentRulesSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { bin_retention_days: binRetentionDays };
    },
  );
}
