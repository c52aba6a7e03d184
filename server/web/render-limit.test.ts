import { describe, expect, it } from "vitest";
import { createRenderLimit } from "./render-limit.ts";

describe("the render limit", () => {
  it("lets a few render at once, queues the next ones in order, and refuses beyond the queue with a 503", async () => {
    const limit = createRenderLimit({ concurrent: 2, queued: 2 });
    const first = await limit.acquire();
    const second = await limit.acquire();
    const started: string[] = [];
    const third = limit.acquire().then((release) => (started.push("third"), release));
    const fourth = limit.acquire().then((release) => (started.push("fourth"), release));
    await expect(limit.acquire()).rejects.toMatchObject({ statusCode: 503, code: "unavailable" });
    expect([limit.active, limit.waiting]).toEqual([2, 2]);

    first();
    first(); // a second release of the same turn frees nothing more
    await third;
    expect(started).toEqual(["third"]);
    expect([limit.active, limit.waiting]).toEqual([2, 1]);
    second();
    (await third)();
    (await fourth)();
    expect(started).toEqual(["third", "fourth"]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });
});
