import { beforeAll, describe, expect, it } from "vitest";
import { getRouteTable } from "#domain/route-table.ts";
import { DEFAULT_SITE_PREFIX } from "#domain/site.ts";
import { getBudgetPages, JS_BUDGET_KB, measureHydrationWeights, toKb } from "#tests/support/hydration-weight.ts";
import { ensureBuild, useTestServer } from "#tests/support/test-server.ts";

// The first-load budget (issue 13, issue 20): on a mid-range phone over costly data, no page may
// need more than 130 KB of gzip JavaScript to hydrate. Bytes, not time: `npm run bench` reports
// the timings. An article page had crept to 132 KB unnoticed when a chunk group's path went stale.

beforeAll(ensureBuild, 900_000);

describe("the first-load budget", () => {
  const server = useTestServer("pglite", { web: true, signIn: false });

  it(`holds on every route in both languages: at most ${JS_BUDGET_KB} KB of gzip JavaScript to hydrate`, async () => {
    const pages = getBudgetPages(getRouteTable(DEFAULT_SITE_PREFIX));
    const weights = await measureHydrationWeights(pages, async (url) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      return response.rawPayload;
    });
    expect(weights).toHaveLength(pages.length);
    // A page that preloads nothing would pass any budget: every page hydrates React at least.
    expect(Math.min(...weights.map((weight) => weight.bytes))).toBeGreaterThan(50 * 1024);
    const over = weights.filter((weight) => toKb(weight.bytes) > JS_BUDGET_KB).map((weight) => `${weight.page} ${toKb(weight.bytes)} KB`);
    expect(over).toEqual([]);
  }, 120_000);
});
