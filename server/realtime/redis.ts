// Types only: the client library is loaded when REDIS_URL is set, not by every instance (ADR 035).
import type { createClient as CreateClient } from "redis";

function createRedisClient(createClient: typeof CreateClient, url: string, connectTimeoutMs: number, disableOfflineQueue: boolean) {
  return createClient({
    url,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    disableOfflineQueue,
  });
}
export type RedisClient = ReturnType<typeof createRedisClient>;

export interface RedisConnection {
  /** Commands and publishing (Socket.IO adapter, rate-limit counters). */
  client: RedisClient;
  /** Subscriptions only: a subscribed connection can run no other command. */
  subscriber: RedisClient;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RedisLogger {
  warn(object: object, message: string): void;
}

/**
 * Connects the two Redis connections an instance needs, waiting at most `timeoutMs`. Redis is an
 * accelerator, never a dependency (ADR 033): when it cannot be reached the instance
 * starts without it, degraded, and the clients keep reconnecting in the background.
 */
export async function connectRedis(url: string, log: RedisLogger, timeoutMs = 3_000): Promise<RedisConnection> {
  // Commands fail at once while Redis is away instead of queueing until it returns, so nothing
  // that waits on them (readiness, rate limits, publishing) hangs. The subscriber keeps its queue:
  // its only commands are the adapter's subscriptions, which must reach Redis once it is back.
  const { createClient } = await import("redis");
  const client = createRedisClient(createClient, url, timeoutMs, true);
  const subscriber = createRedisClient(createClient, url, timeoutMs, false);
  // Without listeners a dropped connection would crash the process; node-redis reconnects by itself.
  let lastWarnedAt = 0;
  const onError = (error: unknown) => {
    if (Date.now() - lastWarnedAt < 10_000) return;
    lastWarnedAt = Date.now();
    log.warn({ err: error }, "Redis connection error (reconnecting)");
  };
  client.on("error", onError);
  subscriber.on("error", onError);

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const connecting = Promise.all([client.connect(), subscriber.connect()]);
  // Kept for the background: the clients retry until Redis answers; a rejection there is logged.
  connecting.catch(onError);
  try {
    if ((await Promise.race([connecting, timeout])) === "timeout") {
      log.warn({ timeoutMs }, "Redis cannot be reached at REDIS_URL: starting without it (degraded) and reconnecting");
    }
  } catch (error) {
    client.destroy();
    subscriber.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    client,
    subscriber,
    async ping() {
      await client.withCommandOptions({ timeout: 500 }).ping();
    },
    async close() {
      // A client still waiting for Redis has nothing to finish: it is dropped, not closed.
      await Promise.allSettled([client, subscriber].map((connection) => (connection.isReady ? connection.close() : connection.destroy())));
    },
  };
}
