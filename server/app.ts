import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppServices } from "./app-services.ts";
import type { Config } from "./config.ts";
import { registerHealth } from "./health/health.ts";
import { registerContentFiles } from "./web/content-files.ts";
import { registerSeoFiles } from "./web/seo-files.ts";
import { registerReactRouter } from "./web/react-router.ts";

export interface BuildAppOptions {
  config: Config;
  /** Project root: where build/ and the Vite config are. */
  root: string;
  dev?: boolean;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole server (plugins, services, routes) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    // One line per request only when debugging: at info level the logs stay readable.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace" }),
    return503OnClosing: true,
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: options.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            // React Router inlines its hydration data and module preloads.
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", new URL(config.TILE_URL.replace(/\{[a-z]\}/g, "0")).origin],
            connectSrc: ["'self'", "ws:", "wss:"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });

  const services: AppServices = {
    config: { SITE_PREFIX: config.SITE_PREFIX, PUBLIC_URL: config.PUBLIC_URL, TILE_URL: config.TILE_URL, isProduction: config.isProduction },
  };

  registerHealth(app);
  registerSeoFiles(app, config);
  await registerContentFiles(app, options.root);
  await registerReactRouter(app, { services, root: options.root, buildDir: config.BUILD_DIR, dev: options.dev ?? false });
  return app;
}
