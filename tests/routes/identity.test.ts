import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as forgotPassword } from "#app/routes/forgot-password.tsx";
import { action as resetPassword } from "#app/routes/reset-password.tsx";
import { action as signIn, loader as signInPage } from "#app/routes/signin.tsx";
import { action as signUp, loader as signUpPage } from "#app/routes/signup.tsx";
import { SHOP_ORIGIN } from "#tests/support/routes.ts";
import { createRateLimiter } from "#server/http/rate-limit.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost } from "#tests/support/routes.ts";
import { signUp as signUpByApi, uniqueEmail } from "#tests/support/users.ts";
import { message } from "#domain/i18n/message.ts";
import { defaultVariant } from "#tests/support/stock.ts";

const TOO_MANY_ATTEMPTS = message("account.signIn.locked");
const TOO_MANY_REQUESTS = message("request.tooMany");
const TOO_COMMON = message("account.password.tooCommon");
const ONE_CHARACTER = message("account.password.oneCharacter");

describe.each(DATABASE_KINDS)("sign-in, sign-up and reset pages on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  /** The session cookies of an answer, as the browser would send them back. */
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");

  describe("sign-in", () => {
    const post = (fields: Record<string, string>, ip?: string) =>
      answerOf(callRoute(signIn, api.shop, formPost("/signin", fields), ip));

    it("signs in, sets the session cookie and names a safe place to go next", async () => {
      const customer = await signUpByApi(api, "Page Signer");
      const res = await post({ email: customer.email, password: customer.password, redirectTo: "/plants" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, message: message("account.signIn.done"), redirectTo: "/plants" });
      const cookie = cookieOf(res.headers);
      expect(cookie).not.toBe("");
      const profile = await api.request("/api/auth/profile", { headers: { Cookie: cookie } });
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ email: customer.email });

      const elsewhere = await post({
        email: customer.email,
        password: customer.password,
        redirectTo: "//evil.example",
      });
      expect(elsewhere.body.redirectTo).toBe("/");
    });

    it("answers a wrong password with 401, docs/product/accounts.md#sign-in's message and no cookie", async () => {
      const customer = await signUpByApi(api, "Wrong Password");
      const res = await post({ email: customer.email, password: "not-the-password-1" });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: message("account.signIn.wrongCredentials") });
      expect(res.body.ok).toBeUndefined();
      expect(res.headers.getSetCookie()).toEqual([]);
    });

    it("answers a form the schema refuses with 400 and every field's message", async () => {
      const res = await post({ email: "", password: "" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: message("request.checkFields"),
        fields: { email: message("field.email.required"), password: message("account.password.required") },
      });
      const one = await post({ email: "not-an-email", password: "whatever-1" });
      expect(one.status).toBe(400);
      expect(one.body).toMatchObject({
        error: message("account.email.badFormat"),
        fields: { email: message("account.email.badFormat") },
      });
    });

    it("answers a locked account with 429 and the lockout message, as the API does (not a 500)", async () => {
      const customer = await signUpByApi(api, "Locked Out");
      const guesser = "198.51.100.77";
      for (let i = 0; i < 5; i++)
        expect((await post({ email: customer.email, password: "guess-guess-1" }, guesser)).status).toBe(401);
      const locked = await post({ email: customer.email, password: customer.password }, guesser);
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
      expect(locked.body.fields).toBeUndefined();
      expect(locked.headers.getSetCookie()).toEqual([]);
    });

    it("spends the address's AUTH_RATE_LIMIT, as the identity API does", async () => {
      const shop = { ...api.shop, authLimiter: createRateLimiter(1, 60_000) };
      const attempt = () =>
        answerOf(callRoute(signIn, shop, formPost("/signin", { email: "x@example.in", password: "whatever-1" })));
      expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
    });
  });

  describe("sign-up", () => {
    const form = (email: string) => ({
      fullName: "Page Joiner",
      email,
      password: "green-tulsi-42",
      confirmPassword: "green-tulsi-42",
    });

    it("creates the account, signs it in and goes to /profile", async () => {
      const res = await answerOf(callRoute(signUp, api.shop, formPost("/signup", form(uniqueEmail("joiner")))));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ok: true, message: message("account.signUp.done"), redirectTo: "/profile" });
      const profile = await api.request("/api/auth/profile", { headers: { Cookie: cookieOf(res.headers) } });
      expect(await profile.json()).toMatchObject({ fullName: "Page Joiner" });
    });

    it("goes back where a visitor's add to cart started, never off the site", async () => {
      const back = await answerOf(
        callRoute(signUp, api.shop, formPost("/signup", { ...form(uniqueEmail("intent")), redirectTo: "/plant/neem" })),
      );
      expect(back.body).toMatchObject({ ok: true, redirectTo: "/plant/neem" });
      const away = await answerOf(
        callRoute(
          signUp,
          api.shop,
          formPost("/signup", { ...form(uniqueEmail("away")), redirectTo: "https://evil.example" }),
        ),
      );
      expect(away.body).toMatchObject({ ok: true, redirectTo: "/profile" });
    });

    it("refuses a taken e-mail with Better Auth's status and docs/product/accounts.md#sign-up's message", async () => {
      const taken = await signUpByApi(api, "First Comer");
      const res = await answerOf(callRoute(signUp, api.shop, formPost("/signup", form(taken.email))));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: message("account.signUp.emailTaken") });
    });

    it.each([
      ["a common password", "starwars", TOO_COMMON],
      ["one character repeated", "zzzzzzzzzz", ONE_CHARACTER],
    ])("refuses %s beside the password field and creates no account", async (_, password, refusal) => {
      const email = uniqueEmail("weak");
      const res = await answerOf(
        callRoute(signUp, api.shop, formPost("/signup", { ...form(email), password, confirmPassword: password })),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ password: refusal });
      expect(await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    });

    it("names the mismatched confirmation as a field", async () => {
      const res = await answerOf(
        callRoute(signUp, api.shop, formPost("/signup", { ...form(uniqueEmail()), confirmPassword: "other-one-42" })),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ confirmPassword: message("account.password.mismatch") });
    });

    it("spends the address's AUTH_RATE_LIMIT", async () => {
      const shop = { ...api.shop, authLimiter: createRateLimiter(0, 60_000) };
      const res = await answerOf(callRoute(signUp, shop, formPost("/signup", form(uniqueEmail()))));
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: TOO_MANY_REQUESTS });
    });
  });

  describe("forgot and reset password", () => {
    it("mails a link for a known address; an unknown one is a 404 (docs/product/accounts.md#forgot-password)", async () => {
      const customer = await signUpByApi(api, "Forgetful");
      const sent = await answerOf(
        callRoute(forgotPassword, api.shop, formPost("/forgot-password", { email: customer.email })),
      );
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ ok: true, message: message("account.reset.mailSent") });
      expect(typeof sent.body.at).toBe("number");
      expect(api.sent.findLast((m) => m.to === customer.email)?.text).toContain("/reset-password?token=");

      const unknown = await answerOf(
        callRoute(forgotPassword, api.shop, formPost("/forgot-password", { email: uniqueEmail("nobody") })),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ error: message("account.reset.unknownEmail") });
    });

    it("sets the new password once; the used link is refused with its message", async () => {
      const customer = await signUpByApi(api, "Resetter");
      await callRoute(forgotPassword, api.shop, formPost("/forgot-password", { email: customer.email }));
      const text = api.sent.findLast((m) => m.to === customer.email)!.text;
      const token = /reset-password\?token=([\w-]+)/.exec(text)![1]!;
      const reset = () =>
        answerOf(
          callRoute(
            resetPassword,
            api.shop,
            formPost("/reset-password", { token, password: "a-new-password-9", confirmPassword: "a-new-password-9" }),
          ),
        );
      const done = await reset();
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ ok: true });
      const again = await reset();
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: message("account.reset.invalidLink") });
    });

    it("refuses a common new password beside its field; the link still works", async () => {
      const customer = await signUpByApi(api, "Common Resetter");
      await callRoute(forgotPassword, api.shop, formPost("/forgot-password", { email: customer.email }));
      const token = /reset-password\?token=([\w-]+)/.exec(api.sent.findLast((m) => m.to === customer.email)!.text)![1]!;
      const reset = (password: string) =>
        answerOf(
          callRoute(
            resetPassword,
            api.shop,
            formPost("/reset-password", { token, password, confirmPassword: password }),
          ),
        );
      const common = await reset("1q2w3e4r5t");
      expect(common.status).toBe(400);
      expect(common.body.fields).toEqual({ password: TOO_COMMON });
      expect((await reset("a-rarer-password-9")).status).toBe(200);
    });
  });

  describe("a visitor's add-to-cart intent (?add=&qty=)", () => {
    const intentOf = async (page: typeof signInPage | typeof signUpPage, query: string) =>
      (await callRoute(page, api.shop, new Request(`${SHOP_ORIGIN}/signin?${query}`))).intent;

    it("names the product and the quantity, kept within stock, on both pages", async () => {
      const neem = await t.db.selectFrom("products").selectAll().where("slug", "=", "neem").executeTakeFirstOrThrow();
      for (const page of [signInPage, signUpPage]) {
        const intent = await intentOf(page, "redirectTo=%2Fplant%2Fneem&add=neem&qty=2");
        expect(intent).toMatchObject({ product: { slug: "neem", title: neem.title, id: neem.id }, quantity: 2 });
      }
      // Without ?variant=, the default variant: its own stock bounds the quantity.
      const { stock } = await defaultVariant(t.db, neem.id);
      expect((await intentOf(signInPage, `add=neem&qty=${stock + 50}`))?.quantity).toBe(Math.min(stock, 100));
      expect((await intentOf(signInPage, "add=neem&qty=lots"))?.quantity).toBe(1);
    });

    it("is none for no product, a product that is gone or sold out, or a slug that cannot exist", async () => {
      const soldOut = await t.db.selectFrom("products").select("slug").where("stock", "=", 0).executeTakeFirstOrThrow();
      for (const query of ["", "redirectTo=%2F", "add=no-such-plant", `add=${soldOut.slug}`, "add=..%2F..%2Fetc"])
        expect(await intentOf(signInPage, query), query).toBeNull();
    });
  });
});
