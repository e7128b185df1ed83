import { Hono } from "hono";
import { deliveryQuerySchema } from "#domain/schemas/delivery.ts";
import { estimateDeliveryTo } from "#server/services/delivery.ts";
import { parseInput } from "#server/validation.ts";
import { type ApiDeps, publicCache } from "./http.ts";

/** GET /api/delivery-estimate?pin= (DECISIONS.md Part 2): `{ pin, state, earliest, latest }`, or 400. */
export function deliveryApi(shop: ApiDeps) {
  const api = new Hono();
  api.use(publicCache);
  api.get("/", async (c) => {
    const { pin } = parseInput(deliveryQuerySchema, c.req.query());
    return c.json(await estimateDeliveryTo(shop, { pin }));
  });
  return api;
}
