import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CHANGE_STATUSES,
  PendingChangeCountSchema,
  PendingChangeSchema,
  type ChangeAction,
  type ChangeStatus,
  type PendingChange,
} from "#domain/content/approvals.ts";
import { isCollectionName, type CollectionName, type InputOf } from "#domain/content/schemas/collections.ts";
import { ErrorSchema, IdParamsSchema, InstantSchema } from "#domain/schemas/common.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import type { Database } from "../db/client.ts";
import { contentIdempotencyKeys, pendingChanges } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { ContentService } from "./content-service.ts";
import type { IdempotencyRequest } from "./content-repository.ts";

type Row = typeof pendingChanges.$inferSelect;

/** What a proposal names: one write to one record of an approval collection. */
export interface ProposedChange {
  collection: CollectionName;
  recordId: string;
  action: ChangeAction;
  record: Record<string, unknown> | null;
  /** For a restore: the kept version to bring back (action update). */
  restoreVersion?: number;
}

/**
 * Maker-checker (ADR 062): writes to APPROVAL_COLLECTIONS are kept here as proposals;
 * another person with publishing rights applies one through the content service (so versions,
 * live events, cache invalidation happen as for a direct write) or rejects it with a reason.
 */
export interface Approvals {
  /** Whether writes to this collection wait for approval. */
  isGated(collection: CollectionName): boolean;
  propose(request: FastifyRequest, change: ProposedChange): Promise<PendingChange>;
  /**
   * A create proposed with an `Idempotency-Key`: a retry with the same key and body answers the
   * change the first request proposed (created false) instead of proposing again.
   */
  proposeOnce(
    request: FastifyRequest,
    change: ProposedChange,
    idempotency: IdempotencyRequest,
  ): Promise<{ change: PendingChange; created: boolean }>;
  list(status?: ChangeStatus): Promise<PendingChange[]>;
  /** Approved and rejected changes, latest decision first: `limit` of them decided before `before` (a page of Decided). */
  listDecided(limit: number, before?: Date): Promise<PendingChange[]>;
  /** How many changes wait for a decision that this person did not make (the menu's badge). */
  countPendingFor(staff: { id: string; username: string }): Promise<number>;
  approve(request: FastifyRequest, id: string): Promise<PendingChange>;
  reject(request: FastifyRequest, id: string, reason: string): Promise<PendingChange>;
}

function toAnswer(row: Row): PendingChange {
  return {
    id: row.id,
    collection: row.collection,
    record_id: row.record_id,
    action: row.action as ChangeAction,
    record: row.record ?? null,
    base_version: row.base_version,
    maker: row.maker,
    created_at: row.created_at.toISOString(),
    status: row.status as ChangeStatus,
    checker: row.checker,
    decided_at: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    ...(row.restore_version !== null ? { restore_version: row.restore_version } : {}),
  };
}

export interface ApprovalsOptions {
  db: Database;
  content: ContentService;
  audit: AuditLog;
  collections: readonly CollectionName[];
  now?: () => Date;
}

