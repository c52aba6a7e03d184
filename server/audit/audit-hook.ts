import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AuditAction } from "#domain/schemas/staff.ts";
import type { AuditLog } from "./audit-log.ts";

const WRITE_ACTIONS: Record<string, AuditAction> = {
  POST: "content_created",
  PUT: "content_updated",
  PATCH: "content_updated",
  DELETE: "content_deleted",
};

/**
 * Staff reads of KYC records answered by the collection routes (server/api/content-routes.ts),
 * which know nothing of personal data: every look is recorded (ADR 040). The KYC and console
 * routes record their own reads.
 */
const AUDITED_READS: Record<string, "kyc_records_listed" | "kyc_record_viewed"> = {
  "/api/kyc_account_details": "kyc_records_listed",
  "/api/kyc_account_details/:id": "kyc_record_viewed",
};

/** The collection and record a write names: `/api/branches/:id` → branches and the id, or the new record's Location. */
function findTarget(request: FastifyRequest, location: unknown): { type: string | undefined; id: string | undefined } {
  const match = /^\/api\/([a-z_]+)(?:\/:id)?$/.exec(request.routeOptions.url ?? "");
  const params = request.params as { id?: unknown } | undefined;
  const fromLocation = typeof location === "string" ? /\/([0-9a-f-]{36})$/.exec(location)?.[1] : undefined;
  return { type: match?.[1], id: typeof params?.id === "string" ? params.id : fromLocation };
}

/** The ids of the records a list answer holds; the list routes send their page already compressed for the client. */
function readListedIds(payload: unknown, contentEncoding: unknown): string[] {
  let body = Buffer.isBuffer(payload) ? payload : typeof payload === "string" ? Buffer.from(payload) : undefined;
  if (!body) return [];
  if (contentEncoding === "br") body = brotliDecompressSync(body);
  else if (contentEncoding === "gzip") body = gunzipSync(body);
  const records: unknown = JSON.parse(body.toString("utf8"));
  if (!Array.isArray(records)) return [];
  return records.map((record) => (record as { id?: unknown }).id).filter((id): id is string => typeof id === "string");
}

/**
 * Every successful staff write gets an audit row, also on routes that do not write one themselves
 * (the content API, KYC records): written before the answer leaves, so a write is never answered
 * without its row. Routes with a more telling action set `request.audited`. Staff reads of KYC
 * records through the collection routes are recorded the same way: no row, no answer.
 */
export function registerAuditHook(app: FastifyInstance, audit: AuditLog): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.staff || request.audited || reply.statusCode >= 400) return payload;
    const read = request.method === "GET" ? AUDITED_READS[request.routeOptions.url ?? ""] : undefined;
    if (read) {
      // A 304 hands out nothing the caller does not hold already.
      if (reply.statusCode !== 200) return payload;
      const params = request.params as { id?: string };
      await audit.recordRequest(
        request,
        read === "kyc_records_listed"
          ? {
              action: read,
              targetType: "kyc_account_details",
              detail: { ids: readListedIds(payload, reply.getHeader("content-encoding")), query: request.query },
            }
          : { action: read, targetType: "kyc_account_details", targetId: params.id, detail: { via: "api" } },
      );
      return payload;
    }
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
