import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToWish, withIntent } from "#app/lib/cart-intent.ts";
import { action as profileAction, loader as profileLoader } from "#app/routes/profile.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { action as signIn, loader as signInPage } from "#app/routes/signin.tsx";
import { action as signUp, loader as signUpPage } from "#app/routes/signup.tsx";
import { listWishlist } from "#server/features/wishlist/wishlist.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { answerOf, callRoute, formPost, redirectOf, SHOP_ORIGIN } from "#tests/support/routes.ts";
import { signUp as signUpByApi, type TestUser, uniqueEmail } from "#tests/support/users.ts";

/** The wishlist's pages (docs/product/accounts.md#wishlist): the hearts' action, the root's list, signing in from a heart. */

describe("the sign-in address of a visitor's heart", () => {
  it("names the product beside the way back, and keeps it on the other auth page", () => {
    expect(signInToWish("/plant/neem?variant=v2", "neem")).toBe(
      "/signin?redirectTo=%2Fplant%2Fneem%3Fvariant%3Dv2&wish=neem",
    );
    expect(withIntent("/signup", new URLSearchParams("redirectTo=%2Fplants&wish=neem&other=x"))).toBe(
      "/signup?redirectTo=%2Fplants&wish=neem",
    );
  });
});

describe.each(DATABASE_KINDS)("the wishlist's pages on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let customer: TestUser;
  let products: Array<{ id: string; slug: string; title: string }>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    customer = await signUpByApi(api, "Heart Keeper");
    products = await t.db.selectFrom("products").select(["id", "slug", "title"]).orderBy("slug").limit(4).execute();
  });
  afterAll(() => t.close());

  const page = (path: string, as?: TestUser) =>
    new Request(SHOP_ORIGIN + path, { headers: as ? { Cookie: as.cookie } : {} });
  const saved = async (userId: string) => (await listWishlist(t.db, userId)).map((p) => p.slug);
  const heart = (fields: Record<string, string>, as: TestUser | null = customer) =>
    answerOf(callRoute(profileAction, api.shop, formPost("/profile", fields, as ? { Cookie: as.cookie } : {})));

  it("a heart saves and removes through the profile's action, and a visitor's is sent to sign in", async () => {
    const [first] = products as [(typeof products)[0]];
    expect((await heart({ intent: "wish", productId: first.id })).body).toMatchObject({ ok: true });
    expect((await heart({ intent: "wish", productId: first.id })).body).toMatchObject({ ok: true });
    expect(await saved(customer.id)).toEqual([first.slug]);
    expect((await heart({ intent: "unwish", productId: first.id })).body).toMatchObject({ ok: true });
    expect(await saved(customer.id)).toEqual([]);

    const gone = await heart({ intent: "wish", productId: "no-such-product" });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: expect.stringContaining("catalogue.products.notFound") });
    expect((await heart({ intent: "wish", productId: "" })).status).toBe(400);

    const visitor = await redirectOf(
      callRoute(profileAction, api.shop, formPost("/profile", { intent: "wish", productId: first.id })),
    );
    expect(visitor.location).toBe("/signin?redirectTo=%2Fprofile");
  });

  it("a heart sent as a plain form, before the page's script ran, goes back to its page; a visitor's to sign in and back", async () => {
    const [first] = products as [(typeof products)[0]];
    const back = "/plants?sort=price";
    const pressed = (intent: string, as: TestUser | null) =>
      redirectOf(
        callRoute(
          profileAction,
          api.shop,
          formPost(
            "/profile",
            { intent, productId: first.id, slug: first.slug, back },
            as ? { Cookie: as.cookie } : {},
          ),
        ),
      );
    expect((await pressed("wish", customer)).location).toBe(back);
    expect(await saved(customer.id)).toEqual([first.slug]);
    expect((await pressed("unwish", customer)).location).toBe(back);
    expect(await saved(customer.id)).toEqual([]);
    expect((await pressed("wish", null)).location).toBe(signInToWish(back, first.slug));
    // A way back off the site is not followed.
    const away = await redirectOf(
      callRoute(
        profileAction,
        api.shop,
        formPost(
          "/profile",
          { intent: "wish", productId: first.id, back: "//evil.test/x" },
          { Cookie: customer.cookie },
        ),
      ),
    );
    expect(away.location).toBe("/");
    await heart({ intent: "unwish", productId: first.id });
  });

  it("the root loader gives every page the customer's saved products, and a visitor none", async () => {
    const [, second] = products as [unknown, (typeof products)[0]];
    await heart({ intent: "wish", productId: second.id });
    expect((await callRoute(rootLoader, api.shop, page("/plants", customer))).wishlist).toEqual([second.id]);
    expect((await callRoute(rootLoader, api.shop, page("/plants"))).wishlist).toEqual([]);
    const profile = await callRoute(profileLoader, api.shop, page("/profile", customer));
    expect(profile.wishlist).toEqual([expect.objectContaining({ id: second.id, slug: second.slug })]);
    await heart({ intent: "unwish", productId: second.id });
  });

  it("the sign-in and sign-up pages name the plant a heart asked for, none when it is gone", async () => {
    const [first] = products as [(typeof products)[0]];
    for (const auth of [signInPage, signUpPage]) {
      const loaded = await callRoute(auth, api.shop, page(signInToWish(`/plant/${first.slug}`, first.slug)));
      expect(loaded.wish).toEqual({ productId: first.id, title: first.title });
      expect(loaded.intent).toBeNull();
      expect((await callRoute(auth, api.shop, page("/signin?wish=no-such-plant"))).wish).toBeNull();
      expect((await callRoute(auth, api.shop, page("/signin?wish=%00"))).wish).toBeNull();
    }
  });

  it("signing in from a heart saves the product and goes back to its page", async () => {
    const [, , third] = products as [unknown, unknown, (typeof products)[0]];
    const shopper = await signUpByApi(api, "Heart Signer");
    const from = signInToWish(`/plant/${third.slug}`, third.slug);
    const res = await answerOf(
      callRoute(
        signIn,
        api.shop,
        formPost(from, { email: shopper.email, password: shopper.password, redirectTo: `/plant/${third.slug}` }),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, redirectTo: `/plant/${third.slug}` });
    expect(res.headers.getSetCookie()).not.toEqual([]);
    expect(await saved(shopper.id)).toEqual([third.slug]);
  });

  it("signing up from a heart saves the product too; one gone meanwhile is not saved, and the account is made", async () => {
    const [, , , fourth] = products as [unknown, unknown, unknown, (typeof products)[0]];
    const signUpFrom = async (path: string) => {
      const email = uniqueEmail("hearts");
      const fields = {
        fullName: "Heart Joiner",
        email,
        password: "green-tulsi-42",
        confirmPassword: "green-tulsi-42",
        redirectTo: "/plants",
      };
      const res = await answerOf(callRoute(signUp, api.shop, formPost(path, fields)));
      const user = await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      return { res, id: user.id };
    };
    const joined = await signUpFrom(signInToWish("/plants", fourth.slug).replace("/signin", "/signup"));
    expect(joined.res.body).toMatchObject({ ok: true, redirectTo: "/plants" });
    expect(await saved(joined.id)).toEqual([fourth.slug]);

    const gone = await signUpFrom("/signup?redirectTo=%2Fplants&wish=no-such-plant");
    expect(gone.res.body).toMatchObject({ ok: true });
    expect(await saved(gone.id)).toEqual([]);
  });
});
