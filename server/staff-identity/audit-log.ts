import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { getDateFilterInstant } from "#domain/schemas/common.ts";
import type { AuditAction, AuditEntry, AuditExportQuery, AuditQuery } from "#domain/staff-identity/schemas/staff.ts";
import type { Database } from "../db/client.ts";
import { auditLog, staffAccounts } from "../db/schema.ts";

export interface AuditEvent {
  action: AuditAction;
  actor?: { id: string; username: string } | undefined;
  /** For a failed sign-in: the username that was typed, when no account has it. */
  actorUsername?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  detail?: Record<string, unknown>;
  ip: string;
}

/** The append-only audit log (ADR 040): the one writer of `audit_log`; nothing updates or deletes it. */
export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
  /** Records what a request's signed-in staff member did, from the request's address. */
  recordRequest(request: FastifyRequest, event: Omit<AuditEvent, "ip" | "actor">): Promise<void>;
  list(query: AuditQuery): Promise<AuditEntry[]>;
  /** The entries a filter finds, newest first, at most `AUDIT_EXPORT_LIMIT`: for the CSV export. */
  listForExport(query: AuditExportQuery): Promise<AuditEntry[]>;
}

/** The most entries one CSV export holds; a longer period is exported in parts by date. */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** `%` and `_` typed in a filter are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

declare module "fastify" {
  interface FastifyRequest {
    /** Set once a route has written its own audit row, so the generic write hook adds none. */
    audited?: boolean;
  }
}

export function createAuditLog(db: Database, options: { now?: () => Date } = {}): AuditLog {
  const now = options.now ?? (() => new Date());

  async function record(event: AuditEvent): Promise<void> {
    await db.insert(auditLog).values({
      id: randomUUID(),
      at: now(),
      actor_id: event.actor?.id ?? null,
      actor_username: event.actor?.username ?? event.actorUsername ?? null,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId ?? null,
      detail: event.detail ?? {},
      ip: event.ip,
    });
  }

  async function select(query: AuditExportQuery & { before?: string | undefined }, limit: number): Promise<AuditEntry[]> {
    const conditions: SQL[] = [];
    if (query.actor) {
      const pattern = `%${escapeLike(query.actor)}%`;
      conditions.push(or(ilike(auditLog.actor_username, pattern), ilike(staffAccounts.display_name, pattern))!);
    }
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.target_id) {
      // A record is also found in the lists that showed it (`kyc_records_listed` keeps their ids).
      const listed = sql`${auditLog.detail} @> jsonb_build_object('ids', jsonb_build_array(${query.target_id}::text))`;
      conditions.push(or(eq(auditLog.target_id, query.target_id), listed)!);
    }
    if (query.from) conditions.push(gte(auditLog.at, getDateFilterInstant(query.from, false)));
    if (query.to) conditions.push(lte(auditLog.at, getDateFilterInstant(query.to, true)));
    if (query.before) conditions.push(lt(auditLog.at, new Date(query.before)));
    const rows = await db
      .select({ entry: auditLog, actor_full_name: staffAccounts.display_name })
      .from(auditLog)
      .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actor_id))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
    return rows.map(({ entry: row, actor_full_name }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor_username: row.actor_username,
      actor_full_name: actor_full_name ?? null,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      detail: row.detail,
      ip: row.ip,
    }));
  }

  return {
    record,

    async recordRequest(request, event) {
      request.audited = true;
      // Done with a personal access token or ADMIN_TOKEN: the row names it (ADR 058).
      const token = request.accessToken;
      const detail = token ? { ...event.detail, access_token_id: token.id, access_token: token.name } : event.detail;
      await record({ ...event, ...(detail ? { detail } : {}), actor: request.staff, ip: request.ip });
    },

    list: (query) => select(query, query.limit),
    listForExport: (query) => select(query, AUDIT_EXPORT_LIMIT),
  };
}
