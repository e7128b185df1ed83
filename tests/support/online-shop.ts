import type { DatabaseKind } from "#server/db/client.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "./app.ts";
import { openTestDatabase } from "./databases.ts";
import type { RazorpayTestServer } from "./razorpay-server.ts";
import { setStock } from "./stock.ts";

/**
 * The test app set up with a Razorpay-compatible server's keys, for tests that place many online
 * orders: the order limits and the unpaid-order limits raised out of the way (most of those
 * orders stay unpaid), and one product with stock for all of them.
 */
export async function openOnlineShop(kind: DatabaseKind, razorpay: RazorpayTestServer, reconcileAfterMinutes = 15) {
  const t = await openTestDatabase(kind);
  const api = await createTestApp({
    ...t,
    config: {
      ...t.config,
      ordersPerHour: 1000,
      maxOpenOrders: 1000,
      razorpay: { ...razorpay.settings, reconcileAfterMinutes },
    },
  });
  await api.shop.settings.saveShop(
    { ...DEMO_SHOP_SETTINGS, orderLimits: { maxUnpaidRupees: 1_00_00_000, maxUnpaidUnitsPerProduct: 10_000 } },
    null,
  );
  const { id: productId } = await t.db
    .selectFrom("products")
    .select("id")
    .where("stock", ">", 20)
    .orderBy("slug")
    .executeTakeFirstOrThrow();
  await setStock(t.db, productId, 10_000);
  return { t, api, productId };
}
