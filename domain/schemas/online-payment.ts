import { message } from "#domain/i18n/message.ts";
import { toPaise } from "#domain/money.ts";
import { z } from "#domain/schemas/zod.ts";
import { numberField, optionalText } from "./fields.ts";

const NOT_VERIFIED = message("payment.online.notVerified");
const gatewayId = z.string({ error: NOT_VERIFIED }).trim().min(1, NOT_VERIFIED).max(100, NOT_VERIFIED);

/**
 * POST /api/orders/{id}/razorpay: what Razorpay Checkout's success handler answers, as it names
 * it (docs/product/payments.md#online-payment). Anything else is a payment that cannot be verified.
 */
export const checkoutSuccessSchema = z.object({
  razorpay_payment_id: gatewayId,
  razorpay_order_id: gatewayId,
  razorpay_signature: z
    .string({ error: NOT_VERIFIED })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, NOT_VERIFIED),
});

const AMOUNT_INVALID = message("payment.refund.amountInvalid");

/** A refund's amount in rupees (at least ₹1, whole paise), in paise; a blank field or none is undefined. */
export const refundAmountField = z
  .preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    numberField(AMOUNT_INVALID)
      .refine((rupees) => rupees >= 1 && Math.abs(toPaise(rupees) - rupees * 100) < 1e-6, AMOUNT_INVALID)
      .optional(),
  )
  .transform((rupees) => (rupees === undefined ? undefined : toPaise(rupees)));

/**
 * POST /api/admin/orders/{id}/refund and the order dialog's 'Refund' (docs/product/payments.md#refunds):
 * an amount (none: all that is left) and, for a goodwill refund of an order that stands, its reason.
 */
export const refundBodySchema = z
  .object({ amount: refundAmountField, reason: optionalText(300).optional() })
  .transform(({ amount, reason }) => ({ amountPaise: amount, reason: reason || undefined }));

/** The webhook's body as received, its signature checked over exactly these characters. */
export const webhookBodySchema = z.object({ rawBody: z.string() });
