import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createServerListener } from "#server/app.ts";
import { changePayload, postgresChangeFeed, readChange } from "#server/cache/change-feed.ts";
import { EVERYTHING, productTag, shows } from "#server/cache/cache-tags.ts";
import { createLogger } from "#server/logger.ts";
import { createResponseCache, isPersonalRequest } from "#server/cache/response-cache.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { pageBuild } from "#tests/support/pages.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock as setProductStock } from "#tests/support/stock.ts";
import { signIn, signUp, type TestUser } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

describe.each(DATABASE_KINDS)("the response cache after writes, on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ordered: { id: string; slug: string };
  let other: { id: string; slug: string };

  /** Whether the cache answered (a hit), after asking once so it holds the answer. */
  const cached = async (path: string) => (await api.request(path)).headers.get("x-cache") === "hit";
  const warm = (...paths: string[]) => Promise.all(paths.map((p) => api.request(p)));
  const order = (productId: string, quantity = 1) =>
    api.json(
      "/api/orders",
      {
        cart: [{ id: productId, quantity }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: asha.cookie },
    );
  const setStock = (id: string, stock: number) => setProductStock(t.db, id, stock);
  /** One page of the catalogue that holds `slug`, and one that does not. */
  const listHolding = async (slug: string, holds: boolean) => {
    for (let offset = 0; offset < 200; offset += 5) {
      const path = `/api/products?limit=5&offset=${offset}`;
      const items = (await (await api.request(path)).json()) as Array<{ slug: string }>;
      if (items.some((p) => p.slug === slug) === holds) return path;
    }
    throw new Error(`no page ${holds ? "holds" : "lacks"} ${slug}`);
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    asha = await signUp(api, "Asha Verma");
    // Products sold in one variant: ordering the default variant's last unit empties the product.
    const [a, b] = await t.db
      .selectFrom("products")
      .select(["id", "slug"])
      .where("option_name", "is", null)
      .orderBy("slug")
      .limit(2)
      .execute();
    ordered = a!;
    other = b!;
    await setStock(ordered.id, 50);
    await setStock(other.id, 50);
  });
  afterAll(() => t.close());

  it("an order drops its product's answers and the lists holding it, and keeps every other answer", async () => {
    const holding = await listHolding(ordered.slug, true);
    const lacking = await listHolding(ordered.slug, false);
    const search = `/api/search?q=${encodeURIComponent(ordered.slug.slice(0, 4))}`;
    const paths = [`/api/products/${ordered.slug}`, `/api/products/${other.slug}`, holding, lacking, search];
    await warm(...paths);
    expect(await cached(`/api/products/${ordered.slug}`)).toBe(true);

    expect((await order(ordered.id, 2)).status).toBe(201);

    expect(await cached(`/api/products/${ordered.slug}`)).toBe(false);
    expect(await cached(holding)).toBe(false);
    expect(await cached(`/api/products/${other.slug}`)).toBe(true);
    expect(await cached(lacking)).toBe(true);
    // Search hits show no stock.
    expect(await cached(search)).toBe(true);
    // And what the cache serves next is the new stock.
    const fresh = (await (await api.request(`/api/products/${ordered.slug}`)).json()) as { stock: number };
    expect(fresh.stock).toBe(48);
  });

  it("a product running out drops every list (they filter and count what is in stock)", async () => {
    await setStock(other.id, 1);
    const lacking = await listHolding(other.slug, false);
    await warm(lacking, "/api/products?inStock=1&limit=200");
    expect(await cached(lacking)).toBe(true);
    expect((await order(other.id, 1)).status).toBe(201);
    expect(await cached(lacking)).toBe(false);
    const inStock = (await (await api.request("/api/products?inStock=1&limit=200")).json()) as Array<{ slug: string }>;
    expect(inStock.map((p) => p.slug)).not.toContain(other.slug);
  });

  it("a refused order, a sign-in or a saved address drop nothing", async () => {
    const path = `/api/products/${ordered.slug}`;
    await warm(path, "/api/products?limit=5");
    expect((await order(other.id, 1)).status).toBe(409);
    expect((await signIn(api, asha.email, asha.password)).res.status).toBe(200);
    const saved = await api.json("/api/auth/update-address", { address: DELIVERY_ADDRESS }, "PUT", {
      Cookie: asha.cookie,
    });
    expect(saved.status).toBeLessThan(400);
    expect(await cached(path)).toBe(true);
    expect(await cached("/api/products?limit=5")).toBe(true);
  });

  it("a write that does not say what it changed drops everything", async () => {
    const admin = await signUp(api, "Meera Admin");
    await setRole(t.db, admin.id, "admin");
    const path = `/api/products/${other.slug}`;
    await warm(path, "/api/search?q=tulsi");
    const res = await api.json(`/api/admin/users/${asha.id}/role`, { role: "user" }, "PUT", {
      Cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await cached(path)).toBe(false);
    expect(await cached("/api/search?q=tulsi")).toBe(false);
  });
});

