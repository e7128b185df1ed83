import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_DENIED, OWN_ROLE } from "#domain/admin.ts";
import { indianDate, indianDateTime } from "#domain/india/time.ts";
import { IMAGE_WIDTHS } from "#domain/media.ts";
import { ORDER_CANCELLED, orderNumber } from "#domain/orders.ts";
import { placeOrderSchema } from "#domain/schemas/order.ts";
import { setRole } from "#server/features/accounts/accounts.ts";
import { placeOrder } from "#server/features/orders/place-order.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { insertOrder } from "#tests/support/orders.ts";
import { setStock } from "#tests/support/stock.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";
import { apiRefusal } from "#tests/support/messages.ts";
import { getDashboardStats } from "#server/features/dashboard/dashboard.ts";
import { dashboardView } from "#server/features/dashboard/presenters.ts";

const PRODUCT = {
  title: "Pudina",
  slug: "pudina-mint",
  description: "Fresh mint for chutneys and a cooling summer drink.",
  price: 149.5,
};

const BLOG = {
  title: "Growing Pudina",
  slug: "growing-pudina",
  Sname: "Mentha arvensis",
  Huse: "Used in Ayurveda for digestion.",
  Ph: "Soothes the stomach.",
  Mh: "A calming aroma.",
  TMuse: "Chutneys, teas and balms.",
  soil: "Moist, rich soil.",
  sunlight: "Partial shade.",
  water: "Keep the soil moist.",
  care: "Pinch the tips often.",
};

const NURSERY = { title: "Green Roots Nursery", city: "Mysuru", email: "hello@greenroots.in", hours: "9 AM – 6 PM" };

const ADMIN_ROUTES: Array<[string, string, unknown?]> = [
  ["GET", "/api/admin/dashboard-data"],
  ["GET", "/api/admin/products"],
  ["POST", "/api/admin/products", PRODUCT],
  ["PUT", "/api/admin/products/x", PRODUCT],
  ["DELETE", "/api/admin/products/x"],
  ["GET", "/api/admin/blogs"],
  ["POST", "/api/admin/blogs", BLOG],
  ["PUT", "/api/admin/blogs/x", BLOG],
  ["DELETE", "/api/admin/blogs/x"],
  ["GET", "/api/admin/nurseries"],
  ["POST", "/api/admin/nurseries", NURSERY],
  ["PUT", "/api/admin/nurseries/x", NURSERY],
  ["DELETE", "/api/admin/nurseries/x"],
  ["GET", "/api/admin/users"],
  ["PUT", "/api/admin/users/x/role", { role: "admin" }],
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/orders.csv"],
  ["GET", "/api/admin/orders/x"],
  ["PUT", "/api/admin/orders/x/status", { status: "Shipped" }],
  ["GET", "/api/admin/reviews"],
  ["PATCH", "/api/admin/reviews/x", { hidden: true }],
  ["DELETE", "/api/admin/reviews/x"],
];

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: "#2f6b3a" } })
    .png()
    .toBuffer();

