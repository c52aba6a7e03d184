import type { FastifyInstance } from "fastify";
import { buildRobotsTxt, buildSitemap } from "#domain/seo.ts";
import type { Config } from "../config.ts";

/** `/robots.txt` and `/sitemap.xml`, made once from the route table (spec §2). */
export function registerSeoFiles(app: FastifyInstance, config: Pick<Config, "SITE_PREFIX" | "PUBLIC_URL">): void {
  const robots = buildRobotsTxt(config.PUBLIC_URL);
  const sitemap = buildSitemap(config.SITE_PREFIX, config.PUBLIC_URL);
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap),
  );
}
