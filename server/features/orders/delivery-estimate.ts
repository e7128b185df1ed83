import { type DeliveryEstimate, estimateDelivery } from "#domain/delivery.ts";
import { UNKNOWN_PIN } from "#domain/schemas/india-address.ts";
import { AppError } from "#server/http/errors.ts";
import type { SettingsStore } from "#server/features/settings/settings.ts";

/**
 * When an order placed now reaches `pin` (parsed by `deliveryQuerySchema`), counted from the
 * shop's own state in its settings: GET /api/delivery-estimate and the product page's 'Check'.
 */
export async function estimateDeliveryTo(
  deps: { settings: SettingsStore },
  options: { pin: string; now?: Date },
): Promise<DeliveryEstimate> {
  const shop = await deps.settings.shop();
  const estimate = estimateDelivery({
    pin: options.pin,
    shopState: shop?.state ?? null,
    now: options.now ?? new Date(),
  });
  if (!estimate) throw new AppError(400, UNKNOWN_PIN, { pin: UNKNOWN_PIN });
  return estimate;
}
