import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "#domain/i18n/message.ts";
import { action as orderAction, loader as orderLoader } from "#app/routes/order.tsx";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { setVariant } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * The order page's part of docs/product/commerce-core.md#returns-and-replacements: the loader's
 * window, the units left to report, the requests and credit notes; 'Report a problem' through the
 * page's action (multipart, as the dialog posts it); and a replacement order naming its request.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "3 Lake View",
  city: "Bhopal",
  state: "Madhya Pradesh",
  zip: "462001",
};
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("returns on the order page /orders/:id on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let plant: string;
  let photo: Buffer;

  const as = (u: TestUser) => ({ Cookie: u.cookie });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    owner = await signUp(api, "Owner Sharma");
    stranger = await signUp(api, "Stranger Das");
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
    photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 47, g: 107, b: 58 } } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** A cash order of two plants, delivered unless told otherwise. */
  async function order(delivered = true): Promise<string> {
    const placed = await api.json(
      "/api/orders",
      { cart: [{ id: plant, quantity: 2 }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(owner),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    if (delivered) {
      const res = await api.json(`/api/admin/orders/${id}/status`, { status: "Delivered" }, "PUT", as(admin));
      expect(res.status, await res.clone().text()).toBe(200);
    }
    return id;
  }

  const load = (id: string, as = owner) =>
    callRoute(
      orderLoader,
      api.shop,
      new Request(`${SHOP_ORIGIN}/orders/${id}`, { headers: { Cookie: as.cookie } }),
      undefined,
      { id },
    );

  /** The dialog's post: its fields, the lines as JSON, the photo as a file. */
  function report(id: string, quantity: number, as = owner) {
    const form = new FormData();
    form.set("intent", "return");
    form.set("lines", JSON.stringify([{ productId: plant, quantity }]));
    form.set("reason", "Dead on arrival");
    form.set("description", "Black, limp leaves.");
    form.set("wish", "Replacement");
    form.append("photos", new File([new Uint8Array(photo)], "tulsi.png", { type: "image/png" }));
    const request = new Request(`${SHOP_ORIGIN}/orders/${id}`, {
      method: "POST",
      body: form,
      headers: { Cookie: as.cookie },
    });
    return answerOf(callRoute(orderAction, api.shop, request, undefined, { id }));
  }

  it("offers 'Report a problem' on a delivered order, takes the request, and lists it with what is left", async () => {
    const id = await order();
    const before = await load(id);
    expect(before.returns).toMatchObject({
      window: { open: true, days: 3 },
      reportable: [{ productId: plant, left: 2 }],
      requests: [],
      creditNotes: [],
      replacementFor: null,
    });

    const sent = await report(id, 1);
    expect(sent.status).toBe(200);
    const number = /RT-\d{4}-\d+/.exec(sent.body.message ?? "")![0];
    expect(sent.body).toMatchObject({ ok: true, message: message("return.requested", { number }) });

    const after = await load(id);
    expect(after.returns.reportable).toMatchObject([{ productId: plant, left: 1 }]);
    // The lines carry the Hindi name the order kept, for a Hindi page to lead with.
    const hindi = { title: expect.any(String), titleHi: expect.stringMatching(/\p{Script=Devanagari}/u) };
    expect(after.returns.reportable[0]!.name).toMatchObject(hindi);
    const [request] = after.returns.requests;
    expect(request!.lines[0]).toMatchObject(hindi);
    expect(request).toMatchObject({
      number,
      status: "Requested",
      reason: "Dead on arrival",
      wish: "Replacement",
      lines: [{ quantity: 1 }],
      replacementOrderId: null,
      refundPaise: null,
      creditNote: null,
    });
    expect(request!.photos).toEqual([
      {
        small: `/api/returns/${request!.id}/photos/0?size=small`,
        large: `/api/returns/${request!.id}/photos/0?size=large`,
      },
    ]);
    expect(after.events.at(-1)).toMatchObject({ type: "return", to: "Requested", note: number });

    const tooMany = await report(id, 2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields?.lines).toMatch(/^return\.moreThanDelivered\?/);
    expect((await report(id, 1, stranger)).status).toBe(404);
  });

  it("says the window closed after it, and nothing before delivery", async () => {
    const late = await order();
    await t.db
      .updateTable("order_events")
      .set({ created_at: new Date(Date.now() - 4 * DAY).toISOString() })
      .where("order_id", "=", late)
      .execute();
    expect((await load(late)).returns.window).toEqual({
      open: false,
      refusal: message("return.windowClosed", { days: 3 }),
    });
    expect((await report(late, 1)).status).toBe(409);
    expect((await load(await order(false))).returns.window).toBeNull();
  });

  it("shows an approved replacement's order, which names the request and the order it replaces", async () => {
    const id = await order();
    await report(id, 1);
    const [request] = (await load(id)).returns.requests;
    const approved = await api.json(`/api/admin/returns/${request!.id}/approve`, {}, "POST", as(admin));
    expect(approved.status, await approved.clone().text()).toBe(200);

    const original = await load(id);
    const replacementId = original.returns.requests[0]!.replacementOrderId!;
    expect(original.returns.requests[0]!.status).toBe("Approved");
    const replacement = await load(replacementId);
    expect(replacement.order.replacementForReturnId).toBe(request!.id);
    expect(replacement.returns.replacementFor).toEqual({ returnNumber: request!.number, orderId: id });
    expect(replacement.returns.window).toBeNull();
  });
});
