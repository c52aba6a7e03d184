import { isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";

/** The key of requests whose connection was gone before they were counted: one shared bucket. */
export const UNKNOWN_ADDRESS_KEY = "address-unknown";

/** The first four groups of an IPv6 address (its /64, one customer's network), written in full. */
function getIpv6Network(address: string): string {
  const [head = "", tail] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => "0");
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().padStart(4, "0"))
    .join(":")}::/64`;
}

/**
 * The rate limiter's key for a request: its client address (X-Forwarded-For only behind a trusted
 * proxy), an IPv6 client by its /64 as the plugin's own default does, an IPv4 address given as
 * IPv6 (`::ffff:a.b.c.d`) as itself. A client that reset the connection has no address any more
 * (Fastify's `request.ip` is then undefined): it is counted in one shared bucket, never an error.
 */
export function getRateLimitKey(request: FastifyRequest): string {
  let address: string | undefined;
  try {
    address = request.ip;
  } catch {
    address = undefined;
  }
  if (typeof address !== "string" || address === "") return UNKNOWN_ADDRESS_KEY;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  // A zone index (fe80::1%eth0) is local to this machine and says nothing about the client.
  const withoutZone = address.split("%")[0]!;
  return isIPv6(withoutZone) ? getIpv6Network(withoutZone) : address.toLowerCase();
}
