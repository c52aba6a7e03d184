import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import { CONTENT_VERSIONS_EVENT } from "#domain/content/content-versions.ts";
import { toVisitorEvent } from "#domain/content/schedule.ts";
import type { CollectionName } from "#domain/content/schemas/collections.ts";
import { CONTENT_EVENT_NAME, ContentEventSchema } from "#domain/content/schemas/content-event.ts";
import { MediaChangeSchema } from "#domain/content/schemas/media-library.ts";
import type { EventBus } from "./event-bus.ts";
import type { RedisClient, RedisConnection } from "./redis.ts";

/** The server-to-server event that carries the bus between instances (never sent to browsers). */
const BUS_EVENT_NAME = "content-bus";
/** The same for a media file's change (ADR 076): caches drop, browsers hear nothing. */
const MEDIA_BUS_EVENT_NAME = "media-bus";

export interface RealtimeOptions {
  bus: EventBus;
  /** With Redis, the Socket.IO Redis adapter carries events between instances. */
  redis?: RedisConnection | undefined;
  /** Prefix of the adapter's Redis channels: one per deployment sharing a Redis. */
  redisKey?: string;
  /** The collections' versions as the database has them now (`content_versions`, ADR 033). */
  readVersions?: () => Promise<Partial<Record<CollectionName, number>>>;
  /** The content's clock: whether an event's record is published yet (ADR 063). */
  now?: () => number;
}

export interface Realtime {
  io: Server;
}

/**
 * The adapter fires `publish` and forgets its promise: a rejection (Redis gone during a write)
 * would be unhandled and end the process. Log it instead; the snapshot's maximum age covers the
 * missed invalidation.
 */
function withSafePublish(client: RedisClient, app: FastifyInstance): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (property === "publish") {
        return (...args: Parameters<RedisClient["publish"]>) =>
          target.publish(...args).catch((error: unknown) => {
            app.log.warn({ err: error }, "could not publish a realtime event to Redis");
            return 0;
          });
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The adapter also fires its subscriber's (un)subscribe commands and forgets them: one refused
 * while Redis is away, or dropped when an instance closes before Redis is back, would be an
 * unhandled rejection. Every promise the subscriber answers gets a handler; callers that await
 * it still see the failure.
 */
function withHandledRejections(client: RedisClient, app: FastifyInstance): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...args: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => app.log.debug({ err: error }, "a Redis subscription command failed"));
        }
        return result;
      };
    },
  });
}

/**
 * The realtime feed (ADR 011): Socket.IO at `/socket.io`, one event `content` with
 * `{ collection, action, record?, id }` for every write to a public collection. With Redis, the
 * adapter carries the event bus to the other instances (`serverSideEmit`): each instance then
 * drops its snapshot and tells its own sockets, in that order, so a client that re-reads after
 * an event never gets the old list.
 */
export async function createRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<Realtime> {
  const { bus, redis } = options;
  // Loaded only with Redis: a single instance needs no adapter (ADR 035).
  const createAdapter = redis ? (await import("@socket.io/redis-adapter")).createAdapter : undefined;
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    // Browsers only listen: no client event is handled, so keep messages small.
    maxHttpBufferSize: 10_000,
    // Leave other upgrade requests (Vite's hot reload in development) alone.
    destroyUpgrade: false,
    ...(redis && createAdapter
      ? {
          adapter: createAdapter(withSafePublish(redis.client, app), withHandledRejections(redis.subscriber, app), {
            key: options.redisKey ?? "socket.io",
          }),
        }
      : {}),
  });

  bus.subscribe((event) => {
    io.local.emit(CONTENT_EVENT_NAME, toVisitorEvent(event, (options.now ?? Date.now)()));
  });

  // Each socket, as it connects, learns the public collections' versions (ADR 030): a page whose
  // collection still has the version it was rendered with need not download it again. Read
  // after the socket joined, so a change committed later reaches it as an event.
  const { readVersions } = options;
  if (readVersions) {
    io.on("connection", (socket) => {
      readVersions().then(
        (versions) => {
          socket.emit(CONTENT_VERSIONS_EVENT, versions);
        },
        // The browser waits a few seconds, then reloads as it did before versions.
        (error: unknown) => app.log.debug({ err: error }, "could not read the content versions for a socket"),
      );
    });
  }

  if (redis) {
    bus.setTransport({
      send: (event) => io.serverSideEmit(BUS_EVENT_NAME, event),
      sendMediaChange: (change) => io.serverSideEmit(MEDIA_BUS_EVENT_NAME, change),
    });
    io.on(BUS_EVENT_NAME, (payload: unknown) => {
      const parsed = ContentEventSchema.safeParse(payload);
      if (parsed.success) bus.deliver(parsed.data);
      else app.log.warn({ issues: parsed.error.issues }, "ignored a malformed event from another instance");
    });
    io.on(MEDIA_BUS_EVENT_NAME, (payload: unknown) => {
      const parsed = MediaChangeSchema.safeParse(payload);
      if (parsed.success) bus.deliverMediaChange(parsed.data);
      else app.log.warn({ issues: parsed.error.issues }, "ignored a malformed media change from another instance");
    });
  }

  app.addHook("preClose", async () => {
    bus.setTransport(undefined);
    io.local.disconnectSockets(true);
    await io.of("/").adapter.close();
    io.engine.close();
  });

  return { io };
}
