import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_MALLOC_ENV, serverArguments } from "./scripts/server-command.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { E2E_TOTP_SECRET } from "./tests/e2e/staff-authenticator.ts";
import { TEST_DIRECTORY_CLIENT } from "./tests/support/oidc-directory-client.ts";

const PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://localhost:${PORT}`;
// The same build on PostgreSQL, for the suites where the database matters (see `projects`).
const POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? PORT + 100);
const POSTGRES_URL = `http://localhost:${POSTGRES_PORT}`;
// The bank's directory for single sign-on (ADR 066): tests/e2e/staff-directory.spec.ts starts it on
// this port; until then the sign-in screen's directory button leads back with "cannot be reached".
export const DIRECTORY_PORT = Number(process.env.E2E_DIRECTORY_PORT ?? PORT + 200);
// A fresh data folder for every run: the tests see the sample content as seeded.
// Kept in the environment so the workers, which load this file again, read the same folder
// (tests/e2e/kyc.spec.ts reads the outbox in it).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "fdh-e2e-")));
const postgresDataDir = (process.env.E2E_POSTGRES_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "fdh-e2e-pg-")));

/** Both servers' settings: only the port, address and data folder differ. */
const serverEnv = (port: number, url: string, folder: string) => ({
  ...SERVER_MALLOC_ENV,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  PUBLIC_URL: url,
  DATA_DIR: folder,
  ADMIN_USERNAME: "e2e-staff",
  ADMIN_PASSWORD: "e2e-staff-password-long",
  // The tests are the start-up admin's authenticator app (ADR 052): they compute its codes.
  ADMIN_TOTP_SECRET: E2E_TOTP_SECRET,
  LOG_LEVEL: "warn",
  // Every browser test asks for its codes from 127.0.0.1.
  OTP_SENDS_PER_ADDRESS: "200",
  // The browser tests run the resend countdown on a fake clock; the server's spacing has its own tests.
  OTP_RESEND_SECONDS: "0",
  // Every staff browser test signs in from 127.0.0.1 too.
  STAFF_SIGN_INS_PER_MINUTE: "200",
  // Maker-checker (ADR 062) off: the browser tests written before it publish as one admin.
  APPROVAL_COLLECTIONS: "",
  ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The list for people; every test's time kept in playwright-report/timings.json, to find where
  // CI's minutes go (scripts/test-timings.ts sums them per file).
  reporter: [["list"], ["json", { outputFile: "playwright-report/timings.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every suite on the embedded database, the default an operator gets.
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, metadata: { dataDir } },
    // Where the database shows in the browser, the same suites on PostgreSQL.
    {
      name: "postgres",
      // Sessions, roles and publishing are tested on both databases by the integration suites; the
      // browser runs on PostgreSQL only what only a browser sees: changes reaching open pages
      // through PostgreSQL's notifications, and an officer's whole day with the applications.
      testMatch: /(staff-applications|live-content)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: POSTGRES_URL },
      metadata: { dataDir: postgresDataDir },
    },
  ],
  webServer: [
    {
      command: `node ${serverArguments().join(" ")}`,
      url: `${BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv(PORT, BASE_URL, dataDir),
        OIDC_ISSUER: `http://127.0.0.1:${DIRECTORY_PORT}`,
        OIDC_CLIENT_ID: TEST_DIRECTORY_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_DIRECTORY_CLIENT.clientSecret,
        OIDC_LABEL: "FDH Directory",
      },
    },
    {
      // Makes a database of its own for the run, and drops it when stopped.
      command: "node tests/support/e2e-postgres-server.ts",
      url: `${POSTGRES_URL}/readyz`,
      // SIGTERM, not the default SIGKILL, so the script can drop its database.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: serverEnv(POSTGRES_PORT, POSTGRES_URL, postgresDataDir),
    },
  ],
});
