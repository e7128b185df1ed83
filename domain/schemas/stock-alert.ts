import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { emailField, requiredText } from "./fields.ts";

/** An address typed into 'Notify me' (docs/product/catalogue.md#back-in-stock). */
const alertEmail = emailField(message("field.email.required"), message("field.email.invalid"));

/**
 * 'Notify me' (POST /api/products/{id}/stock-alerts and the product page): the variant, or the
 * product's first when none is named; a signed-in customer is mailed at their account's address,
 * so only a visitor's `email` is read.
 */
export const stockAlertSchema = z.object({
  variantId: z
    .string({ error: message("field.notText") })
    .trim()
    .max(100, message("field.tooLong", { max: 100 }))
    .optional(),
  email: alertEmail.optional(),
});
export type StockAlertInput = z.output<typeof stockAlertSchema>;

/** A visitor's 'Notify me' form: the same, with the address required. */
export const visitorStockAlertSchema = stockAlertSchema.extend({ email: alertEmail });

/** The token of a mail's unsubscribe link (the /stock-alerts/unsubscribe page's form and the API). */
export const stockAlertUnsubscribeSchema = z.object({
  token: requiredText(message("stockAlert.unsubscribe.invalid"), 200),
});
