import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdempotencyKeySchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { KycAccountDetailsSchema, type KycAccountDetails } from "#domain/kyc/schemas/kyc-account-details.ts";
import { KycAccountNumberParamsSchema, KycSubmissionSchema, KycUpdateSchema } from "#domain/kyc/schemas/kyc.ts";
import { ListQuerySchema, MAX_LIMIT } from "#domain/schemas/paging.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import { HttpError } from "../http-error.ts";
import { matchesEtag } from "../http/etag.ts";
import type { KycSessions } from "../onboarding/kyc-sessions.ts";
import { normalizeUsername } from "../onboarding/username.ts";
import { actorOf, KYC_SECURITY as security, ownerOf, RECORD_ERRORS as RecordErrors } from "./kyc-route-parts.ts";
import type { KycService } from "./kyc-service.ts";

export interface KycRecordRoutesOptions {
  sessions: KycSessions;
  kyc: KycService;
  /** Every staff look at a record is recorded (ADR 040). */
  audit: AuditLog;
}

/**
 * KYC records: `POST /api/kyc_account_details`, `GET .../username/{username}`,
 * `GET .../account_number/{number}`, `PUT`, `PATCH` and `DELETE .../{id}`, and staff's list and
 * record reads, `GET /api/kyc_account_details` and `GET .../{id}`.
 */
