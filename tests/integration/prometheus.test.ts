import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFreePort, startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, ensureBuild, ROOT, type TestDatabase } from "#tests/support/test-server.ts";

const ALERTS = path.join(ROOT, "docs", "ops", "alerts.yml");
const DASHBOARD = path.join(ROOT, "docs", "ops", "dashboard.json");
const TOKEN = "prometheus-scrape-token-0123456789";

interface QueryAnswer {
  status: string;
  data: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

/** Debian's `prometheus` package (.ci/run installs it); the test fails, never skips, without it. */
function requireBinary(name: string): string {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error(`${name} is missing: apt-get install -y prometheus (.ci/run does)`);
  return found;
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("the alert rules", () => {
  it("pass promtool check rules", () => {
    const result = spawnSync(requireBinary("promtool"), ["check", "rules", ALERTS], { encoding: "utf8" });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/SUCCESS: \d+ rules found/);
  });
});

describe("Prometheus scraping the real server", () => {
  let server: ServerProcess | undefined;
  let prometheus: ChildProcess | undefined;
  let prometheusLog = "";
  let promUrl = "";
  let database: TestDatabase | undefined;
  let promDir = "";

  beforeAll(async () => {
    ensureBuild();
    const binary = requireBinary("prometheus");
    promDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdh-prom-"));
    // PostgreSQL: the pool's metrics are real there, and the server starts without an initdb.
    database = await createTestDatabase("postgres");
    server = await startServerProcess({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl!, METRICS_TOKEN: TOKEN });
    const target = new URL(server.url).host;
    const config = [
      "global:",
      "  scrape_interval: 1s",
      "  evaluation_interval: 1s",
      "rule_files:",
      `  - ${JSON.stringify(ALERTS)}`,
      "scrape_configs:",
      "  - job_name: fdh-website",
      "    authorization:",
      "      type: Bearer",
      `      credentials: ${JSON.stringify(TOKEN)}`,
      "    static_configs:",
      `      - targets: [${JSON.stringify(target)}]`,
      "",
    ].join("\n");
    fs.writeFileSync(path.join(promDir, "prometheus.yml"), config);
    const port = await getFreePort();
    promUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      binary,
      [
        `--config.file=${path.join(promDir, "prometheus.yml")}`,
        `--storage.tsdb.path=${path.join(promDir, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
        "--log.level=warn",
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    prometheus.stderr!.on("data", (chunk: Buffer) => (prometheusLog += chunk.toString()));
    await waitFor("Prometheus to be ready", async () => ((await fetch(`${promUrl}/-/ready`)).ok ? true : undefined));
  }, 120_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once("exit", resolve));
      prometheus.kill("SIGTERM");
      await exited;
    }
    await server?.kill();
    fs.rmSync(promDir, { recursive: true, force: true });
    await database?.drop();
  });

  async function query(expr: string): Promise<QueryAnswer> {
    const response = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
    return (await response.json()) as QueryAnswer;
  }

  it("scrapes /metrics with the bearer token and evaluates the recording rule of answers by status class", async () => {
    const health = await waitFor("the target to be up", async () => {
      const targets = (await (await fetch(`${promUrl}/api/v1/targets`)).json()) as {
        data: { activeTargets: Array<{ health: string; lastError: string }> };
      };
      const first = targets.data.activeTargets[0];
      return first?.health === "up" ? first : undefined;
    });
    expect(health.lastError).toBe("");

    // A page twice (rendered, then from the cache) and two addresses that do not exist, over a few scrapes.
    const home = `${server!.url}/fdhbankplc`;
    for (let round = 0; round < 6; round += 1) {
      await fetch(home);
      await fetch(`${server!.url}/no/such/page-${round}`, { headers: { accept: "application/json" } });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const notFound = await waitFor("the 4xx rate to be recorded", async () => {
      const answer = await query('fdh:http_requests:rate5m{status_class="4xx"}');
      const value = Number(answer.data.result[0]?.value[1] ?? 0);
      return value > 0 ? value : undefined;
    });
    expect(notFound).toBeGreaterThan(0);
    const hits = await query('sum(page_cache_requests_total{result="hit"})');
    expect(Number(hits.data.result[0]?.value[1])).toBeGreaterThanOrEqual(1);
    const pool = await query("db_pool_waiting");
    expect(pool.data.result[0]?.value[1]).toBe("0");
    const ready = await query("app_ready");
    expect(ready.data.result[0]?.value[1]).toBe("1");

    const rules = (await (await fetch(`${promUrl}/api/v1/rules`)).json()) as {
      data: { groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string; state?: string }> }> };
    };
    const all = rules.data.groups.flatMap((group) => group.rules);
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const rule of all) expect(rule, rule.name).toMatchObject({ health: "ok" });
    // The server is ready and answers no 5xx: neither alert fires.
    expect(all.find((rule) => rule.name === "FdhNotReady")?.state).toBe("inactive");
    expect(all.find((rule) => rule.name === "FdhHighErrorRate")?.state).toBe("inactive");
  }, 120_000);

  it("answers every expression of the Grafana dashboard", async () => {
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as {
      panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
    };
    expect(dashboard.panels.length).toBeGreaterThan(20);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const answer = await query(target.expr);
        expect(answer.status, `${panel.title}: ${target.expr} ${prometheusLog}`).toBe("success");
      }
    }
  });
});
