import { readdirSync } from "node:fs";
import path from "node:path";
import { pipeline, Readable } from "node:stream";
import { createBrotliCompress, createGzip } from "node:zlib";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import { createReadableStreamFromReadable } from "@react-router/node";
import { STREAM_BROTLI_OPTIONS } from "../http/compression.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { parse as parseCookies } from "cookie-es";
import { isbot } from "isbot";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { DEFAULT_LANGUAGE, parseLanguage } from "#domain/language.ts";
import { createQueryNormalizer } from "#domain/route-table.ts";
import type { AppServices, RenderInfo } from "../app-services.ts";
import { HttpError } from "../http-error.ts";
import { NONCE_PLACEHOLDER, pickEncoding, toCachedPage, type CachedPage, type PageCache } from "./page-cache.ts";
import { createRenderLimit, RENDER_RETRY_AFTER_SECONDS, type RenderLimit, type RenderLimitOptions } from "./render-limit.ts";
import { createNonce, type SecurityHeaders } from "./security-headers.ts";
import type { PreviewOpener } from "../content/drafts.ts";
import { PREVIEW_PARAMETER } from "#domain/content/schemas/draft.ts";

/** The cookie the root loader reads the language from (app/root.tsx). */
const LANGUAGE_COOKIE = "lang";

/** A server build as entry.server exports it: with the key that carries our services. */
interface AppServerBuild extends ServerBuild {
  entry: ServerBuild["entry"] & {
    module: ServerBuild["entry"]["module"] & { servicesContext: RouterContext<AppServices>; renderContext: RouterContext<RenderInfo> };
  };
}

