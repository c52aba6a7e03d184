import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { getRateLimitKey, UNKNOWN_ADDRESS_KEY } from "./rate-limit-key.ts";

const requestFrom = (ip: string | undefined) => ({ ip }) as unknown as FastifyRequest;

describe("the rate limiter's key", () => {
  it("is the client's IPv4 address, also when given as IPv6", () => {
    expect(getRateLimitKey(requestFrom("10.1.2.3"))).toBe("10.1.2.3");
    expect(getRateLimitKey(requestFrom("::ffff:10.1.2.3"))).toBe("10.1.2.3");
  });

  it("counts an IPv6 client by its /64, so rotating the last bits gains nothing", () => {
    expect(getRateLimitKey(requestFrom("2001:db8:1:2::1"))).toBe("2001:0db8:0001:0002::/64");
    expect(getRateLimitKey(requestFrom("2001:DB8:1:2:ffff:ffff:ffff:ffff"))).toBe("2001:0db8:0001:0002::/64");
    expect(getRateLimitKey(requestFrom("::1"))).toBe("0000:0000:0000:0000::/64");
  });

  it("puts a client whose connection is already gone in one shared bucket instead of throwing", () => {
    expect(getRateLimitKey(requestFrom(undefined))).toBe(UNKNOWN_ADDRESS_KEY);
    const throwing = {
      get ip(): string {
        throw new TypeError("Cannot read properties of undefined (reading 'remoteAddress')");
      },
    } as unknown as FastifyRequest;
    expect(getRateLimitKey(throwing)).toBe(UNKNOWN_ADDRESS_KEY);
  });
});
