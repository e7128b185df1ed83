import {
  NOTHING_TO_PAY,
  PAID,
  PARTLY_REFUNDED,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
  type PaymentStatus,
  paymentStatusName,
  REFUND_DUE,
  REFUNDED,
} from "#domain/payments.ts";
import type { OrderView } from "#domain/views/orders.ts";
import { cn } from "#app/components/ui/cn.ts";
import { useMessageText } from "#app/lib/i18n.ts";

/** How an order is paid, as the customer and the admin read it: never more of a card than its last four. */
export function PaymentMethod({ payment }: { payment: OrderView["payment"] }) {
  const tm = useMessageText();
  if (payment.method !== "card") return <>{tm(PAYMENT_METHOD_NAMES[payment.method])}</>;
  return (
    <>
      <span className="tabular">
        {payment.brand} {payment.cardNumber}
      </span>
      {payment.cardHolderName && <span className="block">{payment.cardHolderName}</span>}
    </>
  );
}

/**
 * Green once the money is in, grey once it (or part of it) went back or nothing is owed any more,
 * terracotta while a refund is owed, turmeric while payment is. Given the order's status, a
 * cancelled order never paid reads `Nothing to pay` (`paymentStatusName`).
 */
export function PaymentBadge({ status, orderStatus }: { status: PaymentStatus; orderStatus?: string }) {
  const tm = useMessageText();
  const name = orderStatus ? paymentStatusName(orderStatus, status) : PAYMENT_STATUS_NAMES[status];
  const tone =
    status === PAID
      ? "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100"
      : status === REFUNDED || status === PARTLY_REFUNDED || name === NOTHING_TO_PAY
        ? "bg-ink/10 text-ink dark:bg-white/10 dark:text-night-text"
        : status === REFUND_DUE
          ? "bg-terracotta-500/15 text-terracotta-600 dark:bg-terracotta-500/10 dark:text-terracotta-400"
          : "bg-turmeric-300/50 text-ink dark:bg-turmeric-500/25 dark:text-turmeric-300";
  return (
    <span className={cn("inline-flex rounded-full px-3 py-1 text-xs font-semibold", tone)} data-testid="payment-status">
      {tm(name)}
    </span>
  );
}
