import type { FastifyInstance } from "fastify";
import type { AuditLog } from "../staff-identity/audit-log.ts";
import type { StaffAuth } from "../staff-identity/staff-auth.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { registerContentRoutes } from "./content-routes.ts";
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

/** Public content's routes (ADR 042, 043): the collections (spec §7), media uploads and the day's exchange rates. */
export async function contentPlugin(app: FastifyInstance, options: ContentPluginOptions): Promise<void> {
  const { auth, audit, content, storage, media } = options;
  registerContentRoutes(app, { auth, content });
  await registerMediaRoutes(app, { auth, audit, storage, media });
  registerExchangeRateRoutes(app, { auth, audit, content });
}
