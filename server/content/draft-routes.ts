import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COLLECTION_NAMES, COLLECTIONS, isCollectionName, type CollectionName, type InputOf } from "#domain/content/schemas/collections.ts";
import {
  DraftSchema,
  DraftsQuerySchema,
  PREVIEW_LINK_TTL_MS,
  PreviewLinkSchema,
  PreviewRequestSchema,
  toPreviewUrl,
} from "#domain/content/schemas/draft.ts";
import { toVersionEtag } from "#domain/content/schemas/record-version.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import { HttpError } from "../http-error.ts";
import { PENDING_RESPONSE, type Approvals } from "./pending-changes.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { prepareContentInput, type ContentService } from "./content-service.ts";
import { toDraftAnswer, type DraftStore, type PreviewSigner } from "./drafts.ts";
import { withNormalizedPhone } from "./phone-number.ts";
import { getActor, parseExpected, StaleVersionSchema, VERSION_ETAG_HEADER } from "./record-version-routes.ts";

export interface DraftRoutesOptions {
  content: ContentService;
  drafts: DraftStore;
  previews: PreviewSigner;
  auth: StaffAuth;
  audit: AuditLog;
  /** Maker-checker (ADR 062): publishing a draft of a gated collection proposes it instead (202). */
  approvals?: Approvals | undefined;
  /** The clock of saves and of preview links' expiry; tests inject one. */
  now?: () => Date;
}

const STAFF_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } as const;

/**
 * Drafts and previews (ADR 057): staff save a record's unpublished form, look at it on the real
 * visitor page through a signed link, then publish it (one write, announced as any) or discard it.
 * Nothing here is read by visitors, and a draft sends no live event.
 */
