import fastifyMultipart from "@fastify/multipart";
import { and, count, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ErrorCode } from "#domain/error-codes.ts";
import {
  formatKycDocumentUrl,
  formatStoredFileName,
  isKycDocumentKey,
  isKycPurpose,
  KYC_DOCUMENTS_PATH,
  KYC_PURPOSES,
} from "#domain/kyc.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { KycAccountDetailsSchema, type KycAccountDetails } from "#domain/schemas/kyc-account-details.ts";
import { KycAccountNameSchema, KycAccountNumberParamsSchema, KycSubmissionSchema, KycUpdateSchema } from "#domain/schemas/kyc.ts";
import { createDocumentResponse } from "../api/openapi.ts";
import type { AuditLog } from "../audit/audit-log.ts";
import type { Database } from "../db/client.ts";
import { kycAccountDetails, kycUploads } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { KycActor, KycSessions } from "../onboarding/kyc-sessions.ts";
import { normalizeUsername } from "../onboarding/username.ts";
import { recordOrClose } from "../uploads/staff-document.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError, type UploadRejection } from "../uploads/file-inspection.ts";
import type { KycService } from "./kyc-service.ts";

export interface KycRoutesOptions {
  db: Database;
  storage: FileStorage;
  sessions: KycSessions;
  kyc: KycService;
  /** Every staff look at a record or a document is recorded (ADR 040). */
  audit: AuditLog;
  /** Where uploads are spooled while inspected: inside DATA_DIR (server/storage/temporary-files.ts). */
  tempDir: string;
}

/** Whose uploads these are: the verified username, or the staff member. */
function ownerOf(actor: KycActor): string {
  return actor.kind === "visitor" ? actor.username : `staff:${actor.staff.username}`;
}

function actorOf(request: FastifyRequest): KycActor {
  if (!request.kycActor) throw new HttpError(401, "Unauthorized, get a new OTP", { code: "code_expired" });
  return request.kycActor;
}

/** The answer to a refused upload: too large is 413, not checked in time 422, anything else 400. */
function toHttpError(error: UploadRejectedError): HttpError {
  const code = REJECTION_CODES[error.reason];
  if (error.reason === "too-large") return new HttpError(413, error.message, { code });
  if (error.reason === "inspection-timeout") return new HttpError(422, error.message, { code });
  return new HttpError(400, error.message, { code });
}

/** Files a username may have uploaded and not yet submitted: the largest form needs 8 purposes × 5 files. */
const MAX_PENDING_UPLOADS = 60;

const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "must be 8 to 128 letters, digits or _ . : -");

const RecordErrors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
} as const;

/** The error codes each upload rejection answers (server/kyc/file-inspection.ts). */
const REJECTION_CODES = {
  empty: "file_empty",
  "too-large": "file_too_large",
  "not-allowed-type": "file_type_not_allowed",
  "too-many-pixels": "file_too_large",
  "unreadable-image": "file_unreadable",
  "active-pdf": "file_unsafe",
  "encrypted-pdf": "file_unsafe",
  "unreadable-pdf": "file_unreadable",
  "inspection-timeout": "file_inspection_timeout",
} as const satisfies Record<UploadRejection, ErrorCode>;
const security: Array<Record<string, string[]>> = [{ kycSession: [] }, { staffToken: [] }];

/**
 * KYC uploads, documents and records: `POST /api/uploads`, `GET /api/kyc_documents/<key>`,
 * `POST /api/kyc_account_details`, `GET .../username/{username}`, `PUT`, `PATCH` and `DELETE .../{id}`.
 * Staff list and read records through the collection routes (server/api/content-routes.ts).
 */
