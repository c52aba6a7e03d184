import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AssignComplaintBodySchema,
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  ComplaintFieldsSchema,
  ComplaintReferenceSchema,
  ComplaintViewSchema,
  EscalateComplaintBodySchema,
  MAX_COMPLAINT_ATTACHMENTS,
  ReplyComplaintBodySchema,
  StaffComplaintListQuerySchema,
  StaffComplaintPageSchema,
  OpenComplaintCountSchema,
  StaffComplaintSchema,
} from "#domain/complaints/complaint.ts";
import { PERMISSIONS } from "#domain/permissions.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import type { AuditAction } from "#domain/staff-identity/schemas/staff.ts";
import { createDocumentResponse, STAFF_SECURITY, StaffDocumentQuerySchema } from "../api/openapi.ts";
import { HttpError } from "../http-error.ts";
import { getVisitorUsername, type KycSessions } from "../onboarding/kyc-sessions.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError, type InspectedUpload } from "../uploads/file-inspection.ts";
import { getStaffDocumentMode, recordOrClose, sendStaffDocument } from "../uploads/staff-document.ts";
import type { ComplaintService, ComplaintUpload } from "./complaint-service.ts";

/** The complainant's API: personal data, never cached (the server's no-store hook, ADR 043). */
export const COMPLAINTS_PATH = "/api/complaints";

export interface ComplaintRoutesOptions {
  sessions: KycSessions;
  complaints: ComplaintService;
  auth: StaffAuth;
  audit: AuditLog;
  /** Where uploads are inspected: inside DATA_DIR (ADR 033). */
  tempDir: string;
}

const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "must be 8 to 128 letters, digits or _ . : -");
const Errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;
const visitorSecurity: Array<Record<string, string[]>> = [{ kycSession: [] }];
const FIELD_NAMES = ["category", "product", "branch_id", "description", "lang"] as const;

/**
 * Complaints (ADR 059). The complainant's routes need the one-time-code session KYC and account
 * opening use and reach only that username's complaints; the staff's need the complaints role.
 * Authentication runs on `onRequest`, before any body or path is read.
 */
