import type { MessageRef } from "#domain/i18n/message.ts";
import { ORDER_STATUS_NAMES } from "#domain/orders.ts";
import { PAYMENT_STATUS_NAMES } from "#domain/payments.ts";
import { RETURN_STATUS_NAMES } from "#domain/returns.ts";
import type { OrderEventView } from "#domain/views/orders.ts";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useLocale, useMessageText, useTranslation, type TFunction } from "#app/lib/i18n.ts";

const BY = {
  customer: { customer: "timeline.byYou", admin: "timeline.byCustomer" },
  admin: { customer: "timeline.byShop", admin: "timeline.byAdmin" },
  system: { customer: "timeline.automatically", admin: "timeline.automatically" },
} as const satisfies Record<OrderEventView["actor"], { customer: string; admin: string }>;

/** Statuses are the domain's English names, each shown by its message in the page's language. */
const STATUS_NAMES: Record<OrderEventView["type"], Partial<Record<string, MessageRef>>> = {
  status: ORDER_STATUS_NAMES,
  payment: PAYMENT_STATUS_NAMES,
  return: RETURN_STATUS_NAMES,
};

function describe(event: OrderEventView, t: TFunction<"checkout">, tm: (ref: string) => string): string {
  const status = tm(STATUS_NAMES[event.type][event.to] ?? event.to);
  if (event.type === "payment") return t("timeline.payment", { status });
  // A return's note is its number (RT-2026-4), told in the line itself.
  if (event.type === "return") return t("timeline.return", { number: event.note ?? "", status });
  if (event.from === null) return t("timeline.placed", { status });
  return event.from === event.to ? t("timeline.trackingUpdated", { status }) : status;
}

/** An order's history, oldest first: every status and payment change, when, and by whom. */
export function OrderTimeline({ events, viewer }: { events: OrderEventView[]; viewer: "customer" | "admin" }) {
  const { t } = useTranslation("checkout");
  const tm = useMessageText();
  const locale = useLocale();
  return (
    <ol
      className="relative grid gap-4 border-l-2 border-leaf-200 pl-5 dark:border-white/15"
      data-testid="order-timeline"
    >
      {events.map((event, i) => (
        <li key={`${event.at}-${i}`} className="relative text-sm">
          <span
            className="absolute -left-[1.6rem] top-1 size-3 rounded-full bg-leaf-600 ring-4 ring-paper dark:bg-leaf-300 dark:ring-night"
            aria-hidden
          />
          <p className="font-semibold">{describe(event, t, tm)}</p>
          <p className="text-ink/70 dark:text-night-text/70">
            <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time> · {t(BY[event.actor][viewer])}
            {/* A note is data (a UTR, tracking details) or a message of the shop's, in the page's language. */}
            {event.note && event.type !== "return" && <span className="block">{tm(event.note)}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
