import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeOrderSchema } from "#domain/schemas/order.ts";
import { createSettingsStore } from "#server/features/settings/settings.ts";
import { changeOrderStatus } from "#server/features/orders/change-order-status.ts";
import { expireUnpaidOrders } from "#server/features/orders/expire-unpaid-orders.ts";
import { placeOrder } from "#server/features/orders/place-order.ts";
import { submitPaymentReference } from "#server/features/payments/submit-payment-reference.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

const ADDRESS = {
  kind: "new" as const,
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu" as const,
  zip: "625001",
  recipient: "Asha Rao",
  landmark: "",
  mobile: "+91 98765 43210",
};
const MINUTE = 60_000;

const CARD = { cardNumber: "4111 1111 1111 1111", expiryDate: "11/29", cardHolderName: "Lata Menon", cvv: "123" };

describe.each(DATABASE_KINDS)("the sweep of unpaid UPI and card orders on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let productId: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp({ ...t, config: { ...t.config, ordersPerHour: 1000, maxOpenOrders: 1000 } });
    customer = await signUp(api, "Lata Menon");
    productId = (await t.db.selectFrom("products").select("id").orderBy("slug").executeTakeFirstOrThrow()).id;
    await setStock(t.db, productId, 100);
  });
  afterAll(() => t.close());

  const stock = async () =>
    (await t.db.selectFrom("products").select("stock").where("id", "=", productId).executeTakeFirstOrThrow()).stock;

  async function upiOrder(minutesAgo: number, payment: unknown = "UPI"): Promise<string> {
    const input = placeOrderSchema.parse({
      cart: [{ id: productId, quantity: 2 }],
      selectedAddress: ADDRESS,
      selectedPaymentMethod: payment,
    });
    const { order } = await placeOrder(api.shop, {
      customer: { id: customer.id, email: customer.email, fullName: "Lata Menon" },
      input,
    });
    const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await t.db.updateTable("orders").set({ created_at: at }).where("id", "=", order.id).execute();
    return order.id;
  }

  const statusOf = async (id: string) =>
    t.db.selectFrom("orders").select(["status", "payment_status"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("cancels an order still awaiting payment after the window, returns its stock once and mails the customer", async () => {
    const overdue = await upiOrder(61);
    const fresh = await upiOrder(30);
    const submitted = await upiOrder(90);
    await submitPaymentReference(t.db, { userId: customer.id, orderId: submitted, utr: "512345678901" });
    const before = await stock();
    const mailsBefore = api.sent.length;

    expect(await expireUnpaidOrders(api.shop)).toBe(1);
    expect(await statusOf(overdue)).toEqual({ status: "Order Cancelled", payment_status: "Awaiting payment" });
    expect(await statusOf(fresh)).toEqual({ status: "Order Successful", payment_status: "Awaiting payment" });
    expect(await statusOf(submitted)).toEqual({ status: "Order Successful", payment_status: "Payment submitted" });
    expect(await stock()).toBe(before + 2);
    const mail = api.sent.slice(mailsBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your order #${overdue.slice(-8)} is cancelled`);
    expect(mail[0]!.text).toContain("We did not receive the UPI payment in time");
    const events = await t.db
      .selectFrom("order_events")
      .selectAll()
      .where("order_id", "=", overdue)
      .orderBy("created_at")
      .execute();
    expect(events.at(-1)).toMatchObject({ type: "status", to_value: "Order Cancelled", actor: "system" });

    expect(await expireUnpaidOrders(api.shop)).toBe(0);
    expect(await stock()).toBe(before + 2);
  });

  it("acts exactly once when two app servers sweep at the same time", async () => {
    const ids = [await upiOrder(70), await upiOrder(75), await upiOrder(80)];
    const before = await stock();
    const mailsBefore = api.sent.length;
    // A second app server on the same database, with caches of its own.
    const other = { ...api.shop, settings: createSettingsStore(t.db, t.kind) };
    const counts = await Promise.all([expireUnpaidOrders(api.shop), expireUnpaidOrders(other)]);

    expect(counts[0]! + counts[1]!).toBe(3);
    for (const id of ids) expect((await statusOf(id)).status).toBe("Order Cancelled");
    expect(await stock()).toBe(before + 6);
    expect(api.sent.slice(mailsBefore).filter((m) => m.subject.includes("is cancelled"))).toHaveLength(3);
    const cancellations = await t.db
      .selectFrom("order_events")
      .select("order_id")
      .where("order_id", "in", ids)
      .where("to_value", "=", "Order Cancelled")
      .execute();
    expect(cancellations).toHaveLength(3);
  });

  const cancellationMails = (id: string) =>
    api.sent.filter((m) => m.subject === `Your order #${id.slice(-8)} is cancelled`);

  it("cancels a card order still awaiting payment after the window, as it does a UPI order", async () => {
    const overdue = await upiOrder(61, CARD);
    const fresh = await upiOrder(30, CARD);
    const before = await stock();

    expect(await expireUnpaidOrders(api.shop)).toBe(1);
    expect(await statusOf(overdue)).toEqual({ status: "Order Cancelled", payment_status: "Awaiting payment" });
    expect(await statusOf(fresh)).toEqual({ status: "Order Successful", payment_status: "Awaiting payment" });
    expect(await stock()).toBe(before + 2);
    const mail = cancellationMails(overdue);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("We did not receive the card payment in time");
  });

  it("leaves alone an expired order the admin reopened: one cancellation mail, never a second", async () => {
    const reopened = await upiOrder(61);
    expect(await expireUnpaidOrders(api.shop)).toBe(1);
    const admin = { kind: "admin", id: null } as const;
    await changeOrderStatus(api.shop, { orderId: reopened, status: "Order Successful", actor: admin });
    expect(await statusOf(reopened)).toEqual({ status: "Order Successful", payment_status: "Awaiting payment" });
    const held = await stock();

    expect(await expireUnpaidOrders(api.shop)).toBe(0);
    expect(await stock()).toBe(held);
    // Nor a day later, when every other order still awaiting payment has long expired.
    await expireUnpaidOrders(api.shop, new Date(Date.now() + 24 * 60 * MINUTE));
    expect(await statusOf(reopened)).toEqual({ status: "Order Successful", payment_status: "Awaiting payment" });
    expect(cancellationMails(reopened)).toHaveLength(1);
  });

  it("leaves alone an unpaid order the admin has shipped: its goods are no longer here to return", async () => {
    const shipped = await upiOrder(61);
    const admin = { kind: "admin", id: null } as const;
    const tracking = { courier: "India Post", trackingNumber: "EK123456789IN", trackingUrl: null };
    await changeOrderStatus(api.shop, { orderId: shipped, status: "Shipped", tracking, actor: admin });
    const held = await stock();

    await expireUnpaidOrders(api.shop);
    expect(await statusOf(shipped)).toEqual({ status: "Shipped", payment_status: "Awaiting payment" });
    expect(await stock()).toBe(held);
    expect(cancellationMails(shipped)).toHaveLength(0);
  });
});
