import { setRole } from "#server/features/accounts/accounts.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signIn, signUp, type TestUser, uniqueEmail } from "#tests/support/users.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

const CARD = { cardNumber: "4242 4242 4242 4242", expiryDate: "12/30", cardHolderName: "Asha Verma", cvv: "123" };
/** What is kept of DELIVERY_ADDRESS besides its own text: the mobile in one spelling, the optional landmark blank. */
const AS_STORED = { mobile: "+91 98765 43210", landmark: "" };
const ACCOUNT_ROUTES: Array<[string, string, unknown?]> = [
  ["GET", "/api/auth/profile"],
  ["POST", "/api/auth/register", { fullName: "X" }],
  ["PUT", "/api/auth/update-profile", { fullName: "X", phoneNumber: "" }],
  ["GET", "/api/auth/shipping-data"],
  ["PUT", "/api/auth/update-address", { address: DELIVERY_ADDRESS }],
  ["DELETE", "/api/auth/delete-address/x"],
  ["PUT", "/api/auth/update-payment-method", { paymentMethod: CARD }],
  ["DELETE", "/api/auth/delete-payment-method/x"],
  ["GET", "/api/auth/check-admin"],
];

describe.each(DATABASE_KINDS)("account API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let asha: TestUser;
  let ravi: TestUser;

  const as = (user: TestUser, via: "cookie" | "bearer" = "cookie"): Record<string, string> =>
    via === "cookie" ? { Cookie: user.cookie } : { Authorization: `Bearer ${user.token}` };
  const get = (path: string, user: TestUser, via: "cookie" | "bearer" = "cookie") =>
    api.request(path, { headers: as(user, via) });
  const send = (method: string, path: string, body: unknown, user: TestUser, via: "cookie" | "bearer" = "cookie") =>
    api.json(path, body, method, as(user, via));

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    asha = await signUp(api, "Asha Verma");
    ravi = await signUp(api, "Ravi Kumar");
  });
  afterAll(() => t.close());

  it.each(ACCOUNT_ROUTES)("%s %s answers 401 JSON without a session", async (method, path, body) => {
    const res = body ? await api.json(path, body, method) : await api.request(path, { method });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Please sign in to continue.", code: "request.signInRequired" });
  });

  it("a forged bearer token is refused", async () => {
    const res = await api.request("/api/auth/profile", { headers: { Authorization: "Bearer not-a-token" } });
    expect(res.status).toBe(401);
  });

  it.each(["cookie", "bearer"] as const)("GET /api/auth/profile works with a %s", async (via) => {
    const res = await get("/api/auth/profile", asha, via);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: asha.id,
      uid: asha.id,
      fullName: "Asha Verma",
      email: asha.email,
      phoneNumber: "",
      role: "user",
    });
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("POST /api/auth/register completes the profile and is idempotent", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await send(
        "POST",
        "/api/auth/register",
        { uid: "ignored", fullName: "Asha V.", email: "other@example.in" },
        asha,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ fullName: "Asha V.", email: asha.email });
    }
  });

  it("PUT /api/auth/update-profile changes name and phone, never the e-mail", async () => {
    const res = await send(
      "PUT",
      "/api/auth/update-profile",
      { fullName: "Asha Verma", phoneNumber: "+91 98765 43210", email: "hacker@example.in" },
      asha,
      "bearer",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fullName: "Asha Verma",
      phoneNumber: "+91 98765 43210",
      email: asha.email,
    });
    const bad = await send("PUT", "/api/auth/update-profile", { fullName: "A", phoneNumber: "<script>" }, asha);
    expect(bad.status).toBe(400);
  });

  describe("addresses", () => {
    it("adds, edits and deletes an address, answering the full list", async () => {
      let res = await send(
        "PUT",
        "/api/auth/update-address",
        { address: { ...DELIVERY_ADDRESS, id: "client-made-id" } },
        asha,
      );
      expect(res.status).toBe(200);
      let { addresses } = (await res.json()) as { addresses: Array<{ id: string; city: string }> };
      expect(addresses).toHaveLength(1);
      const id = addresses[0]!.id;
      res = await send(
        "PUT",
        "/api/auth/update-address",
        { address: { ...DELIVERY_ADDRESS, id, city: "Mumbai" } },
        asha,
      );
      ({ addresses } = (await res.json()) as { addresses: Array<{ id: string; city: string }> });
      expect(addresses).toEqual([{ id, ...DELIVERY_ADDRESS, ...AS_STORED, city: "Mumbai" }]);
      const shipping = (await (await get("/api/auth/shipping-data", asha)).json()) as {
        addresses: unknown[];
        paymentMethods: unknown[];
      };
      expect(shipping.addresses).toHaveLength(1);
      res = await api.request(`/api/auth/delete-address/${id}`, { method: "DELETE", headers: as(asha) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ addresses: [] });
    });

    it("answers every message of docs/product/addresses.md#messages for an empty address", async () => {
      const res = await send("PUT", "/api/auth/update-address", { address: {} }, asha);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
        "address.recipient": "Recipient name is required",
        "address.street": "Street is required",
        "address.city": "City is required",
        "address.state": "State is required",
        "address.zip": "ZIP code is required",
        "address.mobile": "Mobile number is required",
      });
    });

    it("refuses a PIN code of another state, an unknown state or a malformed PIN code, and keeps nothing", async () => {
      const before = (await (await get("/api/auth/shipping-data", asha)).json()) as { addresses: unknown[] };
      for (const [address, fields] of [
        [{ ...DELIVERY_ADDRESS, state: "Kerala" }, { "address.zip": "This PIN code is not in Kerala" }],
        [{ ...DELIVERY_ADDRESS, state: "MH" }, { "address.state": "Choose a state or union territory" }],
        [{ ...DELIVERY_ADDRESS, zip: "41100" }, { "address.zip": "Enter a valid 6-digit PIN code" }],
      ] as const) {
        const res = await send("PUT", "/api/auth/update-address", { address }, asha);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
      }
      expect(await (await get("/api/auth/shipping-data", asha)).json()).toMatchObject({ addresses: before.addresses });
    });

    it("one customer can never read, change or delete another's address", async () => {
      const res = await send("PUT", "/api/auth/update-address", { address: DELIVERY_ADDRESS }, ravi);
      const raviAddress = ((await res.json()) as { addresses: Array<{ id: string }> }).addresses[0]!;
      // Asha "edits" Ravi's id: she gets a new address of her own, Ravi's stays as it was.
      await send(
        "PUT",
        "/api/auth/update-address",
        { address: { ...DELIVERY_ADDRESS, id: raviAddress.id, street: "Hijacked" } },
        asha,
      );
      const del = await api.request(`/api/auth/delete-address/${raviAddress.id}`, {
        method: "DELETE",
        headers: as(asha),
      });
      expect(del.status).toBe(404);
      const ravis = (await (await get("/api/auth/shipping-data", ravi)).json()) as {
        addresses: Array<{ id: string; street: string }>;
      };
      expect(ravis.addresses).toEqual([{ ...DELIVERY_ADDRESS, ...AS_STORED, id: raviAddress.id }]);
      const ashas = (await (await get("/api/auth/shipping-data", asha)).json()) as { addresses: Array<{ id: string }> };
      expect(ashas.addresses.map((a) => a.id)).not.toContain(raviAddress.id);
    });
  });

  describe("saved cards", () => {
    it("keeps only the masked card: never the full number or the CVV", async () => {
      // The expiry as a phone's number pad types it, without the slash: kept as MM/YY.
      const typed = { ...CARD, expiryDate: "1230" };
      const res = await send("PUT", "/api/auth/update-payment-method", { paymentMethod: typed }, asha);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("4242424242424242");
      expect(text).not.toContain("4242 4242 4242 4242");
      expect(text).not.toContain('"cvv"');
      const { paymentMethods } = JSON.parse(text) as { paymentMethods: Array<Record<string, string>> };
      expect(paymentMethods).toEqual([
        {
          id: expect.any(String),
          brand: "Visa",
          last4: "4242",
          cardNumber: "•••• •••• •••• 4242",
          expiryDate: "12/30",
          cardHolderName: "Asha Verma",
        },
      ]);
      const rows = await t.db.selectFrom("saved_cards").selectAll().where("user_id", "=", asha.id).execute();
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain("4242424242424242");
      // The CVV as a stored value (a random id or a timestamp may hold the digits "123" by chance).
      expect(Object.values(rows[0]!)).not.toContain("123");
      expect(Object.keys(rows[0]!).sort()).toEqual([
        "brand",
        "created_at",
        "expiry",
        "holder_name",
        "id",
        "last4",
        "user_id",
      ]);
      const shipping = await (await get("/api/auth/shipping-data", asha, "bearer")).text();
      expect(shipping).not.toContain("4242424242424242");

      const id = paymentMethods[0]!.id!;
      const edited = await send(
        "PUT",
        "/api/auth/update-payment-method",
        { paymentMethod: { ...CARD, id, cardNumber: "5555555555554444", cvv: "9876" } },
        asha,
      );
      expect(((await edited.json()) as { paymentMethods: unknown[] }).paymentMethods).toEqual([
        expect.objectContaining({ id, brand: "Mastercard", last4: "4444" }),
      ]);
      const other = await api.request(`/api/auth/delete-payment-method/${id}`, { method: "DELETE", headers: as(ravi) });
      expect(other.status).toBe(404);
      const del = await api.request(`/api/auth/delete-payment-method/${id}`, { method: "DELETE", headers: as(asha) });
      expect(await del.json()).toEqual({ paymentMethods: [] });
    });

    it.each([
      [
        {},
        {
          "paymentMethod.cardNumber": "Card number is required",
          "paymentMethod.expiryDate": "Expiry date is required",
          "paymentMethod.cardHolderName": "Card holder name is required",
          "paymentMethod.cvv": "CVV is required",
        },
      ],
      [{ ...CARD, cardNumber: "4242" }, { "paymentMethod.cardNumber": "Card number must be 16 digits" }],
      [{ ...CARD, cardNumber: "4242424242424241" }, { "paymentMethod.cardNumber": "Card number is not valid" }],
      [{ ...CARD, expiryDate: "12-30" }, { "paymentMethod.expiryDate": "Expiry date must be in MM/YY format" }],
      [{ ...CARD, expiryDate: "12/3" }, { "paymentMethod.expiryDate": "Expiry date must be in MM/YY format" }],
      [{ ...CARD, expiryDate: "13/30" }, { "paymentMethod.expiryDate": "Enter a month from 01 to 12" }],
      [{ ...CARD, expiryDate: "00/30" }, { "paymentMethod.expiryDate": "Enter a month from 01 to 12" }],
      [{ ...CARD, expiryDate: "10/26" }, { "paymentMethod.expiryDate": "Card has expired" }],
      [{ ...CARD, expiryDate: "01/20" }, { "paymentMethod.expiryDate": "Card has expired" }],
      [{ ...CARD, cvv: "12" }, { "paymentMethod.cvv": "CVV must be 3 or 4 digits" }],
      [{ ...CARD, cardHolderName: " " }, { "paymentMethod.cardHolderName": "Card holder name is required" }],
    ])("refuses %o with the section 5 messages and stores nothing", async (card, fields) => {
      const before = await t.db.selectFrom("saved_cards").select("id").where("user_id", "=", asha.id).execute();
      const res = await send("PUT", "/api/auth/update-payment-method", { paymentMethod: card }, asha);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: unknown }).fields).toEqual(fields);
      const after = await t.db.selectFrom("saved_cards").select("id").where("user_id", "=", asha.id).execute();
      expect(after).toEqual(before);
    });
  });

  it("GET /api/auth/check-admin says whether the user is an admin", async () => {
    expect(await (await get("/api/auth/check-admin", asha)).json()).toEqual({ isAdmin: false });
    await setRole(t.db, ravi.id, "admin");
    expect(await (await get("/api/auth/check-admin", ravi, "bearer")).json()).toEqual({ isAdmin: true });
  });

  describe("identity", () => {
    it("refuses a duplicate e-mail and a wrong password", async () => {
      const dup = await api.json("/api/identity/sign-up/email", {
        email: asha.email,
        password: "another-pass-1",
        name: "X",
      });
      expect(dup.status).toBe(422);
      const wrong = await signIn(api, asha.email, "wrong-password");
      expect(wrong.res.status).toBe(401);
      const right = await signIn(api, asha.email, asha.password);
      expect(right.res.status).toBe(200);
      expect(right.cookie).toContain("session_token");
    });

    it("sets an httpOnly SameSite=Lax session cookie", async () => {
      const res = await api.json("/api/identity/sign-in/email", { email: asha.email, password: asha.password });
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });

    it("blocks an account for 15 minutes after 5 failed sign-ins", async () => {
      const victim = await signUp(api, "Meera", uniqueEmail("meera"));
      for (let i = 0; i < 5; i++) expect((await signIn(api, victim.email, "nope-nope-1")).res.status).toBe(401);
      const locked = await signIn(api, victim.email, victim.password);
      expect(locked.res.status).toBe(429);
      expect(((await locked.res.json()) as { message: string }).message).toBe(
        "Too many failed login attempts. Please try again later.",
      );
    });

    it("mails a reset link that works once", async () => {
      const user = await signUp(api, "Kiran", uniqueEmail("kiran"));
      const res = await api.json("/api/identity/request-password-reset", { email: user.email });
      expect(res.status).toBe(200);
      const mail = api.sent.findLast((m) => m.to === user.email)!;
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
      const reset = () => api.json("/api/identity/reset-password", { token, newPassword: "a-new-password-9" });
      expect((await reset()).status).toBe(200);
      expect((await reset()).status).toBe(400);
      expect((await signIn(api, user.email, "a-new-password-9")).res.status).toBe(200);
      expect((await signIn(api, user.email, user.password)).res.status).toBe(401);
    });
  });
});

describe("per-IP limit on identity requests", () => {
  it("answers 429 once an address passes AUTH_RATE_LIMIT in a minute", async () => {
    const t = await openTestDatabase("sqlite");
    try {
      const api = await createTestApp({ ...t, config: { ...t.config, authRateLimit: 3 } });
      const attempt = () => api.json("/api/identity/sign-in/email", { email: "x@example.in", password: "whatever-1" });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: "Too many failed login attempts. Please try again later.",
        code: "account.signIn.locked",
      });
      const reset = await api.json("/api/identity/request-password-reset", { email: "x@example.in" });
      expect(reset.status).toBe(429);
      expect(await reset.json()).toEqual({
        error: "Too many requests. Please wait a minute and try again.",
        code: "request.tooMany",
      });
    } finally {
      await t.close();
    }
  });
});
