import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { submitKycRecordAsStaff } from "#tests/support/kyc-records.ts";
import {
  buildTestApp,
  createTestDatabase,
  DRIVERS,
  signIn,
  TEST_REDIS_URL,
  type TestDatabase,
  useTestServer,
} from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

/** A browser-like socket client that records every `content` event. */
async function connectClient(
  url: string,
): Promise<{ socket: Socket; events: ContentEvent[]; next: (match: (event: ContentEvent) => boolean) => Promise<ContentEvent> }> {
  const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false });
  const events: ContentEvent[] = [];
  const waiters: Array<{ match: (event: ContentEvent) => boolean; resolve: (event: ContentEvent) => void }> = [];
  socket.on("content", (event: ContentEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const next = (match: (event: ContentEvent) => boolean) => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<ContentEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no matching content event within 10 s")), 10_000);
      waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
    });
  };
  return { socket, events, next };
}

describe.each(DRIVERS)("live events on %s", (driver) => {
  const server = useTestServer(driver, { signIn: false });
  let url: string;

  beforeAll(async () => {
    url = await listen(server.app);
  });

  it("tells socket clients of every create, update and delete as one `content` event", async () => {
    const client = await connectClient(url);
    const staff = await signIn(server.app);
    try {
      const created = (
        await server.app.inject({ method: "POST", url: "/api/branches", headers: staff, payload: makeInput("branches") })
      ).json<Json>();
      expect(await client.next((event) => event.id === created.id && event.action === "created")).toEqual({
        collection: "branches",
        action: "created",
        record: created,
        id: created.id,
      });

      const updated = (
        await server.app.inject({ method: "PUT", url: `/api/branches/${created.id}`, headers: staff, payload: makeInput("branches") })
      ).json<Json>();
      expect(await client.next((event) => event.id === created.id && event.action === "updated")).toEqual({
        collection: "branches",
        action: "updated",
        record: updated,
        id: created.id,
      });

      await server.app.inject({ method: "DELETE", url: `/api/branches/${created.id}`, headers: staff });
      expect(await client.next((event) => event.id === created.id && event.action === "deleted")).toEqual({
        collection: "branches",
        action: "deleted",
        id: created.id,
      });
    } finally {
      client.socket.disconnect();
    }
  });

  it("tells each socket as it connects the public collections' versions; a write moves its collection's version", async () => {
    const readVersions = async () => {
      const socket = connect(url, { path: "/socket.io", transports: ["websocket"], reconnection: false });
      try {
        return await new Promise<Record<string, number>>((resolve, reject) => {
          socket.once("content-versions", resolve);
          socket.once("connect_error", reject);
        });
      } finally {
        socket.disconnect();
      }
    };
    const staff = await signIn(server.app);
    const before = await readVersions();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["branches", "blogs", "banners", "promotions"]));
    await server.app.inject({ method: "POST", url: "/api/banners", headers: staff, payload: makeInput("banners") });
    const after = await readVersions();
    expect(after.banners).toBeGreaterThan(before.banners!);
    expect(after.branches).toBe(before.branches);
  });

  it("never sends KYC account details on the public socket", async () => {
    const client = await connectClient(url);
    const staff = await signIn(server.app);
    try {
      const [branch] = (await server.app.inject({ url: "/api/branches?limit=1" })).json<Json[]>();
      const [type] = (await server.app.inject({ url: "/api/kyc_account_types?limit=1" })).json<Json[]>();
      const kyc = await submitKycRecordAsStaff(server.app, staff, { branchId: String(branch!.id), kycAccountTypeId: String(type!.id) });
      expect(kyc.statusCode).toBe(201);
      await server.app.inject({ method: "DELETE", url: `/api/kyc_account_details/${kyc.json<Json>().id}`, headers: staff });
      // Events go out in order: once the banner's event arrives, any KYC event would have too.
      const banner = (
        await server.app.inject({ method: "POST", url: "/api/banners", headers: staff, payload: makeInput("banners") })
      ).json<Json>();
      await client.next((event) => event.id === banner.id);
      expect(client.events.filter((event) => (event.collection as string) === "kyc_account_details")).toEqual([]);
      expect(JSON.stringify(client.events)).not.toContain("account_number");
    } finally {
      client.socket.disconnect();
    }
  });
});

describe("two instances on one PostgreSQL with Redis", () => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = { REDIS_URL: TEST_REDIS_URL };
    first = await buildTestApp(database, { env });
    second = await buildTestApp(database, { env });
    await listen(first);
    secondUrl = await listen(second);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it("delivers a write on the first instance to a socket client of the second, whose lists are fresh at once", async () => {
    const client = await connectClient(secondUrl);
    const staff = await signIn(first);
    try {
      // Warm the second instance's snapshot, so that a stale one would show.
      const before = (await second.inject({ url: "/api/blogs?limit=100" })).json<Json[]>();

      const created = (await first.inject({ method: "POST", url: "/api/blogs", headers: staff, payload: makeInput("blogs") })).json<Json>();
      const event = await client.next((candidate) => candidate.id === created.id);
      expect(event).toEqual({ collection: "blogs", action: "created", record: created, id: created.id });
      const after = (await second.inject({ url: "/api/blogs?limit=100" })).json<Json[]>();
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toEqual(created);

      await first.inject({ method: "DELETE", url: `/api/blogs/${created.id}`, headers: staff });
      expect(await client.next((candidate) => candidate.id === created.id && candidate.action === "deleted")).toEqual({
        collection: "blogs",
        action: "deleted",
        id: created.id,
      });
      expect((await second.inject({ url: "/api/blogs?limit=100" })).json<Json[]>()).toHaveLength(before.length);
    } finally {
      client.socket.disconnect();
    }
  });

  it("accepts a token from the first instance on the second", async () => {
    const staff = await signIn(first);
    const response = await second.inject({ method: "POST", url: "/api/images", headers: staff, payload: makeInput("images") });
    expect(response.statusCode).toBe(201);
    await second.inject({ method: "DELETE", url: `/api/images/${response.json<Json>().id}`, headers: staff });
  });

  it("both instances are ready, Redis included", async () => {
    expect((await first.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ready", checks: { database: "ok", redis: "ok" } });
    expect((await second.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ready", checks: { database: "ok", redis: "ok" } });
  });
});
