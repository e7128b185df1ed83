import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as catalogueAndOrders from "./migrations/0001-catalogue-and-orders.ts";
import * as productSearchIndex from "./migrations/0002-product-search-index.ts";
import * as lowStockIndex from "./migrations/0003-low-stock-index.ts";
import * as reviewVerifiedAtDisplay from "./migrations/0004-review-verified-at-display.ts";
import * as settings from "./migrations/0005-settings.ts";
import * as paymentsAndTracking from "./migrations/0006-payments-and-tracking.ts";
import * as complaints from "./migrations/0007-complaints.ts";
import * as gstAndAddresses from "./migrations/0008-gst-and-addresses.ts";
import * as reviewModeration from "./migrations/0009-review-moderation.ts";
import * as sharedState from "./migrations/0010-shared-state.ts";
import * as textSearch from "./migrations/0011-text-search.ts";
import * as hindi from "./migrations/0012-hindi.ts";
import * as unpaidOrderLimits from "./migrations/0013-unpaid-order-limits.ts";
import * as utrUnique from "./migrations/0014-utr-unique.ts";
import * as categoriesAndVariants from "./migrations/0015-categories-and-variants.ts";
import * as facetCounts from "./migrations/0016-facet-counts.ts";
import * as onlinePayment from "./migrations/0017-online-payment.ts";
import * as couponsAndDelivery from "./migrations/0018-coupons-and-delivery.ts";
import * as wishlist from "./migrations/0019-wishlist.ts";
import * as stockAlerts from "./migrations/0020-stock-alerts.ts";
import * as serverCarts from "./migrations/0021-server-carts.ts";
import * as returns from "./migrations/0022-returns.ts";
import * as hindiContent from "./migrations/0023-hindi-content.ts";
import * as ratingsAndOwnComplaints from "./migrations/0024-ratings-and-own-complaints.ts";
import * as webVitals from "./migrations/0025-web-vitals.ts";

/** Listed in code (not read from a folder) so the bundled server and the tests see the same set. */
const migrations: Record<string, Migration> = {
  "0001-catalogue-and-orders": catalogueAndOrders,
  "0002-product-search-index": productSearchIndex,
  "0003-low-stock-index": lowStockIndex,
  "0004-review-verified-at-display": reviewVerifiedAtDisplay,
  "0005-settings": settings,
  "0006-payments-and-tracking": paymentsAndTracking,
  "0007-complaints": complaints,
  "0008-gst-and-addresses": gstAndAddresses,
  "0009-review-moderation": reviewModeration,
  "0010-shared-state": sharedState,
  "0011-text-search": textSearch,
  "0012-hindi": hindi,
  "0013-unpaid-order-limits": unpaidOrderLimits,
  "0014-utr-unique": utrUnique,
  "0015-categories-and-variants": categoriesAndVariants,
  "0016-facet-counts": facetCounts,
  "0017-online-payment": onlinePayment,
  "0018-coupons-and-delivery": couponsAndDelivery,
  "0019-wishlist": wishlist,
  "0020-stock-alerts": stockAlerts,
  "0021-server-carts": serverCarts,
  "0022-returns": returns,
  "0023-hindi-content": hindiContent,
  "0024-ratings-and-own-complaints": ratingsAndOwnComplaints,
  "0025-web-vitals": webVitals,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before and beside the typed schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
