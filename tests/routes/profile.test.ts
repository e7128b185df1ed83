import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CANCELLED, type OrderStatus } from "#domain/orders.ts";
import { action as profileAction, loader as profileLoader } from "#app/routes/profile.tsx";
import type { ProductRow } from "#server/features/catalogue/rows.ts";
import { listAddresses } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { insertOrder } from "#tests/support/orders.ts";
import { answerOf, callRoute, formPost, redirectOf } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

describe.each(DATABASE_KINDS)("the /profile page's intents on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let product: ProductRow;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Profile Keeper");
    product = await t.db
      .selectFrom("products")
      .selectAll()
      .where("stock", ">", 5)
      .orderBy("id")
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>, as: TestUser | null = customer) =>
    answerOf(callRoute(profileAction, api.shop, formPost("/profile", fields, as ? { Cookie: as.cookie } : {})));

  const orderOf = (status: OrderStatus) =>
    insertOrder(t.db, {
      user: { id: customer.id, email: customer.email, fullName: "Profile Keeper" },
      lines: [{ product, quantity: 1 }],
      status,
    });

  it("update-profile: saves, or names the refused field with a 400", async () => {
    const saved = await post({ intent: "update-profile", fullName: "Profile Keeper", phoneNumber: "98765 43210" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ok: true, message: message("account.profile.updated") });
    const loaded = await callRoute(
      profileLoader,
      api.shop,
      new Request("http://shop.test/profile", {
        headers: { Cookie: customer.cookie },
      }),
    );
    expect(loaded.profile.phoneNumber).toBe("+91 98765 43210");

    const refused = await post({ intent: "update-profile", fullName: "", phoneNumber: "call me" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: message("request.checkFields"),
      fields: { fullName: message("account.fullName.required"), phoneNumber: message("address.mobile.invalid") },
    });
    expect(refused.body.ok).toBeUndefined();
  });

  it("cancel-order: an open order is cancelled; a shipped one is a 409 with the rule's message", async () => {
    const open = await orderOf("Processing");
    const cancelled = await post({ intent: "cancel-order", orderId: open.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ ok: true });
    expect(typeof cancelled.body.at).toBe("number");
    const row = await t.db.selectFrom("orders").select("status").where("id", "=", open.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(ORDER_CANCELLED);

    const shipped = await orderOf("Shipped");
    const refused = await post({ intent: "cancel-order", orderId: shipped.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: message("order.cancel.alreadyShipped"),
    });
  });

  it("save-address and delete-address: the service's answers, its 404 for someone else's address", async () => {
    const address = {
      recipient: "Asha Rao",
      mobile: "+91 98765 43210",
      street: "22 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      zip: "700016",
    };
    expect((await post({ intent: "save-address", ...address })).status).toBe(200);
    const [saved] = await listAddresses(t.db, customer.id);
    expect(saved).toMatchObject(address);

    const stranger = await signUp(api, "Stranger");
    const notTheirs = await post({ intent: "delete-address", id: saved!.id }, stranger);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toMatchObject({ error: message("account.address.notFound") });

    expect((await post({ intent: "delete-address", id: saved!.id })).status).toBe(200);
    expect(await listAddresses(t.db, customer.id)).toEqual([]);

    const incomplete = await post({ intent: "save-address", street: "1 Lake Road" });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields).toMatchObject({
      city: message("address.city.required"),
      zip: message("address.zip.required"),
    });
  });

  it("an unknown intent is a 400; a visitor is sent to sign in first", async () => {
    const unknown = await post({ intent: "make-me-admin" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: message("request.unknownAction") });

    expect(await redirectOf(post({ intent: "update-profile", fullName: "Nobody" }, null))).toEqual({
      status: 302,
      location: "/signin?redirectTo=%2Fprofile",
    });
  });
});
