import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/app.ts";
import { openTestDatabase, type TestDatabase } from "../support/databases.ts";
import { signUp, type TestUser } from "../support/users.ts";

const ADDRESS = { address: { street: "1 Fort Road", city: "Kochi", state: "Kerala", zip: "682001" } };

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
    expect(await res.json()).toEqual({ error: "This request came from another site and was refused." });
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

describe("health and readiness", () => {
  it("/healthz and /readyz answer while the database answers; /readyz says draining on shutdown", async () => {
    const t = await openTestDatabase("sqlite");
    try {
      const lifecycle = { draining: false };
      const { createServerApp } = await import("#server/app.ts");
      const { createShop } = await import("#server/shop.ts");
      const app = createServerApp(createShop({ db: t.db, kind: t.kind, config: t.config }), undefined, lifecycle);
      expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" });
      expect(await (await app.request("/readyz")).json()).toEqual({ status: "ready" });
      lifecycle.draining = true;
      const draining = await app.request("/readyz");
      expect(draining.status).toBe(503);
      expect((await app.request("/healthz")).status).toBe(200);
      await t.db.destroy();
      expect((await app.request("/healthz")).status).toBe(503);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe("logs", () => {
  it("are JSON with a request id, and never carry passwords, tokens or card numbers", async () => {
    const lines: string[] = [];
    const { createLogger } = await import("#server/logger.ts");
    const logger = createLogger("trace", { write: (line: string) => void lines.push(line) });
    const t = await openTestDatabase("sqlite");
    try {
      const api = await createTestApp(t, { logger });
      const user = await signUp(api, "Log Watcher");
      await api.json("/api/identity/sign-in/email", { email: user.email, password: "wrong-secret-pass" });
      await api.json(
        "/api/auth/update-payment-method",
        { paymentMethod: { cardNumber: "4242424242424242", expiryDate: "12/30", cardHolderName: "Log Watcher", cvv: "987" } },
        "PUT",
        { Cookie: user.cookie },
      );
      await api.json("/api/identity/request-password-reset", { email: user.email });
      const token = /token=([\w-]+)/.exec(api.sent.at(-1)!.text)![1]!;
      await api.request(`/reset-password?token=${token}`);
      expect(lines.length).toBeGreaterThan(3);
      const parsed = lines.map((l) => JSON.parse(l) as { requestId?: string; msg?: string });
      expect(parsed.filter((l) => l.msg === "request").every((l) => typeof l.requestId === "string")).toBe(true);
      const all = lines.join("\n");
      for (const secret of [user.password, "wrong-secret-pass", "4242424242424242", "987\"", token, user.token, user.cookie.split("=")[1]!]) {
        expect(all, `logs contain ${secret}`).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
