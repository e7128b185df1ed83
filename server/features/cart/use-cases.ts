import { z } from "zod";
import { addToCartSchema, cartReminderTokenSchema, saveCartSchema } from "#domain/schemas/cart.ts";
import { useCase } from "#server/http/use-case.ts";
import { cartAnswer } from "./answers.ts";
import { addToCart, getCart, saveCart } from "./cart.ts";
import { resumeCartReminders, stopCartReminders } from "./cart-reminders.ts";
import { cartJson } from "./presenters.ts";

/**
 * The server cart's use cases (docs/product/orders.md#server-cart): the caller's own cart, read
 * and replaced whole (the browser keeps it in step after each change), and the reminder mail's
 * opt-out, a page reached from the mail without signing in.
 */

export const getCartCase = useCase({
  name: "cart.get",
  summary: "The customer's cart as the server keeps it; empty when they have none",
  access: "customer",
  input: z.object({}),
  run: (shop, _input, { user }) => getCart(shop.db, user.id),
  answer: cartAnswer,
  present: cartJson,
  http: { method: "get", path: "/cart", from: "none" },
});

export const saveCartCase = useCase({
  name: "cart.save",
  summary:
    "Replace the customer's cart; lines of products or variants no longer sold are dropped, lines of one variant merged, quantities kept within 100 and the stock; answers the cart as stored",
  access: "customer",
  input: saveCartSchema,
  run: (shop, { cart }, { user }) => saveCart(shop.db, user.id, cart),
  answer: cartAnswer,
  present: cartJson,
  http: { method: "put", path: "/cart" },
});

/** 'Add to cart' pressed before the product page's JavaScript ran (app/routes/plant.tsx): no API route. */
export const addToCartCase = useCase({
  name: "cart.add",
  summary: "Put a variant in the customer's cart, raising its line when it is there; answers the cart as stored",
  access: "customer",
  input: addToCartSchema,
  run: (shop, line, { user }) => addToCart(shop.db, user.id, line),
});

/** The opt-out link of the reminder mail (its page, /cart-reminders/unsubscribe): no API route. */
export const stopCartRemindersCase = useCase({
  name: "cart.stopReminders",
  summary: "Stop cart reminder mails for the customer the link's token names",
  access: "visitor",
  input: cartReminderTokenSchema,
  run: (shop, { token }) => stopCartReminders(shop, token),
});

export const resumeCartRemindersCase = useCase({
  name: "cart.resumeReminders",
  summary: "Send cart reminder mails again to the customer the link's token names",
  access: "visitor",
  input: cartReminderTokenSchema,
  run: (shop, { token }) => resumeCartReminders(shop, token),
});

export const cartUseCases = [getCartCase, saveCartCase, addToCartCase, stopCartRemindersCase, resumeCartRemindersCase];
