import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { MessageRef } from "#domain/i18n/message.ts";
import {
  customerMayCancel,
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TONES,
  orderNumber,
  type StatusTone,
} from "#domain/orders.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation } from "#app/lib/i18n.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useTimedNotice } from "#app/lib/use-timed-flag.ts";
import type { OrderView } from "#domain/views/orders.ts";
import { OrderItems } from "#app/components/shop/order-items.tsx";
import { PaymentBadge } from "#app/components/shop/payment.tsx";
import { Money } from "#app/components/shop/price.tsx";
import { TaxDocumentLinks } from "#app/components/shop/tax-document-links.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/dialog.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { Trans } from "#app/components/ui/trans.tsx";

const STATUS_NAMES: Partial<Record<string, MessageRef>> = ORDER_STATUS_NAMES;

const STATUS_TONES: Partial<Record<string, StatusTone>> = ORDER_STATUS_TONES;

/**
 * An order's status by its message, in its tone (docs/product/orders.md#order-statuses), on the
 * customer's pages and the admin's alike.
 */
export function StatusBadge({ status }: { status: string }) {
  const tm = useMessageText();
  return (
    <Badge tone={STATUS_TONES[status] ?? "neutral"} testId="order-status">
      {tm(STATUS_NAMES[status] ?? status)}
    </Badge>
  );
}

/** The customer's orders, newest first; one not yet shipped can be cancelled after confirmation. */
export function OrderHistory({ orders }: { orders: OrderView[] }) {
  const { t } = useTranslation("checkout");
  const locale = useLocale();
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const showSuccess = useTimedNotice(result?.ok ? result.at : undefined);
  const showFailure = useTimedNotice(result && !result.ok ? result.at : undefined);

  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center" data-testid="orders-empty">
        <PackageOpen className="size-12 text-leaf-600 dark:text-leaf-300" aria-hidden />
        <h2 className="text-2xl font-semibold">{t("history.emptyTitle")}</h2>
        <p className="max-w-sm text-ink/75 dark:text-night-text/75">{t("history.emptyText")}</p>
        <ButtonLink to="/plants">{t("history.browse")}</ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <h2 className="text-2xl font-semibold">{t("history.title")}</h2>
      {showSuccess && (
        <Notice kind="success" className="mt-4">
          {t("cancel.done")}
        </Notice>
      )}
      {showFailure && (
        <Notice kind="error" className="mt-4">
          {t("cancel.failed")}
        </Notice>
      )}
      <ul className="mt-6 grid gap-4" data-testid="order-list">
        {orders.map((order) => (
          <li
            key={order.id}
            className="rounded-2xl border border-leaf-900/10 p-4 dark:border-white/10"
            data-testid="order"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <Link
                  to={`/orders/${order.id}`}
                  className="font-semibold text-leaf-800 underline-offset-2 hover:underline dark:text-leaf-200"
                >
                  <Trans
                    t={t}
                    i18nKey="history.order"
                    values={{ number: orderNumber(order.id) }}
                    components={{ n: <span className="tabular" /> }}
                  />
                </Link>
                <p className="text-sm text-ink/75 dark:text-night-text/75">{formatDate(order.date, locale)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={order.status} />
                <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
              </div>
            </div>
            <div className="mt-3">
              <OrderItems items={order.items} />
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-leaf-900/10 pt-3 dark:border-white/10">
              <p className="font-semibold">
                {t("history.total")} <Money paise={order.totalPaise} />
              </p>
              <div className="flex flex-wrap gap-2">
                <TaxDocumentLinks order={order} />
                {customerMayCancel(order.status) && (
                  <Button variant="outline" onClick={() => setCancelling(order)} className="min-h-11">
                    {t("cancel.button")}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title={t("cancel.title")}
        message={t("cancel.message", { number: cancelling ? orderNumber(cancelling.id) : "" })}
        confirmLabel={t("cancel.button")}
        busyLabel={t("cancel.busy")}
        busy={fetcher.state !== "idle"}
        onConfirm={async () => {
          if (!cancelling) return;
          await fetcher.submit(
            { intent: "cancel-order", orderId: cancelling.id },
            { method: "post", action: "/profile?tab=orders" },
          );
          setCancelling(null);
        }}
      />
    </div>
  );
}