export function createApprovals({ db, content, audit, collections, now = () => new Date() }: ApprovalsOptions): Approvals {
  const gated = new Set<string>(collections);
  const load = async (id: string) => (await db.select().from(pendingChanges).where(eq(pendingChanges.id, id)).limit(1))[0];

  async function decide(id: string, status: "approved" | "rejected", checker: string, reason: string | null): Promise<Row | undefined> {
    const [row] = await db
      .update(pendingChanges)
      .set({ status, checker, decided_at: now(), reason })
      .where(and(eq(pendingChanges.id, id), eq(pendingChanges.status, "pending")))
      .returning();
    return row;
  }

  async function checkDecidable(request: FastifyRequest, id: string): Promise<Row> {
    const row = await load(id);
    if (!row) throw new HttpError(404, `No change with id ${id}`, { code: "not_found" });
    if (row.status !== "pending") throw new HttpError(409, `This change was already ${row.status}`, { code: "conflict" });
    const staff = request.staff!;
    if ((row.maker_id !== null && row.maker_id === staff.id) || row.maker === staff.username)
      throw new HttpError(403, "You made this change: another editor must approve it", { code: "forbidden" });
    return row;
  }

  const approvals: Approvals = {
    isGated: (collection) => gated.has(collection),

    async proposeOnce(request, change, idempotency) {
      const keyMatches = and(eq(contentIdempotencyKeys.staff_username, idempotency.owner), eq(contentIdempotencyKeys.key, idempotency.key));
      const reused = () =>
        new HttpError(422, "This Idempotency-Key was already used for another request: send a new key", { code: "idempotency_key_reused" });
      const [seen] = await db.select().from(contentIdempotencyKeys).where(keyMatches).limit(1);
      if (seen) {
        if (seen.collection !== change.collection || seen.request_sha256 !== idempotency.requestSha256) throw reused();
        const [row] = await db
          .select()
          .from(pendingChanges)
          .where(and(eq(pendingChanges.collection, change.collection), eq(pendingChanges.record_id, seen.record_id)))
          .limit(1);
        if (!row) throw reused();
        return { change: toAnswer(row), created: false };
      }
      try {
        // The key first: another request with it at the same moment is refused before it proposes.
        await db.insert(contentIdempotencyKeys).values({
          staff_username: idempotency.owner,
          key: idempotency.key,
          collection: change.collection,
          request_sha256: idempotency.requestSha256,
          record_id: change.recordId,
          created_at: now(),
        });
      } catch (error) {
        const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
        if (cause?.constraint === "content_idempotency_keys_key") throw reused();
        throw error;
      }
      return { change: await approvals.propose(request, change), created: true };
    },

    async propose(request, change) {
      const staff = request.staff!;
      const baseVersion = await content.history.readCurrentVersion(change.collection, change.recordId);
      const [row] = await db
        .insert(pendingChanges)
        .values({
          id: randomUUID(),
          collection: change.collection,
          record_id: change.recordId,
          action: change.action,
          record: change.record,
          restore_version: change.restoreVersion ?? null,
          base_version: baseVersion,
          maker_id: staff.id,
          maker: staff.username,
          created_at: now(),
          status: "pending",
        })
        .returning();
      const answer = toAnswer(row!);
      await audit.recordRequest(request, {
        action: "change_proposed",
        targetType: change.collection,
        targetId: change.recordId,
        detail: {
          change_id: answer.id,
          action: change.action,
          ...(change.restoreVersion ? { restore_version: change.restoreVersion } : {}),
        },
      });
      return answer;
    },

    async list(status) {
      const query = db.select().from(pendingChanges);
      const rows = await (status ? query.where(eq(pendingChanges.status, status)) : query).orderBy(desc(pendingChanges.created_at));
      return rows.map(toAnswer);
    },

    async listDecided(limit, before) {
      const rows = await db
        .select()
        .from(pendingChanges)
        .where(
          and(
            ne(pendingChanges.status, "pending"),
            isNotNull(pendingChanges.decided_at),
            before ? lt(pendingChanges.decided_at, before) : undefined,
          ),
        )
        .orderBy(desc(pendingChanges.decided_at), desc(pendingChanges.id))
        .limit(limit);
      return rows.map(toAnswer);
    },

    async countPendingFor(staff) {
      const [row] = await db
        .select({ total: count() })
        .from(pendingChanges)
        .where(
          and(
            eq(pendingChanges.status, "pending"),
            ne(pendingChanges.maker, staff.username),
            or(isNull(pendingChanges.maker_id), ne(pendingChanges.maker_id, staff.id)),
          ),
        );
      return Number(row?.total ?? 0);
    },

    async approve(request, id) {
      const row = await checkDecidable(request, id);
      if (!isCollectionName(row.collection))
        throw new HttpError(409, `The collection ${row.collection} no longer exists`, { code: "conflict" });
      const collection = row.collection;
      const current = await content.history.readCurrentVersion(collection, row.record_id);
      if (row.base_version !== null && current !== row.base_version)
        throw new HttpError(409, "The record changed since this change was proposed: reject it and propose it again", { code: "conflict" });
      // Claimed first, so two editors approving at once apply it once.
      const claimed = await decide(id, "approved", request.staff!.username, null);
      if (!claimed) throw new HttpError(409, "This change was already decided", { code: "conflict" });
      const actor = row.maker_id ? { id: row.maker_id, username: row.maker } : undefined;
      const expected = row.base_version ?? undefined;
      try {
        if (row.restore_version !== null) {
          await content.restore(collection, row.record_id, row.restore_version, { actor, expected });
        } else if (row.action === "create" && Array.isArray(row.record?.batch)) {
          // The day's exchange rates, proposed as one change: published in one transaction.
          await content.createMany(collection, row.record.batch as Array<InputOf<typeof collection>>, actor);
        } else if (row.action === "create") {
          await content.create(collection, row.record as InputOf<typeof collection>, actor, row.record_id);
        } else if (row.action === "update") {
          await content.update(collection, row.record_id, row.record as InputOf<typeof collection>, { actor, expected });
        } else {
          await content.delete(collection, row.record_id, { actor, expected });
        }
      } catch (error) {
        await db.update(pendingChanges).set({ status: "pending", checker: null, decided_at: null }).where(eq(pendingChanges.id, id));
        if (error instanceof HttpError && error.statusCode === 412)
          throw new HttpError(409, "The record changed since this change was proposed: reject it and propose it again", {
            code: "conflict",
          });
        throw error;
      }
      await audit.recordRequest(request, {
        action: "change_approved",
        targetType: collection,
        targetId: row.record_id,
        detail: { change_id: id, action: row.action, maker: row.maker },
      });
      return toAnswer(claimed);
    },

    async reject(request, id, reason) {
      const row = await checkDecidable(request, id);
      const decided = await decide(id, "rejected", request.staff!.username, reason);
      if (!decided) throw new HttpError(409, "This change was already decided", { code: "conflict" });
      await audit.recordRequest(request, {
        action: "change_rejected",
        targetType: row.collection,
        targetId: row.record_id,
        detail: { change_id: id, action: row.action, maker: row.maker, reason },
      });
      return toAnswer(decided);
    },
  };
  return approvals;
}

