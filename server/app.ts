import { BlockList, isIP, isIPv6 } from "node:net";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { KYC_DOCUMENTS_PATH } from "#domain/kyc/kyc.ts";
import { accountOpeningPlugin, ACCOUNT_APPLICATIONS_PATH } from "./account-opening/account-opening-plugin.ts";
import { COMPLAINTS_PATH, registerComplaintRoutes } from "./complaints/complaint-routes.ts";
import { createComplaintService, type ComplaintService } from "./complaints/complaint-service.ts";
import { createApplicationSweep, type ApplicationSweep } from "./account-opening/application-sweep.ts";
import { createBinPurge, type BinPurge } from "./content/bin-purge.ts";
import { createOrphanSweep, UNRECORDED_FILE_GRACE_MS } from "./operations/orphan-sweep.ts";
import { registerApi } from "./api/api.ts";
import { registerAuditHook } from "./staff-identity/audit-hook.ts";
import { handleClientError, handleFrameworkError } from "./api/client-errors.ts";
import { registerErrorHandler } from "./api/error-handler.ts";
import { registerInvalidCharacterCheck } from "./api/reject-invalid-characters.ts";
import { STREAM_BROTLI_OPTIONS } from "./http/compression.ts";
import { registerCookieWriteOriginCheck } from "./http/cookie-write-origin.ts";
import { registerNoStore, STAFF_API_PREFIX } from "./http/no-store.ts";
import { registerSlowClientLimits } from "./http/slow-clients.ts";
import type { LoginRateLimit } from "./staff-identity/login-route.ts";
import type { AppServices } from "./app-services.ts";
import type { AuditLog } from "./staff-identity/audit-log.ts";
import type { StaffAccounts } from "./staff-identity/staff-accounts.ts";
import type { SecondFactor } from "./staff-identity/second-factor.ts";
import type { Passkeys } from "./staff-identity/passkeys.ts";
import { STAFF_SESSION_COOKIE, type StaffAuth } from "./staff-identity/staff-auth.ts";
import { createStaffIdentity } from "./staff-identity/staff-identity.ts";
import type { Config } from "./config.ts";
import { contentPlugin } from "./content/content-plugin.ts";
import { createContentRepository } from "./content/content-repository.ts";
import { createContentService, type ContentService } from "./content/content-service.ts";
import { createApprovals } from "./content/pending-changes.ts";
import { createDraftStore, createPreviewOpener, createPreviewSigner } from "./content/drafts.ts";
import { watchContentVersions, type ContentVersionWatch } from "./content/content-version-watch.ts";
import { createMediaFiles, describeMediaFile, type MediaFiles } from "./content/media-files.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { answerUnavailableAs503 } from "./db/database-errors.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./content/seed.ts";
import { registerHealth, registerHealthRoutes } from "./health/health.ts";
import { registerKycArea } from "./kyc/kyc-plugin.ts";
import type { KycService } from "./kyc/kyc-service.ts";
import { createMessenger } from "./messaging/create-messenger.ts";
import type { Messenger } from "./messaging/messenger.ts";
import { createKycSessions, KYC_SESSION_COOKIE } from "./onboarding/kyc-sessions.ts";
import { createOneTimeCodes, type OneTimeCodeLimits } from "./onboarding/one-time-codes.ts";
import { registerOnboardingRoutes } from "./onboarding/onboarding-routes.ts";
import { createEventBus, type EventBus } from "./realtime/event-bus.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { connectRedis, type RedisConnection } from "./realtime/redis.ts";
import { registerBackupRoute } from "./operations/backup-route.ts";
import { createFileStorage } from "./storage/create-file-storage.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { clearTemporaryFiles, getTemporaryDir } from "./storage/temporary-files.ts";
import { describeContentFile, registerContentFiles } from "./web/content-files.ts";
import { staffIdentityPlugin } from "./staff-identity/staff-identity-plugin.ts";
import { registerSeoFiles } from "./web/seo-files.ts";
import { createPageCache } from "./web/page-cache.ts";
import { registerReactRouter } from "./web/react-router.ts";
import type { RenderLimit, RenderLimitOptions } from "./web/render-limit.ts";
import { createSecurityHeaders, registerSecurityHeaders } from "./web/security-headers.ts";
import { createLazyChildLogger, createLoggerOptions, getRequestId, type LogDestination } from "./operations/logging.ts";
import { createMeasuredMessenger } from "./operations/measured-messenger.ts";
import { createMetrics } from "./operations/metrics.ts";
import { measureRealtime, registerOperations } from "./operations/operations-plugin.ts";

