import { languageOfUser } from "#server/features/accounts/accounts.ts";
import { quoteCoupon } from "./quote-coupon.ts";
import type { Database } from "#server/db/client.ts";
import { returnsOfOrder } from "#server/features/returns/list-returns.ts";
import { creditedBefore, listPartialCreditNotes } from "./credit-notes.ts";
import { z } from "zod";
import { indianDate } from "#domain/india/time.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import {
  bulkOrderStatusBodySchema,
  orderListQuerySchema,
  orderStatusBodySchema,
  packingSlipsQuerySchema,
} from "#domain/schemas/admin-orders.ts";
import { deliveryQuerySchema } from "#domain/schemas/delivery.ts";
import { cancelOrderSchema, couponQuoteSchema, placeOrderSchema } from "#domain/schemas/order.ts";
import { useCase } from "#server/http/use-case.ts";
import { exportOrders, listAdminOrders } from "./admin-orders.ts";
import { ordersCsv } from "./orders-csv.ts";
import { bulkOrderStatusAnswer, orderAnswer, orderSummaryAnswer, orderWithHistoryAnswer } from "./answers.ts";
import { changeOrderStatuses } from "./bulk-order-status.ts";
import { cancelOrder } from "./cancel-order.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { estimateDeliveryTo } from "./delivery-estimate.ts";
import { getOrder, listOrderEvents } from "./get-order.ts";
import { getPartialCreditNoteOf, getTaxDocument } from "./get-tax-document.ts";
import { listOrders } from "./list-orders.ts";
import { placeOrder } from "./place-order.ts";
import { renderPackingSlipsPdf } from "./packing-slip-pdf.ts";
import { packingSlips } from "./packing-slips.ts";
import {
  bulkOrderStatusJson,
  orderJson,
  orderSummaryJson,
  type OrderWithHistory,
  orderWithHistoryJson,
} from "./presenters.ts";
import { renderTaxDocumentPdf } from "./tax-document-pdf.ts";
import { partialCreditNoteView, taxDocumentView } from "./tax-document-presenter.ts";

const orderId = { id: entryIdSchema };

/** An order (its customer's, or any for an admin) with its history, return requests and credit notes for part of it. */
async function orderWithHistory(db: Database, key: { orderId: string; userId?: string }): Promise<OrderWithHistory> {
  const order = await getOrder(db, key);
  const [events, returns, creditNotes] = await Promise.all([
    listOrderEvents(db, key),
    returnsOfOrder(db, order.id),
    listPartialCreditNotes(db, order.id),
  ]);
  return { order, events, returns, creditNotes };
}

/** The orders feature's use cases: placing, reading, cancelling, the tax documents, and the admin's orders. */

export const placeOrderCase = useCase({
  name: "orders.place",
  summary: "Place an order for the cart (priced by the server); an Idempotency-Key replays the first answer",
  access: "customer",
  input: placeOrderSchema,
  run: (shop, input, { user }) =>
    placeOrder(shop, { customer: { id: user.id, email: user.email, fullName: user.fullName }, input }),
  answer: orderAnswer,
  present: ({ order }) => orderJson(order),
  http: {
    method: "post",
    path: "/orders",
    headers: (headers) => {
      const key = headers.get("Idempotency-Key");
      return key ? { idempotencyKey: key } : {};
    },
    status: ({ created }) => (created ? 201 : 200),
  },
});

export const quoteCouponCase = useCase({
  name: "orders.quoteCoupon",
  summary: "'Apply' in the order summary: the coupon as it applies to this cart now (nothing counted)",
  access: "customer",
  input: couponQuoteSchema,
  run: async (shop, input, { user }) => quoteCoupon(shop.db, await shop.settings.shop(), { userId: user.id, ...input }),
});

export const listOrdersCase = useCase({
  name: "orders.list",
  summary: "The caller's orders, newest first",
  access: "owner",
  input: z.object({}),
  run: (shop, _input, { user }) => listOrders(shop.db, { userId: user.id }),
  answer: z.array(orderAnswer),
  present: (orders) => orders.map(orderJson),
  http: { method: "get", path: "/orders", from: "none" },
});

