import fastifyMultipart from "@fastify/multipart";
import { and, count, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatKycDocumentUrl, formatStoredFileName, isKycDocumentKey, isKycPurpose, KYC_DOCUMENTS_PATH } from "#domain/kyc.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "#domain/language.ts";
import { ErrorSchema, IdParamsSchema, IdSchema } from "#domain/schemas/common.ts";
import { KycAccountDetailsInputSchema, KycAccountDetailsSchema } from "#domain/schemas/kyc-account-details.ts";
import { KycAccountNameSchema, KycAccountNumberSchema, KycSubmissionDocumentSchema } from "#domain/schemas/kyc.ts";
import type { Database } from "../db/client.ts";
import { kycAccountDetails, kycUploads } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { KycActor, KycSessions } from "../onboarding/kyc-sessions.ts";
import { normalizeUsername } from "../onboarding/username.ts";
import type { ContentService } from "../content/content-service.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError } from "./file-inspection.ts";
import type { KycService } from "./kyc-service.ts";

export interface KycRoutesOptions {
  db: Database;
  storage: FileStorage;
  sessions: KycSessions;
  kyc: KycService;
  /** Staff back-office writes (records whose documents are any site path) go through the content service. */
  content: ContentService;
  /** Where uploads are spooled while inspected (the system's temp folder by default). */
  tempDir?: string;
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
  if (error.reason === "too-large") return new HttpError(413, error.message);
  if (error.reason === "inspection-timeout") return new HttpError(422, error.message, { code: "file_inspection_timeout" });
  return new HttpError(400, error.message);
}

/** Files a username may have uploaded and not yet submitted: the largest form needs 8 purposes × 5 files. */
const MAX_PENDING_UPLOADS = 60;

const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "must be 8 to 128 letters, digits or _ . : -");

const SubmissionBodySchema = z.object({
  account_number: KycAccountNumberSchema,
  account_name: KycAccountNameSchema,
  /** Ignored for a visitor: the username is the session's. Staff give it. */
  username: z.string().max(254).optional(),
  branch_id: IdSchema.optional(),
  branch: z.string().max(100).optional(),
  kyc_account_type_id: IdSchema.optional(),
  kyc_account_type: z.string().max(100).optional(),
  documents: z.array(KycSubmissionDocumentSchema).min(1, "must list the uploaded documents").max(40),
  /** Ignored: the server writes the e-mails itself (ADR 020). */
  emails: z.unknown().optional(),
  lang: z.enum(LANGUAGE_CODES).optional(),
});

const UpdateBodySchema = SubmissionBodySchema.extend({
  id: IdSchema.optional(),
  old_documents: z.unknown().optional(),
  processed: z.boolean().optional(),
});

/** Parses a body with a schema, answering 400 `body.<field>: <problem>` like the route validator does. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `.${issue.path.join(".")}` : "";
  throw new HttpError(400, `body${field}: ${issue?.message ?? "is not valid"}`);
}

/** A staff back-office body (spec §7 POST/PUT of the collection): username, branch_id, type id, documents, emails, processed. */
function isBackOfficeBody(body: unknown): boolean {
  return KycAccountDetailsInputSchema.safeParse(body).success && typeof (body as { username?: unknown }).username === "string";
}

const RecordErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;
const security: Array<Record<string, string[]>> = [{ kycSession: [] }, { staffToken: [] }];

/**
 * KYC uploads, documents and records (issue 6): `POST /api/uploads`, `GET /api/kyc_documents/<key>`,
 * `POST /api/kyc_account_details`, `GET .../username/{username}`, `PUT`, `PATCH` and `DELETE .../{id}`.
 * Staff list and read records through the collection routes (server/api/content-routes.ts).
 */
