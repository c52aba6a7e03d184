import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import {
  EndedSessionsSchema,
  StaffSessionSchema,
  StaffSessionTimesSchema,
  type StaffSession,
} from "#domain/staff-identity/schemas/staff-sessions.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import { HttpError } from "../http-error.ts";
import type { AuditLog } from "./audit-log.ts";
import type { StaffAuth } from "./staff-auth.ts";
import type { StaffSessions } from "./staff-sessions.ts";
import type { StaffAccounts } from "./staff-accounts.ts";

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;
const SessionParams = z.object({ sessionId: IdSchema });
const AccountParams = z.object({ id: IdSchema });
const AccountSessionParams = z.object({ id: IdSchema, sessionId: IdSchema });

/**
 * Signed-in sessions (issue 23, ADR 040 amendment): a person lists and ends their own under
 * "My security", an admin anyone's from the account list; every ending is audited. Also the
 * asking session's remaining time, which the console warns by, and "Stay signed in".
 */
export function registerSessionListRoutes(
  app: FastifyInstance,
  { auth, accounts, audit, sessions }: { auth: StaffAuth; accounts: StaffAccounts; audit: AuditLog; sessions: StaffSessions },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireAdmin = auth.requireRole(...PERMISSIONS.administer);
  const tags = ["staff"];
  const security = STAFF_SECURITY;

  const recordEnded = (request: FastifyRequest, owner: { id: string; username: string }, session: StaffSession) =>
    audit.recordRequest(request, {
      action: "session_ended",
      targetType: "staff_account",
      targetId: owner.id,
      detail: { username: owner.username, session_id: session.id, device: session.device, ip: session.ip },
    });

  api.get(
    "/api/staff/me/sessions",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Your signed-in sessions, the one asking marked current",
        response: { 200: z.array(StaffSessionSchema), ...ERRORS },
      },
    },
    async (request) => sessions.list(request.staff!.id, auth.readToken(request)),
  );

  api.delete(
    "/api/staff/me/sessions/:sessionId",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "End one of your sessions at once",
        params: SessionParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const ended = await sessions.end(request.staff!.id, request.params.sessionId);
      if (!ended) throw new HttpError(404, `You have no live session ${request.params.sessionId}`);
      await recordEnded(request, request.staff!, ended);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/staff/me/sessions",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Sign out everywhere else: every session of yours but this one ends at once",
        response: { 200: EndedSessionsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const ended = await sessions.endOthers(request.staff!.id, auth.readToken(request));
      await audit.recordRequest(request, {
        action: "other_sessions_ended",
        targetType: "staff_account",
        targetId: request.staff!.id,
        detail: { username: request.staff!.username, ended },
      });
      return { ended };
    },
  );

  api.get(
    "/api/staff/me/session",
    {
      schema: {
        tags,
        security,
        summary: "How long this session has left, and whether activity extends it (asking is not activity: the session is not extended)",
        response: { 200: StaffSessionTimesSchema, ...ERRORS },
      },
    },
    async (request) => {
      // Read without requireStaff, whose check counts as activity: a page asking how long is left
      // must not keep its own session alive.
      const token = auth.readToken(request);
      const times = token ? await sessions.times(token) : undefined;
      if (!times) throw new HttpError(401, "The session has ended or is not valid: sign in again");
      return times;
    },
  );

  api.post(
    "/api/staff/me/session/extend",
    {
      onRequest: auth.requireStaff,
      schema: {
        tags,
        security,
        summary: "Stay signed in: counts this session as active now, so its inactivity limit starts again",
        response: { 200: StaffSessionTimesSchema, ...ERRORS },
      },
    },
    async (request) => {
      // Activity, not a change: the generic write hook records nothing for it.
      request.audited = true;
      const times = await sessions.extend(auth.readToken(request)!);
      if (!times) throw new HttpError(401, "The session has ended or is not valid: sign in again");
      return times;
    },
  );

  api.get(
    "/api/staff/accounts/:id/sessions",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "An account's signed-in sessions",
        params: AccountParams,
        response: { 200: z.array(StaffSessionSchema), ...ERRORS },
      },
    },
    async (request) => {
      await accounts.getAccount(request.params.id);
      return sessions.list(request.params.id, auth.readToken(request));
    },
  );

  api.delete(
    "/api/staff/accounts/:id/sessions/:sessionId",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "End one of an account's sessions at once",
        params: AccountSessionParams,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const account = await accounts.getAccount(request.params.id);
      const ended = await sessions.end(account.id, request.params.sessionId);
      if (!ended) throw new HttpError(404, `${account.username} has no live session ${request.params.sessionId}`);
      await recordEnded(request, account, ended);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/staff/accounts/:id/sessions",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Sign an account out everywhere (an admin's own session that asks stays)",
        params: AccountParams,
        response: { 200: EndedSessionsSchema, ...ERRORS },
      },
    },
    async (request) => {
      const account = await accounts.getAccount(request.params.id);
      const ended = await sessions.endOthers(account.id, auth.readToken(request));
      await audit.recordRequest(request, {
        action: "all_sessions_ended",
        targetType: "staff_account",
        targetId: account.id,
        detail: { username: account.username, ended },
      });
      return { ended };
    },
  );
}
