import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_BIN_RETENTION_DAYS, getBinPurgeDate } from "#domain/content/bin-retention.ts";
import { COLLECTIONS, type CollectionName } from "#domain/content/schemas/collections.ts";
import {
  BinEntrySchema,
  parseIfMatch,
  RecordVersionSchema,
  RecordVersionSummarySchema,
  toVersionEtag,
  VersionParamsSchema,
  type StaffActor,
} from "#domain/content/schemas/record-version.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { HttpError } from "../http-error.ts";
import type { ContentService } from "./content-service.ts";
import type { MediaFiles } from "./media-files.ts";
import { getMediaAddresses } from "./media-uses.ts";
import { PENDING_RESPONSE, type Approvals } from "./pending-changes.ts";

export interface RecordVersionRoutesOptions {
  content: ContentService;
  auth: StaffAuth;
  audit: AuditLog;
  approvals?: Approvals | undefined;
  /** `BIN_RETENTION_DAYS`: each bin entry says when it goes for good. */
  binRetentionDays?: number | undefined;
  /** The media library: a version naming a file deleted from it is not restored (ADR 076). */
  media?: Pick<MediaFiles, "findMissing"> | undefined;
}

/** The signed-in staff member a write is kept under. */
export function getActor(request: FastifyRequest): StaffActor | undefined {
  return request.staff ? { id: request.staff.id, username: request.staff.username } : undefined;
}

/** Every answer that names a record's version carries it as the ETag a later `If-Match` sends back. */
export const VERSION_ETAG_HEADER = { ETag: 'The record\'s current version, quoted ("3"): send it back as If-Match' };

/** The 412 answer: what failed, and the record as it is now (absent once it was deleted). */
export const StaleVersionSchema = ErrorSchema.extend({
  current: z.record(z.string(), z.unknown()).optional(),
  current_version: z.number().int().nonnegative(),
});

/**
 * A record's history and the bin (ADR 054): staff read a record's kept versions and a
 * collection's deleted records; an editor makes a kept version current again.
 */
export function registerRecordVersionRoutes(app: FastifyInstance, options: RecordVersionRoutesOptions): void {
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) registerCollectionHistory(app, name, options);
}

function registerCollectionHistory(
  app: FastifyInstance,
  name: CollectionName,
  { content, auth, audit, approvals, binRetentionDays = DEFAULT_BIN_RETENTION_DAYS, media }: RecordVersionRoutesOptions,
): void {
  const gate = approvals?.isGated(name) ? approvals : undefined;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { label } = COLLECTIONS[name];
  const requireReader = auth.requireRole(...PERMISSIONS.useConsole);

  /**
   * A version whose picture or file was since deleted from the media library is not restored
   * (ADR 076): the record would show a broken picture. The editor opens the record, chooses
   * another file and saves, which keeps the version's other fields in front of them.
   */
  async function refuseDeletedMedia(record: Record<string, unknown>, version: number): Promise<void> {
    const addresses = getMediaAddresses(name, record);
    if (!media || addresses.length === 0) return;
    const missing = new Set(await media.findMissing(addresses.map((address) => address.url)));
    const gone = addresses.filter((address) => missing.has(address.url));
    if (gone.length === 0) return;
    const fields = gone.map((address) => `${address.column} (${address.url})`).join(", ");
    throw new HttpError(
      409,
      `Version ${version} of this ${label} uses a file deleted from the media library: ${fields}. Edit the ${label} and choose another file instead.`,
      { code: "media_file_gone" },
    );
  }
  const requireWriter = auth.requireRole(...PERMISSIONS.publish);
  const common = { tags: [name], security: [{ staffToken: [] }] };
  const STAFF_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;

  api.get(
    `/api/${name}/bin`,
    {
      onRequest: requireReader,
      schema: {
        ...common,
        summary: `Deleted ${label} records, restorable (staff)`,
        description:
          "Each deleted record with who deleted it and when, when it is removed for good (`purge_at`), and the version to restore (`POST …/versions/{version}/restore`).",
        response: { 200: z.array(BinEntrySchema), ...STAFF_ERRORS },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      const entries = await content.history.listDeleted(name);
      return entries.map((entry) => ({ ...entry, purge_at: getBinPurgeDate(entry.deleted_at, binRetentionDays).toISOString() }));
    },
  );

  api.get(
    `/api/${name}/:id/versions`,
    {
      onRequest: requireReader,
      schema: {
        ...common,
        summary: `A ${label}'s kept versions, newest first (staff)`,
        description: "Every create, update, delete and restore kept a version. The ETag is the record's current version.",
        params: IdParamsSchema,
        response: { 200: z.array(RecordVersionSummarySchema), ...STAFF_ERRORS },
        responseHeaders: { 200: VERSION_ETAG_HEADER },
      },
    },
    async (request, reply) => {
      const versions = await content.history.listVersions(name, request.params.id);
      reply.header("cache-control", "private, no-store");
      reply.header("etag", toVersionEtag(versions[0]?.version ?? 0));
      return versions;
    },
  );

  api.get(
    `/api/${name}/:id/versions/:version`,
    {
      onRequest: requireReader,
      schema: {
        ...common,
        summary: `One kept version of a ${label}, with the whole record (staff)`,
        params: VersionParamsSchema,
        response: { 200: RecordVersionSchema, 404: ErrorSchema, ...STAFF_ERRORS },
        responseHeaders: { 200: VERSION_ETAG_HEADER },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const [kept, current] = await Promise.all([
        content.history.getVersion(name, id, version),
        content.history.readCurrentVersion(name, id),
      ]);
      if (!kept) throw new HttpError(404, `No version ${version} of a ${label} with id ${id}`, { code: "not_found" });
      reply.header("cache-control", "private, no-store");
      reply.header("etag", toVersionEtag(current));
      return kept;
    },
  );

  api.post(
    `/api/${name}/:id/versions/:version/restore`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `Make a kept version of a ${label} current again (staff)`,
        description:
          "Kept as a new version and announced as any write. A deleted record comes back from the bin under its own id. " +
          "With `If-Match`, a record changed since answers 412 with the current record.",
        params: VersionParamsSchema,
        headers: z.object({ "if-match": z.string().optional() }),
        response: {
          200: COLLECTIONS[name].recordSchema as z.ZodType,
          ...(gate ? { 202: PENDING_RESPONSE } : {}),
          404: ErrorSchema,
          409: ErrorSchema,
          412: StaleVersionSchema,
          ...STAFF_ERRORS,
        },
        responseHeaders: { 200: VERSION_ETAG_HEADER },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      const kept = await content.history.getVersion(name, id, version);
      if (!kept) throw new HttpError(404, `No version ${version} of a ${label} with id ${id}`, { code: "not_found" });
      await refuseDeletedMedia(kept.record, version);
      if (gate) {
        const change = await gate.propose(request, {
          collection: name,
          recordId: id,
          action: "update",
          record: kept.record,
          restoreVersion: version,
        });
        return reply.status(202).send(change);
      }
      const restored = await content.restore(name, id, version, { actor: getActor(request), expected: parseExpected(request) });
      await audit.recordRequest(request, {
        action: "content_restored",
        targetType: name,
        targetId: id,
        detail: { version, new_version: restored.version },
      });
      reply.header("etag", toVersionEtag(restored.version));
      return restored.record;
    },
  );
}

/** The version an `If-Match` names (see parseIfMatch); undefined without one. */
export function parseExpected(request: FastifyRequest): number | "*" | undefined {
  const header = request.headers["if-match"];
  return parseIfMatch(typeof header === "string" ? header : undefined);
}