export async function registerComplaintRoutes(app: FastifyInstance, options: ComplaintRoutesOptions): Promise<void> {
  const { sessions, complaints, auth, audit } = options;

  const requireComplainant = (request: FastifyRequest) =>
    sessions.requireVisitor(request, "Complaints are made with a one-time-code session");
  const usernameOf = getVisitorUsername;

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: MAX_COMPLAINT_ATTACHMENTS,
        fields: FIELD_NAMES.length,
        // UTF-8 takes up to 4 bytes a character.
        fieldSize: COMPLAINT_DESCRIPTION_MAX * 4,
        parts: FIELD_NAMES.length + MAX_COMPLAINT_ATTACHMENTS,
        headerPairs: 100,
        fileSize: MAX_UPLOAD_BYTES + 1,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      COMPLAINTS_PATH,
      {
        onRequest: requireComplainant,
        schema: {
          tags: ["complaints"],
          summary:
            "Make a complaint (multipart: the fields, then up to 3 files named file); the same Idempotency-Key again answers the same complaint",
          security: visitorSecurity,
          consumes: ["multipart/form-data"],
          headers: z.object({ "idempotency-key": IdempotencyKeySchema }),
          multipartBody: {
            fields: {
              category: { description: "What the complaint is about", enum: COMPLAINT_CATEGORIES },
              product: { description: "The product or service concerned (2 to 120 characters)" },
              branch_id: { description: "The branch concerned, if any (a branch id)", optional: true },
              description: { description: `What happened (10 to ${COMPLAINT_DESCRIPTION_MAX} characters)` },
              lang: { description: "The language replies are sent in (en by default)", enum: ["en", "ny"], optional: true },
            },
            file: "An attachment: PDF, JPEG or PNG, checked by its content like a KYC file",
            maxFiles: MAX_COMPLAINT_ATTACHMENTS,
          },
          response: {
            200: ComplaintViewSchema,
            201: ComplaintViewSchema,
            400: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
            429: ErrorSchema,
            ...Errors,
          },
          responseHeaders: { 201: { Location: "The complaint's address" } },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, "Send the complaint as multipart/form-data");
        const username = usernameOf(request);
        const key = request.headers["idempotency-key"];
        const earlier = await complaints.findByKey(username, key);
        if (earlier) {
          // The body of a repeated request is not read again: its complaint is already made.
          return reply.status(200).send(earlier);
        }
        const values: Record<string, string> = {};
        const files: ComplaintUpload[] = [];
        const inspected: InspectedUpload[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type === "field") {
              if ((FIELD_NAMES as readonly string[]).includes(part.fieldname) && typeof part.value === "string")
                values[part.fieldname] = part.value;
              continue;
            }
            if (part.fieldname !== "file") {
              part.file.resume();
              throw new HttpError(400, "Send attachments as parts named file");
            }
            let upload;
            try {
              upload = await inspectUpload(part.file, { tempDir: options.tempDir });
            } catch (error) {
              if (error instanceof UploadRejectedError) {
                throw new HttpError(error.reason === "too-large" ? 413 : 400, error.message, { code: "document_rejected" });
              }
              throw error;
            }
            inspected.push(upload);
            files.push({ fileName: part.filename ?? "", upload });
          }
          const parsed = ComplaintFieldsSchema.safeParse(values);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw new HttpError(400, `${issue.path.join(".") || "body"}: ${issue.message}`);
          }
          const { view, created } = await complaints.submit(username, key, parsed.data, files);
          if (!created) return reply.status(200).send(view);
          return reply.status(201).header("location", `${COMPLAINTS_PATH}/${view.reference}`).send(view);
        } finally {
          for (const upload of inspected) await upload.dispose();
        }
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${COMPLAINTS_PATH}/:reference`,
    {
      onRequest: requireComplainant,
      schema: {
        tags: ["complaints"],
        summary: "The session's own complaint with this reference: its status, answer-by date and answer",
        security: visitorSecurity,
        params: z.object({ reference: ComplaintReferenceSchema }),
        response: { 200: ComplaintViewSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => complaints.getOwn(request.params.reference, usernameOf(request)),
  );

  // The staff's side (ADR 040 roles): complaints officers and admins; every action audited.
  const requireOfficer = auth.requireRole(...PERMISSIONS.handleComplaints);
  const record = (request: FastifyRequest, id: string | undefined, action: AuditAction, detail: Record<string, unknown>) =>
    audit.recordRequest(request, { action, targetType: "complaints", ...(id ? { targetId: id } : {}), detail });

  api.get(
    "/api/staff/complaints",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "Complaints, the nearest answer-by date first; filter by status, category, branch and overdue",
        security: STAFF_SECURITY,
        querystring: StaffComplaintListQuerySchema,
        response: { 200: StaffComplaintPageSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const page = await complaints.list(request.query);
      await record(request, undefined, "complaints_listed", { ...request.query, total: page.total });
      return page;
    },
  );

  // A number only, asked on every console navigation: no customer's data, so not written to the audit log.
  api.get(
    "/api/staff/complaints/open-count",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "How many complaints are open (received or being handled), for the console's menu",
        security: STAFF_SECURITY,
        response: { 200: OpenComplaintCountSchema, ...Errors },
      },
    },
    async () => ({ open: await complaints.countOpen() }),
  );

  api.get(
    "/api/staff/complaints/export.csv",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "The regulator's return: counts by category, status and age in working days, as CSV",
        security: STAFF_SECURITY,
        response: {
          200: { description: "CSV: category,status,age_working_days,count", content: { "text/csv": { schema: z.string() } } },
          ...Errors,
        },
        responseHeaders: { 200: { "Content-Disposition": "attachment; filename=complaints-<date>.csv" } },
      },
    },
    async (request, reply) => {
      const csv = await complaints.exportCounts();
      await record(request, undefined, "complaints_exported", {});
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename=complaints-${day}.csv`)
        .send(csv);
    },
  );

  api.get(
    "/api/staff/complaints/:id",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "One complaint with its attachments' addresses",
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        response: {
          200: StaffComplaintSchema.extend({
            attachments: z.array(z.object({ file_name: z.string(), size: z.number().int(), url: z.string() })),
          }),
          400: ErrorSchema,
          ...Errors,
        },
      },
    },
    async (request) => {
      const complaint = await complaints.get(request.params.id);
      await record(request, complaint.id, "complaint_viewed", { reference: complaint.reference });
      return {
        ...complaint,
        attachments: complaint.attachments.map((attachment, index) => ({
          ...attachment,
          url: `/api/staff/complaints/${complaint.id}/attachments/${index + 1}`,
        })),
      };
    },
  );

  api.get(
    "/api/staff/complaints/:id/attachments/:position",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "View (inline) or download (?download=1) one attachment of a complaint",
        security: STAFF_SECURITY,
        params: IdParamsSchema.extend({ position: z.coerce.number().int().min(1).max(MAX_COMPLAINT_ATTACHMENTS) }),
        querystring: StaffDocumentQuerySchema,
        response: { 200: createDocumentResponse("The attachment, as it was uploaded", { isFramed: true }), 400: ErrorSchema, ...Errors },
        responseHeaders: { 200: { "Content-Disposition": "inline, or attachment with ?download=1" } },
      },
    },
    async (request, reply) => {
      const { id, position } = request.params;
      const mode = getStaffDocumentMode(request.query);
      const isDownload = mode === "download";
      const { file, fileName } = await complaints.openAttachment(id, position);
      await recordOrClose(file, () => record(request, id, "complaint_attachment_viewed", { position, download: isDownload }));
      return sendStaffDocument(reply, file, fileName, mode);
    },
  );

  api.post(
    "/api/staff/complaints/:id/assign",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "Assign a complaint to a complaints officer or admin (a received one becomes in progress)",
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        body: AssignComplaintBodySchema,
        response: { 200: StaffComplaintSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const complaint = await complaints.assign(request.params.id, request.body.assignee);
      await record(request, complaint.id, "complaint_assigned", { reference: complaint.reference, assignee: complaint.assigned_to });
      return complaint;
    },
  );

  api.post(
    "/api/staff/complaints/:id/reply",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "Answer a complaint: the customer is sent it in their language, and it shows on their status page",
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        body: ReplyComplaintBodySchema,
        response: { 200: StaffComplaintSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const complaint = await complaints.reply(request.params.id, request.body.message);
      await record(request, complaint.id, "complaint_replied", { reference: complaint.reference });
      return complaint;
    },
  );

  api.post(
    "/api/staff/complaints/:id/escalate",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "Record an escalation: the internal appeal, then the RBM Registrar of Financial Institutions",
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        body: EscalateComplaintBodySchema,
        response: { 200: StaffComplaintSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const complaint = await complaints.escalate(request.params.id, request.body.to, request.body.note);
      await record(request, complaint.id, "complaint_escalated", { reference: complaint.reference, to: request.body.to });
      return complaint;
    },
  );

  api.post(
    "/api/staff/complaints/:id/close",
    {
      onRequest: requireOfficer,
      schema: {
        tags: ["staff"],
        summary: "Close a complaint",
        security: STAFF_SECURITY,
        params: IdParamsSchema,
        response: { 200: StaffComplaintSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const complaint = await complaints.close(request.params.id);
      await record(request, complaint.id, "complaint_closed", { reference: complaint.reference });
      return complaint;
    },
  );
}