export function registerDraftRoutes(app: FastifyInstance, options: DraftRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { drafts, content } = options;
  api.get(
    "/api/staff/drafts",
    {
      onRequest: options.auth.requireRole(...PERMISSIONS.useConsole),
      schema: {
        tags: ["staff"],
        summary: "Unpublished drafts, newest first (staff)",
        description: "Every collection's, or one's with `collection`.",
        security: [{ staffToken: [] }],
        querystring: DraftsQuerySchema,
        response: { 200: z.array(DraftSchema), ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { collection } = request.query;
      if (collection !== undefined && !isCollectionName(collection))
        throw new HttpError(400, `collection: no collection is called ${collection}`, { code: "invalid_request" });
      const list = await drafts.list(collection);
      reply.header("cache-control", "private, no-store");
      return Promise.all(
        list.map(async (draft) => toDraftAnswer(draft, (await content.get(draft.collection, draft.id, "staff")) !== undefined)),
      );
    },
  );
  for (const name of COLLECTION_NAMES) registerCollectionDrafts(app, name, options);
}

function registerCollectionDrafts(app: FastifyInstance, name: CollectionName, options: DraftRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { content, drafts, previews, audit } = options;
  const gate = options.approvals?.isGated(name) ? options.approvals : undefined;
  const now = options.now ?? (() => new Date());
  const definition = COLLECTIONS[name];
  const { label, writeTimeField } = definition;
  const inputSchema = (name === "branches" || name === "money_bureau_locations"
    ? withNormalizedPhone(definition.inputSchema as z.ZodType<{ phone: string }>)
    : definition.inputSchema) as unknown as z.ZodType<InputOf<CollectionName>>;
  const requireWriter = options.auth.requireRole(...PERMISSIONS.publish);
  const common = { tags: [name], security: [{ staffToken: [] }] };
  const noDraft = (id: string) => new HttpError(404, `No draft of a ${label} with id ${id}`, { code: "not_found" });

  /**
   * A body checked and cleaned as publishing will (a blog's HTML made safe), so a draft that saves
   * will publish. A write time the body left out is left out: publishing sets it then.
   */
  async function prepare(body: InputOf<CollectionName>): Promise<Record<string, unknown>> {
    const prepared = { ...(await prepareContentInput(name, body as InputOf<typeof name>, undefined, now)) } as Record<string, unknown>;
    if (writeTimeField !== undefined && (body as Record<string, unknown>)[writeTimeField] === undefined) delete prepared[writeTimeField];
    return prepared;
  }

  async function save(request: FastifyRequest, id: string, body: InputOf<CollectionName>, published: boolean) {
    const saved = await drafts.save(name, id, await prepare(body), getActor(request), now());
    await audit.recordRequest(request, { action: "draft_saved", targetType: name, targetId: id, detail: { published } });
    return toDraftAnswer(saved, published);
  }

  api.post(
    `/api/${name}/drafts`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `Save a new ${label} as a draft (staff): visitors do not see it`,
        description: "The draft gets the id the record will have once published. No live event is sent.",
        body: inputSchema,
        response: { 201: DraftSchema, ...STAFF_ERRORS },
        responseHeaders: { 201: { Location: "The draft's address" } },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const draft = await save(request, id, request.body, false);
      reply.header("location", `/api/${name}/${id}/draft`);
      return reply.status(201).send(draft);
    },
  );

  api.get(
    `/api/${name}/:id/draft`,
    {
      onRequest: options.auth.requireRole(...PERMISSIONS.useConsole),
      schema: {
        ...common,
        summary: `A ${label}'s draft (staff)`,
        params: IdParamsSchema,
        response: { 200: DraftSchema, 404: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const draft = await drafts.get(name, request.params.id);
      if (!draft) throw noDraft(request.params.id);
      reply.header("cache-control", "private, no-store");
      return toDraftAnswer(draft, (await content.get(name, draft.id, "staff")) !== undefined);
    },
  );

  api.put(
    `/api/${name}/:id/draft`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `Save a draft of a ${label} (staff): the published record stays as it is until the draft is published`,
        params: IdParamsSchema,
        body: inputSchema,
        response: { 200: DraftSchema, 404: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request) => {
      const { id } = request.params;
      const published = (await content.get(name, id, "staff")) !== undefined;
      if (!published && !(await drafts.get(name, id)))
        throw new HttpError(404, `No ${label} or draft with id ${id}`, { code: "not_found" });
      return save(request, id, request.body, published);
    },
  );

  api.delete(
    `/api/${name}/:id/draft`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `Discard a ${label}'s draft (staff); a published record stays as it is`,
        params: IdParamsSchema,
        response: { 204: z.null().describe("Discarded"), 404: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      if (!(await drafts.remove(name, request.params.id))) throw noDraft(request.params.id);
      await audit.recordRequest(request, { action: "draft_discarded", targetType: name, targetId: request.params.id, detail: {} });
      return reply.status(204).send(null);
    },
  );

  api.post(
    `/api/${name}/:id/draft/publish`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `Publish a ${label}'s draft (staff): visitors see it now`,
        description:
          "Writes the draft as the record (a new record keeps the draft's id: 201; a change: 200, with `If-Match` checked as on `PUT`), " +
          "keeps a version, sends the live event, and drops the draft.",
        params: IdParamsSchema,
        headers: z.object({ "if-match": z.string().optional() }),
        response: {
          200: definition.recordSchema as z.ZodType,
          201: definition.recordSchema as z.ZodType,
          ...(gate ? { 202: PENDING_RESPONSE } : {}),
          404: ErrorSchema,
          409: ErrorSchema,
          412: StaleVersionSchema,
          ...STAFF_ERRORS,
        },
        responseHeaders: { 200: VERSION_ETAG_HEADER, 201: { Location: "The record's address" } },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const draft = await drafts.get(name, id);
      if (!draft) throw noDraft(id);
      const input = draft.record as InputOf<typeof name>;
      const actor = getActor(request);
      const exists = (await content.get(name, id, "staff")) !== undefined;
      if (gate) {
        // The draft becomes a proposal: another editor's approval publishes it (ADR 062).
        const change = await gate.propose(request, {
          collection: name,
          recordId: id,
          action: exists ? "update" : "create",
          record: draft.record,
        });
        await drafts.remove(name, id);
        return reply.status(202).send(change);
      }
      let record;
      if (exists) {
        const updated = await content.update(name, id, input, { actor, expected: parseExpected(request) });
        reply.header("etag", toVersionEtag(updated.version));
        record = updated.record;
      } else {
        record = await content.create(name, input, actor, id);
        reply.header("location", `/api/${name}/${id}`).status(201);
      }
      await drafts.remove(name, id);
      await audit.recordRequest(request, { action: "draft_published", targetType: name, targetId: id, detail: { created: !exists } });
      return record;
    },
  );

  api.post(
    `/api/${name}/:id/draft/preview`,
    {
      onRequest: requireWriter,
      schema: {
        ...common,
        summary: `A signed link that shows a ${label}'s draft on a visitor page for 15 minutes (staff)`,
        description:
          `The page is rendered with the draft in place of the record (or first among its collection, when new), answered \`Cache-Control: no-store\` and \`X-Robots-Tag: noindex\`, ` +
          `with a visible Preview banner, and never kept in the page cache. The link names no person; it opens this draft only, until \`expires_at\`.`,
        params: IdParamsSchema,
        body: PreviewRequestSchema,
        response: { 200: PreviewLinkSchema, 404: ErrorSchema, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await drafts.get(name, id))) throw noDraft(id);
      const expiresAt = now().getTime() + PREVIEW_LINK_TTL_MS;
      const token = await previews.sign({ collection: name, id, expiresAt });
      const { path } = request.body;
      await audit.recordRequest(request, { action: "draft_preview_link_made", targetType: name, targetId: id, detail: { path } });
      reply.header("cache-control", "private, no-store");
      return { url: toPreviewUrl(path, token), expires_at: new Date(expiresAt).toISOString() };
    },
  );
}
