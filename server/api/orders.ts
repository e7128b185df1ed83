import { Hono } from "hono";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { paymentReferenceSchema, placeOrderSchema } from "#domain/schemas/order.ts";
import { renderTaxDocumentPdf } from "#server/documents/tax-document-pdf.ts";
import { getOrder, listOrderEvents } from "#server/services/orders/get-order.ts";
import { getTaxDocument } from "#server/services/orders/get-tax-document.ts";
import { listOrders } from "#server/services/orders/list-orders.ts";
import { placeOrder } from "#server/services/orders/place-order.ts";
import { submitPaymentReference } from "#server/services/orders/submit-payment-reference.ts";
import { parseInput } from "#server/validation.ts";
import { orderJson, orderWithHistoryJson } from "#server/presenters/orders.ts";
import { type ApiDeps, readJson, requireUser, type SignedInEnv } from "./http.ts";

/** /api/orders: place an order (priced by the server), list and read one's own, tell a UPI payment's UTR. */
export function ordersApi(shop: ApiDeps) {
  const api = new Hono<SignedInEnv>();
  api.use(requireUser(shop));

  api.post("/", async (c) => {
    const body = await readJson(c);
    const key = c.req.header("Idempotency-Key");
    const input = parseInput(
      placeOrderSchema,
      key && body && typeof body === "object" ? { idempotencyKey: key, ...body } : body,
    );
    const user = c.get("user");
    const { order, created } = await placeOrder(shop, {
      customer: { id: user.id, email: user.email, fullName: user.fullName },
      input,
    });
    return c.json(orderJson(order), created ? 201 : 200);
  });

  api.get("/", async (c) => c.json((await listOrders(shop.db, { userId: c.get("user").id })).map(orderJson)));

  // One's own order with its history; anyone else's is not found.
  api.get("/:id", async (c) => {
    const orderId = parseInput(entryIdSchema, c.req.param("id"));
    const order = await getOrder(shop.db, { orderId, userId: c.get("user").id });
    return c.json(orderWithHistoryJson(order, await listOrderEvents(shop.db, { orderId })));
  });

  // "I have paid": the UTR of a UPI payment, for the shop to match.
  api.put("/:id/utr", async (c) => {
    const orderId = parseInput(entryIdSchema, c.req.param("id"));
    const { utr } = parseInput(paymentReferenceSchema, await readJson(c));
    return c.json(orderJson(await submitPaymentReference(shop.db, { userId: c.get("user").id, orderId, utr })));
  });

  // The order's tax invoice and, once cancelled, its credit note, as PDFs: its customer's and the admins'.
  for (const kind of ["invoice", "credit-note"] as const) {
    api.get(`/:id/${kind}`, async (c) => {
      const orderId = parseInput(entryIdSchema, c.req.param("id"));
      const user = c.get("user");
      const document = await getTaxDocument(shop, {
        orderId,
        userId: user.role === "admin" ? undefined : user.id,
        kind,
      });
      const pdf = await renderTaxDocumentPdf(document);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${document.number.replaceAll("/", "-")}.pdf"`,
        "Cache-Control": "private, no-store",
      });
    });
  }

  return api;
}
