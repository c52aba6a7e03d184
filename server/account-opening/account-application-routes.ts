import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  APPLICATION_FIELD_ERROR_CODES,
  APPLICATION_FIELDS,
  ApplicantViewSchema,
  ApplicationDocumentPurposeSchema,
  ApplicationStatusAnswerSchema,
  CodeSessionSchema,
  DraftHolderSchema,
  ReferenceSchema,
  KeepDraftValuesBodySchema,
  SaveDetailsBodySchema,
  StartApplicationBodySchema,
} from "#domain/account-opening/schemas/account-application.ts";
import { ErrorSchema, IdParamsSchema } from "#domain/schemas/common.ts";
import { HttpError } from "../http-error.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, UploadRejectedError } from "../uploads/file-inspection.ts";
import { getVisitorUsername, type KycSessions } from "../onboarding/kyc-sessions.ts";
import { InvalidDetailsError, type ApplicantService } from "./applicant-service.ts";

export interface AccountApplicationRoutesOptions {
  sessions: KycSessions;
  applications: ApplicantService;
  /** Where uploads are inspected: inside DATA_DIR (ADR 033), never the system temp folder. */
  tempDir: string;
}

const InvalidDetailsSchema = ErrorSchema.extend({
  fields: z.partialRecord(z.enum(APPLICATION_FIELDS), z.enum(APPLICATION_FIELD_ERROR_CODES)),
});
const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "must be 8 to 128 letters, digits or _ . : -");
const Errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema } as const;
const visitorSecurity: Array<Record<string, string[]>> = [{ kycSession: [] }];

/**
 * The applicant's routes of account opening (ADR 031): they need a one-time-code session and reach
 * only that username's applications. Authentication runs on `onRequest`, before any body or path
 * is validated.
 */
