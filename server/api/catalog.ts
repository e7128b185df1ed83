import { Hono } from "hono";
import { listQuerySchema, productQuerySchema, slugSchema } from "#domain/schemas/catalog-query.ts";
import { reviewSchema } from "#domain/schemas/review.ts";
import { getBlogBySlug, listBlogs } from "#server/services/blogs.ts";
import { listNurseries } from "#server/services/nurseries.ts";
import { getProductBySlug, listProducts } from "#server/services/products.ts";
import { createReview, listReviews } from "#server/services/reviews.ts";
import { clientIp } from "#server/client-ip.ts";
import { notFound } from "#server/errors.ts";
import { parseInput } from "#server/validation.ts";
import { getSessionUser } from "#server/session.ts";
import { type ApiDeps, etagged, publicCache, readJson, setTotal } from "./http.ts";
import { reviewJson } from "#server/presenters/reviews.ts";
import { blogJson, blogSummaryJson } from "#domain/catalogue/blog.ts";
import { nurseryJson } from "#domain/catalogue/nursery.ts";
import { productJson } from "#domain/catalogue/product.ts";

/** A slug that cannot exist is simply not found. */
function parseSlug(value: string, what: string): string {
  const result = slugSchema.safeParse(value);
  if (!result.success) throw notFound(what);
  return result.data;
}

/** The public catalogue of SPEC.md section 7: products, blogs, nurseries, reviews. */
export function catalogApi(shop: ApiDeps) {
  const { db } = shop;
  const api = new Hono();
  api.use(publicCache, etagged);
  api.get("/products", async (c) => {
    const query = parseInput(productQuerySchema, c.req.query());
    const page = await listProducts(db, query);
    setTotal(c, page.total);
    return c.json(page.items.map(productJson));
  });
  api.get("/products/:slug", async (c) => {
    const product = await getProductBySlug(db, parseSlug(c.req.param("slug"), "Product"));
    return c.json(productJson(product));
  });
  api.get("/blogs", async (c) => {
    const page = await listBlogs(db, parseInput(listQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(blogSummaryJson));
  });
  api.get("/blogs/:slug", async (c) => {
    const blog = await getBlogBySlug(db, parseSlug(c.req.param("slug"), "Blog"));
    return c.json(blogJson(blog));
  });
  api.get("/nurseries", async (c) => {
    const nurseries = await listNurseries(db);
    return c.json(nurseries.map(nurseryJson));
  });
  api.get("/reviews", async (c) => {
    const page = await listReviews(db, parseInput(listQuerySchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(reviewJson));
  });
  api.post("/reviews", async (c) => {
    const input = parseInput(reviewSchema, await readJson(c));
    // SPEC.md section 6: the user id is attached when signed in; `verified` follows from it.
    const user = await getSessionUser(shop, c.req.raw.headers);
    const review = await createReview(shop, input, {
      userId: user?.id ?? null,
      ip: clientIp(c, shop.config),
    });
    return c.json(reviewJson(review), 201);
  });
  return api;
}
