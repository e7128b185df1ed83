import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "#app/routes/cart-reminders-unsubscribe.tsx";
import { optOutToken } from "#server/features/cart/opt-out-token.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** The cart reminder's opt-out page (docs/product/orders.md#cart-reminder): its link's token, no sign-in. */
describe.each(DATABASE_KINDS)("the /cart-reminders/unsubscribe page on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let token: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Farah Khan");
    token = optOutToken(t.config.sessionSecret, customer.id);
  });
  afterAll(() => t.close());

  const open = (query: string) =>
    callRoute(loader, api.shop, new Request(`${SHOP_ORIGIN}/cart-reminders/unsubscribe?${query}`));
  const press = (intent: string, fields: Record<string, string> = { token }) =>
    answerOf(callRoute(action, api.shop, formPost("/cart-reminders/unsubscribe", { intent, ...fields })));
  const optedOut = async () =>
    (await t.db.selectFrom("cart_reminder_opt_outs").select("user_id").where("user_id", "=", customer.id).execute())
      .length === 1;

  it("only reads when opened: the link's customer has not stopped the reminders yet", async () => {
    expect(await open(new URLSearchParams({ token }).toString())).toEqual({ token, valid: true, stopped: false });
    expect(await optedOut()).toBe(false);
  });

  it("stops the reminders, and starts them again, for the token's customer without a session", async () => {
    expect((await press("stop")).body).toMatchObject({ ok: true });
    expect(await optedOut()).toBe(true);
    expect(await open(new URLSearchParams({ token }).toString())).toMatchObject({ stopped: true });
    // Twice is the same.
    expect((await press("stop")).status).toBe(200);
    const resumed = await press("resume");
    expect(resumed.body).toMatchObject({ ok: true, message: "cart.reminders.resumed" });
    expect(await optedOut()).toBe(false);
  });

  it("answers a token the shop did not sign with 404, on the page and on its buttons", async () => {
    const forged = `${customer.id}.not-a-signature`;
    const page = await open(new URLSearchParams({ token: forged }).toString());
    expect(page).toMatchObject({ data: { valid: false }, init: { status: 404 } });
    expect(await open("")).toMatchObject({ init: { status: 404 } });
    const refused = await press("stop", { token: forged });
    expect(refused).toMatchObject({ status: 404, body: { error: "cart.reminders.linkInvalid" } });
    expect((await press("stop", {})).status).toBe(400);
    expect(await optedOut()).toBe(false);
  });
});
