import path from "node:path";
import fastifyCompress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerApi } from "./api/api.ts";
import { registerErrorHandler } from "./api/error-handler.ts";
import type { LoginRateLimit } from "./api/login-route.ts";
import type { AppServices } from "./app-services.ts";
import { createStaffAuth, type StaffAuth } from "./auth/staff-auth.ts";
import type { Config } from "./config.ts";
import { createContentRepository } from "./content/content-repository.ts";
import { createContentService, type ContentService } from "./content/content-service.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import { registerHealth } from "./health/health.ts";
import { createKycService, type KycService } from "./kyc/kyc-service.ts";
import { registerKycRoutes } from "./kyc/kyc-routes.ts";
import { createMessenger } from "./messaging/create-messenger.ts";
import type { Messenger } from "./messaging/messenger.ts";
import { createKycSessions } from "./onboarding/kyc-sessions.ts";
import { createOneTimeCodes, type OneTimeCodeLimits } from "./onboarding/one-time-codes.ts";
import { registerOnboardingRoutes } from "./onboarding/onboarding-routes.ts";
import { createEventBus, type EventBus } from "./realtime/event-bus.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { connectRedis, type RedisConnection } from "./realtime/redis.ts";
import { createFileStorage } from "./storage/create-file-storage.ts";
import type { FileStorage } from "./storage/file-storage.ts";
import { registerContentFiles } from "./web/content-files.ts";
import { registerSeoFiles } from "./web/seo-files.ts";
import { createPageCache } from "./web/page-cache.ts";
import { registerReactRouter } from "./web/react-router.ts";
import { createSecurityHeaders, registerSecurityHeaders } from "./web/security-headers.ts";

export interface BuildAppOptions {
  config: Config;
  /** Project root: where build/, content/ and the Vite config are. */
  root: string;
  dev?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Serve the React app (default). Tests of the API leave it out: build/ may not exist. */
  web?: boolean;
  /** Seed the sample content into a database that has never been seeded (default true). */
  seed?: boolean;
  /** Login attempts allowed per address and window (tests lower or raise it). */
  loginRateLimit?: LoginRateLimit;
  /** How long a staff token works (tests shorten it). */
  staffTokenTtlMs?: number;
  /** One-time codes and KYC sessions: tests inject a clock and lower the limits. */
  onboarding?: { now?: () => Date; otpLimits?: Partial<OneTimeCodeLimits> };
  /** Tests replace the storage (a failing one) or the messenger; both come from config otherwise. */
  fileStorage?: FileStorage;
  messenger?: Messenger;
}

/** KYC files no record refers to are removed after this long (a session lasts 30 minutes). */
const ORPHAN_UPLOAD_MAX_AGE_MS = 6 * 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** The process' one database handle (ADR 010). */
    database: DatabaseHandle;
    content: ContentService;
    staffAuth: StaffAuth;
    eventBus: EventBus;
    /** KYC records and their files (issue 6); operations and tests sweep orphan uploads with it. */
    kyc: KycService;
  }
}

