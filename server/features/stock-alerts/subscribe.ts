import { randomUUID } from "node:crypto";
import { productVariant } from "#server/features/catalogue/product-variants.ts";
import type { Language } from "#domain/i18n/languages.ts";
import { message } from "#domain/i18n/message.ts";
import type { StockAlertInput } from "#domain/schemas/stock-alert.ts";
import { changesNothingPublic } from "#server/cache/cache-tags.ts";
import { now } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import { languageOfEmail } from "#server/features/accounts/accounts.ts";
import { AppError } from "#server/http/errors.ts";
import type { RateLimiter } from "#server/http/rate-limit.ts";

/** What 'Notify me' set: the variant waited for and the address to mail. */
export interface StockAlertSubscription {
  productId: string;
  variantId: string;
  email: string;
}

/**
 * 'Notify me' (docs/product/catalogue.md#back-in-stock): the address waits for the variant (the
 * product's first when none is named) until the sweep (send-stock-alerts.ts) mails it. A signed-in
 * customer is mailed at their account's address, a visitor at the one they typed. At most
 * STOCK_ALERT_RATE_LIMIT an hour from one IP address. A variant in stock is refused: there is
 * nothing to wait for. Asking again while the address waits changes nothing, and the answer is
 * the same either way, so it never tells whether an address already waits.
 */
export async function subscribeToStockAlert(
  deps: { db: Database; stockAlertLimiter: RateLimiter },
  options: {
    productId: string;
    input: StockAlertInput;
    user: { id: string; email: string } | null;
    ip: string;
    /** The page's language, for a visitor's mail; the API has none. */
    language?: Language;
  },
): Promise<StockAlertSubscription> {
  changesNothingPublic();
  const { db } = deps;
  const { productId, input, user } = options;
  if (!(await deps.stockAlertLimiter.hit(`ip:${options.ip}`)))
    throw new AppError(429, message("stockAlert.tooManyRecent"));
  const email = (user?.email ?? input.email)?.toLowerCase();
  if (!email) {
    const required = message("field.email.required");
    throw new AppError(400, required, { email: required });
  }
  const variant = await productVariant(db, productId, input.variantId || undefined);
  if (variant.stock > 0) throw new AppError(409, message("stockAlert.inStock"));

  await db
    .insertInto("stock_alerts")
    .values({
      id: randomUUID(),
      product_id: productId,
      variant_id: variant.id,
      email,
      user_id: user?.id ?? null,
      // A customer's mail follows the language they last read the shop in; this is a visitor's.
      language: options.language ?? (await languageOfEmail(db, email)),
      unsubscribe_hash: null,
      created_at: now(),
      notified_at: null,
    })
    .onConflict((oc) => oc.columns(["variant_id", "email"]).where("notified_at", "is", null).doNothing())
    .execute();
  return { productId, variantId: variant.id, email };
}
