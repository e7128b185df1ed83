import { randomUUID } from "node:crypto";
import { priceCart } from "#domain/pricing.ts";
import { ORDER_SUCCESSFUL, type OrderStatus } from "#domain/orders.ts";
import { AWAITING_PAYMENT, PAY_ON_DELIVERY } from "#domain/payments.ts";
import type { Database } from "#server/db/client.ts";
import type { ProductRow, VariantRow } from "#server/features/catalogue/rows.ts";
import type { OrderItemRow, OrderRow } from "#server/features/orders/rows.ts";
import { ensureProfile } from "#server/features/accounts/accounts.ts";
import { orderItemRows } from "#server/features/orders/place-order.ts";
import { defaultVariant } from "./stock.ts";

export interface OrderFixture {
  user: { id: string; email: string; fullName: string };
  /** Without `variant`, a line is of the product's first (default) variant, as a cart line naming none. */
  lines: Array<{ product: ProductRow; variant?: VariantRow; quantity: number }>;
  status?: OrderStatus;
  createdAt?: string;
  street?: string;
  card?: { brand: string; last4: string; holder: string };
}

/**
 * An order row with every column, as the order service stores one: the given columns over a
 * plain cash-on-delivery order to Pune placed now. For fixtures, benchmarks and seeds of history.
 */
export function orderRow(columns: Partial<OrderRow> & Pick<OrderRow, "user_id" | "user_email">): OrderRow {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    user_name: "",
    status: ORDER_SUCCESSFUL,
    subtotal_paise: 0,
    discount_paise: 0,
    tax_paise: 0,
    shipping_paise: 0,
    total_paise: 0,
    payment_method: "cod",
    payment_status: PAY_ON_DELIVERY,
    expires_unpaid: 0,
    utr: null,
    card_brand: null,
    card_last4: null,
    card_holder: null,
    ship_recipient: "",
    ship_street: "12 MG Road",
    ship_landmark: "",
    ship_city: "Pune",
    ship_state: "Maharashtra",
    ship_zip: "411001",
    ship_mobile: "",
    idempotency_key: null,
    courier: null,
    tracking_number: null,
    tracking_url: null,
    seller_json: null,
    invoice_number: null,
    invoice_date: null,
    credit_note_number: null,
    credit_note_date: null,
    provider_order_id: null,
    provider_payment_id: null,
    refund_requested_paise: 0,
    refunded_paise: 0,
    coupon_code: null,
    coupon_paise: 0,
    delivery_tax_paise: 0,
    delivery_gst_rate: null,
    prices_include_tax: 0,
    replacement_for_return_id: null,
    created_at: at,
    updated_at: at,
    ...columns,
  };
}

/** An order line with every column: the given columns over one plant at ₹200, taxed at 18 %. */
export function orderItemRow(columns: Partial<OrderItemRow> & Pick<OrderItemRow, "order_id">): OrderItemRow {
  return {
    id: randomUUID(),
    product_id: null,
    variant_id: null,
    variant_name: null,
    slug: "tulsi-holy-basil",
    title: "Tulsi",
    title_hi: null,
    variant_name_hi: null,
    image: null,
    price_paise: 20_000,
    discount: 0,
    sale_price_paise: 20_000,
    quantity: 1,
    line_total_paise: 20_000,
    hsn_code: "0602",
    gst_rate: 18,
    tax_paise: 3_600,
    coupon_paise: 0,
    taxable_paise: 20_000,
    ...columns,
  };
}

/**
 * Writes an order and its lines straight into the tables, priced like a real one (stock is
 * NOT taken: this is history for reports, not a purchase; use placeOrder for that).
 */
export async function insertOrder(db: Database, fixture: OrderFixture): Promise<OrderRow> {
  await ensureProfile(db, { userId: fixture.user.id, email: fixture.user.email, fullName: fixture.user.fullName });
  const lines = await Promise.all(
    fixture.lines.map(async (l) => ({ ...l, variant: l.variant ?? (await defaultVariant(db, l.product.id)) })),
  );
  const totals = priceCart(
    lines.map((l) => ({
      product: l.product,
      variant: l.variant,
      quantity: l.quantity,
      pricePaise: l.variant.price_paise,
      discount: l.variant.discount,
    })),
  );
  const order = orderRow({
    user_id: fixture.user.id,
    user_name: fixture.user.fullName,
    user_email: fixture.user.email,
    status: fixture.status ?? ORDER_SUCCESSFUL,
    subtotal_paise: totals.subtotalPaise,
    discount_paise: totals.discountPaise,
    tax_paise: totals.taxPaise,
    shipping_paise: totals.deliveryPaise,
    total_paise: totals.totalPaise,
    ...(fixture.card
      ? {
          payment_method: "card",
          payment_status: AWAITING_PAYMENT,
          card_brand: fixture.card.brand,
          card_last4: fixture.card.last4,
          card_holder: fixture.card.holder,
        }
      : {}),
    ship_street: fixture.street ?? "12 MG Road",
    ...(fixture.createdAt ? { created_at: fixture.createdAt, updated_at: fixture.createdAt } : {}),
  });
  await db.insertInto("orders").values(order).execute();
  await db.insertInto("order_items").values(orderItemRows(order.id, totals.lines)).execute();
  return order;
}
