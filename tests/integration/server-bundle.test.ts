// What the compiled server holds in memory from its own files (ADR 077, ADR 035): `npm run build`
// must have run, as for the fault tests that start the real server.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SERVER_FOLDERS = [path.join(root, "build", "node"), path.join(root, "build", "server")];

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".js"))
    .map((name) => path.join(folder, name));
}

/** The packages a file imports when it is loaded (`import … from "x"`), not those it loads later with `import("x")`. */
function staticImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/^import\s[^;]*?from\s+"([^"]+)";?$/gm)].map((match) => match[1]!);
}

describe("the compiled server's files", () => {
  it("exist: the build has run", () => {
    for (const folder of SERVER_FOLDERS) expect(existsSync(folder), `${folder}: run npm run build first`).toBe(true);
  });

  it("are Latin-1 throughout, so V8 keeps their source at one byte a character", () => {
    // One "…" in a comment or a string makes V8 hold the whole module as UTF-16: twice the heap.
    const wide = SERVER_FOLDERS.flatMap(javascriptFiles).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      const at = [...text].findIndex((character) => character.codePointAt(0)! > 0xff);
      return at === -1 ? [] : [`${path.relative(root, file)}: ${JSON.stringify([...text].slice(Math.max(0, at - 30), at + 5).join(""))}`];
    });
    expect(wide).toEqual([]);
  });

  it("load the staff-only and PostgreSQL-only libraries when first used, not at start", () => {
    const main = path.join(root, "build", "node", "main.js");
    const loadedAtStart = new Set<string>();
    const visit = (file: string) => {
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith("./")) {
          const chunk = path.join(path.dirname(file), specifier);
          if (!loadedAtStart.has(chunk)) {
            loadedAtStart.add(chunk);
            visit(chunk);
          }
        } else loadedAtStart.add(specifier);
      }
    };
    visit(main);
    // Passkeys (5 MB of heap with their certificate parsers), the QR code of a second-factor
    // enrolment, PostgreSQL's driver on the embedded database, the HTML cleaner outside its worker.
    for (const lazy of ["@simplewebauthn/server", "@simplewebauthn/server/helpers", "qrcode", "pg", "drizzle-orm/node-postgres", "sanitize-html"])
      expect([...loadedAtStart], lazy).not.toContain(lazy);
    // The check reads the bundle's imports: the server does import the packages it needs at start.
    expect(loadedAtStart).toContain("react-router");
    expect(loadedAtStart).toContain("fastify");
  });
});
