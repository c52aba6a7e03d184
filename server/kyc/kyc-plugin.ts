import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { Database } from "../db/client.ts";
import type { Messenger } from "../messaging/messenger.ts";
import type { KycSessions } from "../onboarding/kyc-sessions.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { registerKycRecordRoutes } from "./kyc-record-routes.ts";
import { registerKycReviewRoutes } from "./kyc-review-routes.ts";
import { createKycReviewService } from "./kyc-review-service.ts";
import { createKycService, type KycService, type KycServiceOptions } from "./kyc-service.ts";
import { registerKycUploadRoutes } from "./kyc-upload-routes.ts";

export interface KycAreaOptions {
  db: Database;
  storage: FileStorage;
  messenger: Messenger;
  logger: KycServiceOptions["logger"];
  /** Visitors' code sessions (the onboarding area), which also let staff tokens in. */
  sessions: KycSessions;
  auth: StaffAuth;
  audit: AuditLog;
  /** Where uploads are spooled while inspected, inside DATA_DIR. */
  tempDir: string;
  publicUrl?: string;
  now?: () => Date;
}

/**
 * The KYC area (ADR 043): visitors' uploads and records, staff's reads, and the officers' review
 * queue under `/api/staff/kyc`, over one service that is the only writer of its tables.
 */
export async function registerKycArea(app: FastifyInstance, options: KycAreaOptions): Promise<KycService> {
  const { db, storage, messenger, logger, sessions, auth, audit, now } = options;
  const kyc = createKycService({
    db,
    storage,
    messenger,
    logger,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(now ? { now } : {}),
  });
  await registerKycUploadRoutes(app, { storage, sessions, kyc, audit, tempDir: options.tempDir });
  registerKycRecordRoutes(app, { sessions, kyc, audit });
  const reviews = createKycReviewService({ db, kyc, messenger, logger, ...(now ? { now } : {}) });
  registerKycReviewRoutes(app, { auth, audit, reviews, storage });
  return kyc;
}
