import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresChangeFeed } from "#server/change-feed.ts";
import { createLogger } from "#server/logger.ts";
import { createResponseCache } from "#server/response-cache.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp } from "#tests/support/users.ts";

const logger = createLogger("silent");

async function until(check: () => Promise<boolean>, ms = 1000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

// PostgreSQL only: what it tests is how servers share one database (none is skipped without it).
describe.each(DATABASE_KINDS.filter((kind) => kind === "postgres"))("app servers on one %s", (kind) => {
  let t: TestDatabase;
  let feeds: ReturnType<typeof postgresChangeFeed>[];
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    feeds = [postgresChangeFeed(t.config.databaseUrl!, logger), postgresChangeFeed(t.config.databaseUrl!, logger)];
  });
  afterAll(async () => {
    await Promise.all(feeds.map((f) => f.close()));
    await t.close();
  });

  it("hear each other's writes within a second, so no server keeps serving an old price", async () => {
    const [one, other] = [
      await createTestApp({ ...t }, { changes: feeds[0] }),
      await createTestApp({ ...t }, { changes: feeds[1] }),
    ];
    const product = await t.db.selectFrom("products").select(["slug", "price_paise"]).executeTakeFirstOrThrow();
    const price = async () =>
      ((await (await one.request(`/api/products/${product.slug}`)).json()) as { price: number }).price;
    const before = await price();
    await t.db
      .updateTable("products")
      .set({ price_paise: product.price_paise + 10_000 })
      .execute();
    expect(await price()).toBe(before);
    // Any write through the other server (here a sign-up) is announced to this one.
    await signUp(other, "Kiran Rao");
    expect(await until(async () => (await price()) === before + 100)).toBe(true);
  });
});

describe("the response cache's size", () => {
  it("stays within its byte budget, dropping the oldest answers first", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 50_000 });
    const { Hono } = await import("hono");
    const app = new Hono();
    app.use(async (c, next) => {
      c.set("nonce" as never, "n" as never);
      await next();
    });
    app.use(cache.middleware);
    let renders = 0;
    app.get("/page/:n", (c) => {
      renders++;
      return c.html(`<p>${c.req.param("n")}</p>`.padEnd(10_000, " "));
    });
    for (let i = 0; i < 10; i++) await app.request(`/page/${i}`);
    expect(cache.size()).toBeLessThanOrEqual(50_000);
    expect(cache.size()).toBeGreaterThan(0);
    await app.request("/page/9");
    expect(renders).toBe(10);
    await app.request("/page/0");
    expect(renders).toBe(11);
  });
});