export interface ReactRouterOptions {
  services: AppServices;
  /** Project root: holds the Vite config (development). */
  root: string;
  /** Absolute path of the app build (production). */
  buildDir: string;
  dev: boolean;
  /** Rendered pages kept between requests (ADR 035); none in development. */
  pageCache?: PageCache | undefined;
  /** Pages' policy with each answer's nonce (none in development: Vite injects inline scripts). */
  securityHeaders?: SecurityHeaders | undefined;
  /** Renders at once and waiting; RENDER_LIMIT unless a test lowers it or hands in a limit of its own. */
  renderLimit?: RenderLimitOptions | RenderLimit | undefined;
  /** Opens a signed preview link (`?preview=`, ADR 057): the content with its draft in place. */
  openPreview?: PreviewOpener | undefined;
  /** Hears each render's seconds, until React Router answers (metrics, ADR 050). */
  observeRender?: (seconds: number) => void;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the React Router app from Fastify: hashed assets with immutable caching, and every
 * other request rendered by React Router (ADR 002). In development Vite serves the modules
 * with hot reload instead.
 */
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  let getBuild: () => Promise<AppServerBuild>;
  /** Production's one build: React Router derives its route matcher once from it, not per request. */
  let fixedBuild: AppServerBuild | undefined;
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
    fixedBuild = build;
    getBuild = async () => build;
  }

  const normalizeQuery = createQueryNormalizer(options.services.config.SITE_PREFIX);
  /**
   * The address a cached page is rendered from and kept under: its path and the query parameters
   * its screen reads; tracking parameters are dropped, so they neither multiply pages nor show up
   * in the page (ADR 035).
   */
  function pageUrlOf(url: string): string {
    const query = url.indexOf("?");
    if (query === -1) return url;
    const pathname = url.slice(0, query);
    return `${pathname}${normalizeQuery(pathname, url.slice(query)) ?? url.slice(query)}`;
  }

  // Given a function, React Router flattens and ranks the route tree and builds its static
  // handler again on every request (about 1 ms of a render, ADR 035); given the build, once.
  const handle = fixedBuild ? createRequestHandler(fixedBuild, "production") : createRequestHandler(getBuild, "development");
  const { pageCache, securityHeaders } = options;
  const inFlight = new Map<string, { generation: number; page: Promise<CachedPage | undefined> }>();
  const renderLimit =
    options.renderLimit && "acquire" in options.renderLimit ? options.renderLimit : createRenderLimit(options.renderLimit ?? RENDER_LIMIT);
  /** Each stored page's policy, made once. */
  const policies = new WeakMap<CachedPage, string>();

  /**
   * A cached page: 304 when the client holds it, else its stored bytes in the best encoding the
   * client takes, with the policy that names its inline scripts by hash.
   */
  function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
    reply.header("cache-control", PAGE_CACHE_CONTROL).header("etag", page.etag).header("vary", "Cookie, Accept-Encoding");
    if (securityHeaders) {
      let policy = policies.get(page);
      if (policy === undefined) policies.set(page, (policy = securityHeaders.hashedPagePolicy(page.scriptHashes)));
      reply.header("content-security-policy", policy);
    }
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === page.etag)) {
      reply.removeHeader("content-security-policy");
      return reply.status(304).send();
    }
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    const { encoding, bytes } = pickEncoding(page, { br: accepts(request, "br"), gzip: accepts(request, "gzip") });
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(request.method === "HEAD" ? undefined : bytes);
  }

  /** Waits for a render turn (ADR 035); a full queue answers 503 with Retry-After. */
  async function renderTurn(reply: FastifyReply): Promise<() => void> {
    try {
      return await renderLimit.acquire();
    } catch (error) {
      reply.header("retry-after", String(RENDER_RETRY_AFTER_SECONDS));
      throw error;
    }
  }

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
    method = request.method,
    url = request.url,
    previewContent?: AppServices["content"],
  ): Promise<Rendered> {
    const current = await getBuild();
    const context = new RouterContextProvider();
    context.set(current.entry.module.servicesContext, previewContent ? { ...options.services, content: previewContent } : options.services);
    const info: RenderInfo = {
      nonce,
      changesAt: Number.POSITIVE_INFINITY,
      contentVersions: {},
      ...(previewContent ? { preview: true } : {}),
    };
    context.set(current.entry.module.renderContext, info);
    const startedAt = performance.now();
    const response = await handle(toFetchRequest(request, reply, method, url), context);
    options.observeRender?.((performance.now() - startedAt) / 1000);
    // A document's bytes come as the Node stream React writes; any other answer (a redirect, a
    // resource route) as the Response's own body.
    const body = info.body ?? (response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null);
    return { response, body, changesAt: info.changesAt };
  }

  /**
   * A draft on its real page through a signed link (ADR 057): rendered for this answer alone,
   * never kept in the page cache, `no-store` and `noindex`, with the Preview banner.
   */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply, nonce: string, token: string): Promise<FastifyReply> {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    const content = options.openPreview ? await options.openPreview(token) : undefined;
    if (!content)
      throw new HttpError(403, "This preview link is not valid, has expired, or its draft was published or discarded", {
        code: "preview_link_invalid",
      });
    const release = await renderTurn(reply);
    if (reply.raw.closed) {
      release();
      return reply;
    }
    reply.raw.once("close", release);
    try {
      const { response, body } = await render(
        request,
        reply,
        nonce,
        request.method === "HEAD" ? "GET" : request.method,
        request.url,
        content,
      );
      const headers = new Headers(response.headers);
      headers.set("cache-control", "no-store");
      headers.set("x-robots-tag", "noindex, nofollow");
      headers.delete("etag");
      if (request.method === "HEAD") {
        body?.destroy();
        return sendFetchResponse(reply, response.status, headers, null);
      }
      return sendFetchResponse(reply, response.status, headers, body);
    } catch (error) {
      release();
      throw error;
    }
  }

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so Fastify leaves them alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // Pages, not API: kept out of the OpenAPI document.
    scope.all("/*", { schema: { hide: true } }, async (request, reply) => {
      if (LEADING_SLASHES.test(request.url)) {
        // `//x` (or `/\x`: URLs read a backslash as a slash) would read as a host: the path with
        // its slashes folded is what was meant.
        return reply.redirect(request.url.replace(LEADING_SLASHES, "/"), 308);
      }
      if (!RENDERED_METHODS.has(request.method)) throw methodNotAllowed(reply);
      const nonce = createNonce();
      if (securityHeaders) reply.header("content-security-policy", securityHeaders.pagePolicy(nonce));
      const previewToken = readPreviewToken(request.url);
      if (previewToken !== undefined) return renderPreview(request, reply, nonce, previewToken);
      const pageUrl = pageCache && pageUrlOf(request.url);
      const key = pageUrl === undefined ? undefined : getCacheKey(request, pageUrl);
      if (!pageCache || key === undefined) {
        // The turn lasts until the streamed body is out (or the visitor leaves).
        const release = await renderTurn(reply);
        if (reply.raw.closed) {
          // The visitor left while waiting for the turn: nobody would read this page.
          release();
          return reply;
        }
        reply.raw.once("close", release);
        try {
          const { response, body } = await render(request, reply, nonce);
          if (response.status === 405) {
            body?.destroy();
            throw methodNotAllowed(reply);
          }
          if (request.method === "HEAD") body?.destroy();
          return sendFetchResponse(reply, response.status, response.headers, request.method === "HEAD" ? null : body);
        } catch (error) {
          release();
          throw error;
        }
      }
      const cached = pageCache.get(key);
      if (cached) return sendCachedPage(request, reply.header("x-page-cache", "hit"), cached);
      reply.header("x-page-cache", "miss");

      // One render per key at a time: the requests that arrive meanwhile wait for its page,
      // unless content changed since it began (then it may show the old content).
      const generation = pageCache.generation();
      const current = inFlight.get(key);
      const rendering = current?.generation === generation ? current.page : undefined;
      if (rendering) {
        const page = await rendering;
        if (page) return sendCachedPage(request, reply, page);
      }
      if (request.method === "HEAD") {
        // A HEAD renders the GET page (same status and headers) but never keeps it: React Router
        // answers HEAD with no body, and an empty page stored would then be served to every GET.
        const release = await renderTurn(reply);
        try {
          const { response, body } = await render(request, reply, nonce, "GET", pageUrl);
          body?.destroy();
          return sendFetchResponse(reply, response.status, response.headers, null);
        } finally {
          release();
        }
      }
      let settle: (page: CachedPage | undefined) => void = () => {};
      if (!rendering) inFlight.set(key, { generation, page: new Promise((resolve) => (settle = resolve)) });
      let release = () => {};
      try {
        release = await renderTurn(reply);
        const rendered = await render(request, reply, NONCE_PLACEHOLDER, "GET", pageUrl);
        const { response, changesAt } = rendered;
        const body = rendered.body ? Buffer.concat(await rendered.body.toArray()) : Buffer.alloc(0);
        release();
        if (!isCacheableResponse(response) || request.method !== "GET") {
          return sendFetchResponse(reply, response.status, response.headers, withNonce(body, nonce));
        }
        const headers = [...response.headers].filter(([name]) => !UNCACHED_HEADERS.has(name));
        const page = toCachedPage(body, response.status, headers, Math.min(Date.now() + pageCache.maxAgeMs, changesAt));
        pageCache.set(key, page, generation);
        settle(page);
        return sendCachedPage(request, reply, page);
      } finally {
        // Whatever happened, the waiters go on (rendering their own page if none was kept).
        release();
        settle(undefined);
        if (!rendering && inFlight.get(key)?.generation === generation) inFlight.delete(key);
      }
    });
  });
}

