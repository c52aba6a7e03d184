import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../audit/audit-log.ts";
import type { StaffAuth } from "../auth/staff-auth.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import type { ContentService } from "./content-service.ts";
import type { MediaFiles } from "./media-files.ts";
import { registerMediaRoutes } from "./staff-media-routes.ts";
import { registerExchangeRateRoutes } from "./staff-rates-routes.ts";

export interface ContentPluginOptions {
  auth: StaffAuth;
  audit: AuditLog;
  content: ContentService;
  storage: FileStorage;
  media: MediaFiles;
}

/** Public content's staff routes (ADR 042, 043): media uploads and the day's exchange rates. */
export async function contentPlugin(app: FastifyInstance, options: ContentPluginOptions): Promise<void> {
  const { auth, audit, content, storage, media } = options;
  await registerMediaRoutes(app, { auth, audit, storage, media });
  registerExchangeRateRoutes(app, { auth, audit, content });
}
