import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema } from "#domain/schemas/common.ts";
import { MediaAnswerSchema } from "#domain/content/schemas/image.ts";
import {
  describeMediaUses,
  MediaInUseSchema,
  MediaItemSchema,
  MediaKeySchema,
  MediaListQuerySchema,
  MediaPageSchema,
  MediaUpdateSchema,
  sanitizeOriginalName,
} from "#domain/content/schemas/media-library.ts";
import { STAFF_SECURITY } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { HttpError } from "../http-error.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError } from "../uploads/file-inspection.ts";
import { getContentTypeOfKey, isStorageKey, type FileDownload, type FileStorage } from "../storage/file-storage.ts";
import { pickMediaWidth } from "#domain/content/media-widths.ts";
import { MEDIA_FOLDER, type MediaFiles } from "./media-files.ts";
import { chooseVariantFormat, createMediaVariants } from "./media-variants.ts";
import { PERMISSIONS } from "#domain/permissions.ts";

/** `?w=` asks for a width; the nearest listed one is answered (ADR 055). */
const MediaQuerySchema = z.object({ w: z.coerce.number().int().min(1).max(10_000).optional() });
const MediaKeyParamsSchema = z.object({ key: MediaKeySchema });
const LIBRARY_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;

export interface MediaRoutesOptions {
  auth: StaffAuth;
  audit: AuditLog;
  storage: FileStorage;
  media: MediaFiles;
  tempDir?: string;
}

/**
 * `POST /api/staff/media` (editors, admins): one image or PDF, checked by its content as KYC uploads
 * are (images re-encoded without metadata, active PDFs refused), stored under a random name.
 * `GET /media/<name>`: the file for visitors; names never change, so it is cached for a year.
 * `GET /media/<name>?w=<width>`: a picture resized for phones, in AVIF or WebP where accepted.
 * `GET /api/staff/media` (console users) and `PATCH /api/staff/media/<name>` (editors, admins): the
 * library, to find a file again and describe it (ADR 076). `DELETE /api/staff/media/<name>` (editors,
 * admins): a file nothing uses any more.
 */
