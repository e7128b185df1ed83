import type { PaymentSetup } from "#domain/payments.ts";
import type { Config } from "#server/config.ts";

/**
 * What, besides the settings, decides which payment methods the shop offers
 * (docs/product/payments.md#payment-method-settings): DEMO_DATA picks the default of a shop that
 * has not chosen, and 'Pay online' needs the Razorpay keys (`config.razorpay`). The one place
 * that says so.
 */
export function paymentSetup(config: Pick<Config, "demoData" | "razorpay">): PaymentSetup {
  return { demoData: config.demoData, onlineConfigured: config.razorpay !== null };
}
