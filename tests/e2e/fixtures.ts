import { randomInt } from "node:crypto";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { readOutbox } from "#tests/support/onboarding.ts";

/** A 1x1 transparent PNG. */
const TRANSPARENT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const test = base.extend<{ consoleErrors: string[]; mapTiles: void; request: APIRequestContext }, { dataDir: string }>({
  /**
   * The API calls a test makes stand in for the site's own pages, so they carry the site's Origin,
   * as a browser's fetch does: any write that carries a session cookie without it is refused
   * (server/http/cookie-write-origin.ts). A test of that refusal sends its own Origin.
   */
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL!).origin } });
    await use(context);
    await context.dispose();
  },
  /**
   * The DATA_DIR of the server this test's project talks to (playwright.config.ts): a test reads
   * the codes and messages the server "sent" from its outbox there, as a customer reads an SMS.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  dataDir: [async ({}, use, workerInfo) => use(String(workerInfo.project.metadata.dataDir)), { scope: "worker" }],
  // The map tile server (TILE_URL, OpenStreetMap's by default) is unreachable here: every test
  // gets blank tiles, as a visitor whose tiles load would. A test may route them otherwise.
  mapTiles: [
    async ({ context }, use) => {
      await context.route("https://tile.openstreetmap.org/**", (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: TRANSPARENT_PNG }),
      );
      await use();
    },
    { auto: true },
  ],
  /** Console errors a visitor's browser shows are failures, unless a test expects them. */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The console's sign-in answers 401 `second_factor_required` to a right password before
        // the code (ADR 052), every time, and the browser reports any 401 as a failed load.
        if (message.location().url.endsWith("/api/staff/session") && /status of 401/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, so clicks run the app's handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The six-digit code in the latest message to `to` once more than `after` messages have reached
 * it, read from the server's outbox in `dataDir` as a customer reads an SMS or e-mail.
 */
export async function waitForCode(dataDir: string, to: string, after = 0): Promise<string> {
  let code = "";
  await expect
    .poll(() => {
      const entries = readOutbox(dataDir, to);
      if (entries.length <= after) return "";
      code = /\b(\d{6})\b/.exec(entries.at(-1)!.text)?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

/**
 * A fresh Malawian mobile number on a network's prefix (`88` Airtel, `99` TNM), typed as a visitor
 * types it and in E.164. Random, not counted from the clock: the two workers start in the same
 * millisecond, and a number both used at once had its codes crossed.
 */
export function newPhone(network: "88" | "99" = "88"): { typed: string; e164: string } {
  const digits = String(randomInt(10_000_000)).padStart(7, "0");
  return { typed: `0${network}${digits}`, e164: `+265${network}${digits}` };
}

/** A fresh account number, random for the same reason: KYC records are kept per username and account number. */
export function newAccountNumber(): string {
  return `7${String(randomInt(100_000_000_000)).padStart(11, "0")}`;
}