export async function registerMediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { auth, audit, storage, media } = options;
  const variants = createMediaVariants(storage);

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 2, fieldSize: 1_000, parts: 3, headerPairs: 100, fileSize: MAX_UPLOAD_BYTES + 1 },
    });
    scope.post(
      "/api/staff/media",
      {
        onRequest: auth.requireRole(...PERMISSIONS.publish),
        schema: {
          tags: ["staff"],
          security: STAFF_SECURITY,
          summary: "Upload one image (JPEG, PNG) or PDF for published content (multipart, field `file`)",
          consumes: ["multipart/form-data"],
          multipartBody: { fields: {}, file: "An image (JPEG, PNG) or a PDF, checked by its content" },
          response: { 201: MediaAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, "Send the file as multipart/form-data", { code: "unsupported_media_type" });
        let answer: z.infer<typeof MediaAnswerSchema> | undefined;
        for await (const part of request.parts()) {
          if (part.type === "field") continue;
          if (answer !== undefined) {
            part.file.resume();
            throw new HttpError(400, "Send one file per request");
          }
          let inspected;
          try {
            inspected = await inspectUpload(part.file, options.tempDir ? { tempDir: options.tempDir } : {});
          } catch (error) {
            if (error instanceof UploadRejectedError) {
              throw new HttpError(error.reason === "too-large" ? 413 : 400, error.message, {
                code:
                  error.reason === "too-large"
                    ? "payload_too_large"
                    : error.reason === "not-allowed-type"
                      ? "unsupported_media_type"
                      : "invalid_request",
              });
            }
            throw error;
          }
          try {
            const stored = await media.store(inspected, request.staff!.username, sanitizeOriginalName(part.filename));
            answer = { url: `/${stored.key}`, content_type: inspected.contentType, size: stored.size };
            await audit.recordRequest(request, {
              action: "media_uploaded",
              targetType: "media",
              targetId: answer.url,
              detail: { content_type: inspected.contentType, size: stored.size, sha256: inspected.sha256, name: part.filename ?? "" },
            });
          } finally {
            await inspected.dispose();
          }
        }
        if (answer === undefined) throw new HttpError(400, "The request holds no file");
        return reply.status(201).send(answer);
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/staff/media",
    {
      onRequest: auth.requireRole(...PERMISSIONS.useConsole),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "The media library, newest first: search by file name or alt text, filter by type, page with `before`",
        querystring: MediaListQuerySchema,
        response: { 200: MediaPageSchema, ...LIBRARY_ERRORS },
      },
    },
    async (request) => media.list(request.query),
  );

  api.patch(
    "/api/staff/media/:key",
    {
      onRequest: auth.requireRole(...PERMISSIONS.publish),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "Set a media file's alt text (English, Chichewa) and focal point (percent across, down)",
        params: MediaKeyParamsSchema,
        body: MediaUpdateSchema,
        response: { 200: MediaItemSchema, ...LIBRARY_ERRORS },
      },
    },
    async (request) => {
      const { key } = request.params;
      const before = await media.get(key);
      if (!before) throw new HttpError(404, `No media file ${key}`, { code: "not_found" });
      const after = await media.update(key, request.body);
      if (!after) throw new HttpError(404, `No media file ${key}`, { code: "not_found" });
      await audit.recordRequest(request, {
        action: "media_updated",
        targetType: "media",
        targetId: after.url,
        detail: {
          ...(request.body.alt ? { alt_before: before.alt, alt: after.alt } : {}),
          ...(request.body.focal ? { focal_before: before.focal, focal: after.focal } : {}),
        },
      });
      return after;
    },
  );

  api.delete(
    "/api/staff/media/:key",
    {
      onRequest: auth.requireRole(...PERMISSIONS.publish),
      schema: {
        tags: ["staff"],
        security: STAFF_SECURITY,
        summary: "Delete a media file nothing uses, with its resized copies; it cannot be undone",
        description:
          "Refused with 409 and `uses` while a published record, a draft, a change awaiting approval or a record in the Bin " +
          "names the file. Versions in a record's history that named it stay; restoring one is refused (`media_file_gone`).",
        params: MediaKeyParamsSchema,
        response: { 204: z.null().describe("Deleted"), ...LIBRARY_ERRORS, 409: MediaInUseSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const outcome = await media.delete(key);
      if (!outcome) throw new HttpError(404, `No media file ${key}`, { code: "not_found" });
      if ("uses" in outcome) {
        throw new HttpError(409, `This file cannot be deleted: it is used by ${describeMediaUses(outcome.uses)}`, {
          code: "media_in_use",
          extra: { uses: outcome.uses },
        });
      }
      const { url, ...facts } = outcome.deleted;
      await audit.recordRequest(request, { action: "media_deleted", targetType: "media", targetId: url, detail: facts });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/media/:name",
    { schema: { hide: true, params: z.object({ name: z.string().max(200) }), querystring: MediaQuerySchema } },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const { w } = request.query as z.infer<typeof MediaQuerySchema>;
      const key = `${MEDIA_FOLDER}/${name}`;
      if (!isStorageKey(key)) throw new HttpError(404, `No file at /media/${name}`);
      const extension = /\.(jpg|png)$/.exec(name)?.[1] as "jpg" | "png" | undefined;
      // A width on a picture: the resized copy, in the best format the browser takes (ADR 055).
      // A width on anything else (a PDF) is ignored: the file is what was asked for.
      if (w !== undefined && extension) {
        reply.header("vary", "Accept");
        const variant = await variants.get(name, pickMediaWidth(w), chooseVariantFormat(request.headers.accept, extension));
        if (!variant) throw new HttpError(404, `No file at /media/${name}`);
        return sendMedia(reply, variant);
      }
      const file = await storage.get(key);
      if (!file) throw new HttpError(404, `No file at /media/${name}`);
      return sendMedia(reply, { ...file, contentType: getContentTypeOfKey(key) });
    },
  );
}

/** A published file: its name never changes, so it is cached for a year. */
function sendMedia(reply: FastifyReply, file: FileDownload): FastifyReply {
  return (
    reply
      .header("content-type", file.contentType)
      .header("content-length", String(file.size))
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      // A PDF opened straight from this address runs no script and reaches nothing else.
      .header("content-security-policy", "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(file.body)
  );
}
