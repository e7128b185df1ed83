import { message } from "#domain/i18n/message.ts";
import { toPaise } from "#domain/money.ts";
import { z } from "#domain/schemas/zod.ts";
import { numberField } from "./fields.ts";

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

/**
 * POST /api/admin/orders/{id}/refund and the order dialog's 'Refund' (docs/product/payments.md#refunds):
 * an amount in rupees (at least ₹1, whole paise), or none for all that is left. A blank field is none.
 */
export const refundBodySchema = z
  .object({
    amount: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      numberField(AMOUNT_INVALID)
        .refine((rupees) => rupees >= 1 && Math.abs(toPaise(rupees) - rupees * 100) < 1e-6, AMOUNT_INVALID)
        .optional(),
    ),
  })
  .transform(({ amount }) => ({ amountPaise: amount === undefined ? undefined : toPaise(amount) }));

/** The webhook's body as received, its signature checked over exactly these characters. */
export const webhookBodySchema = z.object({ rawBody: z.string() });
