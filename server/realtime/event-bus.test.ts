import { describe, expect, it } from "vitest";
import type { ContentEvent } from "#domain/content/schemas/content-event.ts";
import { createEventBus } from "./event-bus.ts";

const event: ContentEvent = { collection: "branches", action: "deleted", id: "6f1c2e0a-3b7d-4c59-9d2e-0a1b2c3d4e5f" };

describe("the event bus", () => {
  it("tells local listeners and the transport of a published event", () => {
    const bus = createEventBus();
    const heard: ContentEvent[] = [];
    const sent: ContentEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    bus.setTransport({ send: (e) => sent.push(e), sendMediaChange: () => {} });
    bus.publish(event);
    expect(heard).toEqual([event]);
    expect(sent).toEqual([event]);
  });

  it("does not send an event from another instance back out", () => {
    const bus = createEventBus();
    const heard: ContentEvent[] = [];
    const sent: ContentEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    bus.setTransport({ send: (e) => sent.push(e), sendMediaChange: () => {} });
    bus.deliver(event);
    expect(heard).toEqual([event]);
    expect(sent).toEqual([]);
  });

  it("keeps telling the others when one listener throws, and can unsubscribe", () => {
    const errors: unknown[] = [];
    const bus = createEventBus((error) => errors.push(error));
    const heard: ContentEvent[] = [];
    bus.subscribe(() => {
      throw new Error("boom");
    });
    const unsubscribe = bus.subscribe((e) => heard.push(e));
    bus.publish(event);
    unsubscribe();
    bus.publish(event);
    expect(heard).toHaveLength(1);
    expect(errors).toHaveLength(2);
  });
});

describe("the bus's change signal", () => {
  it("tells caches of every event's collection, before the event's own listeners", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.subscribe((e) => heard.push(`event ${e.collection}`));
    bus.onChange((collection) => heard.push(`change ${collection}`));
    bus.publish(event);
    bus.deliver({ ...event, collection: "loans" });
    expect(heard).toEqual(["change branches", "event branches", "change loans", "event loans"]);
  });

  it("announces a change found without an event to caches only, never to sockets or other instances", () => {
    const bus = createEventBus();
    const changes: string[] = [];
    const events: ContentEvent[] = [];
    const sent: ContentEvent[] = [];
    bus.onChange((collection) => changes.push(collection));
    bus.subscribe((e) => events.push(e));
    bus.setTransport({ send: (e) => sent.push(e), sendMediaChange: () => {} });
    bus.announceChange("banners");
    expect(changes).toEqual(["banners"]);
    expect(events).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe("the bus's media changes", () => {
  const change = { url: "/media/3f0c1d2e-aa.png" };

  it("tells local listeners and the other instances of a media change, and never sends one delivered from elsewhere back out", () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const sent: string[] = [];
    const events: ContentEvent[] = [];
    bus.onMediaChange((c) => heard.push(c.url));
    bus.subscribe((e) => events.push(e));
    bus.setTransport({ send: () => {}, sendMediaChange: (c) => sent.push(c.url) });
    bus.publishMediaChange(change);
    bus.deliverMediaChange({ url: "/media/other.jpg" });
    expect(heard).toEqual([change.url, "/media/other.jpg"]);
    expect(sent).toEqual([change.url]);
    // Browsers are not told: a media change carries no record.
    expect(events).toEqual([]);
  });
});
