import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

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