export async function registerKycRoutes(app: FastifyInstance, options: KycRoutesOptions): Promise<void> {
  const { db, storage, sessions, kyc, audit } = options;
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

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 4, fieldSize: 1_000, parts: 6, headerPairs: 100, fileSize: MAX_UPLOAD_BYTES + 1 },
    });
    scope.post(
      "/api/uploads",
      {
        onRequest: requireActor,
        schema: {
          tags: ["kyc"],
          summary: "Upload one KYC document (multipart: account_name and purpose first, then the file)",
          security,
          consumes: ["multipart/form-data"],
          multipartBody: {
            fields: {
              account_name: { description: "The account holder's name, as on the form (before the file)" },
              purpose: { description: "The document's purpose (spec §3; before the file)", enum: KYC_PURPOSES },
            },
            file: "The document: PDF, JPEG or PNG, checked by its content",
          },
          response: {
            201: z.object({ url: z.string() }),
            400: ErrorSchema,
            401: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
            429: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, "Send the file as multipart/form-data", { code: "upload_malformed" });
        const owner = ownerOf(actorOf(request));
        // A session cannot fill the disk: files not yet on a record are capped per username.
        const [pending] = await db
          .select({ value: count() })
          .from(kycUploads)
          .where(and(eq(kycUploads.username, owner), isNull(kycUploads.record_id)));
        if (Number(pending?.value ?? 0) >= MAX_PENDING_UPLOADS) {
          throw new HttpError(429, `At most ${MAX_PENDING_UPLOADS} files may wait for a submission: submit the form first`, {
            code: "too_many_pending_uploads",
          });
        }
        const fields: Record<string, string> = {};
        let url: string | undefined;
        for await (const part of request.parts()) {
          if (part.type === "field") {
            if (typeof part.value === "string") fields[part.fieldname] = part.value;
            continue;
          }
          if (url !== undefined) {
            part.file.resume();
            throw new HttpError(400, "Send one file per request", { code: "upload_malformed" });
          }
          const accountName = KycAccountNameSchema.safeParse(fields.account_name ?? "");
          const purpose = fields.purpose ?? "";
          if (!accountName.success || !isKycPurpose(purpose)) {
            part.file.resume();
            throw new HttpError(
              400,
              !accountName.success
                ? `account_name: ${accountName.error.issues[0]?.message ?? "is not valid"} (send it before the file)`
                : "purpose: must be one of the KYC document purposes (send it before the file)",
              { code: "upload_malformed" },
            );
          }
          let inspected;
          try {
            inspected = await inspectUpload(part.file, { tempDir: options.tempDir });
          } catch (error) {
            if (error instanceof UploadRejectedError) throw toHttpError(error);
            throw error;
          }
          try {
            const name = formatStoredFileName(accountName.data, purpose, part.filename ?? "", inspected.extension);
            const stored = await storage.put(name, inspected.openStream());
            // Should this insert fail, the file stays: the insert may have committed even so, and a
            // file with no row is the sweep's once past its grace period (ADR 033).
            await db.insert(kycUploads).values({
              key: stored.key,
              username: owner,
              purpose,
              size: stored.size,
              sha256: inspected.sha256,
              created_at: new Date(),
            });
            url = formatKycDocumentUrl(stored.key);
          } finally {
            await inspected.dispose();
          }
        }
        if (url === undefined) throw new HttpError(400, "The request holds no file", { code: "upload_malformed" });
        reply.header("cache-control", "no-store");
        return reply.status(201).send({ url });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${KYC_DOCUMENTS_PATH}/*`,
    {
      onRequest: requireActor,
      schema: {
        tags: ["kyc"],
        summary: "Download a KYC document (its uploader, the record's owner, or staff)",
        security,
        response: {
          200: createDocumentResponse("The document, as it was uploaded"),
          401: ErrorSchema,
          404: ErrorSchema,
        },
        responseHeaders: { 200: { "Content-Disposition": "attachment, with the file's stored name" } },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const key = (request.params as { "*": string })["*"];
      const notFound = new HttpError(404, "No such document", { code: "not_found" });
      if (!isKycDocumentKey(key)) throw notFound;
      const [upload] = await db.select().from(kycUploads).where(eq(kycUploads.key, key)).limit(1);
      if (!upload) throw notFound;
      if (actor.kind === "visitor" && upload.username !== actor.username) {
        const [record] = upload.record_id
          ? await db
              .select({ username: kycAccountDetails.username })
              .from(kycAccountDetails)
              .where(eq(kycAccountDetails.id, upload.record_id))
          : [];
        // Someone else's document does not exist, as far as this session can tell.
        if (record?.username !== actor.username) throw notFound;
      }
      const file = await storage.get(key);
      if (!file) throw notFound;
      if (actor.kind === "staff") {
        await recordOrClose(file, () =>
          audit.recordRequest(request, {
            action: "kyc_document_downloaded",
            targetType: upload.record_id ? "kyc_account_details" : "kyc_uploads",
            targetId: upload.record_id ?? key,
            detail: { key, purpose: upload.purpose },
          }),
        );
      }
      const fileName = key.slice(key.lastIndexOf("/") + 1);
      return reply
        .header("content-type", file.contentType)
        .header("content-length", String(file.size))
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(file.body);
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

  const requireStaffActor = async (request: FastifyRequest) => {
    await requireActor(request);
    if (request.kycActor?.kind !== "staff") throw new HttpError(403, "Staff only", { code: "forbidden" });
  };

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
