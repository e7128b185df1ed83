import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_DENIED } from "#domain/admin.ts";
import { message } from "#domain/i18n/message.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { couponTermsOf } from "#server/features/promotions/coupons.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { apiRefusal, inEnglish } from "#tests/support/messages.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** The admin's coupons (docs/product/admin.md#coupons): GET, POST /api/admin/coupons, PUT and DELETE /api/admin/coupons/{code}. */

interface CouponJson {
  code: string;
  kind: "percent" | "amount";
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number;
  active: boolean;
  uses: number;
}

const DIWALI = {
  code: "DIWALI10",
  kind: "percent",
  value: 10,
  minSubtotal: 499,
  startsAt: "2026-10-01",
  endsAt: "2026-10-31",
  maxUses: 100,
  maxUsesPerCustomer: 1,
  active: true,
};

/** What the API answers for DIWALI: its days as India's, from 00:00 IST of the first to the end of the last. */
const DIWALI_JSON: CouponJson = {
  ...DIWALI,
  kind: "percent",
  startsAt: "2026-09-30T18:30:00.000Z",
  endsAt: "2026-10-31T18:29:59.999Z",
  uses: 0,
};

const field = (name: string, code: Parameters<typeof message>[0]) => ({ [name]: inEnglish(message(code)) });

