import { VARIANT_SEPARATOR } from "#domain/catalogue/variants.ts";
import { message } from "#domain/i18n/message.ts";
import { orderNumber } from "#domain/orders.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";
import type { OrderItemRow, OrderRow } from "#server/features/orders/rows.ts";

/**
 * What a packing slip prints (docs/product/admin.md#orders): who sends the parcel, which order it
 * is, where it goes and what goes in it; never a price, as the parcel's receiver may be a gift's.
 */
export interface PackingSlip {
  /** The order's number (orderNumber), the one its customer quotes. */
  number: string;
  placedAt: string;
  /** The address as lines: the street, then city, state and PIN. */
  shop: { name: string; address: string[]; phone: string | null };
  shipTo: {
    recipient: string;
    street: string;
    landmark: string;
    city: string;
    state: string;
    pin: string;
    mobile: string;
  };
  lines: Array<{ item: string; variant: string | null; sku: string | null; quantity: number }>;
  itemCount: number;
}

/** The shop's name on a slip before the admin has given its particulars. */
const SHOP_NAME = "Vanaushadhi";

export const packingSlipOrderNotFound = (id: string) =>
  new AppError(404, message("order.packingSlips.notFound", { id }));

/** A line's product name as sold: its stored name less the variant's, which the slip prints apart. */
function itemName(line: Pick<OrderItemRow, "title" | "variant_name">): string {
  const suffix = line.variant_name ? `${VARIANT_SEPARATOR}${line.variant_name}` : null;
  return suffix && line.title.endsWith(suffix) ? line.title.slice(0, -suffix.length) : line.title;
}

/**
 * The packing slips of these orders, in the order given (a repeated id once). One id that names
 * no order refuses them all, naming it: a pile of slips missing one is easily packed short.
 */
export async function packingSlips(
  { db, settings }: { db: Database; settings: SettingsStore },
  { orderIds }: { orderIds: readonly string[] },
): Promise<PackingSlip[]> {
  const ids = [...new Set(orderIds)];
  const orders = await db.selectFrom("orders").selectAll().where("id", "in", ids).execute();
  const byId = new Map(orders.map((o) => [o.id, o]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw packingSlipOrderNotFound(missing);
  const lines = await db
    .selectFrom("order_items")
    .leftJoin("product_variants", "product_variants.id", "order_items.variant_id")
    .select([
      "order_items.order_id",
      "order_items.title",
      "order_items.variant_name",
      "order_items.quantity",
      "product_variants.sku",
    ])
    .where("order_items.order_id", "in", ids)
    // As a picker walks the shelves: by name, each plant's sizes together.
    .orderBy("order_items.title")
    .execute();
  const shop = await settings.shop();
  const sender = shop
    ? { name: shop.tradeName, address: [shop.address, `${shop.city}, ${shop.state} ${shop.pin}`], phone: shop.phone }
    : { name: SHOP_NAME, address: [], phone: null };
  return ids.map((id) =>
    slipOf(
      byId.get(id)!,
      sender,
      lines.filter((l) => l.order_id === id),
    ),
  );
}

function slipOf(
  o: OrderRow,
  shop: PackingSlip["shop"],
  lines: Array<Pick<OrderItemRow, "title" | "variant_name" | "quantity"> & { sku: string | null }>,
): PackingSlip {
  return {
    number: orderNumber(o.id),
    placedAt: o.created_at,
    shop,
    shipTo: {
      recipient: o.ship_recipient || o.user_name,
      street: o.ship_street,
      landmark: o.ship_landmark,
      city: o.ship_city,
      state: o.ship_state,
      pin: o.ship_zip,
      mobile: o.ship_mobile,
    },
    lines: lines.map((l) => ({ item: itemName(l), variant: l.variant_name, sku: l.sku, quantity: l.quantity })),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