/**
 * Two renders at once: React renders on the one JavaScript thread, so a second render only fills
 * the first one's waits (loaders, the socket); more at once add memory, not answers (ADR 035).
 * Sixty-four more wait (a few seconds' worth at most).
 */
const RENDER_LIMIT = { concurrent: 2, queued: 64 };

/** Methods a page answers; React Router turns the others into errors (or cannot take them at all). */
const RENDERED_METHODS = new Set(["GET", "HEAD"]);

function methodNotAllowed(reply: FastifyReply): HttpError {
  reply.header("allow", "GET, HEAD");
  return new HttpError(405, "Pages answer GET and HEAD only", { code: "method_not_allowed" });
}

/** Headers not kept with a cached page: the answer sets its own. */
const UNCACHED_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "date", "cache-control", "etag", "vary"]);

/** Paths never cached, even if a render forgot to say so: staff screens and personal data (ADR 035). */
const NEVER_CACHED = /\/(staff|onboarding|account-?opening|open-?account)(\/|\.|\?|$)/i;

/**
 * The cache key of a request, or undefined when its answer must not be kept: everything that
 * changes the HTML (path and the query parameters its screen reads, the language from `?lang=`
 * or its cookie, whether the visitor is a crawler, who gets the page whole).
 */
function getCacheKey(request: FastifyRequest, url: string): string | undefined {
  if (request.headers.authorization || NEVER_CACHED.test(request.url)) return undefined;
  const cookies = parseCookies(request.headers.cookie ?? "");
  const query = url.indexOf("?");
  const fromQuery = query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get("lang");
  const lang = parseLanguage(fromQuery) ?? parseLanguage(cookies[LANGUAGE_COOKIE]) ?? DEFAULT_LANGUAGE;
  return `${lang}|${isbot(request.headers["user-agent"] ?? "") ? "bot" : "browser"}|${url}`;
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/no-store|private|no-cache/i.test(cacheControl);
}

