import type { AnyUseCase } from "#server/http/use-case.ts";
import { accountsUseCases } from "./accounts/use-cases.ts";
import { catalogueUseCases } from "./catalogue/use-cases.ts";
import { ordersUseCases } from "./orders/use-cases.ts";
import { paymentsUseCases } from "./payments/use-cases.ts";
import { reviewsUseCases } from "./reviews/use-cases.ts";
import { complaintsUseCases } from "./complaints/use-cases.ts";
import { settingsUseCases } from "./settings/use-cases.ts";
import { dashboardUseCases } from "./dashboard/use-cases.ts";
import { cartUseCases } from "./cart/use-cases.ts";
import { stockAlertsUseCases } from "./stock-alerts/use-cases.ts";
import { promotionsUseCases } from "./promotions/use-cases.ts";
import { wishlistUseCases } from "./wishlist/use-cases.ts";
import { returnsUseCases } from "./returns/use-cases.ts";
import { webVitalsUseCases } from "./web-vitals/use-cases.ts";

/**
 * Every use case of every feature: the API mounts them, the OpenAPI document describes them and
 * the authorization test calls them, all from this one list. A new feature adds its list here.
 */
export const useCases: readonly AnyUseCase[] = [
  ...ordersUseCases,
  ...paymentsUseCases,
  ...complaintsUseCases,
  ...settingsUseCases,
  ...dashboardUseCases,
  ...accountsUseCases,
  ...catalogueUseCases,
  ...reviewsUseCases,
  ...cartUseCases,
  ...stockAlertsUseCases,
  ...promotionsUseCases,
  ...wishlistUseCases,
  ...returnsUseCases,
  ...webVitalsUseCases,
];