describe.each(DATABASE_KINDS)("a signed-in person's answers, whatever their cookie's spelling, on %s", (kind) => {
  let t: TestDatabase;
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    shop = await createTestApp(t, { ui: await pageBuild() });
    asha = await signUp(shop, "Asha Secretname");
    const saved = await shop.json("/api/auth/update-address", { address: DELIVERY_ADDRESS }, "PUT", {
      Cookie: asha.cookie,
    });
    expect(saved.status).toBeLessThan(400);
    const product = await t.db.selectFrom("products").select("id").where("stock", ">", 5).executeTakeFirstOrThrow();
    const ordered = await shop.json(
      "/api/orders",
      {
        cart: [{ id: product.id, quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: asha.cookie },
    );
    expect(ordered.status).toBe(201);
  });
  afterAll(() => t.close());

  // Better Auth trims cookie names, so each of these is signed in; the cache's old check saw none.
  it.each([
    ["a space", " ="],
    ["a tab", "\t="],
    ["spaces both sides", "  =  "],
  ])("are never kept for anyone else when the cookie has %s before its value", async (_, equals) => {
    const cookie = asha.cookie.replace("better-auth.session_token=", `better-auth.session_token${equals}`);
    expect(cookie).not.toBe(asha.cookie);
    // Addresses of this case only, so a visitor's hit could only be the person's answer.
    const paths = ["/", "/profile", "/api/orders", "/api/auth/profile", "/api/identity/get-session"];
    for (const path of paths.map((p) => `${p}?case=${encodeURIComponent(equals)}`)) {
      const personal = await shop.request(path, { headers: { Cookie: cookie } });
      expect(personal.status, path).toBe(200);
      expect(await personal.text(), `${path} is signed in`).toContain(asha.email);

      const visitor = await shop.request(path);
      const seen = await visitor.text();
      for (const secret of [asha.email, "Secretname", DELIVERY_ADDRESS.street])
        expect(seen, `${path} for a visitor`).not.toContain(secret);
      expect(visitor.headers.get("x-cache"), path).not.toBe("hit");
      expect(personal.headers.get("x-cache"), path).toBeNull();
      expect(personal.headers.get("cache-control"), path).toContain("no-store");
    }
  });
});

