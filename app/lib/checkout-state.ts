import { CASH_ON_DELIVERY, PAY_ONLINE, UPI } from "#domain/schemas/order.ts";
import type { AddressView } from "#domain/views/account.ts";
import type { CartLine } from "./cart.ts";
import type { AppliedCoupon } from "#domain/pricing.ts";

/** The address chosen at checkout: a saved one (by id, with its text to show) or a new one. */
export type ChosenAddress = Omit<AddressView, "id"> &
  (
    | { savedAddressId: string }
    /** A new address, and whether to keep it in the address book ('Save this address'). */
    | { savedAddressId?: undefined; saveAddress?: boolean }
  );

/** The payment chosen at checkout. A new card's number and CVV live only in memory (docs/product/payments.md#cards). */
export type ChosenPayment =
  | { method: "cod" }
  | { method: "upi" }
  | { method: "online" }
  | { method: "saved-card"; savedCardId: string; cardNumber: string; cardHolderName: string }
  | {
      method: "card";
      cardNumber: string;
      expiryDate: string;
      cardHolderName: string;
      cvv: string;
      saveCard: boolean;
    }
  /** A new card after a reload: only what may be kept; it must be entered again to order. */
  | { method: "card-masked"; cardNumber: string; cardHolderName: string };

/** The navigation state of /ordersummary: cart, selectedAddress, selectedPaymentMethod (docs/product/pages.md). */
export interface CheckoutState {
  cart: CartLine[];
  selectedAddress: ChosenAddress;
  selectedPaymentMethod: ChosenPayment;
  /** One per checkout: a double click or a retry can never place two orders. */
  idempotencyKey: string;
  /** The coupon applied in the order summary; checked again when the order is placed. */
  coupon?: AppliedCoupon | null;
}

const KEY = "checkout";

function masked(digits: string) {
  return `•••• •••• •••• ${digits.replace(/\D/g, "").slice(-4)}`;
}

/** Kept in sessionStorage too, so a reload of /ordersummary keeps the order — minus any full card number. */
export function saveCheckout(state: CheckoutState) {
  const payment = state.selectedPaymentMethod;
  const storable: CheckoutState =
    payment.method === "card"
      ? {
          ...state,
          selectedPaymentMethod: {
            method: "card-masked",
            cardNumber: masked(payment.cardNumber),
            cardHolderName: payment.cardHolderName,
          },
        }
      : state;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(storable));
  } catch {
    // Storage refused: the in-memory navigation state still carries the checkout.
  }
}

let cached: { raw: string | null; state: CheckoutState | null } = { raw: null, state: null };

/** The stored checkout; the same object while the stored text is unchanged (a stable store snapshot). */
export function readCheckout(): CheckoutState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw !== cached.raw) {
      const state = raw ? (JSON.parse(raw) as CheckoutState) : null;
      cached = {
        raw,
        state:
          state && Array.isArray(state.cart) && state.selectedAddress && state.selectedPaymentMethod ? state : null,
      };
    }
    return cached.state;
  } catch {
    return null;
  }
}

export function clearCheckout() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The body of POST /api/orders (and of Confirm Order): ids and quantities; the server prices them. */
export type OrderRequest = {
  /** Without `variantId`, a line means the product's default variant. */
  cart: Array<{ id: string; variantId?: string; quantity: number }>;
  selectedAddress: { savedAddressId: string } | Omit<AddressView, "id">;
  selectedPaymentMethod:
    | string
    | { savedCardId: string }
    | { cardNumber: string; expiryDate: string; cardHolderName: string; cvv: string; saveCard: boolean }
    | null;
  idempotencyKey: string;
  saveAddress?: boolean;
  couponCode?: string;
};

function postalAddress({ recipient, mobile, street, landmark, city, state, zip }: ChosenAddress) {
  return { recipient, mobile, street, landmark, city, state, zip };
}

export function orderRequest(state: CheckoutState): OrderRequest {
  const a = state.selectedAddress;
  const p = state.selectedPaymentMethod;
  return {
    cart: state.cart.map((l) => ({
      id: l.id,
      ...(l.variantId ? { variantId: l.variantId } : {}),
      quantity: l.quantity,
    })),
    selectedAddress: a.savedAddressId ? { savedAddressId: a.savedAddressId } : postalAddress(a),
    selectedPaymentMethod:
      p.method === "cod"
        ? CASH_ON_DELIVERY
        : p.method === "upi"
          ? UPI
          : p.method === "online"
            ? PAY_ONLINE
            : p.method === "saved-card"
              ? { savedCardId: p.savedCardId }
              : p.method === "card"
                ? {
                    cardNumber: p.cardNumber,
                    expiryDate: p.expiryDate,
                    cardHolderName: p.cardHolderName,
                    cvv: p.cvv,
                    saveCard: p.saveCard,
                  }
                : null,
    idempotencyKey: state.idempotencyKey,
    ...(state.coupon ? { couponCode: state.coupon.code } : {}),
    ...(a.savedAddressId === undefined ? { saveAddress: Boolean(a.saveAddress) } : {}),
  };
}
