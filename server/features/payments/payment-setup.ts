import type { PaymentSetup } from "#domain/payments.ts";
import type { Config } from "#server/config.ts";

/**
 * What, besides the settings, decides which payment methods the shop offers
 * (docs/product/payments.md#payment-method-settings): DEMO_DATA picks the default of a shop that
 * has not chosen, and 'Pay online' needs the Razorpay keys (`config.razorpay`) and its checkout
 * flow: until that flow is built, no shop offers it. The one place that says so.
 */
export function paymentSetup(config: Pick<Config, "demoData">): PaymentSetup {
  return { demoData: config.demoData, onlineConfigured: false };
}