describe.each(DATABASE_KINDS)("cached API answers sent by the Node listener itself, on %s", (kind) => {
  let t: TestDatabase;
  let server: Server;
  let base: string;
  let slug: string;
  let productId: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const { shop } = await createTestApp(t);
    server = createServer(createServerListener(shop));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const product = await t.db
      .selectFrom("products")
      .select(["id", "slug"])
      .where("stock", ">", 5)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    slug = product.slug;
    productId = product.id;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("answer as the app did: same body, headers and ETag, a new request id, 304 and brotli as asked", async () => {
    const url = `${base}/api/products/${slug}`;
    const first = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    const second = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    expect(first.headers.get("x-cache")).toBe("miss");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    for (const name of [
      "content-type",
      "content-length",
      "etag",
      "content-security-policy",
      "x-content-type-options",
      "cache-control",
    ]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const given = await fetch(url, { headers: { "X-Request-Id": "from-the-proxy" } });
    expect(given.headers.get("x-request-id")).toBe("from-the-proxy");

    const revalidated = await fetch(url, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(revalidated.status).toBe(304);

    // A page of the catalogue is over 1 KB, so it is kept compressed too.
    const list = `${base}/api/products?limit=10`;
    await fetch(list);
    const { request } = await import("node:http");
    const compressed = await new Promise<{ encoding?: string; length?: string; body: Buffer }>((resolve, reject) => {
      request(list, { headers: { "Accept-Encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            encoding: res.headers["content-encoding"],
            length: res.headers["content-length"],
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on("error", reject)
        .end();
    });
    expect(compressed.encoding).toBe("br");
    expect(Number(compressed.length)).toBe(compressed.body.length);
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(await (await fetch(list)).json());
  });

  it("are never sent to a signed-in visitor, and follow an order at once", async () => {
    const url = `${base}/api/products/${slug}`;
    await fetch(url);
    const customer = await signUp(
      {
        json: (path, body, method = "POST", headers = {}) =>
          fetch(base + path, {
            method,
            headers: { "Content-Type": "application/json", Origin: base, ...headers },
            body: JSON.stringify(body),
          }),
      },
      "Asha Verma",
    );
    const personal = await fetch(url, { headers: { Cookie: customer.cookie } });
    expect(personal.headers.get("x-cache")).toBeNull();
    const before = ((await (await fetch(url)).json()) as { stock: number }).stock;
    const ordered = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: customer.cookie, Origin: base },
      body: JSON.stringify({
        cart: [{ id: productId, quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      }),
    });
    expect(ordered.status).toBe(201);
    const after = await fetch(url);
    expect(after.headers.get("x-cache")).toBe("miss");
    expect(((await after.json()) as { stock: number }).stock).toBe(before - 1);
  });
});

describe("the response cache's bookkeeping", () => {
  /** A bare app behind the cache, as the server puts pages behind it (a nonce already chosen). */
  function behind(cache: ReturnType<typeof createResponseCache>) {
    const app = new Hono();
    app.use(async (c, next) => {
      c.set("nonce" as never, "n" as never);
      await next();
    });
    app.use(cache.middleware);
    return app;
  }

  function appWith(
    cache: ReturnType<typeof createResponseCache>,
    render: (n: string) => Promise<void> = async () => {},
  ) {
    const app = behind(cache);
    let renders = 0;
    app.get("/thing/:n", async (c) => {
      renders++;
      const n = c.req.param("n");
      shows([productTag(n)]);
      await render(n);
      return c.json({ n });
    });
    return { app, renders: () => renders };
  }

  it("renders an answer once for visitors who ask at the same time", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { app, renders } = appWith(cache, () => new Promise((r) => setTimeout(r, 20)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request("/thing/a")));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });

  it("does not keep an answer whose product changed while it rendered, and keeps one whose did not", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { app, renders } = appWith(cache, async (n) => {
      if (n === "a" || n === "b") cache.invalidate([productTag("a")]);
    });
    await app.request("/thing/a");
    await app.request("/thing/a");
    expect(renders()).toBe(2);
    await app.request("/thing/b");
    await app.request("/thing/b");
    expect(renders()).toBe(3);
    cache.invalidate([EVERYTHING]);
    await app.request("/thing/b");
    expect(renders()).toBe(4);
  });

  it("stays within its byte budget, dropping the oldest answers first", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 50_000 });
    const app = behind(cache);
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

  /** An app whose one answer, the same body every time, carries `headers`; it counts its renders. */
  function answering(cache: ReturnType<typeof createResponseCache>, headers: Record<string, string> = {}) {
    const app = behind(cache);
    let renders = 0;
    app.get("/page/*", (c) => {
      renders++;
      return c.json({ ok: true }, 200, headers);
    });
    return { app, renders: () => renders };
  }

  it("counts each answer's key and headers in its byte budget, not only its body", async () => {
    const sizeAfter = async (path: string, headers: Record<string, string> = {}) => {
      const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
      await answering(cache, headers).app.request(path);
      return cache.size();
    };
    const plain = await sizeAfter("/page/a");
    expect(await sizeAfter(`/page/a?${"k".repeat(1500)}`)).toBeGreaterThanOrEqual(plain + 1500);
    expect(await sizeAfter("/page/a", { "X-Long": "h".repeat(3000) })).toBeGreaterThanOrEqual(plain + 3000);
  });

  it("holds at most maxEntries answers, dropping the oldest first", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000, maxEntries: 5 });
    const { app, renders } = answering(cache);
    for (let i = 0; i < 20; i++) await app.request(`/page/${i}`);
    const hits = async (from: number, to: number) => {
      const answers = [];
      for (let i = from; i >= to; i--) answers.push((await app.request(`/page/${i}`)).headers.get("x-cache"));
      return answers;
    };
    expect(await hits(19, 15)).toEqual(Array(5).fill("hit"));
    expect(await hits(14, 14)).toEqual(["miss"]);
    expect(renders()).toBe(21);
  });

  it("gives back an expired answer's memory without waiting for a request", async () => {
    const cache = createResponseCache({ ttlMs: 50, maxBytes: 1_000_000 });
    const { app } = answering(cache);
    await app.request("/page/a");
    await app.request("/page/b");
    expect(cache.size()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.size()).toBe(0);
  });

  it("answers but never keeps an address too long for any of our routes (parameters no route reads)", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { app, renders } = answering(cache);
    const padded = `/page/a?q=tulsi&r1=${"z".repeat(14_000)}`;
    for (let i = 0; i < 2; i++) {
      const res = await app.request(padded);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-cache")).toBeNull();
    }
    expect(renders()).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it.each(["private, no-store", "no-store", "private", "public, max-age=60, No-Store", 'private="set-cookie"'])(
    "never keeps an answer sent with Cache-Control: %s",
    async (cacheControl) => {
      const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
      const { app, renders } = answering(cache, { "Cache-Control": cacheControl });
      await app.request("/page/a");
      expect((await app.request("/page/a")).headers.get("x-cache")).toBe("miss");
      expect(renders()).toBe(2);
      expect(cache.size()).toBe(0);
    },
  );

  it("never keeps an answer that sets a cookie", async () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const { app, renders } = answering(cache, { "Set-Cookie": "lang=hi; Path=/" });
    await app.request("/page/a");
    await app.request("/page/a");
    expect(renders()).toBe(2);
    expect(cache.size()).toBe(0);
  });
});