export function registerKycRecordRoutes(app: FastifyInstance, options: KycRecordRoutesOptions): void {
  const { sessions, kyc, audit } = options;
  /** A staff member's look at a KYC record, written before the answer leaves (ADR 040); a visitor's own look is not recorded. */
  const recordStaffView = async (request: FastifyRequest, record: KycAccountDetails) => {
    if (request.kycActor?.kind !== "staff") return;
    await audit.recordRequest(request, {
      action: "kyc_record_viewed",
      targetType: "kyc_account_details",
      targetId: record.id,
      detail: { via: "api", account_number: record.account_number },
    });
  };
  const requireActor = sessions.requireActor;
  const requireStaffActor = async (request: FastifyRequest) => {
    await requireActor(request);
    if (request.kycActor?.kind !== "staff") throw new HttpError(403, "Staff only", { code: "forbidden" });
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/kyc_account_details",
    {
      onRequest: requireStaffActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "List KYC records, newest first (KYC officers and admins)",
        description: `Pages of \`limit\` records (at most ${MAX_LIMIT}); pass the \`created_at\` of the last record as \`last_created_at\` for the next page, until a page is empty.`,
        security: [{ staffToken: [] }],
        querystring: ListQuerySchema,
        headers: z.object({ "if-none-match": z.string().optional() }),
        response: {
          200: z.array(KycAccountDetailsSchema),
          304: z.null().describe("Not modified: the If-None-Match ETag names this page"),
          ...RecordErrors,
        },
      },
    },
    async (request, reply) => {
      const records = await kyc.listPage({ limit: request.query.limit, lastCreatedAt: request.query.last_created_at });
      const etag = `"${createHash("sha256").update(JSON.stringify(records)).digest("base64url").slice(0, 27)}"`;
      reply.header("etag", etag);
      // A page the officer holds already hands out nothing new, and is not recorded again.
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send(null);
      await audit.recordRequest(request, {
        action: "kyc_records_listed",
        targetType: "kyc_account_details",
        detail: { ids: records.map((record) => record.id), query: request.query },
      });
      return records;
    },
  );

  api.get(
    "/api/kyc_account_details/:id",
    {
      onRequest: requireStaffActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "One KYC record (KYC officers and admins)",
        security: [{ staffToken: [] }],
        params: IdParamsSchema,
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request) => {
      const record = await kyc.get(request.params.id);
      if (!record) throw new HttpError(404, `No KYC account details record with id ${request.params.id}`, { code: "not_found" });
      await recordStaffView(request, record);
      return record;
    },
  );

  api.post(
    "/api/kyc_account_details",
    {
      onRequest: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Submit KYC account details (KYC session or staff); `Idempotency-Key` makes a retry safe",
        description:
          "The documents are the urls answered by POST /api/uploads. A visitor's username is their session's (a username in the body is " +
          "ignored); staff name the customer in `username`. `emails` is accepted for the spec's shape and ignored: the server writes " +
          "the customer's confirmation (in `lang`) and the branch's notice itself.",
        security,
        body: KycSubmissionSchema,
        headers: z.object({ "idempotency-key": IdempotencyKeySchema.optional() }),
        response: { 200: KycAccountDetailsSchema, 201: KycAccountDetailsSchema, ...RecordErrors },
        responseHeaders: { 200: { Location: "The record's address" }, 201: { Location: "The record's address" } },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = request.body;
      let username: string;
      if (actor.kind === "visitor") username = actor.username;
      else {
        const given = normalizeUsername(body.username);
        if (!given) {
          throw new HttpError(400, "body.username: staff must give the customer's mobile number or e-mail address", {
            code: "username_required",
          });
        }
        username = given.value;
      }
      const { record, created } = await kyc.submit(ownerOf(actor), username, body, request.headers["idempotency-key"]);
      reply.header("cache-control", "no-store");
      reply.header("location", `/api/kyc_account_details/${record.id}`);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  api.get(
    "/api/kyc_account_details/username/:username",
    {
      onRequest: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "The newest KYC record of a username (the session's own, or any for staff)",
        security,
        params: z.object({ username: z.string().max(254) }),
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.header("cache-control", "no-store");
      const username = normalizeUsername(request.params.username)?.value;
      if (actor.kind === "visitor" && username !== actor.username) {
        throw new HttpError(403, "A session reads only its own username's record", { code: "record_of_another_user" });
      }
      const record = username === undefined ? undefined : await kyc.findByUsername(username);
      if (!record) throw new HttpError(404, "No KYC record for this username", { code: "not_found" });
      await recordStaffView(request, record);
      return record;
    },
  );

  api.get(
    "/api/kyc_account_details/account_number/:account_number",
    {
      onRequest: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Spec §4 continue flow: the record of an account number, among the session's own records (any record for staff)",
        description:
          "A customer may hold several accounts under one mobile number or e-mail address: the record to override is the one of the " +
          "account number in the form, never the username's first record. 404 when this session has no record for it.",
        security,
        params: KycAccountNumberParamsSchema,
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.header("cache-control", "no-store");
      const record = await kyc.findByAccountNumber(request.params.account_number, actor.kind === "visitor" ? actor.username : undefined);
      if (!record) throw new HttpError(404, "No KYC record of yours for this account number", { code: "not_found" });
      await recordStaffView(request, record);
      return record;
    },
  );

  api.put(
    "/api/kyc_account_details/:id",
    {
      onRequest: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Replace a record's details and documents (its owner, or staff); old files are deleted and processed goes back to false",
        description:
          "The body is the submission plus, as spec §3 sends them, `id`, `old_documents` and `processed: false`. The record keeps its " +
          "account number: a body naming another one answers 409 `account_number_changed`. Staff mark records processed with PATCH.",
        security,
        params: IdParamsSchema,
        body: KycUpdateSchema,
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.header("cache-control", "no-store");
      const body = request.body;
      if (body.id !== undefined && body.id !== request.params.id) {
        throw new HttpError(400, "body.id: must be the id in the path", { code: "invalid_request" });
      }
      return kyc.update(request.params.id, ownerOf(actor), actor.kind === "visitor" ? actor.username : undefined, body, false);
    },
  );

  api.patch(
    "/api/kyc_account_details/:id",
    {
      onRequest: requireStaffActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Mark a record processed or not (staff)",
        security: [{ staffToken: [] }],
        params: IdParamsSchema,
        body: z.strictObject({ processed: z.boolean() }),
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request) => kyc.setProcessed(request.params.id, request.body.processed),
  );

  api.delete(
    "/api/kyc_account_details/:id",
    {
      onRequest: requireStaffActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Delete a record and its stored documents (staff)",
        security: [{ staffToken: [] }],
        params: IdParamsSchema,
        response: { 204: z.null().describe("Deleted"), ...RecordErrors },
      },
    },
    async (request, reply) => {
      await kyc.delete(request.params.id);
      return reply.status(204).send(null);
    },
  );
}