export interface BuildAppOptions {
  config: Config;
  /** Project root: where build/, content/ and the Vite config are. */
  root: string;
  dev?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Where the server's own (redacted, masked) log lines go instead of standard output (tests read them). */
  logDestination?: LogDestination;
  /** Serve the React app (default). Tests of the API leave it out: build/ may not exist. */
  web?: boolean;
  /** Seed the sample content into a database that has never been seeded (default true). */
  seed?: boolean;
  /** Login attempts allowed per address and window (tests lower or raise it). */
  loginRateLimit?: LoginRateLimit;
  /** How long a staff token works at most (tests shorten it). */
  staffTokenTtlMs?: number;
  /** Staff sessions and the audit log: tests inject a clock to pass the inactivity limit. */
  staff?: { now?: () => Date };
  /** One-time codes and KYC sessions: tests inject a clock and lower the limits. */
  onboarding?: { now?: () => Date; otpLimits?: Partial<OneTimeCodeLimits> };
  /** Tests replace the storage (a failing one) or the messenger; both come from config otherwise. */
  fileStorage?: FileStorage;
  messenger?: Messenger;
  /** Content snapshots and the times the server fills in on writes: tests inject a clock instead of waiting. */
  content?: { now?: () => Date };
  /** How often the database's content versions are read (ADR 033); tests shorten it. */
  contentVersionCheckMs?: number;
  /** Pages rendered at once and waiting (ADR 035); tests lower it, or hand in a limit to hold its turns. */
  renderLimit?: RenderLimitOptions | RenderLimit;
}

/** The longest a cache stays stale after an event lost with Redis (ADR 033). */
const CONTENT_VERSION_CHECK_MS = 2_000;

declare module "fastify" {
  interface FastifyInstance {
    /** The process' one database handle (ADR 010). */
    database: DatabaseHandle;
    content: ContentService;
    staffAuth: StaffAuth;
    staffAccounts: StaffAccounts;
    staffSecondFactor: SecondFactor;
    staffPasskeys: Passkeys;
    eventBus: EventBus;
    /** KYC records and their files; operations and tests sweep orphan uploads with it. */
    kyc: KycService;
    /** Account applications (ADR 031); operations and tests sweep old drafts and lost files with it. */
    accountApplications: ApplicationSweep;
    complaints: ComplaintService;
    /** Published media files; operations and tests sweep files an upload lost with it (ADR 033). */
    media: MediaFiles;
    audit: AuditLog;
    /** The bin's purge after BIN_RETENTION_DAYS (ADR 054): hourly, and by tests after moving the clock. */
    binPurge: BinPurge;
  }
}

/** TRUST_PROXY as Fastify takes it: a boolean or the proxies' addresses. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",");
}

/** Whether a connecting address is one of TRUST_PROXY's proxies (all are with `true`). */
function trustedProxyCheck(value: string): (address: string) => boolean {
  const trusted = parseTrustProxy(value);
  if (typeof trusted === "boolean") return () => trusted;
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = "", bits] = entry.split("/");
    const type = isIPv6(address) ? "ipv6" : "ipv4";
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, "");
    return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