describe("which requests carry a session (never answered from, nor kept in, the cache)", () => {
  const TOKEN = "abc.def";
  it.each([
    `better-auth.session_token=${TOKEN}`,
    `better-auth.session_token =${TOKEN}`,
    `better-auth.session_token\t=${TOKEN}`,
    ` \tbetter-auth.session_token=${TOKEN}`,
    `better-auth.session_token\u00a0=${TOKEN}`,
    `lang=hi;better-auth.session_token=${TOKEN}`,
    `lang=hi; theme=dark ;  better-auth.session_token  = ${TOKEN}`,
    `lang=hi, better-auth.session_token=${TOKEN}`,
    `Better-Auth.Session_Token=${TOKEN}`,
    `__Secure-better-auth.session_token=${TOKEN}`,
    `__Host-better-auth.session_token=${TOKEN}`,
    `__secure-better-auth.session_token =${TOKEN}`,
  ])("a cookie header %j", (cookie) => {
    expect(isPersonalRequest(new Headers({ cookie }))).toBe(true);
  });

  it.each(["lang=hi; theme=dark", "better-auth.session_tokens=1", "x=better-auth.session_token", ""])(
    "but not %j",
    (cookie) => {
      expect(isPersonalRequest(new Headers({ cookie }))).toBe(false);
    },
  );

  it("and a bearer token", () => {
    expect(isPersonalRequest(new Headers({ authorization: "Bearer abc" }))).toBe(true);
  });
});

describe("a change announced to the other servers", () => {
  it("carries its tags, and an oversized or unreadable one stands for everything", () => {
    expect(readChange(changePayload("s1", [productTag("a"), productTag("b")]))).toEqual({
      from: "s1",
      tags: [productTag("a"), productTag("b")],
    });
    const many = Array.from({ length: 500 }, (_, i) => productTag(`product-${i}`));
    expect(readChange(changePayload("s1", many)).tags).toEqual([EVERYTHING]);
    expect(readChange("").tags).toEqual([EVERYTHING]);
    expect(readChange('{"tags":[]}').tags).toEqual([EVERYTHING]);
  });
});

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

  it("hear each other's writes within a second, each dropping only what the write changed", async () => {
    const [one, other] = [
      await createTestApp({ ...t }, { changes: feeds[0] }),
      await createTestApp({ ...t }, { changes: feeds[1] }),
    ];
    const [product, untouched] = await t.db
      .selectFrom("products")
      .select(["id", "slug", "price_paise"])
      .where("stock", ">", 5)
      .orderBy("slug")
      .limit(2)
      .execute();
    const price = async (slug: string) =>
      ((await (await one.request(`/api/products/${slug}`)).json()) as { price: number }).price;
    const before = await price(product!.slug);
    const untouchedBefore = await price(untouched!.slug);
    await t.db
      .updateTable("products")
      .set((eb) => ({ price_paise: eb("price_paise", "+", 10_000) }))
      .execute();
    expect(await price(product!.slug)).toBe(before);
    // An order through the other server is announced to this one, naming its product.
    const asha = await signUp(other, "Asha Verma");
    const ordered = await other.json(
      "/api/orders",
      {
        cart: [{ id: product!.id, quantity: 1 }],
        selectedAddress: DELIVERY_ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: asha.cookie },
    );
    expect(ordered.status).toBe(201);
    expect(await until(async () => (await price(product!.slug)) === before + 100)).toBe(true);
    expect(await price(untouched!.slug)).toBe(untouchedBefore);
  });

  it("read the shop settings another server saved (each keeps its own copy)", async () => {
    const [one, other] = [
      await createTestApp({ ...t }, { changes: feeds[0] }),
      await createTestApp({ ...t }, { changes: feeds[1] }),
    ];
    const admin = await signUp(other, "Settings Admin");
    await setRole(t.db, admin.id, "admin");
    const before = (await one.shop.settings.shop())!;
    const next = { ...before, orderLimits: { ...before.orderLimits, maxUnpaidRupees: 9_000 } };
    expect((await other.json("/api/admin/settings", next, "PUT", { Cookie: admin.cookie })).status).toBe(200);
    expect(await until(async () => (await one.shop.settings.shop())?.orderLimits.maxUnpaidRupees === 9_000)).toBe(true);
  });
});
