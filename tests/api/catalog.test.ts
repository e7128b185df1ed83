import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { BLOG_TEXT_FIELDS } from "#tests/support/blog-fields.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

describe.each(DATABASE_KINDS)("catalogue API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  describe("GET /api/products", () => {
    it("lists the catalogue as a JSON array in rupees with the total", async () => {
      const res = await api.request("/api/products");
      expect(res.status).toBe(200);
      const products = (await res.json()) as Array<Record<string, unknown>>;
      expect(products.length).toBeGreaterThanOrEqual(100);
      expect(Number(res.headers.get("X-Total-Count"))).toBe(products.length);
      const p = products[0]!;
      for (const field of [
        "id",
        "slug",
        "title",
        "description",
        "price",
        "discount",
        "stock",
        "rating",
        "onSale",
        "featuredProduct",
        "image1",
        "altText",
        "blogSlug",
        "href",
      ]) {
        expect(p).toHaveProperty(field);
      }
      expect(typeof p.price).toBe("number");
      expect(p.href).toBe(`/plant/${String(p.slug)}`);
    });

    it("pages with limit and offset", async () => {
      const all = (await (await api.request("/api/products?sort=newest")).json()) as Array<{ id: string }>;
      const res = await api.request("/api/products?sort=newest&limit=5&offset=10");
      const page = (await res.json()) as Array<{ id: string }>;
      expect(page.map((p) => p.id)).toEqual(all.slice(10, 15).map((p) => p.id));
      expect(Number(res.headers.get("X-Total-Count"))).toBe(all.length);
    });

    it("sorts and filters", async () => {
      // By the lowest price a customer can pay: a product's cheapest variant (docs/product/catalogue.md#variants).
      const cheap = (await (await api.request("/api/products?sort=price-asc")).json()) as Array<{ priceFrom: number }>;
      const prices = cheap.map((p) => p.priceFrom);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const onSale = (await (await api.request("/api/products?onSale=1")).json()) as Array<{
        discount: number;
        onSale: boolean;
      }>;
      expect(onSale.length).toBeGreaterThan(0);
      expect(onSale.every((p) => p.onSale && p.discount > 0)).toBe(true);
      const inStock = (await (await api.request("/api/products?inStock=1")).json()) as Array<{ stock: number }>;
      expect(inStock.every((p) => p.stock > 0)).toBe(true);
    });

    it.each(["limit=0", "limit=abc", "limit=501", "offset=-1", "sort=cheapest", "limit=1.5"])(
      "answers 400 with a JSON error for %s",
      async (query) => {
        const res = await api.request(`/api/products?${query}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toHaveProperty("error");
      },
    );

    it("says how to cache: ETag and a 304 on revalidation", async () => {
      const first = await api.request("/api/products?limit=3");
      const etag = first.headers.get("ETag");
      expect(etag).toBeTruthy();
      expect(first.headers.get("Cache-Control")).toContain("must-revalidate");
      const again = await api.request("/api/products?limit=3", { headers: { "If-None-Match": etag! } });
      expect(again.status).toBe(304);
    });

    it("GET /api/products?ids= refreshes a cart's products", async () => {
      const [a, b] = await t.db
        .selectFrom("products")
        .select("id")
        .where("stock", ">", 5)
        .orderBy("slug")
        .limit(2)
        .execute();
      const res = await api.request(`/api/products?ids=${a!.id},${b!.id},gone`);
      expect(res.status).toBe(200);
      const products = (await res.json()) as Array<{ id: string }>;
      expect(products.map((p) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    });
  });

  describe("GET /api/products/:slug", () => {
    it("answers one product", async () => {
      const res = await api.request("/api/products/ashwagandha");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ slug: "ashwagandha", blogSlug: "ashwagandha", title: "Ashwagandha" });
    });

    it.each(["no-such-plant", "Tulsi", "%00", "a".repeat(300), "..%2f..%2fetc"])("404 for %s", async (slug) => {
      const res = await api.request(`/api/products/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Product not found", code: "catalogue.products.notFound" });
    });

    it("public answers are cached, and show the new stock at once after an order", async () => {
      const p = await t.db
        .selectFrom("products")
        .selectAll()
        .where("stock", ">", 5)
        .orderBy("slug")
        .executeTakeFirstOrThrow();
      const read = async () => {
        const res = await api.request(`/api/products/${p.slug}`);
        expect(res.status).toBe(200);
        return (await res.json()) as { stock: number };
      };
      const before = (await read()).stock;
      const cached = await api.request(`/api/products/${p.slug}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(cached.headers.get("content-encoding")).toBe("gzip");
      const body = JSON.parse(gunzipSync(Buffer.from(await cached.arrayBuffer())).toString()) as { stock: number };
      expect(body.stock).toBe(before);
      const buyer = await signUp(api, "Asha Verma");
      const placed = await api.json(
        "/api/orders",
        {
          cart: [{ id: p.id, quantity: 2 }],
          selectedAddress: DELIVERY_ADDRESS,
          selectedPaymentMethod: "Cash on Delivery",
        },
        "POST",
        { Cookie: buyer.cookie },
      );
      expect(placed.status).toBe(201);
      expect((await read()).stock).toBe(before - 2);
    });
  });

  describe("blogs", () => {
    it("lists blogs and answers one by slug with every field", async () => {
      const res = await api.request("/api/blogs");
      expect(res.status).toBe(200);
      const blogs = (await res.json()) as Array<{ slug: string; title: string; image1: string; id: string }>;
      expect(blogs.length).toBeGreaterThanOrEqual(100);
      const one = await api.request(`/api/blogs/${blogs[0]!.slug}`);
      expect(one.status).toBe(200);
      const blog = (await one.json()) as Record<string, unknown>;
      for (const field of [...BLOG_TEXT_FIELDS, "image1", "image2", "plantSlug", "publishDate"]) {
        expect(blog[field], field).toBeTruthy();
      }
    });

    it("404 for an unknown blog", async () => {
      expect((await api.request("/api/blogs/nothing-here")).status).toBe(404);
    });
  });

  it("GET /api/nurseries lists the partner nurseries", async () => {
    const res = await api.request("/api/nurseries");
    expect(res.status).toBe(200);
    const nurseries = (await res.json()) as Array<{ title: string; city: string; image: string }>;
    expect(nurseries.length).toBeGreaterThanOrEqual(6);
    expect(new Set(nurseries.map((n) => n.city)).size).toBe(nurseries.length);
  });

  it("unknown API paths are JSON 404s", async () => {
    const res = await api.request("/api/nothing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found", code: "request.notFound" });
  });
});
