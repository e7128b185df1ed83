import { chosenPaymentMethods } from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type { ShopSettingsAnswer } from "./answers.ts";

/**
 * The settings as answered: the payment methods chosen, or the default for a shop saved before
 * the setting existed (docs/product/payments.md#payment-method-settings), which DEMO_DATA decides.
 */
export function shopSettingsJson(settings: ShopSettings, demoData: boolean): ShopSettingsAnswer {
  return { ...settings, paymentMethods: chosenPaymentMethods(settings, demoData) };
}