export async function registerKycRoutes(app: FastifyInstance, options: KycRoutesOptions): Promise<void> {
  const { db, storage, sessions, kyc, content } = options;
  const requireActor = sessions.requireActor;

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 4, fieldSize: 1_000, parts: 6, headerPairs: 100, fileSize: MAX_UPLOAD_BYTES + 1 },
    });
    scope.post(
      "/api/uploads",
      {
        preHandler: requireActor,
        schema: {
          tags: ["kyc"],
          summary: "Upload one KYC document (multipart: account_name and purpose first, then the file)",
          security,
          consumes: ["multipart/form-data"],
          response: { 201: z.object({ url: z.string() }), 400: ErrorSchema, 401: ErrorSchema, 413: ErrorSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, "Send the file as multipart/form-data");
        const owner = ownerOf(actorOf(request));
        // A session cannot fill the disk: files not yet on a record are capped per username.
        const [pending] = await db
          .select({ value: count() })
          .from(kycUploads)
          .where(and(eq(kycUploads.username, owner), isNull(kycUploads.record_id)));
        if (Number(pending?.value ?? 0) >= MAX_PENDING_UPLOADS) {
          throw new HttpError(429, `At most ${MAX_PENDING_UPLOADS} files may wait for a submission: submit the form first`);
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
            throw new HttpError(400, "Send one file per request");
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
            );
          }
          let inspected;
          try {
            inspected = await inspectUpload(part.file, options.tempDir ? { tempDir: options.tempDir } : {});
          } catch (error) {
            if (error instanceof UploadRejectedError) throw toHttpError(error);
            throw error;
          }
          try {
            const name = formatStoredFileName(accountName.data, purpose, part.filename ?? "", inspected.extension);
            const stored = await storage.put(name, inspected.openStream());
            try {
              await db.insert(kycUploads).values({
                key: stored.key,
                username: owner,
                purpose,
                size: stored.size,
                sha256: inspected.sha256,
                created_at: new Date(),
              });
            } catch (error) {
              await storage.delete(stored.key).catch(() => {});
              throw error;
            }
            url = formatKycDocumentUrl(stored.key);
          } finally {
            await inspected.dispose();
          }
        }
        if (url === undefined) throw new HttpError(400, "The request holds no file");
        reply.header("cache-control", "no-store");
        return reply.status(201).send({ url });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${KYC_DOCUMENTS_PATH}/*`,
    {
      preHandler: requireActor,
      schema: { tags: ["kyc"], summary: "Download a KYC document (its uploader, the record's owner, or staff)", security },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const key = (request.params as { "*": string })["*"];
      const notFound = new HttpError(404, "No such document");
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
      preHandler: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Submit KYC account details (KYC session or staff); `Idempotency-Key` makes a retry safe",
        security,
        description:
          "A visitor sends account_number, account_name, branch (or branch_id), kyc_account_type (or kyc_account_type_id) and documents " +
          "(urls answered by POST /api/uploads); the username is the session's. Staff may also send a back-office record (username, branch_id, " +
          "kyc_account_type_id, documents, emails, processed).",
        body: z.unknown(),
        headers: z.object({ "idempotency-key": IdempotencyKeySchema.optional() }),
        response: { 200: KycAccountDetailsSchema, 201: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.kind === "staff" && isBackOfficeBody(request.body)) {
        const record = await content.create("kyc_account_details", parseBody(KycAccountDetailsInputSchema, request.body));
        reply.header("location", `/api/kyc_account_details/${record.id}`);
        return reply.status(201).send(record);
      }
      const body = parseBody(SubmissionBodySchema, request.body);
      let username: string;
      if (actor.kind === "visitor") username = actor.username;
      else {
        const given = normalizeUsername(body.username);
        if (!given) throw new HttpError(400, "body.username: staff must give the customer's mobile number or e-mail address");
        username = given.value;
      }
      const { record, created } = await kyc.submit(
        ownerOf(actor),
        username,
        { ...body, lang: body.lang ?? DEFAULT_LANGUAGE },
        request.headers["idempotency-key"] as string | undefined,
      );
      reply.header("cache-control", "no-store");
      reply.header("location", `/api/kyc_account_details/${record.id}`);
      return reply.status(created ? 201 : 200).send(record);
    },
  );

  api.get(
    "/api/kyc_account_details/username/:username",
    {
      preHandler: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "The KYC record of a username (the session's own, or any for staff)",
        security,
        params: z.object({ username: z.string().max(254) }),
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.header("cache-control", "no-store");
      const username = normalizeUsername(request.params.username)?.value;
      if (actor.kind === "visitor" && username !== actor.username)
        throw new HttpError(403, "A session reads only its own username's record");
      const record = username === undefined ? undefined : await kyc.findByUsername(username);
      if (!record) return reply.status(404).send({ error: "No KYC record for this username", code: "not_found" });
      return record;
    },
  );

  api.put(
    "/api/kyc_account_details/:id",
    {
      preHandler: requireActor,
      schema: {
        tags: ["kyc_account_details"],
        summary: "Replace a record's details and documents (its owner, or staff); old files are deleted and processed goes back to false",
        security,
        params: IdParamsSchema,
        body: z.unknown(),
        response: { 200: KycAccountDetailsSchema, ...RecordErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      reply.header("cache-control", "no-store");
      if (actor.kind === "staff" && isBackOfficeBody(request.body)) {
        const record = await content.update(
          "kyc_account_details",
          request.params.id,
          parseBody(KycAccountDetailsInputSchema, request.body),
        );
        await kyc.removeUnreferencedFiles(request.params.id);
        return record;
      }
      const body = parseBody(UpdateBodySchema, request.body);
      if (body.id !== undefined && body.id !== request.params.id) throw new HttpError(400, "body.id: must be the id in the path");
      if (body.processed === true && actor.kind !== "staff") throw new HttpError(403, "Only staff mark a record processed");
      const record = await kyc.update(
        request.params.id,
        ownerOf(actor),
        actor.kind === "visitor" ? actor.username : undefined,
        { ...body, lang: body.lang ?? DEFAULT_LANGUAGE },
        actor.kind === "staff" && body.processed === true,
      );
      reply.header("cache-control", "no-store");
      return record;
    },
  );

  const requireStaffActor = async (request: FastifyRequest) => {
    await requireActor(request);
    if (request.kycActor?.kind !== "staff") throw new HttpError(403, "Staff only");
  };

  api.patch(
    "/api/kyc_account_details/:id",
    {
      preHandler: requireStaffActor,
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
      preHandler: requireStaffActor,
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
