import { message } from "#domain/i18n/message.ts";
import { offeredPaymentMethods } from "#domain/payments.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type { Config } from "#server/config.ts";
import { paymentSetup } from "#server/features/payments/payment-setup.ts";
import { AppError } from "#server/http/errors.ts";
import type { SettingsStore } from "./settings.ts";

const NONE_AVAILABLE = message("settings.paymentMethods.noneAvailable");

/**
 * Saves the shop's particulars, unless its payment methods would leave checkout with none it can
 * take now ('Pay online' alone, without the Razorpay keys; docs/product/payments.md#payment-method-settings).
 */
export async function saveShopSettings(
  deps: { settings: SettingsStore; config: Pick<Config, "demoData" | "razorpay"> },
  settings: ShopSettings,
  by: string | null,
): Promise<ShopSettings> {
  if (offeredPaymentMethods(settings, paymentSetup(deps.config)).length === 0)
    throw new AppError(400, NONE_AVAILABLE, { paymentMethods: NONE_AVAILABLE });
  return deps.settings.saveShop(settings, by);
}