export async function registerAccountApplicationRoutes(app: FastifyInstance, options: AccountApplicationRoutesOptions): Promise<void> {
  const { sessions, applications } = options;

  const requireApplicant = (request: FastifyRequest) =>
    sessions.requireVisitor(request, "Applications are made with a one-time-code session");
  const usernameOf = getVisitorUsername;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 2, fieldSize: 100, parts: 3, headerPairs: 100, fileSize: MAX_UPLOAD_BYTES + 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/account-applications/:id/documents",
      {
        onRequest: requireApplicant,
        schema: {
          tags: ["account applications"],
          summary: "Attach one document (multipart: purpose first, then the file); replaces that purpose's earlier file",
          security: visitorSecurity,
          consumes: ["multipart/form-data"],
          multipartBody: {
            fields: {
              purpose: { description: "Which document this is (before the file)", enum: ApplicationDocumentPurposeSchema.options },
            },
            file: "The document: PDF, JPEG or PNG, checked by its content",
          },
          params: IdParamsSchema,
          response: { 201: ApplicantViewSchema, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, ...Errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(400, "Send the file as multipart/form-data");
        const username = usernameOf(request);
        let purpose: string | undefined;
        let view;
        for await (const part of request.parts()) {
          if (part.type === "field") {
            if (part.fieldname === "purpose" && typeof part.value === "string") purpose = part.value;
            continue;
          }
          const parsed = ApplicationDocumentPurposeSchema.safeParse(purpose);
          if (view !== undefined || !parsed.success) {
            part.file.resume();
            throw new HttpError(400, view !== undefined ? "Send one file per request" : "purpose: send a document purpose before the file");
          }
          let inspected;
          try {
            inspected = await inspectUpload(part.file, { tempDir: options.tempDir });
          } catch (error) {
            if (error instanceof UploadRejectedError) {
              throw new HttpError(error.reason === "too-large" ? 413 : 400, error.message, { code: "document_rejected" });
            }
            throw error;
          }
          try {
            view = await applications.putDocument(request.params.id, username, parsed.data, part.filename ?? "", inspected);
          } finally {
            await inspected.dispose();
          }
        }
        if (view === undefined) throw new HttpError(400, "The request holds no file");
        return reply.status(201).send(view);
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/account-applications",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "Start an application (a draft bound to the session's username)",
        security: visitorSecurity,
        body: StartApplicationBodySchema,
        response: { 201: ApplicantViewSchema, 400: ErrorSchema, ...Errors },
        responseHeaders: { 201: { Location: "The application's address" } },
      },
    },
    async (request, reply) => {
      const view = await applications.start(usernameOf(request), request.body.option, request.body.lang);
      return reply.status(201).header("location", `/api/account-applications/${view.id}`).send(view);
    },
  );

  api.get(
    "/api/account-applications/session",
    {
      schema: {
        tags: ["account applications"],
        summary:
          "The live code session, if any: whose it is and until when (a screen reuses it instead of asking a new code; none is an answer, not a 401)",
        response: { 200: z.object({ session: CodeSessionSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      try {
        await sessions.requireActor(request);
      } catch (error) {
        // No session (or staff without KYC rights) is simply no session: the screen asks a code.
        if (!(error instanceof HttpError)) throw error;
      }
      const actor = request.kycActor;
      return { session: actor?.kind === "visitor" ? { username: actor.username, expires_at: actor.expiresAt.toISOString() } : null };
    },
  );

  api.get(
    "/api/account-applications/:id",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "The session's own application (a draft to resume, or a submitted one)",
        security: visitorSecurity,
        params: IdParamsSchema,
        response: { 200: ApplicantViewSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => applications.getOwn(request.params.id, usernameOf(request)),
  );

  api.get(
    "/api/account-applications/:id/holder",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary:
          "Whose draft this is, masked: for a session of another number on a phone that keeps the draft's id (offer to continue it or start anew)",
        security: visitorSecurity,
        params: IdParamsSchema,
        response: { 200: DraftHolderSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return applications.getDraftHolder(request.params.id);
    },
  );

  api.put(
    "/api/account-applications/:id/details",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "Save the details and risk questions of a draft; 400 names each refused field with its code",
        security: visitorSecurity,
        params: IdParamsSchema,
        body: SaveDetailsBodySchema,
        response: { 200: ApplicantViewSchema, 400: InvalidDetailsSchema.or(ErrorSchema), ...Errors },
      },
    },
    async (request, reply) => {
      try {
        return await applications.saveDetails(request.params.id, usernameOf(request), request.body.option, request.body.values);
      } catch (error) {
        if (!(error instanceof InvalidDetailsError)) throw error;
        return reply.status(400).send({ error: error.message, code: "invalid_application_details", fields: error.fields });
      }
    },
  );

  api.patch(
    "/api/account-applications/:id/values",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "Keep a draft's details as they are typed (autosave): any subset of fields, unchecked until complete",
        security: visitorSecurity,
        params: IdParamsSchema,
        body: KeepDraftValuesBodySchema,
        response: { 200: ApplicantViewSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => applications.keepDraftValues(request.params.id, usernameOf(request), request.body.values),
  );

  api.post(
    "/api/account-applications/:id/submit",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "Submit a complete draft; the same Idempotency-Key again answers the same application",
        security: visitorSecurity,
        params: IdParamsSchema,
        headers: z.object({ "idempotency-key": IdempotencyKeySchema }),
        response: { 200: ApplicantViewSchema, 201: ApplicantViewSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { view, created } = await applications.submit(request.params.id, usernameOf(request), request.headers["idempotency-key"]);
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  api.post(
    "/api/account-applications/:id/upgrade",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary:
          "Upgrade an approved First Save tier-1 account to the full account (ADR 072): a draft that starts with its details and documents, asking only for what is missing; the same draft again while it is not yet decided",
        security: visitorSecurity,
        params: IdParamsSchema,
        response: { 200: ApplicantViewSchema, 201: ApplicantViewSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { view, created } = await applications.upgrade(request.params.id, usernameOf(request));
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  api.delete(
    "/api/account-applications/:id",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "Withdraw an application: it and its files are removed",
        security: visitorSecurity,
        params: IdParamsSchema,
        response: { 204: z.null().describe("Withdrawn"), 400: ErrorSchema, ...Errors },
      },
    },
    async (request, reply) => {
      await applications.withdraw(request.params.id, usernameOf(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/account-applications/status/:reference",
    {
      onRequest: requireApplicant,
      schema: {
        tags: ["account applications"],
        summary: "The status of the session's application with this reference number",
        security: visitorSecurity,
        params: z.object({ reference: ReferenceSchema }),
        response: { 200: ApplicationStatusAnswerSchema, 400: ErrorSchema, ...Errors },
      },
    },
    async (request) => applications.getStatus(request.params.reference, usernameOf(request)),
  );
}
