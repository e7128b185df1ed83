import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as plantAction } from "#app/routes/plant.tsx";
import { action as unsubscribeAction } from "#app/routes/stock-alerts-unsubscribe.tsx";
import { message } from "#domain/i18n/message.ts";
import { sendStockAlerts } from "#server/features/stock-alerts/send-stock-alerts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost } from "#tests/support/routes.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** 'Notify me' on the product page and the unsubscribe page (docs/product/catalogue.md#back-in-stock): their actions. */
describe.each(DATABASE_KINDS)("the back-in-stock page actions on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let product: { id: string; slug: string };
  let variantId: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUp(api, "Nisha Rao");
    product = await t.db.selectFrom("products").select(["id", "slug"]).orderBy("slug").executeTakeFirstOrThrow();
    await setStock(t.db, product.id, 0);
    variantId = (
      await t.db
        .selectFrom("product_variants")
        .select("id")
        .where("product_id", "=", product.id)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const notify = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    answerOf(
      callRoute(
        plantAction,
        api.shop,
        formPost(`/plant/${product.slug}`, { intent: "notify", productId: product.id, variantId, ...fields }, headers),
        "192.0.2.50",
        { slug: product.slug },
      ),
    );

  it("sets a visitor's alert and tells them which address will be mailed", async () => {
    const answer = await notify({ email: "Dev@Example.in" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      message: message("stockAlert.subscribed", { email: "dev@example.in" }),
    });
    const alert = await t.db
      .selectFrom("stock_alerts")
      .selectAll()
      .where("email", "=", "dev@example.in")
      .executeTakeFirst();
    expect(alert).toMatchObject({ variant_id: variantId, language: "en", user_id: null });
  });

  it("needs one click from a signed-in customer: their account's address", async () => {
    const answer = await notify({}, { Cookie: customer.cookie });
    expect(answer.body).toMatchObject({
      ok: true,
      message: message("stockAlert.subscribed", { email: customer.email }),
    });
  });

  it("shows a bad address beside the field, and an in-stock variant's refusal above the form", async () => {
    const bad = await notify({ email: "dev@" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: message("field.email.invalid") });
    await setStock(t.db, product.id, 2);
    const inStock = await notify({ email: "dev@example.in" });
    expect(inStock.status).toBe(409);
    expect(inStock.body.error).toBe(message("stockAlert.inStock"));
  });

  it("unsubscribes from the page's button, and says so for a link that is not valid", async () => {
    await sendStockAlerts(api.shop);
    const mail = api.sent.findLast((m) => m.to === "dev@example.in")!;
    const token = /stock-alerts\/unsubscribe\?token=([\w-]+)/.exec(mail.text)![1]!;
    const stop = (fields: Record<string, string>) =>
      answerOf(callRoute(unsubscribeAction, api.shop, formPost(`/stock-alerts/unsubscribe?token=${token}`, fields)));
    const done = await stop({ token });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      ok: true,
      message: message("stockAlert.unsubscribed", { email: "dev@example.in" }),
    });
    const unknown = await stop({ token: "not-a-token" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(message("stockAlert.unsubscribe.invalid"));
  });
});
