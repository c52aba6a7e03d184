import { DRAFT_MAX_AGE_DAYS } from "#domain/account-opening/schemas/account-application.ts";
import type { ApplicationSweep } from "../account-opening/application-sweep.ts";
import type { MediaFiles } from "../content/media-files.ts";
import type { KycService } from "../kyc/kyc-service.ts";
import type { Metrics } from "./metrics.ts";

/** KYC files no record refers to are removed after this long (a session lasts 30 minutes). */
const ORPHAN_UPLOAD_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** A stored file with no upload row is swept once this old: an upload in flight writes its row within seconds. */
export const UNRECORDED_FILE_GRACE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OrphanSweepOptions {
  kyc: Pick<KycService, "sweepOrphans">;
  applications: ApplicationSweep;
  /** Complaint files no complaint refers to (ADR 059). */
  complaints?: { sweepUnrecordedFiles(minAgeMs: number): Promise<number> };
  media: Pick<MediaFiles, "sweep">;
  metrics: Pick<Metrics, "sweepRemoved" | "sweepFailures">;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/**
 * Files stored by a killed process whose row was never written, and (ADR 031) drafts never
 * submitted, in every area that stores files (ADR 033). Each area's sweep runs even when another
 * fails; failures and removals are counted for the alerts (ADR 050).
 */
export function createOrphanSweep(options: OrphanSweepOptions): (unrecordedFileMinAgeMs: number) => Promise<void> {
  const { kyc, applications, complaints, media, metrics, log } = options;
  const failed = (kind: string, message: string) => (error: unknown) => {
    metrics.sweepFailures.inc({ kind });
    log.error({ err: error }, message);
  };
  return async (unrecordedFileMinAgeMs) => {
    const kycFiles = await kyc
      .sweepOrphans(ORPHAN_UPLOAD_MAX_AGE_MS, { unrecordedFileMinAgeMs })
      .catch(failed("kyc_files", "KYC orphan sweep failed"));
    const applicationSweep = await applications
      .sweep({ draftMaxAgeMs: DRAFT_MAX_AGE_DAYS * DAY_MS, unrecordedFileMinAgeMs })
      .catch(failed("application_drafts", "account application sweep failed"));
    const mediaFiles = await media.sweep({ unrecordedFileMinAgeMs }).catch(failed("media_files", "media sweep failed"));
    const complaintFiles = await complaints
      ?.sweepUnrecordedFiles(unrecordedFileMinAgeMs)
      .catch(failed("complaint_files", "complaint file sweep failed"));
    metrics.sweepRemoved.inc({ kind: "complaint_files" }, complaintFiles || 0);
    if (complaintFiles) log.info({ swept: complaintFiles }, "removed complaint files no complaint refers to");
    metrics.sweepRemoved.inc({ kind: "kyc_files" }, kycFiles || 0);
    metrics.sweepRemoved.inc({ kind: "media_files" }, mediaFiles || 0);
    metrics.sweepRemoved.inc({ kind: "application_drafts" }, applicationSweep?.drafts ?? 0);
    metrics.sweepRemoved.inc({ kind: "application_files" }, applicationSweep?.files ?? 0);
    if (kycFiles) log.info({ swept: kycFiles }, "removed KYC files no record refers to");
    if (mediaFiles) log.info({ swept: mediaFiles }, "removed media files an upload lost before its row");
    if (applicationSweep && applicationSweep.drafts + applicationSweep.files > 0)
      log.info(applicationSweep, "removed old account application drafts and files no application refers to");
  };
}
