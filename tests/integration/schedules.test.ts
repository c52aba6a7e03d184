import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { makeInput } from "#tests/support/content-factories.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import {
  DRIVERS,
  ensureBuild,
  signIn,
  startTwoInstances,
  stopTwoInstances,
  useTestServer,
  type TestDatabase,
} from "#tests/support/test-server.ts";

type Json = Record<string, unknown>;

const NEWS = "/fdhbankplc/blog";
const HOUR_MS = 60 * 60 * 1000;

describe.each(DRIVERS)("scheduled publishing on %s (ADR 063)", (driver) => {
  beforeAll(ensureBuild);
  // The content's clock stands still: the test moves it to each boundary.
  const clock = createTestClock({ start: new Date(Math.ceil(Date.now() / 1000) * 1000) });
  const server = useTestServer(driver, { web: true, content: { now: clock.now } });
  const events: ContentEvent[] = [];
  let stopListening: () => void = () => {};

  beforeAll(() => {
    stopListening = server.app.eventBus.subscribe((event) => events.push(event));
  });
  afterAll(() => stopListening());

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

  async function publicRecord(id: string) {
    return server.app.inject({ url: `/api/blogs/${id}` });
  }

  async function publicIds(): Promise<string[]> {
    const response = await server.app.inject({ url: "/api/blogs?limit=100" });
    expect(response.statusCode).toBe(200);
    return response.json<Json[]>().map((record) => record.id as string);
  }

  async function newsPage(): Promise<string> {
    const response = await server.app.inject({ url: NEWS });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it("refuses an unpublish_at that is not after publish_at, naming the field", async () => {
    for (const unpublish of [at(HOUR_MS), at(0)]) {
      const response = await server.app.inject({
        method: "POST",
        url: "/api/blogs",
        headers: server.staff,
        payload: { ...makeInput("blogs"), publish_at: at(HOUR_MS), unpublish_at: unpublish },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe("body.unpublish_at: must be after publish_at");
    }
    const notATime = await server.app.inject({
      method: "POST",
      url: "/api/blogs",
      headers: server.staff,
      payload: { ...makeInput("blogs"), publish_at: "tomorrow" },
    });
    expect(notATime.statusCode).toBe(400);
  });

  it("hides a scheduled article before its time, shows it at publish_at and takes it away at unpublish_at, pages included", async () => {
    const article = { ...makeInput("blogs"), published_at: at(0), publish_at: at(HOUR_MS), unpublish_at: at(2 * HOUR_MS) };
    const title = (article.title as { en: string }).en;
    // The news list is rendered and kept before the article exists.
    expect(await newsPage()).not.toContain(title);
    expect((await server.app.inject({ url: NEWS })).headers["x-page-cache"]).toBe("hit");

    const created = await server.app.inject({ method: "POST", url: "/api/blogs", headers: server.staff, payload: article });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<Json>();
    const id = record.id as string;
    // Staff's answer carries the schedule as written, in UTC.
    expect(record).toMatchObject({ publish_at: article.publish_at, unpublish_at: article.unpublish_at });

    // Before publish_at: visitors see nothing of it (open pages get the event as a delete of its id).
    expect((await publicRecord(id)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(id);
    expect(await newsPage()).not.toContain(title);
    expect(events.filter((event) => event.id === id).map((event) => event.action)).toEqual(["created"]);

    // Staff who ask for scheduled records see it with its schedule; visitors asking the same are refused.
    const staffRead = await server.app.inject({ url: `/api/blogs/${id}?include=scheduled`, headers: server.staff });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.json()).toMatchObject({ publish_at: article.publish_at });
    expect(staffRead.headers["cache-control"]).toBe("private, no-store");
    const staffList = await server.app.inject({ url: "/api/blogs?limit=100&include=scheduled", headers: server.staff });
    expect(staffList.json<Json[]>().map((entry) => entry.id)).toContain(id);
    expect((await server.app.inject({ url: `/api/blogs/${id}?include=scheduled` })).statusCode).toBe(401);

    // One millisecond before its time it is still hidden.
    clock.advance(HOUR_MS - 1);
    await server.app.content.checkSchedule();
    expect((await publicRecord(id)).statusCode).toBe(404);

    // At publish_at it appears everywhere, without its schedule fields, and the kept page is not served stale.
    clock.advance(1);
    await server.app.content.checkSchedule();
    const shown = await publicRecord(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).not.toHaveProperty("publish_at");
    expect(shown.json()).not.toHaveProperty("unpublish_at");
    expect(await publicIds()).toContain(id);
    expect(await newsPage()).toContain(title);
    const appeared = events.filter((event) => event.id === id).at(-1);
    expect(appeared).toMatchObject({ action: "created", id });
    expect(appeared?.record).not.toHaveProperty("publish_at");

    // At unpublish_at it goes, from the API and the pages.
    clock.advance(HOUR_MS);
    await server.app.content.checkSchedule();
    expect((await publicRecord(id)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(id);
    expect(await newsPage()).not.toContain(title);
    expect(events.filter((event) => event.id === id).at(-1)).toMatchObject({ action: "deleted", id });
    expect(events.filter((event) => event.id === id).at(-1)).not.toHaveProperty("record");
  });

  it("keeps a record without a schedule as it always read, and a PUT without the fields clears a schedule", async () => {
    const plain = await server.app.inject({ method: "POST", url: "/api/blogs", headers: server.staff, payload: makeInput("blogs") });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).not.toHaveProperty("publish_at");

    const input = { ...makeInput("blogs"), publish_at: at(HOUR_MS) };
    const scheduled = await server.app.inject({ method: "POST", url: "/api/blogs", headers: server.staff, payload: input });
    const id = scheduled.json<Json>().id as string;
    expect((await publicRecord(id)).statusCode).toBe(404);
    const { publish_at: _publishAt, ...withoutSchedule } = input;
    const cleared = await server.app.inject({ method: "PUT", url: `/api/blogs/${id}`, headers: server.staff, payload: withoutSchedule });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).not.toHaveProperty("publish_at");
    expect((await publicRecord(id)).statusCode).toBe(200);
  });
});

describe("a schedule's time on two instances sharing PostgreSQL and Redis (ADR 063)", () => {
  const clock = createTestClock({ start: new Date(Math.ceil(Date.now() / 1000) * 1000) });
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ database, first, second } = await startTwoInstances({ content: { now: clock.now } }));
  });

  afterAll(() => stopTwoInstances({ database, first, second }));

  it("shows the article on both instances' pages at its time, though it was written on one", async () => {
    const article = {
      ...makeInput("blogs"),
      published_at: clock.now().toISOString(),
      publish_at: new Date(clock.now().getTime() + HOUR_MS).toISOString(),
    };
    const title = (article.title as { en: string }).en;
    for (const app of [first, second]) expect((await app.inject({ url: NEWS })).body).not.toContain(title);

    const created = await first.inject({ method: "POST", url: "/api/blogs", headers: await signIn(first), payload: article });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Json>().id as string;
    // The second instance hears the write over Redis and reads the schedule.
    await expect.poll(async () => (await second.content.get("blogs", id, "staff")) !== undefined, { timeout: 10_000 }).toBe(true);
    for (const app of [first, second]) {
      expect((await app.inject({ url: NEWS })).body).not.toContain(title);
      expect((await app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(404);
    }

    clock.advance(HOUR_MS);
    // Each instance's own timer fires at the boundary: called here, as the clock is the test's.
    await Promise.all([first.content.checkSchedule(), second.content.checkSchedule()]);
    for (const app of [first, second]) {
      expect((await app.inject({ url: NEWS })).body).toContain(title);
      expect((await app.inject({ url: `/api/blogs/${id}` })).statusCode).toBe(200);
    }
  });
});
