import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
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
} from "#domain/kyc/kyc.ts";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { KycAccountNameSchema } from "#domain/kyc/schemas/kyc.ts";
import { createDocumentResponse } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import { HttpError } from "../http-error.ts";
import type { KycSessions } from "../onboarding/kyc-sessions.ts";
import { recordOrClose } from "../uploads/staff-document.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError, type UploadRejection } from "../uploads/file-inspection.ts";
import { actorOf, KYC_SECURITY as security, ownerOf } from "./kyc-route-parts.ts";
import type { KycService } from "./kyc-service.ts";

export interface KycUploadRoutesOptions {
  storage: FileStorage;
  sessions: KycSessions;
  kyc: KycService;
  /** Every staff download of a document is recorded (ADR 040). */
  audit: AuditLog;
  /** Where uploads are spooled while inspected: inside DATA_DIR (server/storage/temporary-files.ts). */
  tempDir: string;
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

/** The error codes each upload rejection answers (server/uploads/file-inspection.ts). */
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

/** `POST /api/uploads` and `GET /api/kyc_documents/<key>`: a KYC document in, checked by its content, and out to whoever may see it. */
export async function registerKycUploadRoutes(app: FastifyInstance, options: KycUploadRoutesOptions): Promise<void> {
  const { storage, sessions, kyc, audit } = options;
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
        if ((await kyc.uploads.countPending(owner)) >= MAX_PENDING_UPLOADS) {
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
            await kyc.uploads.record(owner, purpose, stored, inspected.sha256);
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
      const upload = await kyc.uploads.find(key);
      if (!upload) throw notFound;
      // Someone else's document does not exist, as far as this session can tell.
      if (actor.kind === "visitor" && upload.username !== actor.username && upload.recordUsername !== actor.username) throw notFound;
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
}
