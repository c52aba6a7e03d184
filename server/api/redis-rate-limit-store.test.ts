import { describe, expect, it } from "vitest";
import type { RedisClient } from "../realtime/redis.ts";
import { createRedisRateLimitStore } from "./redis-rate-limit-store.ts";

/** A node-redis client whose every command fails as it does while Redis is away. */
function createAwayClient(): RedisClient {
  const away = { eval: () => Promise.reject(new Error("The client is offline")) };
  return { withCommandOptions: () => away } as unknown as RedisClient;
}

function increment(store: ReturnType<InstanceType<ReturnType<typeof createRedisRateLimitStore>>["child"]>, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 3),
  );
}

describe("the Redis rate-limit store while Redis is away", () => {
  it("counts in the instance instead of failing, per key and per route", async () => {
    const warnings: string[] = [];
    const Store = createRedisRateLimitStore(createAwayClient(), "test:", { warn: (_details, message) => warnings.push(message) });
    const store = new Store({});
    const login = store.child({ routeInfo: { method: "POST", url: "/api/login" } } as never);
    const code = store.child({ routeInfo: { method: "POST", url: "/onboarding/verify-code" } } as never);
    expect((await increment(login, "10.0.0.1")).current).toBe(1);
    expect((await increment(login, "10.0.0.1")).current).toBe(2);
    expect((await increment(login, "10.0.0.2")).current).toBe(1);
    const third = await increment(login, "10.0.0.1");
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect((await increment(code, "10.0.0.1")).current).toBe(1);
    expect(warnings).toHaveLength(1);
  });
});
