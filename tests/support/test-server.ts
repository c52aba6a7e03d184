import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type BuildAppOptions } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { nextCode, registerTestClock, registerTestDatabase, rememberSecret, STAFF_TOTP_SECRET } from "./staff-authenticator.ts";
import { createTestClock } from "./test-clock.ts";

/** The repository root: content/ and server/ live here. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Both databases the server runs on: every database test runs against each. */
export const DRIVERS = ["pglite", "postgres"] as const;
export type Driver = (typeof DRIVERS)[number];

/** The PostgreSQL that integration tests create their databases in (CI and developers: 127.0.0.1:5432, trust auth). */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

export const STAFF = { username: "staff.tester", password: "correct horse battery staple" } as const;
/** The start-up admin's authenticator app is the tests' (ADMIN_TOTP_SECRET). */
rememberSecret(STAFF.username, STAFF_TOTP_SECRET);
export { STAFF_TOTP_SECRET };

/** A place for one test file's data: a temp DATA_DIR, and for PostgreSQL a fresh, uniquely named database. */
export interface TestDatabase {
  driver: Driver;
  dataDir: string;
  databaseUrl?: string;
  /** Drops the database and removes the folder. */
  drop(): Promise<void>;
}

export async function createTestDatabase(driver: Driver): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fdh-${driver}-`));
  if (driver === "pglite") {
    return { driver, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `fdh_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await runAdminQuery(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    driver,
    dataDir,
    databaseUrl: url.toString(),
    drop: async () => {
      await runAdminQuery(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runAdminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, "config" | "root">> {
  env?: Record<string, string>;
}

/** Builds the real server (without the React build) on a test database, with a staff account. */
export async function buildTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { env, ...rest } = options;
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    ADMIN_TOTP_SECRET: STAFF_TOTP_SECRET,
    // Tests open several code sessions for one number in a moment; the spacing between codes has
    // its own tests (tests/integration/onboarding.test.ts), which set it.
    OTP_RESEND_SECONDS: "0",
    // Maker-checker (ADR 062) is off for tests written before it, which write as one admin and
    // expect 201/200; tests/integration/approvals.test.ts turns it on.
    APPROVAL_COLLECTIONS: "",
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  // Without a clock of the test's own, the staff clock is the real one, which the sign-in helpers
  // move a step on when every code of the moment was used (a code is accepted once, ADR 052).
  const clock = rest.staff?.now ? undefined : createTestClock({ ticking: true });
  const app = await buildApp({
    config,
    root: ROOT,
    web: false,
    logger: false,
    loginRateLimit: { max: 1000, timeWindowMs: 60_000 },
    ...rest,
    ...(clock ? { staff: { ...rest.staff, now: clock.now } } : {}),
  });
  if (clock) registerTestClock(app, clock);
  registerTestDatabase(app, database);
  return app;
}

/** The test staff account's sign-in body: username, password and its authenticator's next code. */
export function staffCredentials(app: FastifyInstance): { username: string; password: string; code: string } {
  return { ...STAFF, code: nextCode(app, STAFF.username)! };
}

/** Signs in as the test staff account and answers the `authorization` header to send. */
export async function signIn(app: FastifyInstance): Promise<{ authorization: string }> {
  const response = await app.inject({ method: "POST", url: "/api/login", payload: staffCredentials(app) });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

/** One test file's server: a fresh database, the real app on it and, unless told not to, a staff sign-in. */
export interface TestServer {
  database: TestDatabase;
  app: FastifyInstance;
  /** The signed-in staff account's `authorization` header (not set with `signIn: false`). */
  staff: { authorization: string };
  /** The port it listens on, on 127.0.0.1 (only with `listen: true`; otherwise tests call it through `inject`). */
  port: number;
}

type TestServerOptions = TestAppOptions & { signIn?: boolean; listen?: boolean };

/**
 * Builds a `TestServer` before the enclosing `describe`'s tests and closes it after them. Its
 * fields are set once `beforeAll` has run, so read them inside tests and hooks. `options` may be a
 * function, called in `beforeAll` with the database, for options that depend on it (it may wait,
 * for a storage service to start).
 */
export function useTestServer(
  driver: Driver,
  options: TestServerOptions | ((database: TestDatabase) => TestServerOptions | Promise<TestServerOptions>) = {},
): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.database = await createTestDatabase(driver);
    const {
      signIn: signsIn = true,
      listen = false,
      ...appOptions
    } = typeof options === "function" ? await options(server.database) : options;
    server.app = await buildTestApp(server.database, appOptions);
    if (signsIn) server.staff = await signIn(server.app);
    if (listen) {
      await server.app.listen({ port: 0, host: "127.0.0.1" });
      server.port = (server.app.server.address() as AddressInfo).port;
    }
  });
  afterAll(async () => {
    await server.app?.close();
    await server.database?.drop();
  });
  return server;
}

/** The page tests serve the React build: made here when missing or stale (npm test builds first). */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", "build-if-stale.ts")], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

export interface TwoInstances {
  database: TestDatabase;
  first: FastifyInstance;
  second: FastifyInstance;
}

/**
 * Two web instances on one PostgreSQL database and Redis, both listening: the Socket.IO adapter
 * carries the event bus only between listening servers.
 */
export async function startTwoInstances(options: TestAppOptions = {}): Promise<TwoInstances> {
  ensureBuild();
  const database = await createTestDatabase("postgres");
  const appOptions = { ...options, env: { REDIS_URL: TEST_REDIS_URL, ...options.env }, web: true };
  const first = await buildTestApp(database, appOptions);
  const second = await buildTestApp(database, appOptions);
  await first.listen({ host: "127.0.0.1", port: 0 });
  await second.listen({ host: "127.0.0.1", port: 0 });
  return { database, first, second };
}

/** Closes what `startTwoInstances` started, whatever part of it did start. */
export async function stopTwoInstances(instances: Partial<TwoInstances>): Promise<void> {
  await instances.first?.close();
  await instances.second?.close();
  await instances.database?.drop();
}
