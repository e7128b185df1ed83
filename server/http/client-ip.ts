import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Config } from "#server/config.ts";

/**
 * How our own code hands the caller's address to Better Auth (its lockout hooks, the session's
 * recorded address). Always overwritten by us before Better Auth sees a request.
 */
export const CLIENT_IP_HEADER = "x-vanaushadhi-client-ip";

/**
 * The address `hops` proxies back along X-Forwarded-For. Each trusted proxy appends the
 * address it saw, so the right-most entries are the trustworthy ones; anything to their left
 * was written by the caller and could be anything.
 */
export function forwardedClientIp(header: string, hops: number): string | undefined {
  const chain = header
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)];
}

/** The caller's address: the socket's, or per X-Forwarded-For when TRUST_PROXY is on. */
export function clientIp(c: Context, config: Pick<Config, "trustProxy" | "proxyHops">): string {
  if (config.trustProxy) {
    const forwarded = forwardedClientIp(c.req.header("x-forwarded-for") ?? "", config.proxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/** A copy of the headers that tells Better Auth who is asking. */
export function withClientIp(headers: Headers, ip: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_IP_HEADER, ip);
  return copy;
}
