import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** docs/product/addresses.md: the recipient and a mobile are required, for the courier calls. */
const PLACE = { street: "22 FC Road", city: "Pune", state: "Maharashtra", zip: "411004" };
const ADDRESS = { ...PLACE, recipient: "Meera Joshi", mobile: "98220 12345" };

describe.each(DATABASE_KINDS)("delivery addresses couriers can use, on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let meera: TestUser;
  let productId: string;

  const as = (u: TestUser) => ({ Cookie: u.cookie });
  const order = (selectedAddress: unknown, extra: Record<string, unknown> = {}) =>
    api.json(
      "/api/orders",
      { cart: [{ id: productId, quantity: 1 }], selectedAddress, selectedPaymentMethod: "Cash on Delivery", ...extra },
      "POST",
      as(meera),
    );
  const savedAddresses = () =>
    t.db.selectFrom("addresses").selectAll().where("user_id", "=", meera.id).orderBy("created_at").execute();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    meera = await signUp(api, "Meera Joshi");
    const product = await t.db
      .selectFrom("products")
      .select("id")
      .where("option_name", "is", null)
      .where("stock", ">", 5)
      .orderBy("slug")
      .executeTakeFirstOrThrow();
    productId = product.id;
  });
  afterAll(() => t.close());

  it("refuses a saved address without a recipient or a mobile, naming both (400)", async () => {
    const res = await api.json("/api/auth/update-address", { address: PLACE }, "PUT", as(meera));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { "address.recipient": "Recipient name is required", "address.mobile": "Mobile number is required" },
    });
    const blank = await api.json(
      "/api/auth/update-address",
      { address: { ...ADDRESS, recipient: " ", mobile: "" } },
      "PUT",
      as(meera),
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      fields: { "address.recipient": "Recipient name is required", "address.mobile": "Mobile number is required" },
    });
    const malformed = await api.json(
      "/api/auth/update-address",
      { address: { ...ADDRESS, mobile: "12345" } },
      "PUT",
      as(meera),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ fields: { "address.mobile": "Enter a 10-digit mobile number" } });
    expect(await savedAddresses()).toEqual([]);
  });

  it("refuses an order to a new address without a mobile (400), and takes one with it", async () => {
    const res = await order({ ...PLACE, recipient: "Meera Joshi" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { "selectedAddress.mobile": "Mobile number is required" } });
    const placed = await order(ADDRESS);
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { shippingAddress: unknown }).shippingAddress).toMatchObject({
      recipient: "Meera Joshi",
      mobile: "+91 98220 12345",
    });
  });

  it("refuses an order to a saved address kept without a mobile with a clear 400; the same place with a mobile completes it", async () => {
    // An address saved before the mobile was required (docs/product/addresses.md#saved-addresses).
    const id = randomUUID();
    await t.db
      .insertInto("addresses")
      .values({
        id,
        user_id: meera.id,
        ...PLACE,
        recipient: "",
        mobile: "",
        landmark: "",
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await order({ savedAddressId: id });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "order.address.noMobile",
      fields: {
        selectedAddress: "That saved address has no mobile number for the courier. Add one to the address first.",
      },
    });

    const placed = await order(ADDRESS, { saveAddress: true });
    expect(placed.status).toBe(201);
    const saved = await savedAddresses();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id, recipient: "Meera Joshi", mobile: "+91 98220 12345" });
    expect((await order({ savedAddressId: id })).status).toBe(201);
  });
});
