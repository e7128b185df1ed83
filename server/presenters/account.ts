import { maskCard } from "#domain/cards.ts";
import type { AddressView, CardView } from "#domain/views/account.ts";
import type { Address, Profile, SavedCard } from "#server/services/accounts.ts";

/** A customer's profile, addresses and cards, as the API and the pages show them. */

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
  return {
    id: a.id,
    street: a.street,
    city: a.city,
    state: a.state,
    zip: a.zip,
    recipient: a.recipient,
    mobile: a.mobile,
    landmark: a.landmark,
  };
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
