import { readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppServices } from "../app-services.ts";

/** A server build as entry.server exports it: with the key that carries our services. */
interface AppServerBuild extends ServerBuild {
  entry: ServerBuild["entry"] & { module: ServerBuild["entry"]["module"] & { servicesContext: RouterContext<AppServices> } };
}

export interface ReactRouterOptions {
  services: AppServices;
  /** Project root: holds the Vite config (development). */
  root: string;
  /** Absolute path of the app build (production). */
  buildDir: string;
  dev: boolean;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the React Router app from Fastify: hashed assets with immutable caching, and every
 * other request rendered by React Router (ADR 002). In development Vite serves the modules
 * with hot reload instead.
 */
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  let getBuild: () => Promise<AppServerBuild>;
  if (options.dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({
      root: options.root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: "custom",
    });
    await app.register(import("@fastify/middie"));
    app.use(devServer.middlewares);
    app.addHook("onClose", async () => devServer.close());
    getBuild = async () => (await devServer.ssrLoadModule("virtual:react-router/server-build")) as AppServerBuild;
  } else {
    const { buildDir } = options;
    const build = (await import(path.join(buildDir, "server", "index.js"))) as AppServerBuild;
    assertBuildMatchesPrefix(build, options.services.config.SITE_PREFIX);
    options.services.dictionaryAssets = findDictionaryAssets(path.join(buildDir, "client", "assets"));
    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client"),
      prefix: "/",
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", isHashed ? IMMUTABLE : "public, max-age=3600");
      },
    });
    getBuild = async () => build;
  }

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so Fastify leaves them alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.all("/*", async (request, reply) => {
      const build = await getBuild();
      const handle = createRequestHandler(build, options.dev ? "development" : "production");
      const context = new RouterContextProvider();
      context.set(build.entry.module.servicesContext, options.services);
      const response = await handle(toFetchRequest(request, reply), context);
      return sendFetchResponse(reply, response);
    });
  });
}

/** The built chunks of each language's dictionary (named by vite.config.ts). */
function findDictionaryAssets(assetsDir: string): Partial<Record<"en" | "ny", string[]>> {
  const found: Partial<Record<"en" | "ny", string[]>> = {};
  for (const file of readdirSync(assetsDir)) {
    const lang = /^i18n-(en|ny)-[\w-]+\.js$/.exec(file)?.[1] as "en" | "ny" | undefined;
    if (lang) (found[lang] ??= []).push(`/assets/${file}`);
  }
  return found;
}

/** A build made for another SITE_PREFIX would serve the wrong paths: refuse it. */
function assertBuildMatchesPrefix(build: ServerBuild, prefix: string): void {
  const holdingHome = build.routes["holding.home"];
  const parent = holdingHome?.parentId ? build.routes[holdingHome.parentId] : undefined;
  const expected = `${prefix}financialholdings`;
  if (!holdingHome || (parent?.path !== expected && !holdingHome.path?.startsWith(expected))) {
    throw new Error(`The build in build/ was made for another SITE_PREFIX; run "npm run build" with SITE_PREFIX=${prefix}.`);
  }
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: "half" } : {}),
  });
}

function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.headers.has("cache-control")) {
    // Pages depend on the visitor's language cookie: never shared, always revalidated.
    reply.header("cache-control", "private, no-cache");
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
