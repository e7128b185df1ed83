import type { OrderChangeDeps } from "#server/features/orders/order-changes.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * What moving money needs: the order changes' services and the payment gateway (null when it is
 * not set up). The order services that may refund (cancelling, a status change, the expiry
 * sweep, placing an online order) take it too.
 */
export interface PaymentDeps extends OrderChangeDeps {
  payments: PaymentProvider | null;
}
