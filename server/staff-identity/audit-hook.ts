import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditAction } from "#domain/staff-identity/schemas/staff.ts";
import type { AuditLog } from "./audit-log.ts";

const WRITE_ACTIONS: Record<string, AuditAction> = {
  POST: "content_created",
  PUT: "content_updated",
  PATCH: "content_updated",
  DELETE: "content_deleted",
};

/** The collection and record a write names: `/api/branches/:id` → branches and the id, or the new record's Location. */
function findTarget(request: FastifyRequest, location: unknown): { type: string | undefined; id: string | undefined } {
  const match = /^\/api\/([a-z_]+)(?:\/:id)?$/.exec(request.routeOptions.url ?? "");
  const params = request.params as { id?: unknown } | undefined;
  const fromLocation = typeof location === "string" ? /\/([0-9a-f-]{36})$/.exec(location)?.[1] : undefined;
  return { type: match?.[1], id: typeof params?.id === "string" ? params.id : fromLocation };
}

/**
 * Every successful staff write gets an audit row, also on routes that do not write one themselves
 * (the content API, KYC records): written before the answer leaves, so a write is never answered
 * without its row. Routes with a more telling action set `request.audited`; reads of personal data
 * are recorded by their own routes (ADR 040).
 */
export function registerAuditHook(app: FastifyInstance, audit: AuditLog): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.staff || request.audited || reply.statusCode >= 400) return payload;
    const action = WRITE_ACTIONS[request.method];
    if (!action) return payload;
    const target = findTarget(request, reply.getHeader("location"));
    const isCollection = target.type !== undefined && target.type !== "staff";
    await audit.recordRequest(request, {
      action: isCollection ? action : "staff_write",
      targetType: target.type,
      targetId: target.id,
      detail: isCollection ? {} : { method: request.method, route: request.routeOptions.url },
    });
    return payload;
  });
}