export const getOrderCase = useCase({
  name: "orders.get",
  summary: "One of the caller's orders with its history",
  access: "owner",
  input: z.object({}),
  params: orderId,
  run: (shop, { id }, { user }) => orderWithHistory(shop.db, { orderId: id, userId: user.id }),
  answer: orderWithHistoryAnswer,
  present: orderWithHistoryJson,
  http: { method: "get", path: "/orders/:id", from: "none" },
});

export const cancelOrderCase = useCase({
  name: "orders.cancel",
  summary: "Cancel one of the caller's orders before it ships; answers their orders",
  access: "owner",
  input: cancelOrderSchema,
  run: (shop, { orderId }, { user }) => cancelOrder(shop, { userId: user.id, orderId }),
  answer: z.array(orderAnswer),
  present: (orders) => orders.map(orderJson),
  http: { method: "put", path: "/auth/cancel-order" },
});

/** The tax invoice and, once cancelled, the credit note, as PDFs: its customer's, and any for an admin. */
function taxDocumentCase(kind: "invoice" | "credit-note") {
  return useCase({
    name: kind === "invoice" ? "orders.invoice" : "orders.creditNote",
    summary: kind === "invoice" ? "The order's tax invoice (PDF)" : "The cancelled order's credit note (PDF)",
    access: "owner",
    input: z.object({}),
    params: orderId,
    run: async (shop, { id }, { user }) => {
      const order = await getTaxDocument(shop, {
        orderId: id,
        userId: user.role === "admin" ? undefined : user.id,
        kind,
      });
      const before = kind === "credit-note" ? await creditedBefore(shop.db, order.id) : undefined;
      const document = taxDocumentView(order, kind, await languageOfUser(shop.db, order.user_id), before);
      return { number: document.number, pdf: await renderTaxDocumentPdf(document) };
    },
    http: {
      method: "get",
      path: `/orders/:id/${kind}`,
      from: "none",
      file: { contentType: "application/pdf", description: "The document as a PDF" },
      respond: pdfResponse,
    },
  });
}

export const getInvoiceCase = taxDocumentCase("invoice");
export const getCreditNoteCase = taxDocumentCase("credit-note");