/** TRUST_PROXY as Fastify takes it: a boolean or the proxies' addresses. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === "true") return true;
  if (value === "false") return false;
  return value.split(",");
}

/** Builds the whole server (plugins, services, routes) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Client addresses (rate limits) come from X-Forwarded-For only behind a trusted proxy.
    trustProxy: parseTrustProxy(config.TRUST_PROXY),
    // One line per request only when debugging: at info level the logs stay readable.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace" }),
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Dependencies first; if a later step fails, what was opened is closed again.
  let database: DatabaseHandle | undefined;
  let redis: RedisConnection | undefined;
  let messenger: Messenger | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const closeDependencies = async () => {
    clearInterval(sweepTimer);
    await messenger?.close();
    await redis?.close();
    await database?.close();
  };
  try {
    database = await openDatabase(config);
    const applied = await migrateDatabase(database.db);
    if (applied > 0) app.log.info({ applied, driver: database.driver }, "database migrated");
    if (options.seed ?? true) {
      const result = await seedDatabase(database.db, { collectionsDir: path.join(options.root, "content", "collections") });
      if (result.seeded) app.log.info({ inserted: result.inserted }, "sample content seeded");
    }
    const auth = createStaffAuth(database.db, options.staffTokenTtlMs === undefined ? {} : { tokenTtlMs: options.staffTokenTtlMs });
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      const outcome = await auth.upsertAccount(config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
      if (outcome !== "unchanged") app.log.info({ username: config.ADMIN_USERNAME }, `staff account ${outcome}`);
    }
    if (config.REDIS_URL) redis = await connectRedis(config.REDIS_URL, app.log);

    const bus = createEventBus((error) => app.log.error({ err: error }, "an event listener failed"));
    const content = createContentService({ repository: createContentRepository(database.db), bus });
    app.decorate("database", database);
    app.decorate("content", content);
    app.decorate("staffAuth", auth);
    app.decorate("eventBus", bus);
    app.addHook("onClose", closeDependencies);

    // Vite's development server injects inline scripts of its own: no policy there.
    const securityHeaders = options.dev
      ? undefined
      : createSecurityHeaders({ tileOrigin: new URL(config.TILE_URL.replace(/\{[a-z]\}/g, "0")).origin });
    if (securityHeaders) registerSecurityHeaders(app, securityHeaders);
    await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });

    registerHealth(app);
    const db = database;
    app.readinessChecks.push(() => db.ping());
    if (redis) {
      const connection = redis;
      app.readinessChecks.push(() => connection.ping());
    }

    // One deployment's keys in a Redis that others may share.
    createRealtime(app, { bus, redis, redisKey: `${config.SITE_PREFIX}:socket.io` });
    await registerApi(app, {
      content,
      auth,
      redis,
      redisNamespace: `${config.SITE_PREFIX}:rate-limit:`,
      publicUrl: config.PUBLIC_URL,
      loginRateLimit: options.loginRateLimit,
    });

    // Issue 6: one-time codes, KYC sessions, uploads and records.
    messenger = options.messenger ?? createMessenger(config, app.log);
    const storage = options.fileStorage ?? createFileStorage(config);
    const now = options.onboarding?.now;
    const sessions = createKycSessions({ db: database.db, staffAuth: auth, ...(now ? { now } : {}) });
    const codes = createOneTimeCodes({
      db: database.db,
      messenger,
      ...(now ? { now } : {}),
      limits: { sendsPerAddress: config.OTP_SENDS_PER_ADDRESS, ...options.onboarding?.otpLimits },
    });
    const kyc = createKycService({ db: database.db, storage, messenger, logger: app.log, ...(now ? { now } : {}) });
    app.decorate("kyc", kyc);
    registerOnboardingRoutes(app, { codes, sessions });
    await registerKycRoutes(app, { db: database.db, storage, sessions, kyc, content });
    sweepTimer = setInterval(
      () => {
        kyc.sweepOrphans(ORPHAN_UPLOAD_MAX_AGE_MS).catch((error: unknown) => app.log.error({ err: error }, "KYC orphan sweep failed"));
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
      },
      content: { list: content.list, get: content.get },
    };
    registerSeoFiles(app, config);
    await registerContentFiles(app, options.root);
    // The React Router catch-all comes last: everything above takes precedence.
    if (options.web ?? true) {
      const pageCache =
        options.dev || config.PAGE_CACHE_SECONDS === 0
          ? undefined
          : createPageCache({ maxAgeMs: config.PAGE_CACHE_SECONDS * 1000, maxBytes: config.PAGE_CACHE_MB * 2 ** 20 });
      // Any write, here or on another instance (the bus hears both), may change any page.
      if (pageCache) bus.subscribe(() => pageCache.clear());
      await registerReactRouter(app, {
        services,
        root: options.root,
        buildDir: config.BUILD_DIR,
        dev: options.dev ?? false,
        pageCache,
        securityHeaders,
      });
    }
    return app;
  } catch (error) {
    if (database && app.hasDecorator("database")) await app.close().catch(() => {});
    else await closeDependencies().catch(() => {});
    throw error;
  }
}
