import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { createTestClock } from "#tests/support/test-clock.ts";
import { HttpError } from "../http-error.ts";
import { createEventBus } from "../realtime/event-bus.ts";
import type { ContentRepository } from "./content-repository.ts";
import { createContentService } from "./content-service.ts";

interface FakeRecord {
  id: string;
  created_at: string;
  [key: string]: unknown;
}

/** An in-memory repository that counts how often the service goes to "the database". */
function createFakeRepository(count: number) {
  const start = Date.parse("2025-01-01T00:00:00.000Z");
  let records: FakeRecord[] = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    created_at: new Date(start + index).toISOString(),
    n: index,
  })).reverse();
  const calls = { listAll: 0 };
  /** The order of the reads that make a snapshot. */
  const reads: string[] = [];
  /** `content_versions`: every write bumps it. */
  let version = 0;
  let gate: Promise<void> | undefined;
  const repository = {
    async readVersions() {
      reads.push(`version ${version}`);
      return { branches: version, banners: version, blogs: version, loans: version };
    },
    async listAll() {
      calls.listAll++;
      reads.push(`records ${records.length}`);
      const snapshot = [...records];
      await gate;
      return snapshot;
    },
    async get(_collection: CollectionName, id: string) {
      return records.find((record) => record.id === id);
    },
    async count() {
      return records.length;
    },
    async insert(_collection: CollectionName, inputs: unknown[]) {
      const created = inputs.map((input, index) => ({
        ...(input as object),
        id: randomUUID(),
        created_at: new Date(Date.now() + index).toISOString(),
      }));
      records = [...created.reverse(), ...records];
      version++;
      return created;
    },
    async update(_collection: CollectionName, id: string, input: unknown) {
      const found = records.find((record) => record.id === id);
      version++;
      return found ? Object.assign(found, input) : undefined;
    },
    async delete(_collection: CollectionName, id: string) {
      const before = records.length;
      records = records.filter((record) => record.id !== id);
      version++;
      return records.length < before;
    },
  };
  return {
    repository: repository as unknown as ContentRepository,
    calls,
    reads,
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe("the content service", () => {
  it("serves public lists from one snapshot: one database read for many requests", async () => {
    const fake = createFakeRepository(30);
    const content = createContentService({ repository: fake.repository, bus: createEventBus() });
    const pages = await Promise.all([
      content.list("branches"),
      content.list("branches", { limit: 100 }),
      content.getListPage("branches", { limit: 5 }),
    ]);
    expect(pages[0]).toHaveLength(10);
    expect(pages[1]).toHaveLength(30);
    expect(fake.calls.listAll).toBe(1);
    expect(await content.getListPage("branches", { limit: 5 })).toBe(pages[2]);
  });

  it("pages by created_at: every record exactly once, newest first", async () => {
    const fake = createFakeRepository(23);
    const content = createContentService({ repository: fake.repository, bus: createEventBus() });
    const seen: string[] = [];
    let lastCreatedAt: string | undefined;
    for (;;) {
      const page = await content.list("branches", { limit: 7, ...(lastCreatedAt ? { lastCreatedAt } : {}) });
      if (page.length === 0) break;
      seen.push(...page.map((record) => record.id));
      lastCreatedAt = page.at(-1)!.created_at;
    }
    const all = await content.list("branches", { limit: 100 });
    expect(seen).toEqual(all.map((record) => record.id));
    expect(new Set(seen).size).toBe(23);
  });

  it("drops the snapshot on any event for the collection, local or from another instance", async () => {
    const fake = createFakeRepository(3);
    const bus = createEventBus();
    const content = createContentService({ repository: fake.repository, bus });
    await content.list("branches");
    const created = await content.create("branches", { name: "New" } as never);
    expect((await content.list("branches"))[0]!.id).toBe(created.id);
    expect(fake.calls.listAll).toBe(2);
    bus.deliver({ collection: "branches", action: "deleted", id: randomUUID() });
    await content.list("branches");
    expect(fake.calls.listAll).toBe(3);
    bus.deliver({ collection: "blogs", action: "deleted", id: randomUUID() });
    await content.list("branches");
    expect(fake.calls.listAll).toBe(3);
  });

  it("does not keep a snapshot read while a write landed", async () => {
    const fake = createFakeRepository(3);
    const bus = createEventBus();
    const content = createContentService({ repository: fake.repository, bus });
    const release = fake.hold();
    const reading = content.list("branches");
    await vi.waitFor(() => expect(fake.calls.listAll).toBe(1));
    await content.create("branches", { name: "During the read" } as never);
    release();
    expect(await reading).toHaveLength(3);
    expect(await content.list("branches")).toHaveLength(4);
  });

  it("knows the version of each snapshot, read before its records, so a page's version is never ahead of its content", async () => {
    const fake = createFakeRepository(3);
    const content = createContentService({ repository: fake.repository, bus: createEventBus() });
    expect(await content.getVersion("branches")).toBe(0);
    expect(fake.reads).toEqual(["version 0", "records 3"]);
    await content.create("branches", { name: "New" } as never);
    expect(await content.getVersion("branches")).toBe(1);
    expect(fake.reads.slice(2)).toEqual(["version 1", "records 4"]);
  });

  it("re-reads a snapshot older than its maximum age", async () => {
    const fake = createFakeRepository(3);
    const content = createContentService({ repository: fake.repository, bus: createEventBus(), snapshotMaxAgeMs: 0 });
    await content.list("branches");
    await content.list("branches");
    expect(fake.calls.listAll).toBe(2);
  });

  it("re-reads a snapshot once its maximum age has passed on the service's clock", async () => {
    const fake = createFakeRepository(3);
    const clock = createTestClock();
    const content = createContentService({ repository: fake.repository, bus: createEventBus(), snapshotMaxAgeMs: 60_000, now: clock.now });
    await content.list("branches");
    clock.advance(59_999);
    await content.list("branches");
    expect(fake.calls.listAll).toBe(1);
    clock.advance(1);
    await content.list("branches");
    expect(fake.calls.listAll).toBe(2);
  });

  it("stamps a rate sent without its time with the service's clock", async () => {
    const fake = createFakeRepository(0);
    const clock = createTestClock({ start: new Date("2026-03-01T08:00:00.000Z") });
    const content = createContentService({ repository: fake.repository, bus: createEventBus(), now: clock.now });
    const input = { currency: "USD" } as unknown as Parameters<typeof content.create<"money_bureau_exchange_rates">>[1];
    const record = await content.create("money_bureau_exchange_rates", input);
    expect((record as unknown as { set_at: string }).set_at).toBe("2026-03-01T08:00:00.000Z");
  });

  it("publishes created, updated and deleted events, and 404s for missing records", async () => {
    const fake = createFakeRepository(1);
    const bus = createEventBus();
    const events: unknown[] = [];
    bus.subscribe((event) => events.push(event));
    const content = createContentService({ repository: fake.repository, bus });
    const record = await content.create("banners", { position: 1 } as never);
    await content.update("banners", record.id, { position: 2 } as never);
    await content.delete("banners", record.id);
    expect(events.map((event) => (event as { action: string }).action)).toEqual(["created", "updated", "deleted"]);
    expect(events[2]).toEqual({ collection: "banners", action: "deleted", id: record.id });
    await expect(content.delete("banners", record.id)).rejects.toThrow(HttpError);
    await expect(content.update("banners", record.id, {} as never)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("sanitizes blog HTML before it is stored", async () => {
    const fake = createFakeRepository(0);
    const content = createContentService({ repository: fake.repository, bus: createEventBus() });
    const blog = await content.create("blogs", {
      content: { en: "<p>Hi</p><script>alert(1)</script>", ny: "<p onclick=x()>Moni</p>" },
    } as never);
    expect(blog.content).toEqual({ en: "<p>Hi</p>", ny: "<p>Moni</p>" });
  });

  it("stores links to the site's own address (PUBLIC_URL) without a new tab, and others with one (in the worker pool)", async () => {
    const fake = createFakeRepository(0);
    const content = createContentService({ repository: fake.repository, bus: createEventBus(), siteOrigin: "https://www.fdh.co.mw" });
    const link = (href: string) => `<p><a target="_blank" rel="noopener noreferrer nofollow" href="${href}">x</a></p>`;
    const blog = await content.create("blogs", {
      content: { en: link("https://www.fdh.co.mw/fdhbankplc/loans"), ny: link("https://www.rbm.mw/") },
    } as never);
    expect(blog.content).toEqual({
      en: '<p><a href="https://www.fdh.co.mw/fdhbankplc/loans">x</a></p>',
      ny: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.rbm.mw/">x</a></p>',
    });
  });
});

describe("the content service while the database is away", () => {
  /** What node-postgres throws when PostgreSQL stops or the connection is cut. */
  const connectionLost = () => new Error("Connection terminated unexpectedly");

  it("serves the last good copy, marked stale, after a change dropped the snapshot", async () => {
    const fake = createFakeRepository(4);
    const bus = createEventBus();
    const clock = createTestClock();
    const content = createContentService({ repository: fake.repository, bus, now: clock.now });
    const fresh = await content.getListPage("branches", { limit: 10 });
    expect(fresh.stale).toBeUndefined();

    bus.announceChange("branches");
    const listAll = fake.repository.listAll;
    fake.repository.listAll = () => Promise.reject(connectionLost());
    const stale = await content.getListPage("branches", { limit: 10 });
    expect(stale.stale).toBe(true);
    expect(stale.body.equals(fresh.body)).toBe(true);
    expect(await content.list("branches", { limit: 2 })).toHaveLength(2);

    fake.repository.listAll = listAll;
    expect((await content.getListPage("branches", { limit: 10 })).stale).toBe(true);
    clock.advance(1_100);
    expect((await content.getListPage("branches", { limit: 10 })).stale).toBeUndefined();
  });

  it("passes the outage on when there is no good copy yet, and any other failure as it is", async () => {
    const fake = createFakeRepository(2);
    const clock = createTestClock();
    const content = createContentService({ repository: fake.repository, bus: createEventBus(), now: clock.now });
    fake.repository.listAll = () => Promise.reject(connectionLost());
    await expect(content.list("loans")).rejects.toThrow(/Connection terminated/);
    clock.advance(1_100);
    fake.repository.listAll = () => Promise.reject(new Error("column does not exist"));
    await expect(content.list("banners")).rejects.toThrow(/column does not exist/);
  });
});
