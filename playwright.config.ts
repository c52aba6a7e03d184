import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3300);
export const BASE_URL = `http://localhost:${PORT}`;
// A fresh data folder for every run: the tests see the sample content as seeded.
// Kept in the environment so the workers, which load this file again, read the same folder
// (tests/e2e/kyc.spec.ts reads the outbox in it).
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "fdh-e2e-")));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --liftoff-only --max-semi-space-size=4 server/main.ts",
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: "e2e-staff",
      ADMIN_PASSWORD: "e2e-staff-password-long",
      LOG_LEVEL: "warn",
      // Every browser test asks for its codes from 127.0.0.1.
      OTP_SENDS_PER_ADDRESS: "200",
      // Every staff browser test signs in from 127.0.0.1 too.
      STAFF_SIGN_INS_PER_MINUTE: "200",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
