import { randomUUID } from "node:crypto";
import { priceCart } from "#domain/money.ts";
import { ORDER_SUCCESSFUL, type OrderStatus } from "#domain/orders.ts";
import type { Database } from "#server/db/client.ts";
import type { OrderRow, ProductRow } from "#server/db/schema.ts";
import { ensureProfile } from "#server/services/accounts.ts";
import { orderItemRows } from "#server/services/orders/place-order.ts";

export interface OrderFixture {
  user: { id: string; email: string; fullName: string };
  lines: Array<{ product: ProductRow; quantity: number }>;
  status?: OrderStatus;
  createdAt?: string;
  street?: string;
  card?: { brand: string; last4: string; holder: string };
}

/**
 * Writes an order and its lines straight into the tables, priced like a real one (stock is
 * NOT taken: this is history for reports, not a purchase; use placeOrder for that).
 */
export async function insertOrder(db: Database, fixture: OrderFixture): Promise<OrderRow> {
  await ensureProfile(db, { userId: fixture.user.id, email: fixture.user.email, fullName: fixture.user.fullName });
  const totals = priceCart(
    fixture.lines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      pricePaise: l.product.price_paise,
      discount: l.product.discount,
    })),
  );
  const at = fixture.createdAt ?? new Date().toISOString();
  const order: OrderRow = {
    id: randomUUID(),
    user_id: fixture.user.id,
    user_name: fixture.user.fullName,
    user_email: fixture.user.email,
    status: fixture.status ?? ORDER_SUCCESSFUL,
    subtotal_paise: totals.subtotalPaise,
    discount_paise: totals.discountPaise,
    tax_paise: totals.taxPaise,
    shipping_paise: totals.deliveryPaise,
    total_paise: totals.totalPaise,
    payment_method: fixture.card ? "card" : "cod",
    card_brand: fixture.card?.brand ?? null,
    card_last4: fixture.card?.last4 ?? null,
    card_holder: fixture.card?.holder ?? null,
    ship_street: fixture.street ?? "12 MG Road",
    ship_city: "Pune",
    ship_state: "Maharashtra",
    ship_zip: "411001",
    idempotency_key: null,
    created_at: at,
    updated_at: at,
  };
  await db.insertInto("orders").values(order).execute();
  await db.insertInto("order_items").values(orderItemRows(order.id, totals.lines)).execute();
  return order;
}
