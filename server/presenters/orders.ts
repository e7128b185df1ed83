import { maskCard } from "#domain/cards.ts";
import { imageUrl } from "#domain/media.ts";
import { toRupees } from "#domain/money.ts";
import { CASH_ON_DELIVERY } from "#domain/schemas/order.ts";
import type { AdminOrderRow } from "#domain/views/admin.ts";
import type { OrderView } from "#domain/views/orders.ts";
import type { OrderRow } from "#server/db/schema.ts";
import type { OrderWithItems } from "#server/services/orders/shared.ts";

/** An order's shapes: the pages' view (paise, media keys) and SPEC.md's JSON (rupees, URLs). */

export function orderView(o: OrderWithItems): OrderView {
  return {
    id: o.id,
    date: o.created_at,
    status: o.status,
    userName: o.user_name,
    userEmail: o.user_email,
    subtotalPaise: o.subtotal_paise,
    discountPaise: o.discount_paise,
    taxPaise: o.tax_paise,
    shippingPaise: o.shipping_paise,
    totalPaise: o.total_paise,
    payment:
      o.payment_method === "cod"
        ? { method: "cod" }
        : {
            method: "card",
            brand: o.card_brand ?? "Card",
            cardNumber: maskCard(o.card_last4 ?? "????"),
            cardHolderName: o.card_holder ?? "",
          },
    shippingAddress: { street: o.ship_street, city: o.ship_city, state: o.ship_state, zip: o.ship_zip },
    items: o.items.map((i) => ({
      productId: i.product_id,
      slug: i.slug,
      title: i.title,
      image: i.image,
      pricePaise: i.price_paise,
      discount: i.discount,
      salePricePaise: i.sale_price_paise,
      quantity: i.quantity,
      lineTotalPaise: i.line_total_paise,
    })),
  };
}

/** SPEC.md's order JSON: rupees, `paymentMethod` as the text 'Cash on Delivery' or a masked card. */
export function orderJson(o: OrderWithItems) {
  const v = orderView(o);
  return {
    id: v.id,
    userId: o.user_id,
    userName: v.userName,
    userEmail: v.userEmail,
    date: v.date,
    status: v.status,
    totalAmount: toRupees(v.totalPaise),
    subtotal: toRupees(v.subtotalPaise),
    discount: toRupees(v.discountPaise),
    tax: toRupees(v.taxPaise),
    shippingCost: toRupees(v.shippingPaise),
    paymentMethod:
      v.payment.method === "cod"
        ? CASH_ON_DELIVERY
        : { brand: v.payment.brand, cardNumber: v.payment.cardNumber, cardHolderName: v.payment.cardHolderName },
    shippingAddress: { ...v.shippingAddress, zipCode: v.shippingAddress.zip },
    items: v.items.map((i) => ({
      productId: i.productId,
      slug: i.slug,
      title: i.title,
      image: i.image ? imageUrl(i.image) : null,
      price: toRupees(i.salePricePaise),
      listPrice: toRupees(i.pricePaise),
      discount: i.discount,
      quantity: i.quantity,
      lineTotal: toRupees(i.lineTotalPaise),
    })),
  };
}

export function adminOrderRow(o: OrderRow & { item_count?: number }): AdminOrderRow {
  return {
    id: o.id,
    date: o.created_at,
    status: o.status,
    userName: o.user_name,
    userEmail: o.user_email,
    totalPaise: o.total_paise,
    itemCount: o.item_count ?? 0,
  };
}

/** An order without its lines, as the orders table and the dashboard list it. */
export function orderSummaryJson(o: OrderRow & { item_count?: number }) {
  return {
    id: o.id,
    userId: o.user_id,
    userName: o.user_name,
    userEmail: o.user_email,
    date: o.created_at,
    status: o.status,
    totalAmount: toRupees(o.total_paise),
    subtotal: toRupees(o.subtotal_paise),
    discount: toRupees(o.discount_paise),
    tax: toRupees(o.tax_paise),
    shippingCost: toRupees(o.shipping_paise),
    paymentMethod:
      o.payment_method === "cod"
        ? CASH_ON_DELIVERY
        : { brand: o.card_brand, cardNumber: maskCard(o.card_last4 ?? "????"), cardHolderName: o.card_holder },
    ...(o.item_count === undefined ? {} : { itemCount: o.item_count }),
  };
}
