import http from "node:http";
import net from "node:net";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { getRouteTable } from "#domain/route-table.ts";
import { useTestServer } from "#tests/support/test-server.ts";

/**
 * HTTP-level fuzzing of the page cache and of slow clients, as classes rather than single cases:
 * random methods interleaved on random pages with random query parameters (and pauses past the
 * cache's lifetime) must leave every page answering its whole body to GET; random partial or
 * trickled headers and bodies must be closed within the bound while the server keeps answering.
 *
 * Budget: FUZZ_RUNS sequences (about 30 s); seed from FUZZ_SEED or random and always printed, so a
 * failure is replayed with `FUZZ_SEED=<seed> npx vitest run tests/integration/fuzz-http.test.ts`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED);
const BODY_SECONDS = 1;
/** The bound plus Node's check interval and some slack for two busy cores. */
const CLOSED_WITHIN_MS = BODY_SECONDS * 1000 * 2 + 1_500;

const PAGES = getRouteTable(DEFAULT_SITE_PREFIX)
  .filter((route) => route.screen !== "blogView")
  .filter((_, index) => index % 7 === 0)
  .map((route) => route.href);

interface Answer {
  status: number;
  body: string;
}

function send(port: number, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end();
  });
}

const queryArbitrary = fc
  .uniqueArray(
    fc.tuple(
      fc.constantFrom("utm_source", "utm_campaign", "fbclid", "gclid", "x", "page", "type", "tab", "lang", "id"),
      fc.constantFrom("1", "2", "ny", "en", "a%20b", "", "%E2%9C%93"),
    ),
    { maxLength: 3, selector: ([name]) => name },
  )
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`));

const stepArbitrary = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      method: fc.constantFrom("GET", "HEAD", "HEAD", "OPTIONS", "PURGE", "PROPFIND", "DELETE"),
      page: fc.constantFrom(...PAGES),
      query: queryArbitrary,
    }),
  },
  { weight: 1, arbitrary: fc.constant("expire" as const) },
);

type SlowKind = "partial-headers" | "trickled-headers" | "partial-body" | "trickled-body" | "trickled-upload";

/** Opens a connection that misbehaves in `kind`'s way; answers how long until the server closed it. */
function misbehave(port: number, kind: SlowKind, giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("data", () => {});
    const body = (type: string) => `POST /api/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${type}\r\ncontent-length: 5000\r\n\r\n{`;
    let every: NodeJS.Timeout | undefined;
    const drip = (chunk: string) => (every = setInterval(() => socket.writable && socket.write(chunk), 250));
    if (kind === "partial-headers") socket.write("GET /healthz HTTP/1.1\r\nhost: loc");
    if (kind === "trickled-headers") {
      socket.write("GET /healthz HTTP/1.1\r\n");
      drip("x-a: b\r\n");
    }
    if (kind === "partial-body") socket.write(body("application/json"));
    if (kind === "trickled-body") {
      socket.write(body("application/json"));
      drip(" ");
    }
    if (kind === "trickled-upload") {
      socket.write(body("multipart/form-data; boundary=x"));
      drip("a");
    }
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("close", () => {
      clearInterval(every);
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
  });
}

describe("HTTP fuzz: methods on cached pages, slow clients", () => {
  const server = useTestServer("pglite", {
    signIn: false,
    listen: true,
    web: true,
    env: {
      PAGE_CACHE_SECONDS: "1",
      REQUEST_BODY_SECONDS: String(BODY_SECONDS),
      UPLOAD_MIN_BYTES_PER_SECOND: "100",
      CONNECTIONS_PER_ADDRESS: "0",
    },
  });

  beforeAll(() => {
    console.log(`fuzz-http seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${RUNS} runs over ${PAGES.length} pages`);
  });

  it("after any mix of methods, queries and expiries, every page still answers GET with its whole body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }), async (steps) => {
        const touched = new Set<string>();
        for (const step of steps) {
          if (step === "expire") {
            await new Promise((resolve) => setTimeout(resolve, 1_050));
            continue;
          }
          const url = `${step.page}${step.query}`;
          const answer = await send(server.port, step.method, url);
          expect(answer.status, `${step.method} ${url}`).toBeLessThan(500);
          if (step.method === "HEAD") expect(answer.body).toBe("");
          touched.add(url);
        }
        for (const url of touched) {
          const answer = await send(server.port, "GET", url);
          expect(answer.status, url).toBeLessThan(500);
          if (answer.status === 200) expect(answer.body, `GET ${url} after ${JSON.stringify(steps)}`).toContain("</html>");
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it("closes every slow or partial request within the bound, and still answers /healthz", async () => {
    const kinds: SlowKind[] = ["partial-headers", "trickled-headers", "partial-body", "trickled-body", "trickled-upload"];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 4 }), async (batch) => {
        const closedAfter = await Promise.all(batch.map((kind) => misbehave(server.port, kind, CLOSED_WITHIN_MS + 2_000)));
        batch.forEach((kind, index) => expect(closedAfter[index], kind).toBeLessThan(CLOSED_WITHIN_MS));
        expect((await send(server.port, "GET", "/healthz")).status).toBe(200);
      }),
      { seed: SEED, numRuns: 4, endOnFailure: true },
    );
  });
});
