import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { getMediaTypeOfUrl } from "#domain/schemas/common.ts";

/**
 * The published images and documents of `content/` at `/content/images/` and
 * `/content/files/`. Only those two folders: the JSON seed files are not served.
 */
export async function registerContentFiles(app: FastifyInstance, root: string): Promise<void> {
  for (const folder of ["images", "files"]) {
    await app.register(fastifyStatic, {
      root: path.join(root, "content", folder),
      prefix: `/content/${folder}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      list: false,
      setHeaders(reply, filePath) {
        reply.header("Cache-Control", "public, max-age=86400");
        reply.header("X-Content-Type-Options", "nosniff");
        // SVGs are drawn by the project, but a served SVG must never run script.
        if (filePath.endsWith(".svg")) reply.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  }
}

/**
 * A published file of `content/files/` by its address: its size on disk and its type from its
 * extension; undefined for any other address or a file that is not there.
 */
export async function describeContentFile(root: string, url: string): Promise<{ size: number; contentType: string } | undefined> {
  const match = /^\/content\/files\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/.exec(url);
  if (!match) return undefined;
  const info = await stat(path.join(root, "content", "files", match[1]!)).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { size: info.size, contentType: getMediaTypeOfUrl(url) ?? "application/octet-stream" };
}
