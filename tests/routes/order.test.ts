import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction, loader as orderLoader } from "#app/routes/order.tsx";
import { placeOrder } from "#server/features/orders/place-order.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

const ADDRESS = {
  kind: "new" as const,
  street: "3 Lake View",
  city: "Bhopal",
  state: "Madhya Pradesh" as const,
  zip: "462001",
  recipient: "",
  landmark: "",
  mobile: "",
};

describe.each(DATABASE_KINDS)("the order page /orders/:id on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestUser;
  let stranger: TestUser;
  let orderId: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    owner = await signUp(api, "Owner Sharma");
    stranger = await signUp(api, "Stranger Das");
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("stock", ">", 3)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    const placed = await placeOrder(api.shop, {
      customer: { id: owner.id, email: owner.email, fullName: "Owner Sharma" },
      input: {
        cart: [{ productId: product.id, variantId: undefined, quantity: 1 }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: { method: "upi" },
      },
    });
    orderId = placed.order.id;
  });
  afterAll(() => t.close());

  const load = (as: TestUser, id = orderId) =>
    callRoute(
      orderLoader,
      api.shop,
      new Request(`${SHOP_ORIGIN}/orders/${id}`, { headers: { Cookie: as.cookie } }),
      undefined,
      { id },
    );
  const post = (fields: Record<string, string>, as = owner) =>
    answerOf(
      callRoute(orderAction, api.shop, formPost(`/orders/${orderId}`, fields, { Cookie: as.cookie }), undefined, {
        id: orderId,
      }),
    );

  it("shows its owner the order, its history and the UPI payment: QR code and link with the amount", async () => {
    const page = await load(owner);
    expect(page.order).toMatchObject({
      id: orderId,
      paymentStatus: "Awaiting payment",
      payment: { method: "upi", utr: null },
    });
    expect(page.events).toHaveLength(1);
    const total = (page.order.totalPaise / 100).toFixed(2);
    expect(page.upi?.uri).toBe(
      `upi://pay?pa=vanaushadhi%40okicici&pn=Vanaushadhi%20Herbs&am=${total}&cu=INR&tr=${orderId.slice(-8)}&tn=Vanaushadhi%20order%20${orderId.slice(-8)}`,
    );
    expect(page.upi?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(page.upi!.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
  });

  it("is the not-found page for anyone else, and for an id that is no order", async () => {
    for (const [who, id] of [
      [stranger, orderId],
      [owner, "no-such-order"],
      [owner, `${orderId}x`],
    ] as const) {
      const thrown = await load(who, id).then(
        () => null,
        (error: unknown) => error as { init?: ResponseInit },
      );
      expect(thrown?.init?.status).toBe(404);
    }
  });

  it("takes the UTR through its form, with the schema's message when malformed", async () => {
    const bad = await post({ intent: "utr", utr: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ utr: message("payment.utr.invalid") });
    const ok = await post({ intent: "utr", utr: "612345678901" });
    expect(ok.status).toBe(200);
    expect((await load(owner)).order.paymentStatus).toBe("Payment submitted");
    const theirs = await post({ intent: "utr", utr: "612345678901" }, stranger);
    expect(theirs.status).toBe(404);
  });
});
