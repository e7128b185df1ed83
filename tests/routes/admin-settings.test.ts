import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { DEMO_SHOP_SETTINGS } from "#server/db/seed/shop-settings.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";

/** The settings as the page's form posts them: nested fields named `group.field`, every value text, an empty one "". */
function formFields(value: object, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === "object" && inner !== null
        ? Object.entries(formFields(inner as object, `${prefix}${key}.`))
        : [[`${prefix}${key}`, inner === null ? "" : String(inner)]],
    ),
  );
}

describe.each(DATABASE_KINDS)("the admin settings page on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Settings Page Admin");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  const save = (fields: Record<string, string>) =>
    answerOf(callRoute(settingsAction, api.shop, formPost("/admin/settings", fields, { Cookie: admin.cookie })));
  const load = () =>
    callRoute(
      settingsLoader,
      api.shop,
      new Request(`${SHOP_ORIGIN}/admin/settings`, { headers: { Cookie: admin.cookie } }),
    );

  it("saves the limits on a customer's unpaid orders typed in the form, and refuses a bad one with its field's message", async () => {
    const fields = formFields(DEMO_SHOP_SETTINGS);
    expect((await load()).settings?.orderLimits).toEqual({ maxUnpaidRupees: 25_000, maxUnpaidUnitsPerProduct: 20 });

    const saved = await save({
      ...fields,
      "orderLimits.maxUnpaidRupees": "15000",
      "orderLimits.maxUnpaidUnitsPerProduct": "12",
    });
    expect(saved.status).toBe(200);
    expect((await load()).settings?.orderLimits).toEqual({ maxUnpaidRupees: 15_000, maxUnpaidUnitsPerProduct: 12 });

    const refused = await save({ ...fields, "orderLimits.maxUnpaidRupees": "1.5 lakh" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fields: { "orderLimits.maxUnpaidRupees": message("settings.orderLimits.rupeesInvalid") },
    });
    expect((await load()).settings?.orderLimits.maxUnpaidRupees).toBe(15_000);

    // Left blank, a limit goes back to its default.
    await save({ ...fields, "orderLimits.maxUnpaidRupees": "", "orderLimits.maxUnpaidUnitsPerProduct": "" });
    expect((await load()).settings?.orderLimits).toEqual({ maxUnpaidRupees: 25_000, maxUnpaidUnitsPerProduct: 20 });
  });

  it("saves the payment methods ticked in the form; none ticked is refused; 'Pay online' is kept while it cannot be offered", async () => {
    const others = Object.entries(formFields(DEMO_SHOP_SETTINGS)).filter(
      ([name]) => !name.startsWith("paymentMethods."),
    );
    const ticked = (...methods: string[]) => ({
      ...Object.fromEntries(others),
      // As the page sends it: a blank first, then the ticked boxes by index (the unavailable 'Pay online' as a hidden copy).
      paymentMethods: "",
      ...Object.fromEntries(methods.map((method, index) => [`paymentMethods.${index}`, method])),
    });
    expect(await load()).toMatchObject({
      paymentMethods: ["Cash on Delivery", "UPI", "Card", "Pay online"],
      onlineConfigured: false,
    });

    expect((await save(ticked("Cash on Delivery", "UPI", "Pay online"))).status).toBe(200);
    expect((await load()).paymentMethods).toEqual(["Cash on Delivery", "UPI", "Pay online"]);

    const none = await save(ticked());
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fields: { paymentMethods: message("settings.paymentMethods.required") } });
    // 'Pay online' alone would leave checkout with nothing it can take until the keys are set.
    const onlineOnly = await save(ticked("Pay online"));
    expect(onlineOnly.status).toBe(400);
    expect(onlineOnly.body).toMatchObject({
      fields: { paymentMethods: message("settings.paymentMethods.noneAvailable") },
    });
    expect((await load()).paymentMethods).toEqual(["Cash on Delivery", "UPI", "Pay online"]);

    expect((await save(ticked("Cash on Delivery", "UPI", "Card", "Pay online"))).status).toBe(200);
  });
});
