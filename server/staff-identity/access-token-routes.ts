import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import { AccessTokenSchema, CreateAccessTokenBodySchema, CreatedAccessTokenSchema } from "#domain/staff-identity/schemas/access-tokens.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import { HttpError } from "../http-error.ts";
import type { AccessTokens } from "./access-tokens.ts";
import type { AuditLog } from "./audit-log.ts";
import type { StaffAuth } from "./staff-auth.ts";

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;
const TokenParams = z.object({ tokenId: IdSchema });

/**
 * Personal access tokens under "My security" (ADR 058): a person makes one for a script (shown
 * once), sees their live ones and revokes any. Making one needs a signed-in session: a token
 * cannot breed tokens. Every creation and revocation is audited.
 */
export function registerAccessTokenRoutes(
  app: FastifyInstance,
  { auth, audit, accessTokens }: { auth: StaffAuth; audit: AuditLog; accessTokens: AccessTokens },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];
  const security = STAFF_SECURITY;

  api.get(
    "/api/staff/me/tokens",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Your live personal access tokens (never the tokens themselves)",
        response: { 200: z.array(AccessTokenSchema), ...ERRORS },
      },
    },
    async (request) => accessTokens.list(request.staff!.id),
  );

  api.post(
    "/api/staff/me/tokens",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary:
          "Make a personal access token for a script: a name, a role at most yours, 1 to 90 days; the token is shown only in this answer",
        body: CreateAccessTokenBodySchema,
        response: { 201: CreatedAccessTokenSchema, 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      if (request.accessToken) {
        throw new HttpError(403, "A token cannot make tokens: sign in to the console or with POST /api/login", {
          code: "session_required",
        });
      }
      const created = await accessTokens.create(request.staff!, request.body);
      await audit.recordRequest(request, {
        action: "access_token_created",
        targetType: "access_token",
        targetId: created.id,
        detail: { name: created.name, role: created.role, expires_at: created.expires_at },
      });
      return reply.status(201).send(created);
    },
  );

  api.delete(
    "/api/staff/me/tokens/:tokenId",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Revoke one of your personal access tokens: it stops at once",
        params: TokenParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const revoked = await accessTokens.revoke(request.staff!.id, request.params.tokenId);
      if (!revoked) throw new HttpError(404, `You have no live token ${request.params.tokenId}`);
      await audit.recordRequest(request, {
        action: "access_token_revoked",
        targetType: "access_token",
        targetId: revoked.id,
        detail: { name: revoked.name },
      });
      return reply.status(204).send(null);
    },
  );
}
