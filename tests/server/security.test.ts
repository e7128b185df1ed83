import { createHash } from "node:crypto";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResponseCache } from "#server/cache/response-cache.ts";
import type { SecurityEnv } from "#server/http/security.ts";
import { safeRedirect } from "#server/features/accounts/session.ts";
import { createTestApp } from "#tests/support/app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

const ADDRESS = {
  address: {
    recipient: "Asha Rao",
    mobile: "+91 98765 43210",
    street: "1 Fort Road",
    city: "Kochi",
    state: "Kerala",
    zip: "682001",
  },
};

describe("browser security", () => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let user: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase("sqlite");
    api = await createTestApp(t);
    user = await signUp(api, "Csrf Target");
  });
  afterAll(() => t.close());

  const write = (headers: Record<string, string>) =>
    api.json("/api/auth/update-address", ADDRESS, "PUT", { Host: "shop.example.in", ...headers });

  it("refuses a cookie-authenticated write from another origin", async () => {
    const res = await write({ Cookie: user.cookie, Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "This request came from another site and was refused.",
      code: "request.crossSite",
    });
    const res2 = await write({ Cookie: user.cookie, "Sec-Fetch-Site": "cross-site" });
    expect(res2.status).toBe(403);
    const res3 = await write({ Cookie: user.cookie, Origin: "null" });
    expect(res3.status).toBe(403);
    const saved = await t.db.selectFrom("addresses").select("id").where("user_id", "=", user.id).execute();
    expect(saved).toHaveLength(0);
  });

  it("accepts the same write from our own origin, and bearer clients without cookies", async () => {
    expect((await write({ Cookie: user.cookie, Origin: "http://shop.example.in" })).status).toBe(200);
    expect((await write({ Cookie: user.cookie, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await write({ Authorization: `Bearer ${user.token}`, Origin: "https://any.example" })).status).toBe(200);
  });

  it.each(["http://", "::::", "not a url", "http://[::1", "https://shop.example.in:99999"])(
    "an unparsable Origin %j is a 403, never a 500",
    async (origin) => {
      expect((await write({ Cookie: user.cookie, Origin: origin })).status).toBe(403);
    },
  );

  it("compares scheme and port as well as host", async () => {
    expect((await write({ Cookie: user.cookie, Origin: "https://shop.example.in" })).status).toBe(403);
    expect((await write({ Cookie: user.cookie, Origin: "http://shop.example.in:8080" })).status).toBe(403);
    expect((await write({ Cookie: user.cookie, Origin: "http://shop.example.in" })).status).toBe(200);
  });

  it("trusts Sec-Fetch-Site only when it says same-origin", async () => {
    expect((await write({ Cookie: user.cookie, "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await write({ Cookie: user.cookie, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("sends the protective headers on every answer, and a request id", async () => {
    const res = await api.request("/api/products?limit=1", { headers: { "X-Request-Id": "abc-123" } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toBe("abc-123");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("behind an HTTPS proxy", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase("sqlite");
  });
  afterAll(() => t.close());

  it("adds HSTS when TRUST_PROXY honours X-Forwarded-Proto", async () => {
    const api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true } });
    const res = await api.request("/healthz", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    const plain = await api.request("/healthz");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("pages kept by the response cache", () => {
  it("are served without the nonce they were rendered with, their inline scripts allowed by hash", async () => {
    const app = new Hono<SecurityEnv>();
    let n = 0;
    app.use(async (c, next) => {
      c.set("nonce", `nonce-${++n}-${"q".repeat(16)}`);
      await next();
    });
    app.use(createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 }).middleware);
    app.get("/page", (c) => {
      const nonce = c.get("nonce");
      return c.html(
        `<script nonce="${nonce}">boot()</script><script nonce="${nonce}" src="/a.js"></script><p>nonce</p>`,
      );
    });
    const first = await app.request("/page");
    expect(await first.text()).toContain('<script nonce="nonce-1-');
    const hit = await app.request("/page");
    expect(await hit.text()).toBe('<script>boot()</script><script src="/a.js"></script><p>nonce</p>');
    const boot = createHash("sha256").update("boot()").digest("base64");
    expect(hit.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${boot}';`);
  });
});

describe("redirects after sign-in", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/plant/tulsi-holy-basil?quantity=2", "/plant/tulsi-holy-basil?quantity=2"],
    ["/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/%09/evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["/profile\\..\\evil", "/"],
    ["/a\nb", "/"],
    ["https://evil.example", "/"],
    ["", "/"],
  ])("safeRedirect(%j) is %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
