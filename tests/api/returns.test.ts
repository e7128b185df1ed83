import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { setVariant } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * docs/product/commerce-core.md#returns-and-replacements: 'Report a problem' on a delivered order
 * with its photos, its refusals (hostile uploads among them), the photos kept private, and the
 * admin's decisions: a ₹0 replacement, a refund with its credit note paid back by hand, a
 * rejection; and a goodwill refund from the order dialog.
 */

const ADDRESS = {
  street: "12 MG Road",
  landmark: "Opposite the temple",
  city: "Pune",
  state: "Maharashtra",
  zip: "411001",
  recipient: "Asha Verma",
  mobile: "9876543210",
};
const DAY = 24 * 60 * 60 * 1000;

interface ReturnJson {
  id: string;
  number: string;
  status: string;
  linesValue: number;
  refundAmount: number | null;
  replacementOrderId: string | null;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
  photos: Array<{ small: string; large: string }>;
}

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

const gif = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .gif()
    .toBuffer();

describe.each(DATABASE_KINDS)("returns and replacements on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;
  let plant: string;
  let oil: string;
  let photo: Buffer;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const stockOf = async (id: string) =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", id).executeTakeFirstOrThrow()).stock;

  /** A cash order of 2 plants and 1 oil, delivered (so paid). */
  async function deliveredOrder(u: TestUser = asha): Promise<string> {
    const res = await api.json(
      "/api/orders",
      {
        cart: [
          { id: plant, quantity: 2 },
          { id: oil, quantity: 1 },
        ],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      as(u),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const delivered = await api.json(`/api/admin/orders/${id}/status`, { status: "Delivered" }, "PUT", as(admin));
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    return id;
  }

  function report(
    orderId: string,
    fields: {
      lines?: unknown;
      reason?: string;
      description?: string;
      wish?: string;
      photos?: Array<{ data: Buffer | string; name?: string; type?: string }>;
    } = {},
    u: TestUser = asha,
  ) {
    const form = new FormData();
    form.set("lines", JSON.stringify(fields.lines ?? [{ productId: plant, quantity: 1 }]));
    form.set("reason", fields.reason ?? "Dead on arrival");
    form.set("description", fields.description ?? "The tulsi arrived with black, limp leaves.");
    form.set("wish", fields.wish ?? "Replacement");
    for (const file of fields.photos ?? [{ data: photo }])
      form.append(
        "photos",
        new File([typeof file.data === "string" ? file.data : new Uint8Array(file.data)], file.name ?? "plant.png", {
          type: file.type ?? "image/png",
        }),
      );
    return api.request(`/api/orders/${orderId}/returns`, { method: "POST", headers: as(u), body: form });
  }

  async function reported(orderId: string, fields: Parameters<typeof report>[1] = {}): Promise<ReturnJson> {
    const res = await report(orderId, fields);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as ReturnJson;
  }

  const adminReturn = async (id: string) => {
    const res = await api.request("/api/admin/returns", { headers: as(admin) });
    const all = (await res.json()) as ReturnJson[];
    return all.find((r) => r.id === id)!;
  };
  const approve = (id: string, body: object = {}) =>
    api.json(`/api/admin/returns/${id}/approve`, body, "POST", as(admin));
  const orderRow = (id: string) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const returnCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("returns")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Returns Admin");
    await setRole(t.db, admin.id, "admin");
    ravi = await signUp(api, "Ravi Kumar");
    const products = await t.db
      .selectFrom("products")
      .select("id")
      .where("option_name", "is", null)
      .orderBy("slug")
      .limit(2)
      .execute();
    plant = products[0]!.id;
    oil = products[1]!.id;
    await setVariant(t.db, plant, { stock: 1000, pricePaise: 150_00, discount: 0 });
    await setVariant(t.db, oil, { stock: 1000, pricePaise: 199_00, discount: 0 });
    await t.db.updateTable("products").set({ gst_rate: 18, hsn_code: "0602" }).where("id", "=", plant).execute();
    await t.db.updateTable("products").set({ gst_rate: 5, hsn_code: "3301" }).where("id", "=", oil).execute();
    const saved = await api.json("/api/admin/settings", { ...DEMO_SHOP_SETTINGS, deliveryFee: 0 }, "PUT", as(admin));
    expect(saved.status, await saved.clone().text()).toBe(200);
    photo = await png(800, 600);
  });
  beforeEach(async () => {
    asha = await signUp(api, "Asha Verma");
    api.sent.length = 0;
  });
  afterAll(() => t.close());

  it("takes a report on a delivered order: RT-{year}-{n}, 'Requested', mailed, on the timeline, its photo private", async () => {
    const orderId = await deliveredOrder();
    const res = await report(orderId);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReturnJson;
    expect(created).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^RT-20\d\d-\d+$/),
      status: "Requested",
    });
    expect(api.sent.map((m) => m.subject)).toContain(`We received your request ${created.number}`);

    const history = (await (await api.request(`/api/orders/${orderId}`, { headers: as(asha) })).json()) as {
      events: Array<{ type: string; to: string; note: string | null }>;
    };
    expect(history.events).toContainEqual(
      expect.objectContaining({ type: "return", to: "Requested", note: created.number }),
    );

    const listed = await adminReturn(created.id);
    // One ₹150 plant at 18 % on top: ₹177.
    expect(listed).toMatchObject({ status: "Requested", linesValue: 177, refundAmount: null });
    expect(listed.photos).toHaveLength(1);
    const own = await api.request(listed.photos[0]!.small, { headers: as(asha) });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(320);
    // Never larger than taken: the 800-pixel photo stays 800 wide at its large size.
    const large = await api.request(listed.photos[0]!.large, { headers: as(admin) });
    expect(large.status).toBe(200);
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(800);
    expect((await api.request(listed.photos[0]!.large, { headers: as(ravi) })).status).toBe(404);
    expect((await api.request(listed.photos[0]!.large)).status).toBe(401);
    const { media_key } = await t.db
      .selectFrom("return_photos")
      .select("media_key")
      .where("return_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect((await api.request(`/media/${media_key}-320.webp`)).status).toBe(404);
  });

  it("refuses more than was delivered, the same units twice, an order not delivered or past the window, another's order", async () => {
    const orderId = await deliveredOrder();
    const more = await report(orderId, { lines: [{ productId: plant, quantity: 3 }] });
    expect(more.status).toBe(400);
    expect(await more.json()).toMatchObject({ error: expect.stringMatching(/^You can report at most 2 of /) });

    await reported(orderId, { lines: [{ productId: plant, quantity: 2 }] });
    const again = await report(orderId, { lines: [{ productId: plant, quantity: 1 }] });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: expect.stringMatching(/has already been reported$/) });
    const notInOrder = await report(orderId, {
      lines: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }],
    });
    expect(notInOrder.status).toBe(400);
    expect(await notInOrder.json()).toMatchObject({ error: "That plant is not in this order" });

    expect((await report(orderId, { lines: [{ productId: oil, quantity: 1 }] }, ravi)).status).toBe(404);

    const placed = await api.json(
      "/api/orders",
      { cart: [{ id: plant, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(asha),
    );
    const { id: open } = (await placed.json()) as { id: string };
    const notDelivered = await report(open);
    expect(notDelivered.status).toBe(409);
    expect(await notDelivered.json()).toMatchObject({ error: "A problem can be reported once the order is delivered" });

    const late = await deliveredOrder();
    await t.db
      .updateTable("order_events")
      .set({ created_at: new Date(Date.now() - 4 * DAY).toISOString() })
      .where("order_id", "=", late)
      .execute();
    const closed = await report(late);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ error: "Problems can be reported within 3 days of delivery" });
  });

  it("of two requests for the same units at once, one is taken; of two approvals at once, one decides", async () => {
    const orderId = await deliveredOrder();
    const both = await Promise.all([
      report(orderId, { lines: [{ productId: plant, quantity: 2 }] }),
      report(orderId, { lines: [{ productId: plant, quantity: 2 }] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const taken = (await both.find((r) => r.status === 201)!.json()) as ReturnJson;
    const stock = await stockOf(plant);
    const approvals = await Promise.all([approve(taken.id), approve(taken.id)]);
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(plant)).toBe(stock - 2);
    const replacements = await t.db
      .selectFrom("orders")
      .select("id")
      .where("replacement_for_return_id", "=", taken.id)
      .execute();
    expect(replacements).toHaveLength(1);
  });

  it("refuses hostile uploads (not a picture, too large, a pixel bomb, none, four) and keeps nothing of them", async () => {
    const orderId = await deliveredOrder();
    const before = await returnCount();
    const media = (await api.shop.media.list()).length;
    const cases: Array<[Parameters<typeof report>[1], number, RegExp]> = [
      [
        { photos: [{ data: "<?php echo 'hi'; ?>", name: "leaf.png" }] },
        400,
        /^leaf\.png is not a JPEG, PNG or WebP photo$/,
      ],
      [{ photos: [{ data: await gif(), name: "wave.gif", type: "image/gif" }] }, 400, /^wave\.gif is not a JPEG, PNG/],
      [{ photos: [{ data: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: "huge.jpg", type: "image/jpeg" }] }, 413, /MB/],
      [{ photos: [{ data: await png(12_000, 12_000), name: "bomb.png" }] }, 400, /pixels/i],
      [{ photos: [] }, 400, /Add 1 to 3 photos/],
      [{ photos: [{ data: photo }, { data: photo }, { data: photo }, { data: photo }] }, 400, /Add 1 to 3 photos/],
      [{ reason: "Bored" }, 400, /Choose what went wrong/],
      [{ wish: "Cash" }, 400, /Choose a replacement or a refund/],
      [{ description: "  " }, 400, /Describe the problem/],
      [{ lines: "not json" }, 400, /Choose the plants/],
    ];
    for (const [fields, status, error] of cases) {
      const res = await report(orderId, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(error);
    }
    expect(await returnCount()).toBe(before);
    expect((await api.shop.media.list()).length).toBe(media);
  });

  it("approves a replacement: a linked ₹0 order, stock taken, no invoice; decided once", async () => {
    const orderId = await deliveredOrder();
    const request = await reported(orderId, { lines: [{ productId: plant, quantity: 2 }] });
    const stock = await stockOf(plant);
    const res = await approve(request.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const approved = (await res.json()) as ReturnJson;
    expect(approved).toMatchObject({ status: "Approved", replacementOrderId: expect.any(String), creditNoteId: null });
    expect(await stockOf(plant)).toBe(stock - 2);
    const replacement = await orderRow(approved.replacementOrderId!);
    expect(replacement).toMatchObject({
      total_paise: 0,
      status: "Order Successful",
      payment_status: "Paid",
      replacement_for_return_id: request.id,
      ship_landmark: ADDRESS.landmark,
      invoice_number: null,
    });
    const items = await t.db.selectFrom("order_items").selectAll().where("order_id", "=", replacement.id).execute();
    expect(items.map((i) => [i.product_id, i.quantity, i.line_total_paise])).toEqual([[plant, 2, 0]]);
    expect(api.sent.map((m) => m.subject)).toContain(`A replacement is on its way (${request.number})`);
    const invoice = await api.request(`/api/orders/${replacement.id}/invoice`, { headers: as(asha) });
    expect(invoice.status).toBe(404);
    const shipped = await api.json(
      `/api/admin/orders/${replacement.id}/status`,
      { status: "Shipped", courier: "Delhivery", trackingNumber: "AWB123456" },
      "PUT",
      as(admin),
    );
    expect(shipped.status).toBe(200);

    const twice = await approve(request.id);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: "This request has already been decided" });
    expect(await stockOf(plant)).toBe(stock - 2);

    // Lost in transit and called off: its plants go back to stock, and nothing is owed on ₹0.
    const cancelled = await api.json(
      `/api/admin/orders/${replacement.id}/status`,
      { status: "Order Cancelled" },
      "PUT",
      as(admin),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stockOf(plant)).toBe(stock);
    expect(await orderRow(replacement.id)).toMatchObject({ payment_status: "Paid", credit_note_number: null });
  });

  it("approves a refund: a credit note for exactly the lines, 'Refund due' until recorded with its reference", async () => {
    const orderId = await deliveredOrder();
    const request = await reported(orderId, {
      wish: "Refund",
      lines: [
        { productId: plant, quantity: 1 },
        { productId: oil, quantity: 1 },
      ],
    });
    // ₹150 + 18 % = ₹177, and ₹199 + 5 % = ₹208.95.
    expect(await adminReturn(request.id)).toMatchObject({ linesValue: 385.95 });
    const tooMuch = await approve(request.id, { refundAmount: 400 });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({
      error: "The returned plants were sold for ₹385.95: refund at most that",
    });

    const res = await approve(request.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const approved = (await res.json()) as ReturnJson;
    expect(approved).toMatchObject({
      status: "Refund due",
      refundAmount: 385.95,
      creditNoteNumber: expect.stringMatching(/^CN\/\d{4}\/\d+$/),
    });
    expect(await orderRow(orderId)).toMatchObject({ payment_status: "Refund due", refund_requested_paise: 385_95 });
    const note = await t.db
      .selectFrom("credit_notes")
      .selectAll()
      .where("id", "=", approved.creditNoteId!)
      .executeTakeFirstOrThrow();
    expect(note.taxable_paise + note.tax_paise).toBe(385_95);
    expect([note.taxable_paise, note.tax_paise]).toEqual([150_00 + 199_00, 27_00 + 9_95]);

    const pdf = await api.request(`/api/orders/${orderId}/credit-notes/${approved.creditNoteId}`, {
      headers: as(asha),
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(approved.creditNoteNumber!);
    expect(text).toMatch(/Total credited \(₹\)\s+385\.95/);
    expect(text).toMatch(/Against invoice VA\/\d{4}\/\d+/);
    expect(
      (await api.request(`/api/orders/${orderId}/credit-notes/${approved.creditNoteId}`, { headers: as(ravi) })).status,
    ).toBe(404);

    const noReference = await api.json(
      `/api/admin/orders/${orderId}/payment`,
      { paymentStatus: "Refunded" },
      "PUT",
      as(admin),
    );
    expect(noReference.status).toBe(400);
    expect(await noReference.json()).toMatchObject({ error: "Enter the UPI or bank reference of the refund you sent" });
    const recorded = await api.json(
      `/api/admin/orders/${orderId}/payment`,
      { paymentStatus: "Refunded", reference: "UPI 432156789012" },
      "PUT",
      as(admin),
    );
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: "Partly refunded", refunded_paise: 385_95 });
    expect(await adminReturn(request.id)).toMatchObject({ status: "Refunded" });
    const refund = await t.db
      .selectFrom("refunds")
      .selectAll()
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      channel: "manual",
      status: "processed",
      reference: "UPI 432156789012",
      payment_id: null,
    });
  });

  it("credits a line returned in two parts to exactly the line, and a smaller refund pro rata", async () => {
    const orderId = await deliveredOrder();
    const first = await reported(orderId, { wish: "Refund", lines: [{ productId: plant, quantity: 1 }] });
    expect((await approve(first.id)).status).toBe(200);
    const second = await reported(orderId, { wish: "Refund", lines: [{ productId: plant, quantity: 1 }] });
    expect((await approve(second.id)).status).toBe(200);
    const notes = await t.db.selectFrom("credit_note_lines").selectAll().where("title", "like", "%").execute();
    const item = await t.db
      .selectFrom("order_items")
      .selectAll()
      .where("order_id", "=", orderId)
      .where("product_id", "=", plant)
      .executeTakeFirstOrThrow();
    const ofLine = notes.filter((n) => n.order_item_id === item.id);
    expect(ofLine.reduce((s, n) => s + n.taxable_paise, 0)).toBe(item.taxable_paise);
    expect(ofLine.reduce((s, n) => s + n.tax_paise, 0)).toBe(item.tax_paise);

    const other = await deliveredOrder();
    const partial = await reported(other, { wish: "Refund", lines: [{ productId: oil, quantity: 1 }] });
    const res = await approve(partial.id, { refundAmount: 100 });
    expect(res.status, await res.clone().text()).toBe(200);
    const approved = (await res.json()) as ReturnJson;
    const note = await t.db
      .selectFrom("credit_notes")
      .selectAll()
      .where("id", "=", approved.creditNoteId!)
      .executeTakeFirstOrThrow();
    // ₹100 at 5 %: ₹95.24 taxable and ₹4.76 GST.
    expect([note.taxable_paise, note.tax_paise]).toEqual([95_24, 4_76]);
  });

  it("rejects with a reason (mailed); the units can be reported again; a replacement takes no refund amount", async () => {
    const orderId = await deliveredOrder();
    const request = await reported(orderId);
    const noReason = await api.json(`/api/admin/returns/${request.id}/reject`, { reason: " " }, "POST", as(admin));
    expect(noReason.status).toBe(400);
    const res = await api.json(
      `/api/admin/returns/${request.id}/reject`,
      { reason: "The photo shows a healthy plant." },
      "POST",
      as(admin),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "Rejected", decisionNote: "The photo shows a healthy plant." });
    expect(api.sent.map((m) => m.subject)).toContain(`About your request ${request.number}`);
    const again = await reported(orderId);
    expect((await approve(again.id, { refundAmount: 10 })).status).toBe(400);
    expect(
      (await api.request("/api/admin/returns?status=Rejected", { headers: as(admin) })).headers.get("X-Total-Count"),
    ).not.toBe("0");
    expect((await api.request("/api/admin/returns?status=Lost", { headers: as(admin) })).status).toBe(400);
  });

  it("credits each line once in all: a return, then goodwill, then the cancellation credits what is left", async () => {
    const orderId = await deliveredOrder();
    const request = await reported(orderId, { wish: "Refund", lines: [{ productId: plant, quantity: 2 }] });
    expect((await approve(request.id)).status).toBe(200);
    // All that is left of ₹563 (₹354 credited): shared over the oil alone, and the paise the invoice rounded to.
    const goodwill = await api.json(
      `/api/admin/orders/${orderId}/refund`,
      { amount: 100, reason: "A late parcel" },
      "POST",
      as(admin),
    );
    expect(goodwill.status, await goodwill.clone().text()).toBe(200);
    const lines = await t.db
      .selectFrom("credit_note_lines")
      .innerJoin("credit_notes", "credit_notes.id", "credit_note_lines.credit_note_id")
      .innerJoin("order_items", "order_items.id", "credit_note_lines.order_item_id")
      .select(["order_items.product_id", "credit_note_lines.taxable_paise", "credit_note_lines.tax_paise"])
      .where("credit_notes.order_id", "=", orderId)
      .execute();
    const creditedOf = (product: string) =>
      lines.filter((l) => l.product_id === product).reduce((sum, l) => sum + l.taxable_paise + l.tax_paise, 0);
    expect(creditedOf(plant)).toBe(354_00);
    expect(creditedOf(oil)).toBe(100_00);

    const cancelled = await api.json(
      `/api/admin/orders/${orderId}/status`,
      { status: "Order Cancelled" },
      "PUT",
      as(admin),
    );
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const pdf = await api.request(`/api/orders/${orderId}/credit-note`, { headers: as(asha) });
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    // ₹563 sold, ₹454 credited before: ₹109 left, the oil's rest alone.
    expect(text).toMatch(/Total credited \(₹\)\s+109\.00/);
    expect(text).not.toContain("0602");
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ payment_status: "Refund due", refund_requested_paise: 563_00 });
  });

  it("gives a goodwill refund of part of a cash order: its credit note with the reason, paid back by hand", async () => {
    const orderId = await deliveredOrder();
    const res = await api.json(
      `/api/admin/orders/${orderId}/refund`,
      { amount: 50, reason: "A damaged leaf" },
      "POST",
      as(admin),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ paymentStatus: "Refund due" });
    const [note] = await t.db.selectFrom("credit_notes").selectAll().where("order_id", "=", orderId).execute();
    expect(note).toMatchObject({ cause: "goodwill", note: "A damaged leaf" });
    expect(note!.taxable_paise + note!.tax_paise).toBe(50_00);
    const tooMuch = await api.json(`/api/admin/orders/${orderId}/refund`, { amount: 10_000 }, "POST", as(admin));
    expect(tooMuch.status).toBe(409);
    const recorded = await api.json(
      `/api/admin/orders/${orderId}/payment`,
      { paymentStatus: "Refunded", reference: "NEFT N123" },
      "PUT",
      as(admin),
    );
    expect(recorded.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ payment_status: "Partly refunded", refunded_paise: 50_00 });
  });
});
