import { Hono } from "hono";
import { searchQuerySchema } from "#domain/schemas/catalog-query.ts";
import { searchProducts } from "#server/services/search.ts";
import { parseInput } from "#server/validation.ts";
import { type ApiDeps, etagged, publicCache } from "./http.ts";
import { searchHitJson } from "#server/presenters/search.ts";

/** GET /api/search?q=…&limit=…: the search modal asks here as the customer types. */
export function searchApi({ db }: ApiDeps) {
  const api = new Hono();
  api.use(publicCache, etagged);
  api.get("/", async (c) => {
    const hits = await searchProducts(db, parseInput(searchQuerySchema, c.req.query()));
    return c.json(hits.map(searchHitJson));
  });
  return api;
}