/** Builds the whole server (plugins, services, routes) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? createLoggerOptions(config.LOG_LEVEL, options.logDestination),
    genReqId: getRequestId,
    childLoggerFactory: createLazyChildLogger,
    // Client addresses (rate limits) come from X-Forwarded-For only behind a trusted proxy.
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    // One line per request only when debugging: at info level the logs stay readable.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace" }),
    // Headers must arrive within the body bound too; Node checks often enough to keep to it.
    http: {
      headersTimeout: config.REQUEST_BODY_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(30_000, (config.REQUEST_BODY_SECONDS * 1000) / 2),
    },
    return503OnClosing: true,
    // Refusals made before any route runs answer `{ error, code }` like every other (ADR 034).
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const metricsOn = config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
  await app.register(registerOperations, {
    metrics: createMetrics({ defaultMetrics: metricsOn }),
    token: config.METRICS_TOKEN,
    port: config.METRICS_PORT,
  });
  registerInvalidCharacterCheck(app);
  // One coding session's codes, uploads, documents and records, the console and applications: personal data.
  registerNoStore(app, [
    "/onboarding",
    "/api/uploads",
    KYC_DOCUMENTS_PATH,
    "/api/kyc_account_details",
    STAFF_API_PREFIX,
    ACCOUNT_APPLICATIONS_PATH,
    COMPLAINTS_PATH,
  ]);
  registerSlowClientLimits(app, {
    bodySeconds: config.REQUEST_BODY_SECONDS,
    uploadMinBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    connectionsPerAddress: config.CONNECTIONS_PER_ADDRESS,
    isTrustedProxy: trustedProxyCheck(config.TRUST_PROXY),
  });

  // Dependencies first; if a later step fails, what was opened is closed again.
  let database: DatabaseHandle | undefined;
  let redis: RedisConnection | undefined;
  let messenger: Messenger | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let versionWatch: ContentVersionWatch | undefined;
  let contentService: ContentService | undefined;
  let kycService: KycService | undefined;
  const closeDependencies = async () => {
    clearInterval(sweepTimer);
    versionWatch?.stop();
    contentService?.stop();
    // Branch notices sent after their answers go out before the messenger closes.
    await kycService?.drainNotices();
    await messenger?.close();
    await redis?.close();
    await database?.close();
  };
  try {
    database = await openDatabase(config);
    app.metrics.watchDatabase(database.stats);
    const applied = await migrateDatabase(database.db);
    if (applied > 0) app.log.info({ applied, driver: database.driver }, "database migrated");
    if (options.seed ?? true) {
      const result = await seedDatabase(database.db, { collectionsDir: path.join(options.root, "content", "collections") });
      if (result.seeded) app.log.info({ inserted: result.inserted }, "sample content seeded");
    }
    const staffIdentity = await createStaffIdentity(database.db, config, app.log, {
      now: options.staff?.now,
      tokenTtlMs: options.staffTokenTtlMs,
    });
    const { secondFactor, passkeys, auth, accounts, audit } = staffIdentity;
    if (config.REDIS_URL) redis = await connectRedis(config.REDIS_URL, app.log);
    // What a killed process left half-written (ADR 033); nothing of this one exists yet.
    const leftovers = await clearTemporaryFiles(config.DATA_DIR);
    if (leftovers > 0) app.log.info({ leftovers }, "removed temporary files left by an earlier process");

    const bus = createEventBus((error) => app.log.error({ err: error }, "an event listener failed"));
    const contentDb = database.db;
    const repository = createContentRepository(contentDb);
    const contentNow = options.content?.now;
    const content = createContentService({
      repository,
      bus,
      siteOrigin: config.PUBLIC_URL,
      // Documents' and tariff files' size and type come from the upload, not the editor.
      describeFile: async (url) => (await describeMediaFile(contentDb, url)) ?? describeContentFile(options.root, url),
      ...(contentNow ? { now: contentNow } : {}),
    });
    contentService = content;
    let versionWarnedAt = 0;
    versionWatch = watchContentVersions({
      db: database.db,
      bus,
      intervalMs: options.contentVersionCheckMs ?? CONTENT_VERSION_CHECK_MS,
      onError: (error) => {
        // Every 2 s while the database is away: one line in 30 s is enough to see it.
        if (Date.now() - versionWarnedAt < 30_000) return;
        versionWarnedAt = Date.now();
        app.log.warn({ reason: (error as Error).message }, "could not read content versions");
      },
    });
    // Every public list gets a last good copy now, not at its first visitor (ADR 033).
    await content.warm().catch((error: unknown) => app.log.warn({ err: error }, "could not read the public lists at start"));
    app.decorate("database", database);
    app.decorate("content", content);
    app.decorate("staffAuth", auth);
    app.decorate("staffAccounts", accounts);
    app.decorate("staffSecondFactor", secondFactor);
    app.decorate("staffPasskeys", passkeys);
    app.decorate("audit", audit);
    app.decorate("eventBus", bus);
    app.addHook("onClose", closeDependencies);

    // Vite's development server injects inline scripts of its own: no policy there.
    const securityHeaders = options.dev
      ? undefined
      : createSecurityHeaders({ tileOrigin: new URL(config.TILE_URL.replace(/\{[a-z]\}/g, "0")).origin });
    if (securityHeaders) registerSecurityHeaders(app, securityHeaders);
    registerCookieWriteOriginCheck(app, config.PUBLIC_URL, [STAFF_SESSION_COOKIE, KYC_SESSION_COOKIE]);
    await app.register(fastifyCompress, {
      encodings: ["br", "gzip"],
      threshold: 1024,
      brotliOptions: STREAM_BROTLI_OPTIONS,
    });

    registerHealth(app);
    const db = database;
    app.readinessChecks.push({ name: "database", check: () => db.ping() });
    if (redis) {
      const connection = redis;
      app.readinessChecks.push({ name: "redis", check: () => connection.ping(), optional: true });
    }

    // One deployment's keys in a Redis that others may share.
    const realtime = await createRealtime(app, {
      bus,
      redis,
      redisKey: `${config.SITE_PREFIX}:socket.io`,
      readVersions: () => repository.readVersions(),
      ...(contentNow ? { now: () => contentNow().getTime() } : {}),
    });
    measureRealtime(app.metrics, realtime.io, bus);
    const loginRateLimit = options.loginRateLimit ?? { max: config.STAFF_SIGN_INS_PER_MINUTE, timeWindowMs: 60_000 };
    await registerApi(app, {
      redis,
      redisNamespace: `${config.SITE_PREFIX}:rate-limit:`,
      publicUrl: config.PUBLIC_URL,
      staffSessionCookie: STAFF_SESSION_COOKIE,
    });
    // Staff views of personal data are audited wherever an area registers them (ADR 040).
    registerAuditHook(app, audit);
    await app.register(staffIdentityPlugin, { ...staffIdentity, rateLimit: loginRateLimit, publicUrl: config.PUBLIC_URL });
    registerHealthRoutes(app);
    // The embedded database's dump for `npm run backup` (ADR 051); nothing on PostgreSQL.
    registerBackupRoute(app, { database, dataDir: config.DATA_DIR });

    // One-time codes, KYC sessions, uploads and records.
    messenger = createMeasuredMessenger(options.messenger ?? createMessenger(config, app.log), app.metrics);
    const storage = options.fileStorage ?? (await createFileStorage(config));
    const now = options.onboarding?.now;
    const sessions = createKycSessions({ db: database.db, staffAuth: auth, ...(now ? { now } : {}) });
    const codes = createOneTimeCodes({
      db: database.db,
      messenger,
      ...(now ? { now } : {}),
      limits: {
        sendsPerAddress: config.OTP_SENDS_PER_ADDRESS,
        // The day's cap per address scales with the window's, for the carriers' shared addresses.
        sendsPerAddressPerDay: 10 * config.OTP_SENDS_PER_ADDRESS,
        resendSpacingMs: config.OTP_RESEND_SECONDS * 1000,
        ...options.onboarding?.otpLimits,
      },
    });
    registerOnboardingRoutes(app, { codes, sessions });
    const kyc = await registerKycArea(app, {
      db: database.db,
      storage,
      messenger,
      logger: app.log,
      sessions,
      auth,
      audit,
      tempDir: getTemporaryDir(config.DATA_DIR),
      ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
      ...(now ? { now } : {}),
    });
    kycService = kyc;
    app.decorate("kyc", kyc);
    // Account opening (ADR 031): drafts bound to the same code session as KYC.
    const applicationDependencies = { db: database.db, storage, messenger, logger: app.log, ...(now ? { now } : {}) };
    const applications = createApplicationSweep(applicationDependencies);
    app.decorate("accountApplications", applications);
    await app.register(accountOpeningPlugin, {
      ...applicationDependencies,
      sessions,
      auth,
      audit,
      tempDir: getTemporaryDir(config.DATA_DIR),
    });
    // Complaints (ADR 059): the same code session as KYC; answered by complaints officers.
    const complaints = createComplaintService({ ...applicationDependencies, responseDays: config.COMPLAINT_RESPONSE_DAYS });
    app.decorate("complaints", complaints);
    await registerComplaintRoutes(app, { sessions, auth, audit, tempDir: getTemporaryDir(config.DATA_DIR), complaints });
    const media = createMediaFiles({ db: database.db, storage, logger: app.log, bus });
    app.decorate("media", media);
    // On the local disk nothing is in flight before this process listens (DATA_DIR is its own), so
    // no file needs sparing; a bucket is shared by every instance, so there only files past the
    // grace period go.
    const sweep = createOrphanSweep({ kyc, applications, complaints, media, metrics: app.metrics, log: app.log });
    await sweep(config.S3_BUCKET ? UNRECORDED_FILE_GRACE_MS : 0);
    const drafts = createDraftStore(database.db);
    const previews = createPreviewSigner(database.db);
    // With APPROVAL_COLLECTIONS empty no write waits, but the changes already kept stay listed and decidable.
    const approvals = createApprovals({
      db: database.db,
      content,
      audit,
      collections: config.APPROVAL_COLLECTIONS,
      ...(contentNow ? { now: contentNow } : {}),
    });
    await app.register(contentPlugin, {
      approvals,
      auth,
      audit,
      content,
      storage,
      media,
      drafts,
      previews,
      rateAlertPercent: config.RATE_ALERT_PERCENT,
      binRetentionDays: config.BIN_RETENTION_DAYS,
      ...(contentNow ? { now: contentNow } : {}),
    });
    // The bin's purge (ADR 054) rides the same hourly tick; one instance at a time does the work.
    const binPurge = createBinPurge({
      db: database.db,
      retentionDays: config.BIN_RETENTION_DAYS,
      log: app.log,
      ...(contentNow ? { now: contentNow } : {}),
    });
    app.decorate("binPurge", binPurge);
    const purgeBin = () => binPurge.purge().catch((error: unknown) => app.log.error({ err: error }, "the bin's purge failed"));
    await purgeBin();
    sweepTimer = setInterval(
      () => {
        void purgeBin();
        void sweep(UNRECORDED_FILE_GRACE_MS);
      },
      60 * 60 * 1000,
    );
    sweepTimer.unref();

    const services: AppServices = {
      config: {
        SITE_PREFIX: config.SITE_PREFIX,
        PUBLIC_URL: config.PUBLIC_URL,
        TILE_URL: config.TILE_URL,
        isProduction: config.isProduction,
        TIER1_MAX_BALANCE: config.TIER1_MAX_BALANCE,
        TIER1_DAILY_LIMIT: config.TIER1_DAILY_LIMIT,
      },
      ...(staffIdentity.directory ? { staffDirectory: { label: staffIdentity.directory.label } } : {}),
      content: {
        list: answerUnavailableAs503(content.list) as ContentService["list"],
        get: answerUnavailableAs503(content.get) as ContentService["get"],
        getVersion: answerUnavailableAs503(content.getVersion) as ContentService["getVersion"],
      },
      media: { getFocalPoints: media.getFocalPoints },
    };
    registerSeoFiles(app, config);
    await registerContentFiles(app, options.root);
    // The React Router catch-all comes last: everything above takes precedence.
    if (options.web ?? true) {
      const pageCache =
        options.dev || config.PAGE_CACHE_SECONDS === 0
          ? undefined
          : createPageCache({
              maxAgeMs: config.PAGE_CACHE_SECONDS * 1000,
              maxBytes: config.PAGE_CACHE_MB * 2 ** 20,
              // The content's clock: a page kept until a promotion or a schedule changes it (ADR 063).
              ...(contentNow ? { now: () => contentNow().getTime() } : {}),
            });
      // Any write, here or on another instance (the bus hears both), may change any page.
      if (pageCache) bus.subscribe(() => pageCache.clear());
      // A new focal point, set here or on another instance, changes how pages crop its picture (ADR 076).
      if (pageCache) bus.onMediaChange(() => pageCache.clear());
      if (pageCache) app.metrics.watchPageCache(pageCache);
      await registerReactRouter(app, {
        services,
        root: options.root,
        buildDir: config.BUILD_DIR,
        dev: options.dev ?? false,
        pageCache,
        securityHeaders,
        renderLimit: options.renderLimit,
        observeRender: (seconds) => app.metrics.renderDuration.observe(seconds),
        openPreview: createPreviewOpener({ previews, drafts, content: services.content, now: contentNow }),
      });
    }
    return app;
  } catch (error) {
    if (database && app.hasDecorator("database")) await app.close().catch(() => {});
    else await closeDependencies().catch(() => {});
    throw error;
  }
}
