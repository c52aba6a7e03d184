import { createClient } from "redis";

function createRedisClient(url: string, connectTimeoutMs: number) {
  return createClient({
    url,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    // Redis is an accelerator (issue 11 item 6): while it is away a command fails at once instead
    // of queueing until it returns, so nothing that waits on it (readiness, rate limits) hangs.
    disableOfflineQueue: true,
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

/** Connects the two Redis connections an instance needs; fails within `timeoutMs` when Redis cannot be reached. */
export async function connectRedis(url: string, log: RedisLogger, timeoutMs = 10_000): Promise<RedisConnection> {
  const client = createRedisClient(url, timeoutMs);
  const subscriber = createRedisClient(url, timeoutMs);
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
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Could not connect to Redis at REDIS_URL within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([Promise.all([client.connect(), subscriber.connect()]), timeout]);
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
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}
