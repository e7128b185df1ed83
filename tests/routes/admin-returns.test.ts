import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "#domain/i18n/message.ts";
import { action as ordersAction, loader as ordersLoader } from "#app/routes/admin/orders.tsx";
import { action as returnsAction, loader as returnsLoader } from "#app/routes/admin/returns.tsx";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { setVariant } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * The admin's part of docs/product/commerce-core.md#returns-and-replacements through the pages:
 * the Returns tab's loader (by status, in paise, with the photos' addresses) and its decisions;
 * the order dialog's returns, credit notes and refunds paid back by hand, recorded with their
 * reference (docs/product/payments.md#refunds).
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "9 Station Road",
  city: "Nagpur",
  state: "Maharashtra",
  zip: "440001",
};

describe.each(DATABASE_KINDS)("the admin's returns pages on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let admin: TestUser;
  let plant: string;
  let photo: Buffer;

  const as = (u: TestUser) => ({ Cookie: u.cookie });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    customer = await signUp(api, "Meena Kulkarni");
    admin = await signUp(api, "Returns Admin");
    await setRole(t.db, admin.id, "admin");
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("option_name", "is", null)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    plant = product.id;
    await setVariant(t.db, plant, { stock: 1000 });
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** A cash order of two plants, delivered (so paid). */
  async function deliveredOrder(): Promise<string> {
    const placed = await api.json(
      "/api/orders",
      { cart: [{ id: plant, quantity: 2 }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(customer),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const delivered = await api.json(`/api/admin/orders/${id}/status`, { status: "Delivered" }, "PUT", as(admin));
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    return id;
  }

  async function report(orderId: string, wish: "Refund" | "Replacement"): Promise<{ id: string; number: string }> {
    const form = new FormData();
    form.set("lines", JSON.stringify([{ productId: plant, quantity: 1 }]));
    form.set("reason", "Arrived damaged");
    form.set("description", "The pot cracked and the stem broke.");
    form.set("wish", wish);
    form.append("photos", new File([new Uint8Array(photo)], "pot.png", { type: "image/png" }));
    const res = await api.request(`/api/orders/${orderId}/returns`, {
      method: "POST",
      headers: as(customer),
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string; number: string };
  }

  const page = <F extends (args: never) => unknown>(loader: F, path: string, user = admin) =>
    callRoute(loader, api.shop, new Request(SHOP_ORIGIN + path, { headers: as(user) }));
  const post = (action: typeof returnsAction | typeof ordersAction, path: string, fields: Record<string, string>) =>
    answerOf(callRoute(action, api.shop, formPost(path, fields, as(admin))));

  it("lists the requests by status, newest first, in paise with their photos; a customer is sent home", async () => {
    const orderId = await deliveredOrder();
    const first = await report(orderId, "Replacement");
    const second = await report(orderId, "Refund");
    const listed = await page(returnsLoader, "/admin/returns?status=Requested");
    expect(listed).toMatchObject({ status: "Requested", page: 1, pageSize: 20 });
    const ours = listed.items.filter((r) => r.orderId === orderId);
    expect(ours.map((r) => r.number)).toEqual([second.number, first.number]);
    const [refund] = ours;
    expect(refund).toMatchObject({
      wish: "Refund",
      reason: "Arrived damaged",
      customer: { name: "Meena Kulkarni" },
      refundPaise: null,
      refundStatus: null,
      photos: [
        {
          small: `/api/returns/${second.id}/photos/0?size=small`,
          large: `/api/returns/${second.id}/photos/0?size=large`,
        },
      ],
    });
    expect(Number.isInteger(refund!.linesValuePaise) && refund!.linesValuePaise > 0).toBe(true);
    expect((await page(returnsLoader, "/admin/returns?status=Rejected")).items.some((r) => r.orderId === orderId)).toBe(
      false,
    );
    expect(await redirectOf(page(returnsLoader, "/admin/returns", customer))).toMatchObject({ status: 302 });
  });

  it("approves a refund with its default amount and rejects with a reason; the reason is required", async () => {
    const orderId = await deliveredOrder();
    const refund = await report(orderId, "Refund");
    const replacement = await report(orderId, "Replacement");

    const approved = await post(returnsAction, "/admin/returns", { intent: "approve", id: refund.id });
    expect(approved.status).toBe(200);
    const decided = (
      approved.body as { decided: { status: string; refundPaise: number; creditNote: { number: string } } }
    ).decided;
    expect(decided).toMatchObject({
      status: "Refund due",
      creditNote: { number: expect.stringMatching(/^CN\/\d{4}\/\d+$/) },
    });

    const unexplained = await post(returnsAction, "/admin/returns", {
      intent: "reject",
      id: replacement.id,
      reason: " ",
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.fields).toEqual({ reason: message("return.reject.reasonRequired") });
    const rejected = await post(returnsAction, "/admin/returns", {
      intent: "reject",
      id: replacement.id,
      reason: "The photo shows a healthy plant.",
    });
    expect((rejected.body as { decided: { status: string; decisionNote: string } }).decided).toMatchObject({
      status: "Rejected",
      decisionNote: "The photo shows a healthy plant.",
    });
    const again = await post(returnsAction, "/admin/returns", { intent: "approve", id: replacement.id });
    expect(again).toMatchObject({ status: 409, body: { error: message("return.alreadyDecided") } });

    // The order dialog: the refund owed by hand, the returns and the credit note.
    const { detail } = await page(ordersLoader, `/admin/orders?order=${orderId}`);
    expect(detail!.order.paymentStatus).toBe("Refund due");
    expect(detail!.refunds).toEqual([
      expect.objectContaining({
        amountPaise: decided.refundPaise,
        channel: "manual",
        status: "requested",
        reference: null,
      }),
    ]);
    expect(detail!.returns.map((r) => [r.number, r.status])).toEqual([
      [refund.number, "Refund due"],
      [replacement.number, "Rejected"],
    ]);
    expect(detail!.creditNotes).toEqual([
      expect.objectContaining({ number: decided.creditNote.number, cause: "return", totalPaise: decided.refundPaise }),
    ]);

    // 'Mark as refunded' wants the reference of the money sent.
    const bare = await post(ordersAction, "/admin/orders", {
      intent: "set-payment",
      id: orderId,
      paymentStatus: "Refunded",
    });
    expect(bare).toMatchObject({
      status: 400,
      body: { fields: { reference: message("payment.refund.referenceRequired") } },
    });
    const recorded = await post(ordersAction, "/admin/orders", {
      intent: "set-payment",
      id: orderId,
      paymentStatus: "Refunded",
      reference: "UPI-612345678901",
    });
    expect(recorded).toMatchObject({ status: 200, body: { ok: true, message: message("admin.order.markedRefunded") } });
    const after = (await page(ordersLoader, `/admin/orders?order=${orderId}`)).detail!;
    expect(after.refunds[0]).toMatchObject({ status: "processed", reference: "UPI-612345678901" });
    expect(after.returns[0]!.status).toBe("Refunded");
  });

  it("refunds a cash order as goodwill from the dialog: owed by the shop, its credit note with the reason", async () => {
    const orderId = await deliveredOrder();
    const refunded = await post(ordersAction, "/admin/orders", {
      intent: "refund",
      id: orderId,
      amount: "25",
      reason: "A late parcel",
    });
    expect(refunded).toMatchObject({ status: 200, body: { ok: true, message: message("admin.order.refundDue") } });
    const { detail } = await page(ordersLoader, `/admin/orders?order=${orderId}`);
    expect(detail!.refunds).toEqual([expect.objectContaining({ amountPaise: 2500, channel: "manual" })]);
    expect(detail!.creditNotes).toEqual([
      expect.objectContaining({ cause: "goodwill", note: "A late parcel", totalPaise: 2500 }),
    ]);
  });
});