/** A document's PDF as a download, named by its number. */
function pdfResponse({ number, pdf }: { number: string; pdf: Buffer }) {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number.replaceAll("/", "-")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export const getPartialCreditNoteCase = useCase({
  name: "orders.partialCreditNote",
  summary: "A credit note for part of the order (returned lines, a goodwill refund), as a PDF",
  access: "owner",
  input: z.object({}),
  params: { id: entryIdSchema, creditNoteId: entryIdSchema },
  run: async (shop, { id, creditNoteId }, { user }) => {
    const { order, note, lines } = await getPartialCreditNoteOf(shop, {
      orderId: id,
      creditNoteId,
      userId: user.role === "admin" ? undefined : user.id,
    });
    const language = await languageOfUser(shop.db, order.user_id);
    return {
      number: note.number,
      pdf: await renderTaxDocumentPdf(partialCreditNoteView(order, note, lines, language)),
    };
  },
  http: {
    method: "get",
    path: "/orders/:id/credit-notes/:creditNoteId",
    from: "none",
    file: { contentType: "application/pdf", description: "The credit note as a PDF" },
    respond: pdfResponse,
  },
});

export const estimateDeliveryCase = useCase({
  name: "orders.deliveryEstimate",
  summary: "When an order placed now reaches a PIN code: `{ pin, state, earliest, latest }`",
  access: "visitor",
  input: deliveryQuerySchema,
  run: (shop, { pin }) => estimateDeliveryTo(shop, { pin }),
  answer: z.object({ pin: z.string(), state: z.string(), earliest: z.string(), latest: z.string() }),
  http: { method: "get", path: "/delivery-estimate", publicRead: true },
});

export const listAdminOrdersCase = useCase({
  name: "orders.adminList",
  summary: "Orders for the admin: search, filter by status, sort, page (X-Total-Count)",
  access: "admin",
  input: orderListQuerySchema,
  run: (shop, query) => listAdminOrders(shop.db, query),
  answer: z.array(orderSummaryAnswer),
  present: (page) => page.items.map(orderSummaryJson),
  http: { method: "get", path: "/admin/orders", total: (page) => page.total },
});

/** A stream of CSV text, encoded as it is read. */
function csvStream(lines: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

export const exportOrdersCase = useCase({
  name: "orders.export",
  summary: "The filtered orders as CSV, newest first",
  access: "admin",
  input: orderListQuerySchema,
  run: async (shop, query) => exportOrders(shop.db, query),
  http: {
    method: "get",
    path: "/admin/orders.csv",
    file: { contentType: "text/csv", description: "One row per order line" },
    respond: (lines) =>
      new Response(csvStream(ordersCsv(lines)), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="vanaushadhi-orders-${indianDate(new Date())}.csv"`,
        },
      }),
  },
});

export const getAdminOrderCase = useCase({
  name: "orders.adminGet",
  summary: "Any order with its history",
  access: "admin",
  input: z.object({}),
  params: orderId,
  run: (shop, { id }) => orderWithHistory(shop.db, { orderId: id }),
  answer: orderWithHistoryAnswer,
  present: orderWithHistoryJson,
  http: { method: "get", path: "/admin/orders/:id", from: "none" },
});

export const changeOrderStatusCase = useCase({
  name: "orders.changeStatus",
  summary: "Move an order along its lifecycle (with courier and tracking number when shipped)",
  access: "admin",
  input: orderStatusBodySchema,
  params: orderId,
  run: (shop, { id, status, tracking }, { user }) =>
    changeOrderStatus(shop, { orderId: id, status, tracking, actor: { kind: "admin", id: user.id } }),
  answer: orderAnswer,
  present: orderJson,
  http: { method: "put", path: "/admin/orders/:id/status" },
});

/** A PDF of packing slips, opened in the browser to print (docs/product/admin.md#orders). */
const pdfToPrint = (filename: string, pdf: Buffer) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });

export const getPackingSlipCase = useCase({
  name: "orders.packingSlip",
  summary: "An order's packing slip (PDF): address, items, variants and quantities, no prices",
  access: "admin",
  input: z.object({}),
  params: orderId,
  run: async (shop, { id }) => {
    const [slip] = await packingSlips(shop, { orderIds: [id] });
    return { number: slip!.number, pdf: await renderPackingSlipsPdf([slip!]) };
  },
  http: {
    method: "get",
    path: "/admin/orders/:id/packing-slip",
    from: "none",
    file: { contentType: "application/pdf", description: "The packing slip as a PDF" },
    respond: ({ number, pdf }) => pdfToPrint(`packing-slip-${number}.pdf`, pdf),
  },
});

export const getPackingSlipsCase = useCase({
  name: "orders.packingSlips",
  summary:
    "Several orders' packing slips as one PDF, a page each in the order given (`ids`: 1 to 100, comma-separated)",
  access: "admin",
  input: packingSlipsQuerySchema,
  run: async (shop, { ids }) => renderPackingSlipsPdf(await packingSlips(shop, { orderIds: ids })),
  http: {
    method: "get",
    path: "/admin/orders/packing-slips",
    file: { contentType: "application/pdf", description: "The packing slips as one PDF" },
    respond: (pdf) => pdfToPrint("packing-slips.pdf", pdf),
  },
});

export const changeOrderStatusesCase = useCase({
  name: "orders.changeStatuses",
  summary:
    "Give several orders one status, each as its own change (checks, stock, payment, mail): which changed, which were refused and why",
  access: "admin",
  input: bulkOrderStatusBodySchema,
  run: (shop, { ids, status, tracking }, { user }) =>
    changeOrderStatuses(shop, { orderIds: ids, status, tracking, actor: { kind: "admin", id: user.id } }),
  answer: bulkOrderStatusAnswer,
  present: bulkOrderStatusJson,
  http: { method: "post", path: "/admin/orders/status" },
});

export const ordersUseCases = [
  placeOrderCase,
  quoteCouponCase,
  listOrdersCase,
  getOrderCase,
  cancelOrderCase,
  getInvoiceCase,
  getCreditNoteCase,
  getPartialCreditNoteCase,
  estimateDeliveryCase,
  listAdminOrdersCase,
  exportOrdersCase,
  // Before `/admin/orders/:id`, which would take `packing-slips` for an id.
  getPackingSlipsCase,
  getAdminOrderCase,
  changeOrderStatusCase,
  getPackingSlipCase,
  changeOrderStatusesCase,
];
