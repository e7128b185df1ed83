import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateDelivery } from "#domain/delivery.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

/** What the answer must be for an order placed now from the demo shop (Pune, Maharashtra). */
const expected = (pin: string) => estimateDelivery({ pin, shopState: "Maharashtra", now: new Date() });

describe.each(DATABASE_KINDS)("GET /api/delivery-estimate on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  const ask = (query: string) => api.request(`/api/delivery-estimate${query}`);

  it.each([
    ["411001", "Maharashtra", 2, 4],
    ["560001", "Karnataka", 4, 7],
    ["781001", "Assam", 7, 10],
    ["682555", "Lakshadweep", 7, 10],
    ["930056", "Army Postal Service", 7, 10],
  ])("answers %s in %s, %i–%i working days from the shop's state", async (pin, state, min, max) => {
    const res = await ask(`?pin=${pin}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pin: string; state: string; earliest: string; latest: string };
    expect(body).toEqual({ ...expected(pin), state });
    const days = (iso: string) => (Date.parse(iso) - Date.parse(body.earliest)) / 86_400_000;
    expect(body.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Sundays are skipped, so the span is at least the working days between the two figures.
    expect(days(body.latest)).toBeGreaterThanOrEqual(max - min);
  });

  it.each([
    ["", "Enter your PIN code", "delivery.pin.required"],
    ["?pin=", "Enter your PIN code", "delivery.pin.required"],
    ["?pin=41100", "Enter a valid 6-digit PIN code", "address.pin.invalid"],
    ["?pin=041100", "Enter a valid 6-digit PIN code", "address.pin.invalid"],
    ["?pin=abcdef", "Enter a valid 6-digit PIN code", "address.pin.invalid"],
    ["?pin=350001", "This PIN code does not belong to any Indian state", "address.pin.unknown"],
    ["?pin=861234", "This PIN code does not belong to any Indian state", "address.pin.unknown"],
  ])("answers 400 for %s: %s", async (query, message, code) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message, code, fields: { pin: message } });
  });

  it("counts every state as another state before the shop has settings", async () => {
    await t.db.deleteFrom("settings").where("key", "=", "shop").execute();
    api.shop.settings.forget();
    const body = (await (await ask("?pin=411045")).json()) as { latest: string };
    expect(body.latest).toBe(estimateDelivery({ pin: "411045", shopState: null, now: new Date() })!.latest);
    expect(body.latest).not.toBe(expected("411045")!.latest);
  });
});
