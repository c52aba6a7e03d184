import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorSchema, IdSchema } from "#domain/schemas/common.ts";
import {
  KycPendingCountSchema,
  KycQueuePageSchema,
  KycQueueQuerySchema,
  KycReviewSchema,
  ProcessKycBodySchema,
  ReturnKycBodySchema,
} from "#domain/kyc/schemas/kyc-review.ts";
import { createDocumentResponse, STAFF_SECURITY, StaffDocumentQuerySchema } from "../api/openapi.ts";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import { HttpError } from "../http-error.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { KycReviewService } from "./kyc-review-service.ts";
import { getStaffDocumentMode, recordOrClose, sendStaffDocument } from "../uploads/staff-document.ts";
import { PERMISSIONS } from "#domain/permissions.ts";

export interface KycReviewRoutesOptions {
  auth: StaffAuth;
  audit: AuditLog;
  reviews: KycReviewService;
  storage: FileStorage;
}

const IdParams = z.object({ id: IdSchema });
const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } as const;
/** A decision's routes: 409 when the submission's decision does not allow it (final until reopened). */
const DECISION_ERRORS = { ...ERRORS, 409: ErrorSchema } as const;

/** The KYC queue for officers and admins: `/api/staff/kyc…` (contract in ADR 040). */
export function registerKycReviewRoutes(app: FastifyInstance, { auth, audit, reviews, storage }: KycReviewRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireOfficer = auth.requireRole(...PERMISSIONS.processKyc);
  const tags = ["staff"];
  const security = STAFF_SECURITY;

  api.get(
    "/api/staff/kyc",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "The KYC queue, newest first",
        querystring: KycQueueQuerySchema,
        response: { 200: KycQueuePageSchema, ...ERRORS },
      },
    },
    async (request) => reviews.listQueue(request.query),
  );

  // A number only, asked by the console's menu: no customer's data, so not written to the audit log.
  api.get(
    "/api/staff/kyc/pending-count",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "How many KYC submissions wait for a decision, for the console's menu",
        response: { 200: KycPendingCountSchema, ...ERRORS },
      },
    },
    async () => ({ pending: await reviews.countPending() }),
  );

  api.get(
    "/api/staff/kyc/:id",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "One KYC submission with its documents",
        params: IdParams,
        response: { 200: KycReviewSchema, ...ERRORS },
      },
    },
    async (request) => {
      const submission = await reviews.getSubmission(request.params.id);
      await audit.recordRequest(request, {
        action: "kyc_record_viewed",
        targetType: "kyc_account_details",
        targetId: submission.id,
        detail: { via: "console", account_number: submission.account_number },
      });
      return submission;
    },
  );

  api.get(
    "/api/staff/kyc/:id/documents/:index",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "A document's bytes (inline, or as a download with ?download=1), never cached",
        params: z.object({ id: IdSchema, index: z.coerce.number().int().min(0).max(50) }),
        querystring: StaffDocumentQuerySchema,
        response: { 200: createDocumentResponse("The document, as it was uploaded", { isFramed: true }), ...ERRORS },
        responseHeaders: { 200: { "Content-Disposition": "inline, or attachment with ?download=1; with the file's stored name" } },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const mode = getStaffDocumentMode(request.query);
      const isDownload = mode === "download";
      const document = await reviews.getDocument(id, index);
      const file = await storage.get(document.key);
      if (!file) throw new HttpError(404, "The document's file is missing from storage");
      await recordOrClose(file, () =>
        audit.recordRequest(request, {
          action: isDownload ? "kyc_document_downloaded" : "kyc_document_viewed",
          targetType: "kyc_account_details",
          targetId: id,
          detail: { index, purpose: document.purpose },
        }),
      );
      const fileName = document.key.split("/").at(-1) ?? "document";
      return sendStaffDocument(reply, file, fileName, mode);
    },
  );

  api.post(
    "/api/staff/kyc/:id/process",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "Mark a submission processed, and optionally tell the customer in their language",
        params: IdParams,
        body: ProcessKycBodySchema,
        response: { 200: KycReviewSchema, ...DECISION_ERRORS },
      },
    },
    async (request) => {
      const notifyCustomer = request.body?.notify_customer ?? false;
      const submission = await reviews.markProcessed(request.params.id, request.staff!.username, { notifyCustomer });
      await audit.recordRequest(request, {
        action: "kyc_processed",
        targetType: "kyc_account_details",
        targetId: request.params.id,
        detail: { customer_notified: notifyCustomer },
      });
      return submission;
    },
  );

  api.post(
    "/api/staff/kyc/:id/return",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "Return a submission to the customer with a reason (they get a message in their language)",
        params: IdParams,
        body: ReturnKycBodySchema,
        response: { 200: KycReviewSchema, ...DECISION_ERRORS },
      },
    },
    async (request) => {
      const submission = await reviews.returnToCustomer(request.params.id, request.staff!.username, request.body.reason);
      await audit.recordRequest(request, {
        action: "kyc_returned",
        targetType: "kyc_account_details",
        targetId: request.params.id,
        detail: { reason: request.body.reason },
      });
      return submission;
    },
  );

  api.post(
    "/api/staff/kyc/:id/reopen",
    {
      onRequest: requireOfficer,
      schema: {
        tags,
        security,
        summary: "Take back a decision on purpose: the submission is pending again (409 when it has none); the customer is not messaged",
        params: IdParams,
        response: { 200: KycReviewSchema, ...DECISION_ERRORS },
      },
    },
    async (request) => {
      const before = await reviews.getSubmission(request.params.id);
      const submission = await reviews.reopen(request.params.id);
      await audit.recordRequest(request, {
        action: "kyc_reopened",
        targetType: "kyc_account_details",
        targetId: request.params.id,
        detail: { was: before.status },
      });
      return submission;
    },
  );
}