describe.each(DATABASE_KINDS)("admin coupons API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const send = (method: string, path: string, body: unknown, user = admin) => api.json(path, body, method, as(user));
  const remove = (path: string, user = admin) => api.request(path, { method: "DELETE", headers: as(user) });
  const list = async (query = "") => {
    const res = await api.request(`/api/admin/coupons${query}`, { headers: as(admin) });
    expect(res.status).toBe(200);
    return { items: (await res.json()) as CouponJson[], total: Number(res.headers.get("X-Total-Count")) };
  };
  const rows = () => t.db.selectFrom("coupons").selectAll().orderBy("code").execute();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Meera Admin");
    customer = await signUp(api, "Asha Verma");
    await setRole(t.db, admin.id, "admin");
  });
  beforeEach(async () => {
    await t.db.deleteFrom("coupons").execute();
  });
  afterAll(() => t.close());

  it("answers a visitor 401 and a customer 403 on every path, and changes nothing", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    const before = await rows();
    const calls: Array<[string, string, unknown]> = [
      ["GET", "/api/admin/coupons", undefined],
      ["POST", "/api/admin/coupons", { ...DIWALI, code: "OTHER10" }],
      ["PUT", "/api/admin/coupons/DIWALI10", { ...DIWALI, value: 50 }],
      ["DELETE", "/api/admin/coupons/DIWALI10", undefined],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
      const json = { "Content-Type": "application/json" };
      const visitor = await api.request(path, { ...init, headers: json });
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(await visitor.json()).toEqual(apiRefusal(message("request.signInRequired")));
      const refused = await api.request(path, { ...init, headers: { ...json, ...as(customer) } });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toEqual(apiRefusal(ADMIN_DENIED));
    }
    expect(await rows()).toEqual(before);
  });

  it("adds a coupon (201): its code typed in lower case is stored and answered upper case", async () => {
    const res = await send("POST", "/api/admin/coupons", { ...DIWALI, code: "  diwali10 " });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual(DIWALI_JSON);
    const [row] = await rows();
    expect(row).toMatchObject({
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      min_subtotal_paise: 49_900,
      max_uses: 100,
      active: 1,
      uses: 0,
    });
    expect(await list()).toEqual({ items: [DIWALI_JSON], total: 1 });
    // What the order service reads of it: the terms the form gave, in paise.
    expect(couponTermsOf(row!)).toEqual({
      code: "DIWALI10",
      kind: "percent",
      value: 10,
      minSubtotalPaise: 49_900,
      startsAt: DIWALI_JSON.startsAt,
      endsAt: DIWALI_JSON.endsAt,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      active: true,
    });
  });

  it("takes an amount in rupees (stored in paise) and the defaults: no minimum, dates or limit, one use each, active", async () => {
    const res = await send("POST", "/api/admin/coupons", { code: "FLAT150", kind: "amount", value: 149.5 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      code: "FLAT150",
      kind: "amount",
      value: 149.5,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 1,
      active: true,
      uses: 0,
    });
    expect((await rows())[0]).toMatchObject({ value: 14_950, min_subtotal_paise: 0, max_uses: null, ends_at: null });
    // A moment with its offset is kept as that moment; nulls are none.
    const moment = await send("POST", "/api/admin/coupons", {
      code: "NIGHT20",
      kind: "percent",
      value: 20,
      startsAt: "2026-11-01T20:00:00+05:30",
      endsAt: null,
      maxUses: null,
      active: false,
    });
    expect(moment.status).toBe(201);
    expect(await moment.json()).toMatchObject({ startsAt: "2026-11-01T14:30:00.000Z", endsAt: null, active: false });
  });

  it.each([
    ["a code of 2 characters", { code: "AB" }, field("code", "coupon.code.invalid")],
    ["a code with a hyphen", { code: "SALE-10" }, field("code", "coupon.code.invalid")],
    ["a code of 21 characters", { code: "A".repeat(21) }, field("code", "coupon.code.invalid")],
    ["a code with a space inside", { code: "SALE 10" }, field("code", "coupon.code.invalid")],
    ["a code in Devanagari", { code: "दिवाली10" }, field("code", "coupon.code.invalid")],
    ["a code that is a number", { code: 1234 }, field("code", "coupon.code.invalid")],
    ["a blank code", { code: "   " }, field("code", "coupon.code.required")],
    ["an unknown kind", { kind: "bogo" }, field("kind", "coupon.kind.invalid")],
    ["a percentage over 90", { value: 91 }, field("value", "coupon.value.percentInvalid")],
    ["a percentage of 0", { value: 0 }, field("value", "coupon.value.percentInvalid")],
    ["a percentage with decimals", { value: 12.5 }, field("value", "coupon.value.percentInvalid")],
    ["a negative amount", { kind: "amount", value: -50 }, field("value", "coupon.value.amountInvalid")],
    ["an amount of 0", { kind: "amount", value: 0 }, field("value", "coupon.value.amountInvalid")],
    ["an amount of 3 decimals", { kind: "amount", value: 10.005 }, field("value", "coupon.value.amountInvalid")],
    ["an amount over ₹1,00,000", { kind: "amount", value: 100_001 }, field("value", "coupon.value.amountInvalid")],
    ["a value that is no number", { value: "ten" }, field("value", "coupon.value.notNumber")],
    ["no value", { value: undefined }, field("value", "coupon.value.required")],
    ["a negative minimum subtotal", { minSubtotal: -1 }, field("minSubtotal", "coupon.minSubtotal.invalid")],
    ["an end before the start", { endsAt: "2026-09-30" }, field("endsAt", "coupon.endsAt.beforeStart")],
    ["a date that does not exist", { startsAt: "2026-02-30" }, field("startsAt", "coupon.date.invalid")],
    ["a date in words", { endsAt: "next Friday" }, field("endsAt", "coupon.date.invalid")],
    ["a moment without its offset", { endsAt: "2026-10-31T23:59" }, field("endsAt", "coupon.date.invalid")],
    ["maxUses 0", { maxUses: 0 }, field("maxUses", "coupon.maxUses.invalid")],
    ["maxUses 2.5", { maxUses: 2.5 }, field("maxUses", "coupon.maxUses.invalid")],
    [
      "maxUsesPerCustomer 0",
      { maxUsesPerCustomer: 0 },
      field("maxUsesPerCustomer", "coupon.maxUsesPerCustomer.invalid"),
    ],
    ["active as a word", { active: "maybe" }, field("active", "field.notBoolean")],
  ])("refuses %s with 400 naming the field, and stores nothing", async (_what, changed, fields) => {
    await send("POST", "/api/admin/coupons", { ...DIWALI, code: "KEEP10" });
    const before = await rows();
    const res = await send("POST", "/api/admin/coupons", { ...DIWALI, ...changed });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual(fields);
    expect(await rows()).toEqual(before);
    // The same terms refused on an edit leave the coupon as it was.
    const edit = await send("PUT", "/api/admin/coupons/KEEP10", { ...DIWALI, code: "KEEP10", ...changed });
    expect(edit.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("refuses an empty body naming each required field", async () => {
    const res = await send("POST", "/api/admin/coupons", {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      ...field("code", "coupon.code.required"),
      ...field("kind", "coupon.kind.invalid"),
      ...field("value", "coupon.value.required"),
    });
  });

  it("refuses a code already used, in any case, with 409 beside the code; the first coupon stays", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    const before = await rows();
    const taken = message("coupon.code.taken");
    const res = await send("POST", "/api/admin/coupons", { ...DIWALI, code: "Diwali10", value: 50 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(apiRefusal(taken, { code: taken }));
    expect(await rows()).toEqual(before);
  });

  it("gives one of two concurrent adds of a code 201 and the other 409", async () => {
    const answers = await Promise.all(
      [5, 7].map((value) => send("POST", "/api/admin/coupons", { ...DIWALI, code: "RACE10", value })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await rows()).map((row) => row.code)).toEqual(["RACE10"]);
  });

  it("edits a coupon by its code in any case (200), and never touches its uses", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    // Orders have used it meanwhile: the order service's count.
    await t.db.updateTable("coupons").set({ uses: 7 }).where("code", "=", "DIWALI10").execute();
    const changed = {
      ...DIWALI,
      code: "diwali10",
      kind: "amount",
      value: 250,
      minSubtotal: 999.99,
      endsAt: "",
      maxUses: "",
      maxUsesPerCustomer: 2,
      active: false,
    };
    const res = await send("PUT", "/api/admin/coupons/diwali10", changed);
    expect(res.status).toBe(200);
    const edited = {
      ...DIWALI_JSON,
      kind: "amount",
      value: 250,
      minSubtotal: 999.99,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: 2,
      active: false,
      uses: 7,
    };
    expect(await res.json()).toEqual(edited);
    expect(await list()).toEqual({ items: [edited], total: 1 });
    // The answer sent back as it is changes nothing: a JSON client's round trip.
    const again = await send("PUT", "/api/admin/coupons/DIWALI10", edited);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(edited);
  });

  it("refuses to change a coupon's code (400 beside the code) and leaves it as it was", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    const before = await rows();
    const unchangeable = message("coupon.code.unchangeable");
    const res = await send("PUT", "/api/admin/coupons/DIWALI10", { ...DIWALI, code: "DIWALI20", value: 20 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(apiRefusal(unchangeable, { code: unchangeable }));
    expect(await rows()).toEqual(before);
  });

  it("answers 404 for an unknown code on PUT and DELETE, a code that cannot exist too", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    const before = await rows();
    const notFound = apiRefusal(message("coupon.notFound"));
    for (const code of ["NOSUCH10", "no-such-coupon"]) {
      const put = await send("PUT", `/api/admin/coupons/${code}`, { ...DIWALI, code: "NOSUCH10" });
      expect(put.status, code).toBe(404);
      expect(await put.json()).toEqual(notFound);
      const del = await remove(`/api/admin/coupons/${code}`);
      expect(del.status, code).toBe(404);
      expect(await del.json()).toEqual(notFound);
    }
    expect(await rows()).toEqual(before);
  });

  it("deletes a coupon (204) by its code in any case; deleting it again is 404", async () => {
    await send("POST", "/api/admin/coupons", DIWALI);
    await send("POST", "/api/admin/coupons", { ...DIWALI, code: "KEEP10" });
    const res = await remove("/api/admin/coupons/diwali10");
    expect(res.status).toBe(204);
    expect((await rows()).map((row) => row.code)).toEqual(["KEEP10"]);
    expect((await remove("/api/admin/coupons/DIWALI10")).status).toBe(404);
  });

  it("lists coupons searched by code, sorted and paged, with the total", async () => {
    for (const code of ["SUMMER5", "WINTER10", "SUMMER15", "MONSOON20"]) {
      expect((await send("POST", "/api/admin/coupons", { ...DIWALI, code })).status).toBe(201);
    }
    await t.db.updateTable("coupons").set({ uses: 3 }).where("code", "=", "WINTER10").execute();
    const codes = (page: { items: CouponJson[] }) => page.items.map((c) => c.code);
    expect(codes(await list("?sort=code&dir=asc"))).toEqual(["MONSOON20", "SUMMER15", "SUMMER5", "WINTER10"]);
    expect(codes(await list("?sort=uses&dir=desc&limit=1"))).toEqual(["WINTER10"]);
    const searched = await list("?q=summer&sort=code&dir=desc");
    expect({ codes: codes(searched), total: searched.total }).toEqual({ codes: ["SUMMER5", "SUMMER15"], total: 2 });
    const second = await list("?sort=code&dir=asc&limit=3&page=2");
    expect({ codes: codes(second), total: second.total }).toEqual({ codes: ["WINTER10"], total: 4 });
    // A search for LIKE's wildcards finds them as text.
    expect((await list("?q=%25")).total).toBe(0);
  });
});