function withNonce(body: Buffer, nonce: string): Buffer {
  return Buffer.from(body.toString("utf8").replaceAll(NONCE_PLACEHOLDER, nonce));
}

/** Whether the client takes `coding` (or `*`), and has not refused it with q=0. */
function accepts(request: FastifyRequest, coding: "br" | "gzip"): boolean {
  const header = request.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  return (coding === "br" ? ACCEPTS_BR : ACCEPTS_GZIP).test(header);
}

const ACCEPTS_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$|;\s*q=(?:1|0?\.\d*[1-9]))/i;
const ACCEPTS_BR = /(?:^|,)\s*(?:br|\*)\s*(?:,|$|;\s*q=(?:1|0?\.\d*[1-9]))/i;

/** Pages depend on the visitor's language cookie: never shared, always revalidated. */
const PAGE_CACHE_CONTROL = "private, no-cache";

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

/** The signed token of a preview link, when the address carries one (ADR 057). */
function readPreviewToken(url: string): string | undefined {
  const query = url.indexOf("?");
  if (query === -1 || !url.includes(`${PREVIEW_PARAMETER}=`, query)) return undefined;
  return new URLSearchParams(url.slice(query)).get(PREVIEW_PARAMETER) ?? undefined;
}

/** Two or more slashes or backslashes at the start of a path. */
const LEADING_SLASHES = /^[/\\]{2,}/;

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, method: string, address: string): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(address, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  // A visitor who leaves mid-render stops it. A finished answer aborts nothing: an abort builds an
  // error with its stack, which is work and memory for every page.
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: "half" } : {}),
  });
}

/** A rendered answer: React Router's Response (status, headers) and its bytes. */
interface Rendered {
  response: Response;
  body: Readable | null;
  changesAt: number;
}

function sendFetchResponse(reply: FastifyReply, status: number, headers: Headers, body: Readable | Buffer | null): FastifyReply {
  reply.status(status);
  for (const [name, value] of headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!headers.has("cache-control")) reply.header("cache-control", PAGE_CACHE_CONTROL);
  if (!body) return reply.send();
  return reply.send(body instanceof Readable ? compressStream(reply, body) : body);
}

/**
 * A streamed page compressed here, as it is written, in the coding the visitor takes: one
 * compressor between React's stream and the socket. @fastify/compress would wrap it in a peek
 * transform and a pipeline of its own, a tenth of an uncached render's stream work (ADR 035).
 * It leaves an answer that already names its coding alone.
 */
function compressStream(reply: FastifyReply, body: Readable): Readable {
  const coding = accepts(reply.request, "br") ? "br" : accepts(reply.request, "gzip") ? "gzip" : undefined;
  if (!coding) return body;
  const vary = reply.getHeader("vary");
  reply.header("content-encoding", coding).header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  reply.removeHeader("content-length");
  const compressor = coding === "br" ? createBrotliCompress(STREAM_BROTLI_OPTIONS) : createGzip();
  // An error or a visitor who leaves ends both: the render stops with its stream.
  pipeline(body, compressor, () => {});
  return compressor;
}
