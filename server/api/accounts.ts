import { Hono } from "hono";
import {
  profileSchema,
  registerSchema,
  savedEntryIdSchema,
  updateAddressBodySchema,
  updatePaymentBodySchema,
} from "#domain/schemas/account.ts";
import { cancelOrderSchema } from "#domain/schemas/order.ts";
import { cancelOrder } from "#server/services/orders/cancel-order.ts";
import {
  deleteAddress,
  deleteCard,
  getProfile,
  isAdmin,
  listAddresses,
  listCards,
  registerProfile,
  saveAddress,
  saveCard,
  updateProfile,
} from "#server/services/accounts.ts";
import { parseInput } from "#server/validation.ts";
import { addressJson, cardJson, profileJson } from "#server/presenters/account.ts";
import { orderJson } from "#server/presenters/orders.ts";
import { type ApiDeps, readJson, requireUser, type SignedInEnv } from "./http.ts";

/** SPEC.md section 7's account API under /api/auth: every route needs a session. */
export function accountsApi(shop: ApiDeps) {
  const { db } = shop;
  const api = new Hono<SignedInEnv>();
  api.use(requireUser(shop));

  api.get("/profile", async (c) => c.json(profileJson(await getProfile(db, c.get("user").id))));

  api.post("/register", async (c) => {
    const user = c.get("user");
    const input = parseInput(registerSchema, await readJson(c));
    return c.json(profileJson(await registerProfile(db, { userId: user.id, email: user.email }, input.fullName)));
  });

  api.put("/update-profile", async (c) => {
    const input = parseInput(profileSchema, await readJson(c));
    return c.json(profileJson(await updateProfile(db, c.get("user").id, input)));
  });

  api.get("/shipping-data", async (c) => {
    const userId = c.get("user").id;
    const [addresses, cards] = await Promise.all([listAddresses(db, userId), listCards(db, userId)]);
    return c.json({ addresses: addresses.map(addressJson), paymentMethods: cards.map(cardJson) });
  });

  api.put("/update-address", async (c) => {
    const { address } = parseInput(updateAddressBodySchema, await readJson(c));
    const addresses = await saveAddress(db, c.get("user").id, address);
    return c.json({ addresses: addresses.map(addressJson) });
  });

  api.delete("/delete-address/:id", async (c) => {
    const id = parseInput(savedEntryIdSchema, c.req.param("id"));
    const addresses = await deleteAddress(db, c.get("user").id, id);
    return c.json({ addresses: addresses.map(addressJson) });
  });

  api.put("/update-payment-method", async (c) => {
    const { paymentMethod } = parseInput(updatePaymentBodySchema, await readJson(c));
    const cards = await saveCard(db, c.get("user").id, paymentMethod);
    return c.json({ paymentMethods: cards.map(cardJson) });
  });

  api.delete("/delete-payment-method/:id", async (c) => {
    const id = parseInput(savedEntryIdSchema, c.req.param("id"));
    const cards = await deleteCard(db, c.get("user").id, id);
    return c.json({ paymentMethods: cards.map(cardJson) });
  });

  api.put("/cancel-order", async (c) => {
    const { orderId } = parseInput(cancelOrderSchema, await readJson(c));
    return c.json((await cancelOrder(shop, { userId: c.get("user").id, orderId })).map(orderJson));
  });

  api.get("/check-admin", async (c) => c.json({ isAdmin: await isAdmin(db, c.get("user").id) }));

  return api;
}
