import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createRequire } from "node:module";
import { getRouteTable } from "#domain/route-table.ts";
import { expect, test } from "./fixtures.ts";

const run = promisify(execFile);
// Java from the distribution runs the jar itself (the package would fetch its own Java).
const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
const routes = getRouteTable("fdh");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// One JVM checks every page at once: the checker's start-up is most of its cost.
test("every route in both languages is valid HTML to the Nu Html Checker", async ({ request }) => {
  test.setTimeout(240_000);
  const blogs = (await (await request.get("/api/blogs?limit=100")).json()) as Array<{ id: string; sites: string[] }>;
  const folder = mkdtempSync(path.join(tmpdir(), "fdh-vnu-"));
  try {
    const files: string[] = [];
    for (const lang of ["en", "ny"] as const) {
      for (const route of routes) {
        const query =
          route.screen === "blogView" ? `?id=${blogs.find((blog) => blog.sites.includes(route.site))!.id}&lang=${lang}` : `?lang=${lang}`;
        const response = await request.get(`${route.href}${query}`);
        expect(response.status(), route.href).toBe(200);
        const file = path.join(folder, `${route.id}.${lang}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    expect(files).toHaveLength(134);
    // The checker exits non-zero when it finds errors; its JSON report is the verdict either way.
    const result = await run("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => `${path.basename(decodeURIComponent(message.url))}:${message.lastLine ?? "?"} ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

// A phone on a slow link paints once the style sheets are in: the scripts that hydrate the page
// are asked for after them, at low priority, so they do not share the first connections (ADR 025).
test("every route's head asks for its style sheets before its scripts, and for the scripts at low priority", async ({ request }) => {
  for (const lang of ["en", "ny"] as const) {
    for (const route of routes.filter((candidate) => candidate.screen !== "blogView")) {
      const html = await (await request.get(`${route.href}?lang=${lang}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)];
      const styles = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
      expect(preloads.length, route.href).toBeGreaterThan(0);
      expect(styles.length, route.href).toBeGreaterThan(0);
      expect(preloads[0]!.index, route.href).toBeGreaterThan(styles.at(-1)!.index);
      for (const [tag] of preloads) expect(tag, route.href).toContain('fetchpriority="low"');
      expect(html.slice(html.indexOf("</head>")), route.href).not.toContain('rel="modulepreload"');
    }
  }
});
