import type { AddressView, CardView } from "#app/lib/account-views.ts";
import type { OrderView, ProductCardView, ProductDetailView } from "#app/lib/views.ts";
import { maskCard } from "#domain/cards.ts";
import { imageUrl } from "#domain/media.ts";
import { CASH_ON_DELIVERY } from "#domain/schemas/order.ts";
import { salePricePaise, toRupees } from "#domain/money.ts";
import type { ProductRow } from "./db/schema.ts";
import type { Address, Profile, SavedCard } from "./services/accounts.ts";
import type { OrderWithItems } from "./services/orders.ts";

/** Rows → the views the pages render (paise kept; formatting is the UI's). */
export function productCardView(p: ProductRow): ProductCardView {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    pricePaise: p.price_paise,
    discount: p.discount,
    salePricePaise: salePricePaise(p.price_paise, p.discount),
    rating: p.rating,
    stock: p.stock,
    image: p.image1,
    alt: p.alt_text,
    blogSlug: p.blog_slug,
  };
}

export function productDetailView(p: ProductRow): ProductDetailView {
  return {
    ...productCardView(p),
    scientificName: p.scientific_name,
    description: p.description,
    images: [p.image1, p.image2, p.image3, p.image4].filter((key): key is string => Boolean(key)),
    updatedAt: p.updated_at,
  };
}

export function profileJson(p: Profile) {
  return {
    id: p.user_id,
    uid: p.user_id,
    fullName: p.full_name,
    email: p.email,
    phoneNumber: p.phone_number,
    role: p.role,
  };
}

export function addressJson(a: Address): AddressView {
  return { id: a.id, street: a.street, city: a.city, state: a.state, zip: a.zip };
}

/** Masked everywhere (DECISIONS.md 2): the full number and the CVV were never kept. */
export function cardJson(card: SavedCard): CardView & { last4: string } {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    cardNumber: maskCard(card.last4),
    expiryDate: card.expiry,
    cardHolderName: card.holder_name,
  };
}

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
