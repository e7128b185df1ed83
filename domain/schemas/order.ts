import { COUPON_CODE_PATTERN, normalizeCouponCode } from "#domain/promotions/coupon.ts";
import { message } from "#domain/i18n/message.ts";
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "#domain/cart.ts";
import { z } from "#domain/schemas/zod.ts";
import { cardSchema, newAddressSchema } from "./account.ts";
import { booleanField, isOneCharacterRepeated } from "./fields.ts";
import { UTR_MESSAGE, UTR_PATTERN, UTR_REPEATED_DIGIT_MESSAGE, utrDigits } from "#domain/upi.ts";

export const CASH_ON_DELIVERY = "Cash on Delivery";
/** The API's `selectedPaymentMethod` for UPI is this text (docs/product/api.md#orders). */
export const UPI = "UPI";
/** The API's `selectedPaymentMethod` for paying online through the gateway (docs/product/payments.md#online-payment). */
export const PAY_ONLINE = "Pay online";

const LINE_NEEDS_PRODUCT = message("order.cart.lineNeedsProduct");

/**
 * A cart line as the browser sends it: `{ id, quantity }`, or the original shop's `{ product: { id }, quantity }`
 * (docs/product/api.md#orders).
 * Anything else it carries (price, discount, title) is ignored: the server prices from the database.
 */
const cartLineSchema = z
  .object(
    {
      id: z.string().min(1).max(100).optional(),
      product: z.object({ id: z.string().min(1).max(100) }, { error: LINE_NEEDS_PRODUCT }).optional(),
      /** The variant ordered (docs/product/catalogue.md#variants); absent: the product's default (first) variant. */
      variantId: z.string().min(1).max(100).optional(),
      quantity: z
        .number({ error: message("order.cart.quantityNotWhole") })
        .int(message("order.cart.quantityNotWhole"))
        .min(1, message("order.cart.quantityTooSmall"))
        .max(MAX_LINE_QUANTITY, message("order.cart.quantityTooLarge")),
    },
    { error: message("order.cart.lineNotObject") },
  )
  .transform((line, ctx) => {
    const productId = line.id ?? line.product?.id;
    if (!productId) {
      ctx.addIssue({ code: "custom", message: LINE_NEEDS_PRODUCT });
      return z.NEVER;
    }
    return { productId, variantId: line.variantId, quantity: line.quantity };
  });

export const MERGED_QUANTITY_MESSAGE = message("order.cart.tooManyOfOne");

export interface CartLineInput {
  productId: string;
  variantId?: string | undefined;
  quantity: number;
}

/**
 * Lines for the same variant are merged, so a repeated id can dodge neither the stock check
 * nor the most a line may hold (`[{tulsi,100},{tulsi,20}]` is 120 of one product). A line
 * naming no variant means the default one; the order service merges it with one naming that
 * variant once it knows which that is, with this same rule.
 */
export function mergeCartLines<L extends CartLineInput>(lines: readonly L[], keyOf: (line: L) => string): L[] | null {
  const merged = new Map<string, L>();
  for (const line of lines) {
    const key = keyOf(line);
    const present = merged.get(key);
    merged.set(key, present ? { ...present, quantity: present.quantity + line.quantity } : line);
  }
  const result = [...merged.values()];
  return result.some((line) => line.quantity > MAX_LINE_QUANTITY) ? null : result;
}

export const cartSchema = z
  .array(cartLineSchema, { error: message("order.cart.notList") })
  .min(1, message("order.cart.empty"))
  .max(MAX_ORDER_LINES, message("order.cart.tooManyLines"))
  .transform((lines, ctx) => {
    const merged = mergeCartLines(lines, (line) => `${line.productId} ${line.variantId ?? ""}`);
    if (!merged) {
      ctx.addIssue({ code: "custom", message: MERGED_QUANTITY_MESSAGE });
      return z.NEVER;
    }
    return merged;
  });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A saved address by id, or a new one with docs/product/addresses.md#messages (orders may say zipCode). */
export const shippingAddressSchema = z.preprocess(
  (value) => {
    if (!isObject(value)) return value;
    if (typeof value.savedAddressId === "string") return { kind: "saved", savedAddressId: value.savedAddressId };
    return { ...value, kind: "new", zip: value.zip ?? value.zipCode };
  },
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("saved"), savedAddressId: z.string().min(1).max(100) }),
      newAddressSchema.safeExtend({ kind: z.literal("new") }),
    ],
    { error: message("order.address.required") },
  ),
);

/** 'Cash on Delivery', a saved card by id, or a new card (checked, then only its masked form kept). */
export const paymentSchema = z.preprocess(
  (value) => {
    if (value === CASH_ON_DELIVERY) return { method: "cod" };
    if (value === UPI) return { method: "upi" };
    if (value === PAY_ONLINE) return { method: "online" };
    if (!isObject(value) || typeof value.method === "string") return value;
    if (typeof value.savedCardId === "string") return { ...value, method: "saved-card" };
    return { ...value, method: "card" };
  },
  z.discriminatedUnion(
    "method",
    [
      z.object({ method: z.literal("cod") }),
      z.object({ method: z.literal("upi") }),
      z.object({ method: z.literal("online") }),
      z.object({ method: z.literal("saved-card"), savedCardId: z.string().min(1).max(100) }),
      cardSchema.omit({ id: true }).extend({ method: z.literal("card"), saveCard: booleanField.optional() }),
    ],
    { error: message("order.payment.required") },
  ),
);

/**
 * A coupon code as a customer types it (docs/product/commerce-core.md#coupons): any case, spaces
 * around it ignored; one that cannot be a code is simply not valid. Blank: no coupon.
 */
const couponCodeSchema = z
  .string({ error: message("coupon.notValid") })
  .max(40, message("coupon.notValid"))
  .transform(normalizeCouponCode)
  .refine((code) => COUPON_CODE_PATTERN.test(code), message("coupon.notValid"));

export const couponCodeField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  couponCodeSchema.optional(),
);

export const placeOrderSchema = z.object({
  cart: cartSchema,
  couponCode: couponCodeField,
  selectedAddress: shippingAddressSchema,
  selectedPaymentMethod: paymentSchema,
  idempotencyKey: z.string().min(8).max(100).optional(),
  /** A new address is also kept in the customer's address book (as `saveCard` keeps a card). */
  saveAddress: booleanField.optional(),
});

/** 'Apply' in the order summary: the code, checked against the cart as it will be ordered. */
export const couponQuoteSchema = z.object({
  cart: cartSchema,
  couponCode: couponCodeSchema,
});

export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;
export type PaymentInput = PlaceOrderInput["selectedPaymentMethod"];
export type ShippingAddressInput = PlaceOrderInput["selectedAddress"];

export const cancelOrderSchema = z.object({
  orderId: z
    .string({ error: message("order.id.required") })
    .min(1, message("order.id.required"))
    .max(100),
});

/**
 * "I have paid": the 12-digit UTR of the customer's UPI payment, pasted with the spaces or dashes
 * an app groups it by; only the digits are kept (docs/product/payments.md#paying-by-upi).
 */
export const paymentReferenceSchema = z.object({
  utr: z
    .string({ error: UTR_MESSAGE })
    .transform(utrDigits)
    .pipe(
      z
        .string()
        .regex(UTR_PATTERN, UTR_MESSAGE)
        .refine((utr) => !isOneCharacterRepeated(utr), UTR_REPEATED_DIGIT_MESSAGE),
    ),
});
