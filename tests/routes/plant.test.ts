import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as plantLoader, shouldRevalidate } from "#app/routes/plant.tsx";
import { estimateDelivery } from "#domain/delivery.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { callRoute, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { englishText } from "#server/http/errors.ts";

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

  it("answers a bad PIN code with its message beside the field, in the page's language, never an error page", async () => {
    expect((await load("?pin=12")).delivery).toEqual({ pin: "12", error: englishText("address.pin.invalid") });
    expect((await load("?pin=350001")).delivery).toEqual({
      pin: "350001",
      error: englishText("address.pin.unknown"),
    });
    expect((await load("?pin=")).delivery).toEqual({ pin: "", error: englishText("delivery.pin.required") });
  });
});

describe.each(DATABASE_KINDS)("the product page's variant (?variant=) on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  const slug = "tulsi-holy-basil";

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  const load = (query = "") =>
    callRoute(plantLoader, api.shop, new Request(`${SHOP_ORIGIN}/plant/${slug}${query}`), undefined, { slug });

  it("offers the product's variants in order, named by its option, each with its own price and stock", async () => {
    const { product } = await load();
    const rows = await t.db
      .selectFrom("product_variants")
      .selectAll()
      .where("product_id", "=", product.id)
      .orderBy("position")
      .execute();
    expect(product.optionName).toBe("Pot size");
    expect(product.variants.map((v) => [v.id, v.name, v.pricePaise, v.stock])).toEqual(
      rows.map((v) => [v.id, v.name, v.price_paise, v.stock]),
    );
    expect(rows.length).toBeGreaterThan(1);
  });

  it("shows the variant ?variant= names, and the default (first) one without it or for an unknown id", async () => {
    const { product, variant: first } = await load();
    const second = product.variants[1]!;
    expect(first).toEqual(product.variants[0]);
    expect((await load(`?variant=${second.id}`)).variant).toEqual(second);
    expect((await load("?variant=no-such-variant")).variant).toEqual(product.variants[0]);
    expect((await load(`?variant=${second.id}&pin=560001`)).variant).toEqual(second);
  });

  it("does not load again when choosing a variant changes only ?variant=, and does for anything else", () => {
    const at = (query: string) => new URL(`${SHOP_ORIGIN}/plant/${slug}${query}`);
    const revalidates = (from: string, to: string, formMethod?: "GET" | "POST") =>
      shouldRevalidate({
        currentUrl: at(from),
        nextUrl: at(to),
        formMethod,
        defaultShouldRevalidate: true,
      } as Parameters<typeof shouldRevalidate>[0]);
    expect(revalidates("", "?variant=v2")).toBe(false);
    expect(revalidates("?pin=560001&variant=v1", "?pin=560001&variant=v2", "GET")).toBe(false);
    expect(revalidates("?variant=v1", "?variant=v1")).toBe(true);
    expect(revalidates("?variant=v1", "?variant=v2&pin=560001")).toBe(true);
    expect(revalidates("?variant=v1", "?variant=v2", "POST")).toBe(true);
  });
});