/** A page of Decided: decisions only grow, so the console reads them a page at a time. */
const DECIDED_PAGE_SIZE = 50;
const DECIDED_PAGE_MAX = 200;

/** `GET /api/staff/changes`, `POST /api/staff/changes/{id}/approve|reject` (ADR 062). */
export function registerApprovalRoutes(app: FastifyInstance, { approvals, auth }: { approvals: Approvals; auth: StaffAuth }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireWriter = auth.requireRole(...PERMISSIONS.publish);
  const common = { tags: ["approvals"], security: [{ staffToken: [] }] };
  const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;

  api.get(
    "/api/staff/changes",
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: "Changes waiting for (or past) a second editor's approval, newest first (staff who publish)",
        querystring: z.object({
          status: z
            .enum([...CHANGE_STATUSES, "decided"])
            .optional()
            .describe("`decided`: approved and rejected together, latest decision first, a page at a time"),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(DECIDED_PAGE_MAX)
            .optional()
            .describe(`With status=decided: how many (default ${DECIDED_PAGE_SIZE})`),
          before: InstantSchema.optional().describe(
            "With status=decided: only changes decided before this instant (the last one's `decided_at`)",
          ),
        }),
        response: { 200: z.array(PendingChangeSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { status, limit, before } = request.query;
      if (status === "decided") return approvals.listDecided(limit ?? DECIDED_PAGE_SIZE, before ? new Date(before) : undefined);
      return approvals.list(status);
    },
  );

  // A number only, asked by the console's menu: nothing of a record, so not written to the audit log.
  api.get(
    "/api/staff/changes/pending-count",
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: "How many changes wait for a decision the signed-in editor may make (not their own), for the console's menu",
        response: { 200: PendingChangeCountSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { pending: await approvals.countPendingFor(request.staff!) };
    },
  );

  api.post(
    "/api/staff/changes/:id/approve",
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: "Apply another editor's change (staff who publish; never the change's maker)",
        description: "403 for the change's own maker; 409 when it was already decided or its record changed since it was proposed.",
        params: IdParamsSchema,
        response: { 200: PendingChangeSchema, 404: ErrorSchema, 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => approvals.approve(request, request.params.id),
  );

  api.post(
    "/api/staff/changes/:id/reject",
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: "Reject another editor's change with a reason the maker sees (staff who publish; never the change's maker)",
        params: IdParamsSchema,
        body: z.object({ reason: z.string().trim().min(1, "Give a reason").max(1000) }),
        response: { 200: PendingChangeSchema, 404: ErrorSchema, 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => approvals.reject(request, request.params.id, request.body.reason),
  );
}

/** The 202 answer of a write that waits for approval. */
export const PENDING_RESPONSE = PendingChangeSchema.describe(
  "Sent for approval: the change waits for another editor with publishing rights",
);
