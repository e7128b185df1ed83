import { type NamedProduct, orderLineNamed } from "#domain/catalogue/names.ts";
import { DELIVERED } from "#domain/orders.ts";
import { DEFAULT_RETURN_WINDOW_DAYS, returnWindowRefusal } from "#domain/returns.ts";
import type { ShopSettings } from "#domain/schemas/settings.ts";
import type {
  CreditNoteLinkView,
  ReplacementOriginView,
  ReportableLineView,
  ReturnRequestView,
  ReturnWindowView,
} from "#domain/views/order-returns.ts";
import { now } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import { listPartialCreditNotes } from "#server/features/orders/credit-notes.ts";
import type { OrderEventRow, OrderItemRow } from "#server/features/orders/rows.ts";
import type { OrderWithItems } from "#server/features/orders/shared.ts";
import { replacementOrigin, type ReturnDetails, returnsOfOrder } from "#server/features/returns/list-returns.ts";
import { returnJson } from "#server/features/returns/presenters.ts";

/** What the order page shows of returns (docs/product/commerce-core.md#returns-and-replacements). */
export interface OrderReturns {
  requests: ReturnRequestView[];
  reportable: ReportableLineView[];
  window: ReturnWindowView;
  creditNotes: CreditNoteLinkView[];
  replacementFor: ReplacementOriginView | null;
}

/** An order line's names in both languages, as kept when the order was placed. */
function itemNamed(item: OrderItemRow): NamedProduct {
  return orderLineNamed({
    title: item.title,
    titleHi: item.title_hi,
    variantName: item.variant_name,
    variantNameHi: item.variant_name_hi,
  });
}

/** A return request as the pages show it: the API's answer (its photo addresses among them), money in paise. */
export function returnRequestView(request: ReturnDetails): ReturnRequestView {
  const json = returnJson(request);
  return {
    id: json.id,
    number: json.number,
    status: json.status,
    reason: json.reason,
    description: json.description,
    wish: json.wish,
    lines: request.lines.map(({ item, quantity }) => ({ ...itemNamed(item), quantity })),
    photos: json.photos,
    decisionNote: json.decisionNote,
    replacementOrderId: json.replacementOrderId,
    refundPaise: request.refund_paise,
    creditNote:
      request.credit_note_id && request.creditNoteNumber
        ? { id: request.credit_note_id, number: request.creditNoteNumber }
        : null,
    createdAt: json.createdAt,
  };
}

/**
 * The order's lines with the units a new request may name: what was delivered less what earlier
 * requests (but rejected ones) named, as the server counts them. A line whose product is gone
 * from the shop cannot be named (the request names lines by product).
 */
function reportableLines(order: OrderWithItems, requests: readonly ReturnDetails[]): ReportableLineView[] {
  const named = new Map<string, number>();
  for (const request of requests) {
    if (request.status === "Rejected") continue;
    for (const { item, quantity } of request.lines) named.set(item.id, (named.get(item.id) ?? 0) + quantity);
  }
  return order.items.flatMap((item) =>
    item.product_id === null
      ? []
      : [
          {
            productId: item.product_id,
            variantId: item.variant_id,
            name: itemNamed(item),
            left: Math.max(0, item.quantity - (named.get(item.id) ?? 0)),
          },
        ],
  );
}

/** Open or closed by the time since the last 'Delivered' (as the server judges a request); null before delivery. */
function returnWindow(order: OrderWithItems, events: readonly OrderEventRow[], days: number): ReturnWindowView {
  if (order.status !== DELIVERED) return null;
  const delivered = events.filter((event) => event.type === "status" && event.to_value === DELIVERED).at(-1);
  const refusal = returnWindowRefusal(delivered ? new Date(delivered.created_at) : null, new Date(now()), days);
  return refusal ? { open: false, refusal } : { open: true, days };
}

/** The order's requests, what may still be reported, its credit notes, and the request a replacement answers. */
export async function orderReturns(
  db: Database,
  {
    order,
    events,
    settings,
  }: { order: OrderWithItems; events: readonly OrderEventRow[]; settings: ShopSettings | null },
): Promise<OrderReturns> {
  const [requests, notes, replacementFor] = await Promise.all([
    returnsOfOrder(db, order.id),
    listPartialCreditNotes(db, order.id),
    replacementOrigin(db, order.replacement_for_return_id),
  ]);
  const creditNotes = notes.map((note) => ({ id: note.id, number: note.number }));
  return {
    requests: requests.map(returnRequestView),
    reportable: reportableLines(order, requests),
    window: returnWindow(order, events, settings?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS),
    creditNotes,
    replacementFor,
  };
}
