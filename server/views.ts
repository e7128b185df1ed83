import type { AddressView, CardView } from "#app/lib/account-views.ts";
import type { ProductCardView } from "#app/lib/views.ts";
import { maskCard } from "#domain/cards.ts";
import { salePricePaise } from "#domain/money.ts";
import type { ProductRow } from "./db/schema.ts";
import type { Address, Profile, SavedCard } from "./services/accounts.ts";

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
