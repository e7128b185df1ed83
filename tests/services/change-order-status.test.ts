import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CANCELLED, ORDER_STATUSES, type OrderStatus, holdsStock } from "#domain/orders.ts";
import { placeOrderSchema } from "#domain/schemas/order.ts";
import type { ProductRow } from "#server/features/catalogue/rows.ts";
import { changeOrderStatus } from "#server/features/orders/change-order-status.ts";
import { placeOrder } from "#server/features/orders/place-order.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp } from "#tests/support/users.ts";

const ADMIN_ACTOR = { kind: "admin", id: null } as const;

/** A seeded random number generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(DATABASE_KINDS)("changeOrderStatus on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  const product = (slug: string) =>
    t.db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  it("property: over 200 random sequences of changes and sales, stock moves exactly once per hold", async () => {
    const [p1, p2] = await Promise.all([product("krishna-tulsi"), product("vana-tulsi")]);
    // Lines naming no variant take the default one's stock: that is the shelf the model follows.
    await setStock(t.db, p1.id, 20);
    await setStock(t.db, p2.id, 20);
    const buyer = await signUp(api, "Property Buyer");
    const place = async (lines: Array<[ProductRow, number]>) =>
      (
        await placeOrder(api.shop, {
          customer: { id: buyer.id, email: buyer.email, fullName: "Property Buyer" },
          input: placeOrderSchema.parse({
            cart: lines.map(([p, quantity]) => ({ id: p.id, quantity })),
            selectedAddress: {
              recipient: "Asha Rao",
              mobile: "+91 98765 43210",
              street: "1 Main Rd",
              city: "Agra",
              state: "Uttar Pradesh",
              zip: "282001",
            },
            selectedPaymentMethod: "Cash on Delivery",
          }),
        })
      ).order;
    const orders = [
      await place([
        [p1, 3],
        [p2, 1],
      ]),
      await place([[p1, 2]]),
      await place([[p2, 3]]),
    ];
    // The model: stock = what the shelf had − what every order holding stock took.
    const shelf: Record<string, number> = { [p1.id]: 20, [p2.id]: 20 };
    const status = new Map<string, OrderStatus>(orders.map((o) => [o.id, "Order Successful"]));
    const expected = () => {
      const left = { ...shelf };
      for (const o of orders) {
        if (!holdsStock(status.get(o.id)!)) continue;
        for (const item of o.items) left[item.product_id!] = left[item.product_id!]! - item.quantity;
      }
      return left;
    };
    /** The default variants' stock, once each product's stock is checked to be the sum of its variants'. */
    const actual = async () => {
      const [variants, products] = await Promise.all([
        t.db
          .selectFrom("product_variants")
          .select(["product_id", "stock"])
          .where("product_id", "in", [p1.id, p2.id])
          .orderBy("position")
          .execute(),
        t.db.selectFrom("products").select(["id", "stock"]).where("id", "in", [p1.id, p2.id]).execute(),
      ]);
      const own = (id: string) => variants.filter((v) => v.product_id === id);
      for (const p of products) expect(p.stock).toBe(own(p.id).reduce((sum, v) => sum + v.stock, 0));
      return Object.fromEntries([p1, p2].map((p) => [p.id, own(p.id)[0]!.stock]));
    };

    /** Puts 10 more of each on the shelf, so later sequences can reopen orders again. */
    const restock = async () => {
      for (const p of [p1, p2]) {
        shelf[p.id] = shelf[p.id]! + 10;
        await setStock(t.db, p.id, expected()[p.id]!);
      }
    };
    const next = random(20251121);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    for (let sequence = 0; sequence < 200; sequence++) {
      const steps = 1 + Math.floor(next() * 8);
      for (let step = 0; step < steps; step++) {
        if (next() < 0.15) {
          // Someone else buys part of what is left, so reopening an order may now fall short.
          const p = pick([p1, p2]);
          const left = expected()[p.id]!;
          const sold = Math.min(left, 1 + Math.floor(next() * 3));
          await setStock(t.db, p.id, left - sold);
          shelf[p.id] = shelf[p.id]! - sold;
          continue;
        }
        const order = pick(orders);
        const to = pick(ORDER_STATUSES);
        const from = status.get(order.id)!;
        status.set(order.id, to);
        const tracking =
          to === "Shipped" ? { courier: "Delhivery", trackingNumber: "1234567890", trackingUrl: null } : undefined;
        const result = changeOrderStatus(api.shop, { orderId: order.id, status: to, tracking, actor: ADMIN_ACTOR });
        if (Object.values(expected()).every((n) => n >= 0)) {
          await result;
        } else {
          // Reopening needs stock that is no longer there: refused, nothing moves.
          await expect(result).rejects.toMatchObject({ status: 409 });
          status.set(order.id, from);
        }
        expect(await actual(), `sequence ${sequence} step ${step}: ${from} → ${to}`).toEqual(expected());
      }
      if (sequence % 20 === 19) await restock();
    }

    // Two admins cancelling the same order at once give its stock back once.
    const target = orders[0]!;
    if (!holdsStock(status.get(target.id)!)) {
      await restock();
      await changeOrderStatus(api.shop, { orderId: target.id, status: "Processing", actor: ADMIN_ACTOR });
      status.set(target.id, "Processing");
    }
    expect(await actual()).toEqual(expected());
    await Promise.allSettled([
      changeOrderStatus(api.shop, { orderId: target.id, status: ORDER_CANCELLED, actor: ADMIN_ACTOR }),
      changeOrderStatus(api.shop, { orderId: target.id, status: ORDER_CANCELLED, actor: ADMIN_ACTOR }),
    ]);
    status.set(target.id, ORDER_CANCELLED);
    expect(await actual()).toEqual(expected());
  }, 60_000); // some 900 changes, each its own transaction: on a busy PostgreSQL, longer than the default 20 s
});
