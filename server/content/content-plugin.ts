import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { registerContentRoutes } from "./content-routes.ts";
import { registerContentRulesRoutes } from "./content-rules-routes.ts";
import type { ContentService } from "./content-service.ts";
import type { MediaFiles } from "./media-files.ts";
import { registerApprovalRoutes, type Approvals } from "./pending-changes.ts";
import { registerDraftRoutes } from "./draft-routes.ts";
import type { DraftStore, PreviewSigner } from "./drafts.ts";
import { registerMediaRoutes } from "./staff-media-routes.ts";
import { registerRateHistoryRoutes } from "./rate-history-routes.ts";
import { registerExchangeRateRoutes } from "./staff-rates-routes.ts";

export interface ContentPluginOptions {
  auth: StaffAuth;
  audit: AuditLog;
  content: ContentService;
  storage: FileStorage;
  media: MediaFiles;
  drafts: DraftStore;
  previews: PreviewSigner;
  /** Maker-checker (ADR 062): its routes always answer; writes wait only for APPROVAL_COLLECTIONS. */
  approvals?: Approvals | undefined;
  /** `RATE_ALERT_PERCENT`: today's rates moving further than this need a confirmation. */
  rateAlertPercent: number;
  /** `BIN_RETENTION_DAYS`: each bin entry's date of removal for good (ADR 054). */
  binRetentionDays?: number | undefined;
  /** The time the rate history counts its days back from, and drafts' clock; tests inject one. */
  now?: () => Date;
}

/** Public content's routes (ADR 042, 043): the collections (spec §7), media uploads, the day's exchange rates and their history. */
export async function contentPlugin(app: FastifyInstance, options: ContentPluginOptions): Promise<void> {
  const { auth, audit, content, storage, media, drafts, previews, rateAlertPercent, now, approvals, binRetentionDays } = options;
  registerContentRoutes(app, { auth, audit, content, approvals, binRetentionDays, media });
  registerContentRulesRoutes(app, { auth, binRetentionDays });
  if (approvals) registerApprovalRoutes(app, { approvals, auth });
  registerDraftRoutes(app, { auth, audit, content, drafts, previews, approvals, ...(now ? { now } : {}) });
  await registerMediaRoutes(app, { auth, audit, storage, media });
  registerExchangeRateRoutes(app, { auth, audit, content, rateAlertPercent, approvals });
  registerRateHistoryRoutes(app, { content, ...(now ? { now } : {}) });
}
