import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import { formatCsv } from "#domain/csv.ts";
import { AUDIT_ACTION_LABELS } from "#domain/staff-identity/audit-action-labels.ts";
import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  CreateStaffAccountBodySchema,
  ResetPasswordBodySchema,
  StaffAccountSchema,
  UpdateStaffAccountBodySchema,
} from "#domain/staff-identity/schemas/staff.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import { AUDIT_EXPORT_LIMIT, type AuditLog } from "./audit-log.ts";
import type { StaffAccounts } from "./staff-accounts.ts";
import type { StaffAuth } from "./staff-auth.ts";
import { HttpError } from "../http-error.ts";
import { can, PERMISSIONS } from "#domain/permissions.ts";

const IdParams = z.object({ id: IdSchema });
const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;

/**
 * Admins manage staff accounts and read the audit log: `/api/staff/accounts…`, `/api/staff/audit`.
 * The role is checked on `onRequest`, before the body is parsed (ADR 026).
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  { auth, accounts, audit }: { auth: StaffAuth; accounts: StaffAccounts; audit: AuditLog },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireAdmin = auth.requireRole(...PERMISSIONS.administer);
  const tags = ["staff"];
  const security = STAFF_SECURITY;

  api.get(
    "/api/staff/accounts",
    {
      onRequest: requireAdmin,
      schema: { tags, security, summary: "Staff accounts", response: { 200: z.array(StaffAccountSchema), ...ERRORS } },
    },
    async () => accounts.listAccounts(),
  );

  api.post(
    "/api/staff/accounts",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Create a staff account with a role",
        body: CreateStaffAccountBodySchema,
        response: { 201: StaffAccountSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const account = await accounts.createAccount(request.body);
      await audit.recordRequest(request, {
        action: "account_created",
        targetType: "staff_account",
        targetId: account.id,
        detail: { username: account.username, full_name: account.full_name, email: account.email, role: account.role },
      });
      return reply.status(201).send(account);
    },
  );

  api.patch(
    "/api/staff/accounts/:id",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Change an account's role, or disable it (its sessions end at once)",
        params: IdParams,
        body: UpdateStaffAccountBodySchema,
        response: { 200: StaffAccountSchema, ...ERRORS },
      },
    },
    async (request) => {
      // An admin cannot lock themselves out: another admin must do it.
      if (
        request.params.id === request.staff!.id &&
        (request.body.disabled === true || (request.body.role && !can(request.body.role, "administer")))
      ) {
        throw new HttpError(409, "You cannot disable your own account or drop your own admin role", { code: "conflict" });
      }
      const account = await accounts.updateAccount(request.params.id, request.body);
      await audit.recordRequest(request, {
        action: "account_updated",
        targetType: "staff_account",
        targetId: account.id,
        detail: { username: account.username, ...request.body },
      });
      return account;
    },
  );

  api.post(
    "/api/staff/accounts/:id/password",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "Set a new password for an account (its sessions end at once)",
        params: IdParams,
        body: ResetPasswordBodySchema,
        response: { 204: z.null().describe("Done"), ...ERRORS },
      },
    },
    async (request, reply) => {
      const account = await accounts.resetPassword(request.params.id, request.body.password);
      await audit.recordRequest(request, {
        action: "account_password_reset",
        targetType: "staff_account",
        targetId: account.id,
        detail: { username: account.username },
      });
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/staff/audit",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: "The audit log, newest first",
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...ERRORS },
      },
    },
    async (request) => ({ items: await audit.list(request.query) }),
  );

  api.get(
    "/api/staff/audit/export.csv",
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: `The audit entries the filters find, newest first, as CSV (at most ${AUDIT_EXPORT_LIMIT}; export a long period in parts)`,
        querystring: AuditExportQuerySchema,
        response: {
          200: {
            description: "CSV: at,actor_username,actor_full_name,action,action_label,target_type,target_id,detail,ip",
            content: { "text/csv": { schema: z.string() } },
          },
          ...ERRORS,
        },
        responseHeaders: { 200: { "Content-Disposition": "attachment; filename=audit-<date>.csv" } },
      },
    },
    async (request, reply) => {
      const entries = await audit.listForExport(request.query);
      // Read back into a spreadsheet, names, titles and details are others' typing: kept as text.
      const csv = formatCsv(
        [
          ["at", "actor_username", "actor_full_name", "action", "action_label", "target_type", "target_id", "detail", "ip"],
          ...entries.map((entry) => [
            entry.at,
            entry.actor_username ?? "",
            entry.actor_full_name ?? "",
            entry.action,
            AUDIT_ACTION_LABELS[entry.action],
            entry.target_type ?? "",
            entry.target_id ?? "",
            JSON.stringify(entry.detail),
            entry.ip,
          ]),
        ],
        { untrusted: true },
      );
      await audit.recordRequest(request, { action: "audit_exported", detail: { ...request.query, rows: entries.length } });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename=audit-${new Date().toISOString().slice(0, 10)}.csv`)
        .send(csv);
    },
  );
}
