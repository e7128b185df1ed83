import type { OrderEventView } from "#domain/views/orders.ts";
import { formatDateTime } from "#app/lib/format-date.ts";

const BY: Record<OrderEventView["actor"], { customer: string; admin: string }> = {
  customer: { customer: "by you", admin: "by the customer" },
  admin: { customer: "by Vanaushadhi", admin: "by an admin" },
  system: { customer: "automatically", admin: "automatically" },
};

function describe(event: OrderEventView): string {
  if (event.type === "payment") return `Payment: ${event.to}`;
  if (event.from === null) return `Order placed: ${event.to}`;
  return event.from === event.to ? `${event.to}: tracking updated` : event.to;
}

/** An order's history, oldest first: every status and payment change, when, and by whom. */
export function OrderTimeline({ events, viewer }: { events: OrderEventView[]; viewer: "customer" | "admin" }) {
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
          <p className="font-semibold">{describe(event)}</p>
          <p className="text-ink/70 dark:text-night-text/70">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {BY[event.actor][viewer]}
            {event.note && <span className="block">{event.note}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
