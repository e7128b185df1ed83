import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as plantLoader } from "#app/routes/plant.tsx";
import { estimateDelivery } from "#domain/delivery.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { message } from "#domain/i18n/message.ts";

describe.each(DATABASE_KINDS)("the product page's delivery check on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let slug: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    slug = (await t.db.selectFrom("products").select("slug").executeTakeFirstOrThrow()).slug;
  });
  afterAll(() => t.close());

  const load = (query = "") =>
    callRoute(plantLoader, api.shop, new Request(`${SHOP_ORIGIN}/plant/${slug}${query}`), undefined, { slug });

  it("asks nothing without ?pin=", async () => {
    expect((await load()).delivery).toBeNull();
  });

  it("answers ?pin= with the latest date (the GET form without JavaScript, and the fetcher)", async () => {
    const { delivery } = await load("?pin=560001");
    const latest = estimateDelivery({ pin: "560001", shopState: "Maharashtra", now: new Date() })!.latest;
    expect(delivery).toEqual({ pin: "560001", latest });
  });

  it("answers a bad PIN code with its message beside the field, never an error page", async () => {
    expect((await load("?pin=12")).delivery).toEqual({ pin: "12", error: message("address.pin.invalid") });
    expect((await load("?pin=350001")).delivery).toEqual({
      pin: "350001",
      error: message("address.pin.unknown"),
    });
    expect((await load("?pin=")).delivery).toEqual({ pin: "", error: message("delivery.pin.required") });
  });
});
