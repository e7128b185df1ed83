import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

describe.each(DATABASE_KINDS)("shop settings API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Settings Admin");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const put = (body: unknown) => api.json("/api/admin/settings", body, "PUT", { Cookie: admin.cookie });

  it("GET answers the demo shop's settings, every field filled", async () => {
    const res = await api.request("/api/admin/settings", { headers: { Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DEMO_SHOP_SETTINGS);
  });

  it("PUT saves valid settings, and the next read (and the pages' footer) has them at once", async () => {
    const next = { ...DEMO_SHOP_SETTINGS, city: "Nashik", pin: "422001", email: "hello@vanaushadhi.in" };
    const res = await put(next);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(next);
    const again = await api.request("/api/admin/settings", { headers: { Cookie: admin.cookie } });
    expect(await again.json()).toEqual(next);
    expect(await api.shop.settings.shop()).toEqual(next);
    const stored = await t.db.selectFrom("settings").selectAll().where("key", "=", "shop").executeTakeFirstOrThrow();
    expect(stored.updated_by).toBe(admin.id);
    await put(DEMO_SHOP_SETTINGS);
  });

  it("PUT refuses a wrong GSTIN, state, PIN or UPI ID with field messages, and changes nothing", async () => {
    const res = await put({
      ...DEMO_SHOP_SETTINGS,
      gstin: "27AAFCV1234K1Z8",
      pin: "41104",
      upiId: "no-handle",
      grievanceOfficer: { ...DEMO_SHOP_SETTINGS.grievanceOfficer, email: "not-mail" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      gstin: "This GSTIN is not valid: check it against your registration",
      pin: "Enter a valid 6-digit PIN code",
      upiId: "Enter a UPI ID such as shopname@okicici",
      "grievanceOfficer.email": "The grievance officer's e-mail must be an e-mail address",
    });
    const stateMismatch = await put({ ...DEMO_SHOP_SETTINGS, state: "Kerala" });
    expect(stateMismatch.status).toBe(400);
    expect(((await stateMismatch.json()) as { fields: Record<string, string> }).fields.gstin).toBe(
      "A GSTIN registered in Kerala starts with 32",
    );
    expect(await api.shop.settings.shop()).toEqual(DEMO_SHOP_SETTINGS);
  });

  it("keeps the footer's social profiles: https on each network's own site, blanks allowed, anything else a 400", async () => {
    const { social: _demo, ...older } = DEMO_SHOP_SETTINGS;
    const withoutSocial = await put(older);
    expect(withoutSocial.status).toBe(200);
    expect(((await withoutSocial.json()) as typeof DEMO_SHOP_SETTINGS).social).toEqual({
      facebook: "",
      instagram: "",
      x: "",
      youtube: "",
    });
    const partial = await put({
      ...DEMO_SHOP_SETTINGS,
      social: { instagram: " https://www.instagram.com/vanaushadhi.in ", x: "" },
    });
    expect(partial.status).toBe(200);
    expect((await api.shop.settings.shop())?.social).toEqual({
      facebook: "",
      instagram: "https://www.instagram.com/vanaushadhi.in",
      x: "",
      youtube: "",
    });
    const bad = await put({
      ...DEMO_SHOP_SETTINGS,
      social: {
        facebook: "javascript:alert(1)",
        instagram: "http://instagram.com/shop",
        x: "https://x.com.evil.example/shop",
        youtube: 42,
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: Record<string, string> }).fields).sort()).toEqual([
      "social.facebook",
      "social.instagram",
      "social.x",
      "social.youtube",
    ]);
    expect((await put(DEMO_SHOP_SETTINGS)).status).toBe(200);
  });

  it("keeps the limits on a customer's unpaid orders: defaults, a round trip, and 400 for anything but whole numbers in range", async () => {
    expect(DEMO_SHOP_SETTINGS.orderLimits).toEqual({ maxUnpaidRupees: 25_000, maxUnpaidUnitsPerProduct: 20 });
    const orderLimits = { maxUnpaidRupees: 40_000, maxUnpaidUnitsPerProduct: 30 };
    const saved = await put({ ...DEMO_SHOP_SETTINGS, orderLimits });
    expect(saved.status).toBe(200);
    const again = await api.request("/api/admin/settings", { headers: { Cookie: admin.cookie } });
    expect(((await again.json()) as typeof DEMO_SHOP_SETTINGS).orderLimits).toEqual(orderLimits);

    for (const bad of [
      { maxUnpaidRupees: 99, maxUnpaidUnitsPerProduct: 0 },
      { maxUnpaidRupees: 1_00_00_001, maxUnpaidUnitsPerProduct: 10_001 },
      { maxUnpaidRupees: 2500.5, maxUnpaidUnitsPerProduct: "many" },
      { maxUnpaidRupees: -1, maxUnpaidUnitsPerProduct: null },
    ]) {
      const res = await put({ ...DEMO_SHOP_SETTINGS, orderLimits: bad });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
        "orderLimits.maxUnpaidRupees": "Enter a whole number of rupees from 100 to 1,00,00,000",
        "orderLimits.maxUnpaidUnitsPerProduct": "Enter a whole number of units from 1 to 10,000",
      });
    }
    expect((await api.shop.settings.shop())?.orderLimits).toEqual(orderLimits);

    const { orderLimits: _limits, ...older } = DEMO_SHOP_SETTINGS;
    const withoutLimits = await put(older);
    expect(((await withoutLimits.json()) as typeof DEMO_SHOP_SETTINGS).orderLimits).toEqual({
      maxUnpaidRupees: 25_000,
      maxUnpaidUnitsPerProduct: 20,
    });
  });
});
