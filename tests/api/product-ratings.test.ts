import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { summarizeReviews } from "#server/features/reviews/reviews.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

interface ProductJson {
  slug: string;
  title: string;
  rating: number;
  reviewCount: number;
}

const review = {
  name: "Kavya Menon",
  email: "kavya@example.in",
  title: "Settled in well",
  review: "Came well packed and put out new leaves within a week.",
  recommend: true,
};

/** Issue 30: one rating, the mean of the shown reviews, in the product's JSON, its lists and its review panel. */
describe.each(DATABASE_KINDS)("product ratings on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let product: ProductJson;
  let ip = 0;

  const products = async () => (await (await api.request("/api/products?limit=500")).json()) as ProductJson[];
  const figures = async () => {
    const one = (await (await api.request(`/api/products/${product.slug}`)).json()) as ProductJson;
    const listed = (await products()).find((p) => p.slug === product.slug)!;
    const panel = await summarizeReviews(t.db, product.title);
    // The product's figure, its list's and its review panel's are one.
    expect({ rating: listed.rating, reviewCount: listed.reviewCount }).toEqual({
      rating: one.rating,
      reviewCount: one.reviewCount,
    });
    expect({ rating: panel.average, reviewCount: panel.count }).toEqual({
      rating: one.rating,
      reviewCount: one.reviewCount,
    });
    return { rating: one.rating, reviewCount: one.reviewCount };
  };
  const post = async (rating: number) => {
    ip += 1;
    const res = await api.json("/api/reviews", { ...review, rating, plantType: product.title }, "POST", {
      "X-Forwarded-For": `198.51.100.${ip}`,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const moderate = (id: string, hidden: boolean) =>
    api.json(`/api/admin/reviews/${id}`, { hidden }, "PATCH", { Cookie: admin.cookie });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, trustProxy: true } });
    admin = await signUp(api, "Rating Admin");
    await setRole(t.db, admin.id, "admin");
    // Every demo product has reviews: the admin deletes this one's, so it starts unrated.
    product = (await products())[0]!;
    const own = await t.db.selectFrom("reviews").select("id").where("plant_type", "=", product.title).execute();
    expect(own.length).toBeGreaterThan(0);
    for (const { id } of own) {
      const res = await api.request(`/api/admin/reviews/${id}`, {
        method: "DELETE",
        headers: { Cookie: admin.cookie },
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it("a product nobody reviewed has no rating; the demo's others show their reviews' mean", async () => {
    expect(await figures()).toEqual({ rating: 0, reviewCount: 0 });
    const all = await products();
    const rated = all.filter((p) => p.reviewCount > 0);
    expect(rated).toHaveLength(all.length - 1);
    for (const p of rated) expect((await summarizeReviews(t.db, p.title)).average).toBe(p.rating);
  });

  it("follows every review posted, hidden, shown again and deleted", async () => {
    const five = await post(5);
    const four = await post(4);
    await post(4);
    expect(await figures()).toEqual({ rating: 4.3, reviewCount: 3 });

    expect((await moderate(five, true)).status).toBe(200);
    expect(await figures()).toEqual({ rating: 4, reviewCount: 2 });
    expect((await moderate(five, false)).status).toBe(200);
    expect(await figures()).toEqual({ rating: 4.3, reviewCount: 3 });

    const deleted = await api.request(`/api/admin/reviews/${four}`, {
      method: "DELETE",
      headers: { Cookie: admin.cookie },
    });
    expect(deleted.status).toBe(200);
    expect(await figures()).toEqual({ rating: 4.5, reviewCount: 2 });
  });
});
