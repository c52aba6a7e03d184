import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type z } from "zod";
import { PERMISSIONS } from "#domain/permissions.ts";
import {
  ApplicationDocumentPurposeSchema,
  ReturnApplicationBodySchema,
  StaffApplicationDetailSchema,
  StaffApplicationListQuerySchema,
  StaffApplicationPageSchema,
  StaffApplicationSchema,
  type ApplicationDecision,
} from "#domain/account-opening/schemas/account-application.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import type { AuditAction } from "#domain/staff-identity/schemas/staff.ts";
import { createDocumentResponse, STAFF_SECURITY, StaffDocumentQuerySchema } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { getStaffDocumentMode, recordOrClose, sendStaffDocument } from "../uploads/staff-document.ts";
import type { ApplicationReviewService } from "./application-review-service.ts";

export interface StaffApplicationRoutesOptions {
  applications: ApplicationReviewService;
  auth: StaffAuth;
  audit: AuditLog;
}

/** What the audit log says a decision was. */
const DECISION_ACTIONS: Record<ApplicationDecision, AuditAction> = {
  in_review: "application_reviewed",
  approved: "application_approved",
  returned: "application_returned",
};

const Errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;
const staffSecurity = STAFF_SECURITY;

/**
 * The staff's routes of account opening (ADR 031, 040): admins and KYC officers, checked on
 * `onRequest` before any body or path is validated; every view and decision audited.
 */
export function registerStaffApplicationRoutes(app: FastifyInstance, options: StaffApplicationRoutesOptions): void {
  const { applications, auth, audit } = options;
  const requireProcessor = auth.requireRole(...PERMISSIONS.processApplications);
  /** Every staff look at an application and every decision is in the audit log (ADR 040). */
  const record = (request: FastifyRequest, id: string, action: AuditAction, detail: Record<string, unknown>) =>
    audit.recordRequest(request, { action, targetType: "account_applications", targetId: id, detail });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/staff/applications",
    {
      onRequest: requireProcessor,
      schema: {
        tags: ["staff"],
        summary: "Submitted applications, newest first; filter by status, branch, submission day, or reference, name or username",
        security: staffSecurity,
        querystring: StaffApplicationListQuerySchema,
        response: { 200: StaffApplicationPageSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => applications.listForStaff(request.query),
  );

  api.get(
    "/api/staff/applications/:id",
    {
      onRequest: requireProcessor,
      schema: {
        tags: ["staff"],
        summary: "One application with its documents' view and download addresses",
        security: staffSecurity,
        params: IdParamsSchema,
        response: { 200: StaffApplicationDetailSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => {
      const application = await applications.getForStaff(request.params.id);
      await record(request, application.id, "application_viewed", { reference: application.reference });
      const base = `/api/staff/applications/${application.id}/documents`;
      return {
        ...application,
        documents: application.documents.map((document) => ({ ...document, url: `${base}/${document.purpose}` })),
      };
    },
  );

  api.get(
    "/api/staff/applications/:id/documents/:purpose",
    {
      onRequest: requireProcessor,
      schema: {
        tags: ["staff"],
        summary: "View (inline) or download (?download=1) one document of an application",
        security: staffSecurity,
        params: IdParamsSchema.extend({ purpose: ApplicationDocumentPurposeSchema }),
        querystring: StaffDocumentQuerySchema,
        response: { 200: createDocumentResponse("The document, as it was uploaded", { isFramed: true }), 400: ErrorSchema, ...Errors },
        responseHeaders: { 200: { "Content-Disposition": "inline, or attachment with ?download=1; with the file's stored name" } },
      },
    },
    async (request, reply) => {
      const { id, purpose } = request.params;
      const mode = getStaffDocumentMode(request.query);
      const isDownload = mode === "download";
      const { file, fileName } = await applications.openDocument(id, purpose);
      await recordOrClose(file, () =>
        record(request, id, isDownload ? "application_document_downloaded" : "application_document_viewed", { purpose }),
      );
      return sendStaffDocument(reply, file, fileName, mode);
    },
  );

  const decisionRoute = (
    path: string,
    summary: string,
    decide: (request: FastifyRequest) => Parameters<ApplicationReviewService["decide"]>[1],
  ) =>
    api.post(
      `/api/staff/applications/:id/${path}`,
      {
        onRequest: requireProcessor,
        schema: {
          tags: ["staff"],
          summary,
          security: staffSecurity,
          params: IdParamsSchema,
          ...(path === "return" ? { body: ReturnApplicationBodySchema } : {}),
          response: { 200: StaffApplicationSchema, 400: ErrorSchema, ...Errors },
        },
      },
      async (request) => {
        const decision = decide(request);
        const decided = await applications.decide((request.params as { id: string }).id, decision);
        await record(request, decided.id, DECISION_ACTIONS[decision.status], {
          reference: decided.reference,
          ...(decision.status === "returned" ? { reason: decision.reason } : {}),
        });
        return decided;
      },
    );

  decisionRoute("review", "Start reviewing an application (only a received one)", () => ({ status: "in_review" }));
  decisionRoute("approve", "Approve an application (the applicant is told in their language)", () => ({ status: "approved" }));
  decisionRoute("return", "Return an application with a reason (the applicant is told in their language)", (request) => ({
    status: "returned",
    reason: (request.body as z.infer<typeof ReturnApplicationBodySchema>).reason,
  }));
}
