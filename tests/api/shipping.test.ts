import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderNumber } from "#domain/orders.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/**
 * 'Shipped' needs its courier and AWB (issue 30, docs/product/orders.md#tracking): refused without
 * them, one order or several, and nothing changes; a listed courier's tracking link fills itself.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "3 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560025",
};

const NEEDS_TRACKING = apiRefusal("admin.order.shippedNeedsTracking", {
  courier: "admin.order.courierRequired",
  trackingNumber: "admin.order.trackingNumberRequired",
});

describe.each(DATABASE_KINDS)("shipping an order on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let kavya: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const setStatus = (id: string, body: Readonly<Record<string, string | undefined>>) =>
    api.json(`/api/admin/orders/${id}/status`, body, "PUT", as(admin));
  const bulk = (body: unknown) => api.json("/api/admin/orders/status", body, "POST", as(admin));
  const orderRow = (id: string) => t.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const eventsOf = (id: string) => t.db.selectFrom("order_events").select("id").where("order_id", "=", id).execute();
  const mailsAbout = (id: string) => api.sent.filter((m) => m.subject.includes(orderNumber(id)));

  async function place() {
    const res = await api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      "POST",
      as(kavya),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    admin = await signUp(api, "Shipping Admin");
    kavya = await signUp(api, "Kavya Rao");
    await setRole(t.db, admin.id, "admin");
    productId = (await t.db.selectFrom("products").select("id").where("stock", ">", 20).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it("refuses 'Shipped' without the courier or the AWB, 400 naming both fields, and changes nothing", async () => {
    const order = await place();
    const [before, events, mails] = [await orderRow(order), (await eventsOf(order)).length, mailsAbout(order).length];
    for (const body of [
      { status: "Shipped" },
      { status: "Shipped", courier: "", trackingNumber: "" },
      { status: "Shipped", trackingUrl: "" },
    ]) {
      const res = await setStatus(order, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual(NEEDS_TRACKING);
    }
    const half = await setStatus(order, { status: "Shipped", courier: "Delhivery" });
    expect(half.status).toBe(400);
    expect(await half.json()).toEqual(
      apiRefusal("admin.order.trackingNeedsBoth", { trackingNumber: "admin.order.trackingNeedsBoth" }),
    );
    const nameless = await setStatus(order, { status: "Shipped", courier: "Other", trackingNumber: "TRK-98765" });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual(
      apiRefusal("admin.order.courierNameRequired", { courierName: "admin.order.courierNameRequired" }),
    );
    expect(await orderRow(order)).toEqual(before);
    expect(await eventsOf(order)).toHaveLength(events);
    expect(mailsAbout(order)).toHaveLength(mails);
  });

  it("fills a listed courier's tracking link from the AWB, keeps a given one, and takes any other courier by name", async () => {
    const order = await place();
    const listed = await setStatus(order, { status: "Shipped", courier: "bluedart", trackingNumber: "12345678901" });
    expect(listed.status, await listed.clone().text()).toBe(200);
    expect(await listed.json()).toMatchObject({
      status: "Shipped",
      tracking: {
        courier: "Blue Dart",
        trackingNumber: "12345678901",
        trackingUrl: "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901",
      },
    });
    const mail = mailsAbout(order).at(-1)!;
    expect(mail.subject).toBe(`Your order #${orderNumber(order)} has shipped`);
    expect(mail.text).toContain("trackNo=12345678901");

    // Corrected while shipped: a courier not in the list, by name, after 'Other', with its own link.
    const other = await setStatus(order, {
      status: "Shipped",
      courier: "Other",
      courierName: "Professional Couriers",
      trackingNumber: "PC-445566",
      trackingUrl: "https://www.tpcindia.com/track.aspx?id=PC-445566",
    });
    expect(other.status).toBe(200);
    expect(await orderRow(order)).toMatchObject({
      courier: "Professional Couriers",
      tracking_number: "PC-445566",
      tracking_url: "https://www.tpcindia.com/track.aspx?id=PC-445566",
    });
    // The API's free name (data written before the list) is kept as given, without a link.
    await setStatus(order, { status: "Shipped", courier: "Trackon", trackingNumber: "TRK-1234" });
    expect(await orderRow(order)).toMatchObject({ courier: "Trackon", tracking_url: null });
  });

  it("bulk 'Shipped' without the courier's details lists every order as not changed, with why", async () => {
    const [first, second] = [await place(), await place()];
    const res = await bulk({ ids: [first, second], status: "Shipped" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { error, code } = NEEDS_TRACKING;
    expect(await res.json()).toEqual({
      changed: [],
      failed: [
        { id: first, number: orderNumber(first), error, code },
        { id: second, number: orderNumber(second), error, code },
      ],
    });
    for (const id of [first, second]) expect((await orderRow(id)).status).toBe("Order Successful");
  });
});