describe.each(DATABASE_KINDS)("admin API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let customer: TestUser;

  const as = (user: TestUser) => ({ Cookie: user.cookie });
  const get = (path: string, user = admin) => api.request(path, { headers: as(user) });
  const send = (method: string, path: string, body: unknown, user = admin) => api.json(path, body, method, as(user));
  const upload = (method: string, path: string, form: FormData, user = admin) =>
    api.request(path, { method, body: form, headers: as(user) });
  const mediaFiles = () => readdirSync(join(t.dataDir, "media")).sort();
  const variantsExist = (key: string) =>
    IMAGE_WIDTHS.every((w) => existsSync(join(t.dataDir, "media", `${key}-${w}.webp`)));
  const keyOf = (url: string | null) => url?.match(/^\/media\/(.+)-\d+\.webp$/)?.[1] ?? null;
  const form = (fields: Record<string, string | number>, files: Record<string, [Buffer, string]> = {}) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, String(value));
    for (const [name, [bytes, fileName]] of Object.entries(files)) {
      data.append(name, new Blob([new Uint8Array(bytes)], { type: "image/png" }), fileName);
    }
    return data;
  };
  const product = (slug: string) =>
    t.db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Meera Admin");
    customer = await signUp(api, "Asha Verma");
    await setRole(t.db, admin.id, "admin");
    await api.shop.media.list(); // creates the media folder
  });
  afterAll(() => t.close());

  describe("access", () => {
    it.each(ADMIN_ROUTES)("%s %s answers 401 without a session", async (method, path, body) => {
      const res = body ? await api.json(path, body, method) : await api.request(path, { method });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Please sign in to continue.", code: "request.signInRequired" });
    });

    it.each(ADMIN_ROUTES)("%s %s answers 403 for a customer", async (method, path, body) => {
      const res = body ? await send(method, path, body, customer) : await get(path, customer);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(apiRefusal(ADMIN_DENIED));
    });

    it("a customer's multipart upload is refused before its files are read", async () => {
      const res = await upload(
        "POST",
        "/api/admin/products",
        form(PRODUCT, { image1: [await png(), "a.png"] }),
        customer,
      );
      expect(res.status).toBe(403);
      expect(mediaFiles()).toEqual([]);
    });
  });

  describe("products", () => {
    it("creates a product with the defaults of docs/product/admin.md#product-form; the storefront shows it", async () => {
      const res = await send("POST", "/api/admin/products", PRODUCT);
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({
        slug: "pudina-mint",
        price: 149.5,
        discount: 0,
        stock: 0,
        altText: "Pudina",
        salePrice: 150,
        onSale: false,
        featuredProduct: false,
        image1: null,
      });
      expect(await product("pudina-mint")).toMatchObject({ price_paise: 14950, sale_price_paise: 15000 });
      const found = (await (await api.request("/api/search?q=pudina")).json()) as unknown;
      expect(JSON.stringify(found)).toContain("pudina-mint");
      const pub = await api.request("/api/products/pudina-mint");
      expect(pub.status).toBe(200);
      const newest = (await (await api.request("/api/products?sort=newest&limit=1")).json()) as Array<{ slug: string }>;
      expect(newest[0]?.slug).toBe("pudina-mint");
    });

    it("answers every rule of the product form with its message", async () => {
      const res = await send("POST", "/api/admin/products", {});
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({
        title: "Title is required",
        slug: "Slug is required",
        description: "Description is required",
        price: "Price is required",
      });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ price: "abc" }, "price", "Price must be a number"],
        [{ price: 0 }, "price", "Price must be more than 0"],
        [{ price: 10.555 }, "price", "Price can have at most 2 decimals"],
        [{ discount: 101 }, "discount", "Discount must be a whole number from 0 to 100"],
        [{ discount: -1 }, "discount", "Discount must be a whole number from 0 to 100"],
        [{ discount: 12.5 }, "discount", "Discount must be a whole number from 0 to 100"],
        [{ stock: -1 }, "stock", "Stock must be a whole number of 0 or more"],
        [{ stock: "2.5" }, "stock", "Stock must be a whole number of 0 or more"],
        [{ slug: "Pudina Mint" }, "slug", "Slugs use lowercase letters, digits and hyphens"],
        [{ slug: "../etc" }, "slug", "Slugs use lowercase letters, digits and hyphens"],
        [{ blogSlug: "not a slug" }, "blogSlug", "Slugs use lowercase letters, digits and hyphens"],
      ];
      for (const [change, field, message] of cases) {
        const bad = await send("POST", "/api/admin/products", { ...PRODUCT, slug: "rule-check", ...change });
        expect(bad.status, JSON.stringify(change)).toBe(400);
        expect((await bad.json()).fields).toEqual({ [field]: message });
      }
      expect(await t.db.selectFrom("products").select("id").where("slug", "=", "rule-check").execute()).toEqual([]);
    });

    it("form fields as strings: blank discount and stock default to 0, checkboxes read 'on'", async () => {
      const res = await upload(
        "POST",
        "/api/admin/products",
        form({ ...PRODUCT, slug: "form-mint", price: "99.99", discount: "", stock: "", onSale: "on", altText: "" }),
      );
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ price: 99.99, discount: 0, stock: 0, onSale: true, altText: "Pudina" });
    });

    it("refuses a slug another product uses, on create and on update", async () => {
      const clash = {
        error: "That slug is already used by another product",
        code: "catalogue.products.slugTaken",
        fields: { slug: "That slug is already used by another product" },
      };
      const created = await send("POST", "/api/admin/products", { ...PRODUCT, slug: "tulsi-holy-basil" });
      expect(created.status).toBe(409);
      expect(await created.json()).toEqual(clash);
      const mint = await product("pudina-mint");
      const updated = await send("PUT", `/api/admin/products/${mint.id}`, { ...PRODUCT, slug: "tulsi-holy-basil" });
      expect(updated.status).toBe(409);
      expect(await updated.json()).toEqual(clash);
      const same = await send("PUT", `/api/admin/products/${mint.id}`, { ...PRODUCT, discount: 10, stock: 7 });
      expect(same.status).toBe(200);
      expect(await same.json()).toMatchObject({ slug: "pudina-mint", discount: 10, stock: 7, salePrice: 135 });
      expect((await product("pudina-mint")).sale_price_paise).toBe(13500);
    });

    it("an edit form never brings back stock sold while it was open", async () => {
      // A product sold in one variant: its form edits the product's own stock (tests/api/variants.test.ts edits variants).
      const plant = await product("bhumi-amla");
      await setStock(t.db, plant.id, 10);
      const listed = (await (await get(`/api/admin/products?q=${plant.slug}`)).json()) as Array<{
        id: string;
        title: string;
        slug: string;
        description: string;
        price: number;
        stock: number;
      }>;
      // What the edit form is loaded with, and sends back with the stock it showed as stockWas.
      const { title, slug, description, price, stock } = listed.find((p) => p.id === plant.id)!;
      const formOf = (changes: Record<string, string | number>) =>
        form({ title, slug, description, price, stock, stockWas: stock, ...changes });
      const buyer = await signUp(api, "Bhumi Amla Buyer");
      const sold = await api.json(
        "/api/orders",
        {
          cart: [{ id: plant.id, quantity: 2 }],
          selectedAddress: {
            recipient: "Asha Rao",
            mobile: "+91 98765 43210",
            street: "1 Main Rd",
            city: "Agra",
            state: "Uttar Pradesh",
            zip: "282001",
          },
          selectedPaymentMethod: "Cash on Delivery",
        },
        "POST",
        as(buyer),
      );
      expect(sold.status).toBe(201);
      expect((await product("bhumi-amla")).stock).toBe(8);

      const message = `The stock of ${plant.title} changed to 8 while you were editing (orders came in). Check the new stock and save again.`;
      const stale = await upload("PUT", `/api/admin/products/${plant.id}`, formOf({ stock: 15, title: "Renamed" }));
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({
        error: message,
        code: "catalogue.products.stockChanged",
        fields: { stock: message },
      });
      expect(await product("bhumi-amla")).toMatchObject({ stock: 8, title: plant.title });

      const untouched = await upload(
        "PUT",
        `/api/admin/products/${plant.id}`,
        formOf({ title: "Bhumi Amla (Stonebreaker)" }),
      );
      expect(untouched.status).toBe(200);
      expect(await product("bhumi-amla")).toMatchObject({ stock: 8, title: "Bhumi Amla (Stonebreaker)" });

      const checked = await upload("PUT", `/api/admin/products/${plant.id}`, formOf({ stock: 15, stockWas: 8 }));
      expect(checked.status).toBe(200);
      expect((await product("bhumi-amla")).stock).toBe(15);

      // An API client that sends no stockWas sets the stock outright, as before.
      const outright = await send("PUT", `/api/admin/products/${plant.id}`, {
        title,
        slug,
        description,
        price,
        stock: 4,
      });
      expect(outright.status).toBe(200);
      expect((await product("bhumi-amla")).stock).toBe(4);
    });

    it("404s an unknown product", async () => {
      expect((await send("PUT", "/api/admin/products/nope", PRODUCT)).status).toBe(404);
      expect((await api.request("/api/admin/products/nope", { method: "DELETE", headers: as(admin) })).status).toBe(
        404,
      );
    });

    it("stores a real picture as WebP variants, replaces and removes it, and deletes its files with the product", async () => {
      const res = await upload(
        "POST",
        "/api/admin/products",
        form(
          { ...PRODUCT, slug: "mint-pictured" },
          { image1: [await png(), "mint.png"], image2: [await png(800, 800), "b.png"] },
        ),
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      const first = keyOf(body.image1)!;
      const second = keyOf(body.image2)!;
      expect(first).toMatch(/^u-[0-9a-f-]{36}$/);
      expect(variantsExist(first) && variantsExist(second)).toBe(true);
      const served = await api.request(body.image1);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");

      const replaced = await upload(
        "PUT",
        `/api/admin/products/${body.id}`,
        form({ ...PRODUCT, slug: "mint-pictured", removeImage2: "on" }, { image1: [await png(500, 500), "new.png"] }),
      );
      expect(replaced.status).toBe(200);
      const after = await replaced.json();
      const third = keyOf(after.image1)!;
      expect(third).not.toBe(first);
      expect(after.image2).toBeNull();
      expect(variantsExist(third)).toBe(true);
      expect(mediaFiles().some((f) => f.startsWith(first) || f.startsWith(second))).toBe(false);

      const deleted = await api.request(`/api/admin/products/${body.id}`, { method: "DELETE", headers: as(admin) });
      expect(deleted.status).toBe(204);
      expect(mediaFiles().some((f) => f.startsWith(third))).toBe(false);
      expect((await api.request("/api/products/mint-pictured")).status).toBe(404);
    });

    it("refuses a text file named .png, and a picture over 5 MB, leaving no files behind", async () => {
      const before = mediaFiles();
      const text = Buffer.from("this is not a picture, only text pretending to be one\n".repeat(20));
      const res = await upload(
        "POST",
        "/api/admin/products",
        form({ ...PRODUCT, slug: "fake-png" }, { image1: [text, "plant.png"] }),
      );
      expect(res.status).toBe(400);
      const message = "plant.png is not a picture. Please upload a JPEG, PNG, WebP, GIF or AVIF image.";
      expect(await res.json()).toEqual({ error: message, code: "upload.namedNotPicture", fields: { image1: message } });

      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await upload(
        "POST",
        "/api/admin/products",
        form({ ...PRODUCT, slug: "big-png" }, { image2: [big, "big.png"] }),
      );
      expect(tooBig.status).toBe(413);
      expect((await tooBig.json()).fields).toEqual({
        image2: "big.png is larger than 5 MB. Please choose a smaller picture.",
      });
      const huge = Buffer.alloc(17 * 1024 * 1024);
      const overLimit = await upload("POST", "/api/admin/products", form(PRODUCT, { image1: [huge, "huge.png"] }));
      expect(overLimit.status).toBe(413);
      expect(mediaFiles()).toEqual(before);
      expect(
        await t.db.selectFrom("products").select("id").where("slug", "in", ["fake-png", "big-png"]).execute(),
      ).toEqual([]);
    });

    it("never removes the demo catalogue's shared pictures", async () => {
      const seeded = await product("tulsi-holy-basil");
      const demoFile = join(t.dataDir, "media", `${seeded.image1}-640.webp`);
      writeFileSync(demoFile, "demo");
      const res = await upload(
        "PUT",
        `/api/admin/products/${seeded.id}`,
        form(
          { title: seeded.title, slug: seeded.slug, description: seeded.description, price: seeded.price_paise / 100 },
          { image1: [await png(), "tulsi.png"] },
        ),
      );
      expect(res.status).toBe(200);
      expect(existsSync(demoFile)).toBe(true);
      await api.request(`/api/admin/products/${seeded.id}`, { method: "DELETE", headers: as(admin) });
      expect(existsSync(demoFile)).toBe(true);
    });

    it("lists with search, sort and pages", async () => {
      const res = await get("/api/admin/products?q=TULSI&sort=price&dir=asc&limit=3");
      const total = Number(res.headers.get("X-Total-Count"));
      const items = (await res.json()) as Array<{ title: string; priceFrom: number; slug: string }>;
      const all = await t.db.selectFrom("products").select(["title", "scientific_name", "slug"]).execute();
      expect(total).toBe(
        all.filter((p) => `${p.title} ${p.scientific_name} ${p.slug}`.toLowerCase().includes("tulsi")).length,
      );
      expect(items).toHaveLength(3);
      // A product sold in several variants sorts by its lowest price (docs/product/catalogue.md#variants).
      expect(items.map((p) => p.priceFrom)).toEqual([...items.map((p) => p.priceFrom)].sort((a, b) => a - b));
      const page2 = (await (
        await get("/api/admin/products?q=tulsi&sort=price&dir=asc&limit=3&page=2")
      ).json()) as typeof items;
      expect(page2.some((p) => items.some((i) => i.slug === p.slug))).toBe(false);
      const wildcard = await get("/api/admin/products?q=%25");
      expect(wildcard.headers.get("X-Total-Count")).toBe("0");
    });
  });

  describe("blogs and nurseries", () => {
    it("blog: required fields, alt text default, slug clash, two pictures, delete", async () => {
      const empty = await send("POST", "/api/admin/blogs", {});
      expect((await empty.json()).fields).toEqual({
        title: "Title is required",
        slug: "Slug is required",
        Sname: "Scientific name is required",
        Huse: "Historical use is required",
        Ph: "Physical health benefits are required",
        Mh: "Mental health benefits are required",
        TMuse: "Traditional and modern uses are required",
        soil: "Soil is required",
        sunlight: "Sunlight is required",
        water: "Water is required",
        care: "Care is required",
      });
      const clash = await send("POST", "/api/admin/blogs", { ...BLOG, slug: "tulsi-holy-basil" });
      expect(clash.status).toBe(409);
      expect((await clash.json()).error).toBe("That slug is already used by another blog");

      const res = await upload(
        "POST",
        "/api/admin/blogs",
        form({ ...BLOG, plantSlug: "pudina-mint" }, { image1: [await png(), "a.png"], image2: [await png(), "b.png"] }),
      );
      expect(res.status).toBe(201);
      const blog = await res.json();
      expect(blog).toMatchObject({
        slug: "growing-pudina",
        altText: "Growing Pudina",
        plantSlug: "pudina-mint",
        Sname: "Mentha arvensis",
      });
      const keys = [keyOf(blog.image1)!, keyOf(blog.image2)!];
      expect(keys.every(variantsExist)).toBe(true);
      expect((await api.request("/api/blogs/growing-pudina")).status).toBe(200);
      const list = (await (await api.request("/api/blogs?limit=1")).json()) as Array<{ slug: string }>;
      expect(list[0]?.slug).toBe("growing-pudina");

      expect((await api.request(`/api/admin/blogs/${blog.id}`, { method: "DELETE", headers: as(admin) })).status).toBe(
        204,
      );
      expect(keys.some(variantsExist)).toBe(false);
      expect((await api.request("/api/blogs/growing-pudina")).status).toBe(404);
    });

    it("nursery: name and city required, e-mail optional but an e-mail, one picture", async () => {
      const empty = await send("POST", "/api/admin/nurseries", { email: "not-an-email" });
      expect((await empty.json()).fields).toEqual({
        title: "Nursery name is required",
        city: "City is required",
        email: "Email is invalid",
      });
      const plain = await send("POST", "/api/admin/nurseries", { title: "Quiet Pots", city: "Kochi" });
      expect(plain.status).toBe(201);
      expect(await plain.json()).toMatchObject({ email: "", altText: "Quiet Pots" });

      const res = await upload("POST", "/api/admin/nurseries", form(NURSERY, { image: [await png(), "n.png"] }));
      expect(res.status).toBe(201);
      const nursery = await res.json();
      const key = keyOf(nursery.image)!;
      expect(variantsExist(key)).toBe(true);
      const publicList = (await (await api.request("/api/nurseries")).json()) as Array<{ title: string }>;
      expect(publicList.map((n) => n.title)).toContain("Green Roots Nursery");

      const search = (await (await get("/api/admin/nurseries?q=mysuru")).json()) as Array<{ id: string }>;
      expect(search.map((n) => n.id)).toEqual([nursery.id]);
      expect(
        (await api.request(`/api/admin/nurseries/${nursery.id}`, { method: "DELETE", headers: as(admin) })).status,
      ).toBe(204);
      expect(variantsExist(key)).toBe(false);
    });
  });

  describe("users", () => {
    it("lists users with role and their number of orders", async () => {
      const tulsi = await product("krishna-tulsi");
      const user = { id: customer.id, email: customer.email, fullName: "Asha Verma" };
      await insertOrder(t.db, { user, lines: [{ product: tulsi, quantity: 1 }] });
      await insertOrder(t.db, { user, lines: [{ product: tulsi, quantity: 2 }], status: ORDER_CANCELLED });
      const res = await get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`);
      expect(await res.json()).toEqual([
        expect.objectContaining({ id: customer.id, email: customer.email, role: "user", orderCount: 2 }),
      ]);
      const byOrders = (await (await get("/api/admin/users?sort=orders&dir=desc")).json()) as Array<{
        orderCount: number;
      }>;
      expect(byOrders.map((u) => u.orderCount)).toEqual([...byOrders.map((u) => u.orderCount)].sort((a, b) => b - a));
    });

    it("promotes and demotes another user; refuses one's own role", async () => {
      const promoted = await send("PUT", `/api/admin/users/${customer.id}/role`, { role: "admin" });
      expect(promoted.status).toBe(200);
      expect(await promoted.json()).toMatchObject({
        message: "User role updated to admin successfully!",
        user: { id: customer.id, role: "admin" },
      });
      expect((await get("/api/admin/users", customer)).status).toBe(200);

      const demoted = await send("PUT", `/api/admin/users/${customer.id}/role`, { role: "user" });
      expect(await demoted.json()).toMatchObject({ message: "User role updated to user successfully!" });
      expect((await get("/api/admin/users", customer)).status).toBe(403);

      const own = await send("PUT", `/api/admin/users/${admin.id}/role`, { role: "user" });
      expect(own.status).toBe(409);
      expect(await own.json()).toEqual(apiRefusal(OWN_ROLE));
      const bad = await send("PUT", `/api/admin/users/${customer.id}/role`, { role: "owner" });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe("Role must be 'user' or 'admin'");
      const missing = await send("PUT", "/api/admin/users/nobody/role", { role: "admin" });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "User not found", code: "account.user.notFound" });
    });

    it("never demotes the last admin, even when two admins demote each other at once", async () => {
      const admins = async () =>
        (await t.db.selectFrom("profiles").select("user_id").where("role", "=", "admin").execute()).map(
          (r) => r.user_id,
        );
      expect(await admins()).toEqual([admin.id]);
      const second = await signUp(api, "Ravi Admin");
      await setRole(t.db, second.id, "admin");
      const [a, b] = await Promise.all([
        send("PUT", `/api/admin/users/${second.id}/role`, { role: "user" }),
        send("PUT", `/api/admin/users/${admin.id}/role`, { role: "user" }, second),
      ]);
      // The loser is refused either by the role check (if the winner committed first) or by the last-admin rule.
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await admins()).toHaveLength(1);
      await setRole(t.db, admin.id, "admin");
      await setRole(t.db, second.id, "user");
    });
  });

  describe("dashboard", () => {
    it("figures equal a recount of the tables", async () => {
      const [neem, brahmi] = await Promise.all([product("vana-tulsi"), product("kapoor-tulsi")]);
      const user = { id: customer.id, email: customer.email, fullName: "Asha Verma" };
      const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
      await insertOrder(t.db, { user, lines: [{ product: neem, quantity: 2 }], createdAt: day(1) });
      await insertOrder(t.db, {
        user,
        lines: [{ product: brahmi, quantity: 1 }],
        createdAt: day(1),
        status: "Delivered",
      });
      await insertOrder(t.db, {
        user,
        lines: [{ product: neem, quantity: 5 }],
        createdAt: day(3),
        status: ORDER_CANCELLED,
      });
      await insertOrder(t.db, {
        user,
        lines: [{ product: brahmi, quantity: 3 }],
        createdAt: day(45),
        status: "Shipped",
      });

      // One size of a plant sold in sizes runs low while the plant as a whole is well stocked.
      const sized = await t.db
        .selectFrom("products")
        .select(["id", "title"])
        .where("option_name", "is not", null)
        .where("stock", ">", 20)
        .orderBy("slug")
        .executeTakeFirstOrThrow();
      const largest = await t.db
        .selectFrom("product_variants")
        .select(["id", "name"])
        .where("product_id", "=", sized.id)
        .orderBy("position", "desc")
        .executeTakeFirstOrThrow();
      await setStock(t.db, sized.id, 2, largest.id);

      const res = await get("/api/admin/dashboard-data");
      expect(res.status).toBe(200);
      const body = await res.json();

      const orders = await t.db.selectFrom("orders").selectAll().execute();
      const profiles = await t.db.selectFrom("profiles").select("user_id").execute();
      const products = await t.db.selectFrom("products").select(["id", "stock"]).execute();
      const revenuePaise = orders.filter((o) => o.status !== ORDER_CANCELLED).reduce((s, o) => s + o.total_paise, 0);
      expect(body.stats).toMatchObject({
        totalUsers: profiles.length,
        totalProducts: products.length,
        totalOrders: orders.length,
        totalRevenue: revenuePaise / 100,
      });
      const latest = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
      expect(body.stats.recentOrders.map((o: { id: string }) => o.id)).toEqual(latest.slice(0, 5).map((o) => o.id));

      expect(body.daily).toHaveLength(30);
      const since = body.daily[0].day as string;
      for (const d of body.daily as Array<{ day: string; orders: number; revenue: number }>) {
        // India's days (issue 15): an order after 18:30 UTC counts on the next day.
        const that = orders.filter((o) => indianDate(new Date(o.created_at)) === d.day);
        expect(d.orders).toBe(that.length);
        expect(d.revenue * 100).toBe(
          that.filter((o) => o.status !== ORDER_CANCELLED).reduce((s, o) => s + o.total_paise, 0),
        );
      }
      expect(body.daily.at(-1).day).toBe(indianDate(new Date()));
      expect(orders.some((o) => indianDate(new Date(o.created_at)) < since)).toBe(true);
      expect(body.lowStock.map((p: { id: string }) => p.id)).toContain(sized.id);
      expect(dashboardView(await getDashboardStats(t.db, t.config)).lowStock).toContainEqual(
        expect.objectContaining({ id: largest.id, title: `${sized.title} — ${largest.name}`, stock: 2 }),
      );
      // A product with a size running low is listed, however well stocked its other sizes are.
      const lowSizes = await t.db.selectFrom("product_variants").select("product_id").where("stock", "<=", 5).execute();
      expect(body.lowStock.map((p: { id: string }) => p.id).sort()).toEqual(
        [...new Set(lowSizes.map((v) => v.product_id))].sort(),
      );
      for (const list of ["users", "products", "blogs", "nurseries", "orders"]) {
        expect(body[list].length).toBeLessThanOrEqual(50);
      }
      expect(body.orders).toHaveLength(Math.min(50, orders.length));
    });
  });

  describe("orders", () => {
    const user = () => ({ id: customer.id, email: customer.email, fullName: "Asha Verma" });

    it("filters by status, searches by customer, shows one order, exports CSV safely", async () => {
      const tricky = await signUp(api, '=HYPERLINK("http://evil.example","x")');
      const tulsi = await product("krishna-tulsi");
      const order = await insertOrder(t.db, {
        user: { id: tricky.id, email: tricky.email, fullName: '=HYPERLINK("http://evil.example","x")' },
        lines: [{ product: tulsi, quantity: 2 }],
        status: "Shipped",
        street: "4, Lake View, Sector 2",
        card: { brand: "Visa", last4: "4242", holder: "Tricky" },
      });

      const shipped = (await (await get("/api/admin/orders?status=Shipped")).json()) as Array<{ status: string }>;
      expect(shipped.length).toBeGreaterThan(0);
      expect(shipped.every((o) => o.status === "Shipped")).toBe(true);
      const found = await get(`/api/admin/orders?q=${encodeURIComponent(tricky.email.toUpperCase())}`);
      expect(found.headers.get("X-Total-Count")).toBe("1");
      expect(await found.json()).toEqual([expect.objectContaining({ id: order.id, itemCount: 2 })]);

      const detail = await get(`/api/admin/orders/${order.id}`);
      expect(await detail.json()).toMatchObject({
        id: order.id,
        paymentMethod: { cardNumber: "•••• •••• •••• 4242", cardHolderName: "Tricky" },
        shippingAddress: { street: "4, Lake View, Sector 2", zipCode: "411001" },
        items: [expect.objectContaining({ slug: "krishna-tulsi", quantity: 2 })],
      });

      const csv = await get(`/api/admin/orders.csv?q=${encodeURIComponent(tricky.email)}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="vanaushadhi-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      // Excel (issue 30): a UTF-8 byte-order mark first, so Hindi names survive.
      const bytes = new Uint8Array(await csv.clone().arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "Order number,Date,Customer,Email,Status,Items,Lines,Subtotal,Discount,Tax,Shipping,Total,Payment,Payment status,UTR,Courier,AWB,Street,City,State,ZIP,Recipient,Mobile,Landmark,Invoice,Credit note,Coupon,Coupon discount",
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
      expect(lines[1]).toContain(',"4, Lake View, Sector 2",');
      // Each line as sold, with its quantity (docs/product/catalogue.md#variants: a variant is named there too).
      const sold = await t.db
        .selectFrom("order_items")
        .select(["title", "quantity"])
        .where("order_id", "=", order.id)
        .execute();
      for (const line of sold) expect(lines[1]).toContain(`${line.quantity} × ${line.title}`);
      expect(lines[1]).toContain(`,${(order.total_paise / 100).toFixed(2)},Visa ending 4242,`);
      // The order's one number, and the date on India's clock, to the minute.
      expect(lines[1]).toMatch(new RegExp(`^#${orderNumber(order.id)},${indianDateTime(order.created_at)},`));
      expect(lines[1]).toMatch(/^#[0-9a-f]{8},\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);

      const all = await get("/api/admin/orders.csv?status=Order%20Cancelled");
      const rows = (await all.text()).trim().split("\r\n").slice(1);
      const cancelled = await t.db.selectFrom("orders").select("id").where("status", "=", ORDER_CANCELLED).execute();
      expect(rows).toHaveLength(cancelled.length);
    });

    it("changing the status moves stock as docs/product/orders.md#stock says; a bad status is refused", async () => {
      const before = await product("kapoor-tulsi");
      const { order } = await placeOrder(api.shop, {
        customer: user(),
        input: placeOrderSchema.parse({
          cart: [{ id: before.id, quantity: 2 }],
          selectedAddress: {
            recipient: "Asha Rao",
            mobile: "+91 98765 43210",
            street: "1 Main Rd",
            city: "Agra",
            state: "Uttar Pradesh",
            zip: "282001",
          },
          selectedPaymentMethod: "Cash on Delivery",
        }),
      });
      const stock = async () => (await product("kapoor-tulsi")).stock;
      expect(await stock()).toBe(before.stock - 2);
      const change = (status: string) => send("PUT", `/api/admin/orders/${order.id}/status`, { status });
      const cancelled = await change(ORDER_CANCELLED);
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ id: order.id, status: ORDER_CANCELLED });
      expect(await stock()).toBe(before.stock);
      await change(ORDER_CANCELLED);
      expect(await stock()).toBe(before.stock);
      await change("Processing");
      expect(await stock()).toBe(before.stock - 2);
      await change("Delivered");
      expect(await stock()).toBe(before.stock - 2);
      const bad = await change("Lost");
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe(
        "Status must be one of: Order Successful, Processing, Shipped, Delivered, Order Cancelled",
      );
      const shipping = { status: "Shipped", courier: "DTDC", trackingNumber: "D12345678" };
      expect((await send("PUT", "/api/admin/orders/nope/status", shipping)).status).toBe(404);
    });
  });

  describe("the shop owner's walk-through (issue 15)", () => {
    it("finds an order by either number, the name, the e-mail or a phone written any way", async () => {
      const buyer = await signUp(api, "Revathi Menon");
      const order = await insertOrder(t.db, {
        user: { id: buyer.id, email: buyer.email, fullName: "Revathi Menon" },
        lines: [{ product: await product("krishna-tulsi"), quantity: 1 }],
      });
      await t.db.updateTable("orders").set({ ship_mobile: "+91 91234 56780" }).where("id", "=", order.id).execute();
      await t.db
        .updateTable("profiles")
        .set({ phone_number: "080-2345 6789" })
        .where("user_id", "=", buyer.id)
        .execute();
      const found = async (q: string) => {
        const res = await get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        return ((await res.json()) as Array<{ id: string }>).map((o) => o.id);
      };
      for (const q of [
        `#${order.id.slice(-8)}`,
        order.id.slice(-8).toUpperCase(),
        order.id,
        "revathi",
        buyer.email,
        "9123456780",
        "+91 91234-56780",
        "091234 56780",
        "23456789",
        "080 2345 6789",
      ]) {
        expect(await found(q), q).toEqual([order.id]);
      }
      // Too short to be a number, the middle of an id is none, nor its start: one number (issue 30).
      expect(await found(order.id.slice(0, 3))).not.toContain(order.id);
      expect(await found(order.id.slice(10, 18))).not.toContain(order.id);
      expect(await found(order.id.slice(0, 8))).not.toContain(order.id);
      const csv = await (await get(`/api/admin/orders.csv?q=${order.id.slice(-8)}`)).text();
      const [, row, ...rest] = csv.trim().split("\r\n");
      expect(rest).toEqual([]);
      // The delivery mobile '+91 91234 56780' as Excel shows it: no stray quote mark, not a number.
      expect(row).toContain(",91234 56780,");
    });

    it("a discount means on sale, unless the request says otherwise", async () => {
      const discounted = await send("POST", "/api/admin/products", { ...PRODUCT, slug: "sale-mint", discount: 15 });
      expect(discounted.status).toBe(201);
      expect(await discounted.json()).toMatchObject({ discount: 15, onSale: true });
      const explicit = await send("POST", "/api/admin/products", {
        ...PRODUCT,
        slug: "full-price-mint",
        discount: 15,
        onSale: false,
      });
      expect(await explicit.json()).toMatchObject({ discount: 15, onSale: false });
      const plain = await send("POST", "/api/admin/products", { ...PRODUCT, slug: "plain-mint" });
      expect(await plain.json()).toMatchObject({ discount: 0, onSale: false });
      const onSale = (await (await api.request("/api/products?onSale=1&limit=100&sort=newest")).json()) as Array<{
        slug: string;
      }>;
      expect(onSale.map((p) => p.slug)).toContain("sale-mint");
      expect(onSale.map((p) => p.slug)).not.toContain("full-price-mint");
    });
  });
});
