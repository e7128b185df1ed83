import { Hono } from "hono";
import { placeOrderSchema } from "#domain/schemas/order.ts";
import { listOrders } from "#server/services/orders/list-orders.ts";
import { placeOrder } from "#server/services/orders/place-order.ts";
import { parseInput } from "#server/validation.ts";
import { orderJson } from "#server/presenters/orders.ts";
import { type ApiDeps, readJson, requireUser, type SignedInEnv } from "./http.ts";

/** POST/GET /api/orders: place an order (priced by the server) and list one's own. */
export function ordersApi(shop: ApiDeps) {
  const api = new Hono<SignedInEnv>();
  api.use(requireUser(shop));

  api.post("/", async (c) => {
    const body = await readJson(c);
    const key = c.req.header("Idempotency-Key");
    const input = parseInput(
      placeOrderSchema,
      key && body && typeof body === "object" ? { idempotencyKey: key, ...body } : body,
    );
    const user = c.get("user");
    const { order, created } = await placeOrder(shop, {
      customer: { id: user.id, email: user.email, fullName: user.fullName },
      input,
    });
    return c.json(orderJson(order), created ? 201 : 200);
  });

  api.get("/", async (c) => c.json((await listOrders(shop.db, { userId: c.get("user").id })).map(orderJson)));

  return api;
}
