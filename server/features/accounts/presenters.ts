import { maskCard } from "#domain/cards.ts";
import type { AddressView, CardView } from "#domain/views/account.ts";
import type { AdminUserView } from "#domain/views/admin.ts";
import type { Address, Profile, SavedCard } from "#server/features/accounts/accounts.ts";
import type { AdminUser } from "#server/features/accounts/admin-users.ts";
import type { AddressAnswer, AdminUserAnswer, CardAnswer, ProfileAnswer } from "./answers.ts";

/** A customer's profile, addresses and cards, and the admin's users, as the API and the pages show them. */

export function profileJson(p: Profile): ProfileAnswer {
  return {
    id: p.user_id,
    uid: p.user_id,
    fullName: p.full_name,
    email: p.email,
    phoneNumber: p.phone_number,
    role: p.role,
  };
}

export function addressJson(a: Address): AddressView & AddressAnswer {
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

/** Masked everywhere (docs/product/payments.md#cards): the full number and the CVV were never kept. */
export function cardJson(card: SavedCard): CardView & CardAnswer {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    cardNumber: maskCard(card.last4),
    expiryDate: card.expiry,
    cardHolderName: card.holder_name,
  };
}

export function adminUserView(u: AdminUser): AdminUserView {
  return {
    id: u.user_id,
    fullName: u.full_name,
    email: u.email,
    role: u.role,
    orderCount: u.order_count,
    createdAt: u.created_at,
  };
}

export function adminUserJson(u: AdminUser): AdminUserAnswer {
  return { ...profileJson(u), orderCount: u.order_count, createdAt: u.created_at };
}
