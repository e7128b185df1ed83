import { describe, expect, it } from "vitest";
import { forwardedClientIp } from "#server/http/client-ip.ts";

describe("the client address behind proxies", () => {
  it("counts back TRUST_PROXY_HOPS entries when several proxies stand in front", () => {
    expect(forwardedClientIp("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClientIp("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClientIp("203.0.113.7", 2)).toBe("203.0.113.7");
    expect(forwardedClientIp(" , ", 1)).toBeUndefined();
  });
});
