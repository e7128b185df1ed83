import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { message } from "#domain/i18n/message.ts";
import { VITALS_KEEP_DAYS, type VitalsSummary } from "#domain/web-vitals.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { pruneWebVitals } from "#server/features/web-vitals/prune-vitals.ts";
import { createJobRunner, shopJobs } from "#server/jobs.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** Real-user speed (docs/product/admin.md#real-user-speed): the pages' beacons, the owner's percentiles, the pruning. */

const LIMIT = 4;
const DAY_MS = 86_400_000;

const BEACON = {
  page: "product",
  navigation: "navigate",
  device: "mobile",
  metrics: [
    { name: "LCP", value: 2412 },
    { name: "INP", value: 512 },
    { name: "CLS", value: 0.13 },
  ],
};

/** The nearest-rank 75th percentile: the smallest value at least three quarters of them do not exceed. */
function nearestRankP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

describe.each(DATABASE_KINDS)("web vitals API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;
  let ip = 10;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    // A proxy in front names each caller's address, so each test has its own hourly limit.
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true, vitalsRateLimit: LIMIT } });
    admin = await signUp(api, "Speed Admin");
    customer = await signUp(api, "Speed Customer");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom("web_vitals").execute();
  });

  /** As navigator.sendBeacon sends a string: text/plain, from an address of its own unless told. */
  const send = (body: unknown, options: { from?: string; type?: string; headers?: Record<string, string> } = {}) =>
    api.request("/api/vitals", {
      method: "POST",
      headers: {
        "Content-Type": options.type ?? "text/plain;charset=UTF-8",
        "X-Forwarded-For": options.from ?? `198.51.100.${ip++}`,
        ...options.headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = () =>
    t.db.selectFrom("web_vitals").select(["page_type", "metric", "value", "rating", "device", "navigation"]).execute();
  const summary = (who: TestUser | null, query = "") =>
    api.request(`/api/admin/web-vitals${query}`, { headers: who ? { Cookie: who.cookie } : {} });

  it("stores a beacon sent as text/plain: 204, each metric rated by the server, no cookie set", async () => {
    const res = await send(BEACON);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toBe("");
    expect(
      (await stored())
        .map((row) => ({ ...row, value: Number(row.value) }))
        .sort((a, b) => a.metric.localeCompare(b.metric)),
    ).toEqual([
      {
        page_type: "product",
        metric: "CLS",
        value: 0.13,
        rating: "needs-improvement",
        device: "mobile",
        navigation: "navigate",
      },
      { page_type: "product", metric: "INP", value: 512, rating: "poor", device: "mobile", navigation: "navigate" },
      { page_type: "product", metric: "LCP", value: 2412, rating: "good", device: "mobile", navigation: "navigate" },
    ]);
  });

  it("takes the same beacon as application/json, and from a signed-in customer stores nothing of theirs", async () => {
    const res = await send(
      { ...BEACON, metrics: [{ name: "LCP", value: 1800 }], userId: customer.id, url: "/plant/tulsi?utm=mail" },
      { type: "application/json", headers: { Cookie: customer.cookie } },
    );
    expect(res.status).toBe(204);
    const rows = await t.db.selectFrom("web_vitals").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${customer.id}|tulsi|198\\.51|utm`));
  });

  it.each([
    ["an unknown page type", { ...BEACON, page: "/plant/tulsi" }],
    ["an unknown metric", { ...BEACON, metrics: [{ name: "FID", value: 12 }] }],
    ["a value out of range", { ...BEACON, metrics: [{ name: "LCP", value: 500_000 }] }],
    ["a negative value", { ...BEACON, metrics: [{ name: "CLS", value: -0.1 }] }],
    ["a metric twice", { ...BEACON, metrics: [BEACON.metrics[0], BEACON.metrics[0]] }],
    ["no metric", { ...BEACON, metrics: [] }],
    ["no device class", { page: "home", navigation: "navigate", metrics: BEACON.metrics }],
  ])("refuses %s: 400, nothing stored", async (_case, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("vitals.invalid");
    expect(await stored()).toEqual([]);
  });

  it("refuses a body that is not JSON: 400, nothing stored", async () => {
    const res = await send("LCP=2400");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(apiRefusal(message("request.badJson")));
    expect(await stored()).toEqual([]);
  });

  it("refuses a body over 4 KB: 413, nothing stored", async () => {
    const res = await send({ ...BEACON, padding: "x".repeat(5000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(apiRefusal(message("request.beaconTooLarge")));
    expect(await stored()).toEqual([]);
  });

  it(`answers 429 past VITALS_RATE_LIMIT (${LIMIT} here) an hour from one address, storing nothing more`, async () => {
    const from = "192.0.2.77";
    for (let i = 0; i < LIMIT; i++) expect((await send(BEACON, { from })).status).toBe(204);
    const res = await send(BEACON, { from });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(apiRefusal(message("vitals.tooMany")));
    expect(await stored()).toHaveLength(LIMIT * BEACON.metrics.length);
    // Another address is not held back.
    expect((await send(BEACON)).status).toBe(204);
  });

  it("shows the percentiles to an admin only", async () => {
    expect((await summary(null)).status).toBe(401);
    expect((await summary(customer)).status).toBe(403);
    const res = await summary(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ days: 7, pages: [] });
    expect((await summary(admin, `?days=${VITALS_KEEP_DAYS + 1}`)).status).toBe(400);
  });

  it("computes each page type's nearest-rank p75 in the database, rated, most sampled kinds first", async () => {
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
    // Sizes that catch an off-by-one of the rank: 1, 2, 3, 4, 5 and 41 samples.
    const sets = {
      home: [3100],
      catalogue: [900, 5000],
      search: [1200, 800, 4100],
      blog: [100, 4000, 300, 200],
      article: [2600, 2400, 2500, 2700, 2800],
      product: Array.from({ length: 41 }, (_, i) => ((i * 7919) % 41) * 100 + 500),
    };
    const rows = Object.entries(sets).flatMap(([page, values]) =>
      values.map((value) => ({
        recorded_at: at(1),
        page_type: page,
        metric: "LCP" as const,
        value,
        rating: "good" as const,
        device: "mobile",
        navigation: "navigate",
      })),
    );
    const product = (metric: "INP" | "CLS", values: number[]) =>
      values.map((value) => ({ ...rows[0]!, page_type: "product", metric, value }));
    await t.db
      .insertInto("web_vitals")
      .values([
        ...rows,
        ...product("INP", [40, 180, 220, 90]),
        ...product("CLS", [0, 0.02, 0.3, 0.05, 0.01]),
        // Older than the week: left out of the dashboard's figures, not of a month's.
        { ...rows[0]!, page_type: "checkout", recorded_at: at(8) },
      ])
      .execute();

    const res = await summary(admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as VitalsSummary;
    expect(body.pages.map((p) => p.page)).toEqual(["product", "article", "blog", "search", "catalogue", "home"]);
    for (const [page, values] of Object.entries(sets)) {
      const p75 = nearestRankP75(values);
      expect(body.pages.find((p) => p.page === page)!.metrics.LCP, page).toEqual({
        p75,
        samples: values.length,
        rating: p75 <= 2500 ? "good" : p75 <= 4000 ? "needs-improvement" : "poor",
      });
    }
    const productRow = body.pages[0]!;
    expect(productRow.samples).toBe(41);
    expect(productRow.metrics.INP).toEqual({ p75: 180, samples: 4, rating: "good" });
    expect(productRow.metrics.CLS).toEqual({ p75: 0.05, samples: 5, rating: "good" });
    expect(body.pages.find((p) => p.page === "article")!.metrics.INP).toBeNull();

    const month = (await (await summary(admin, "?days=30")).json()) as typeof body;
    expect(month.pages.map((p) => p.page)).toContain("checkout");
  });

  it("prunes samples past four weeks, by a job that runs on one server per turn", async () => {
    const now = Date.now();
    const row = (daysAgo: number) => ({
      recorded_at: new Date(now - daysAgo * DAY_MS).toISOString(),
      page_type: "home",
      metric: "LCP" as const,
      value: 2000,
      rating: "good" as const,
      device: "desktop",
      navigation: "reload",
    });
    await t.db
      .insertInto("web_vitals")
      .values([row(VITALS_KEEP_DAYS + 2), row(VITALS_KEEP_DAYS + 0.01), row(VITALS_KEEP_DAYS - 0.01), row(1)])
      .execute();
    const servers = [createJobRunner(api.shop, shopJobs(api.shop)), createJobRunner(api.shop, shopJobs(api.shop))];
    const ran = await Promise.all(servers.map((server) => server.tick(now)));
    expect(ran.filter((names) => names.includes("prune-web-vitals"))).toHaveLength(1);
    expect(await stored()).toHaveLength(2);
    expect(await pruneWebVitals(t.db, new Date(now))).toBe(0);
  });
});
