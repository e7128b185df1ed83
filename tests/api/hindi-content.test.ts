import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** The shop's own content in Hindi (issue 30, docs/product/language.md#what-is-translated). */
describe.each(DATABASE_KINDS)("Hindi content on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;
  let asha: TestUser;

  const send = (method: string, path: string, body: unknown) => api.json(path, body, method, { Cookie: admin.cookie });
  const get = async (path: string) => {
    const res = await api.request(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };

  const MINT = {
    title: "Pudina",
    titleHi: "पुदीना",
    slug: "pudina-hindi",
    description: "Fresh mint for chutneys.",
    descriptionHi: "चटनी के लिए ताज़ा पुदीना।",
    category: "kitchen-herbs",
    optionName: "Pot size",
    optionNameHi: "गमले का आकार",
    variants: [
      { name: "4-inch pot", nameHi: "4 इंच का गमला", price: 99, stock: 5 },
      { name: "8-inch pot", price: 199, stock: 5 },
    ],
  };
  const BLOG = {
    title: "Growing Pudina",
    slug: "growing-pudina-hindi",
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

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Meera Admin");
    asha = await signUp(api, "Asha Rao");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  it("carries the demo's Hindi description, option and variant names in the product JSON", async () => {
    const tulsi = await get("/api/products/tulsi-holy-basil");
    expect(tulsi.descriptionHi).toMatch(/तुलसी/);
    expect(tulsi.optionNameHi).toBe("गमले का आकार");
    expect((tulsi.variants as Array<{ nameHi: string }>).map((v) => v.nameHi)).toContain("5 इंच का गमला");
    const blog = await get("/api/blogs/tulsi-holy-basil");
    expect(blog.titleHi).toMatch(/तुलसी/);
    for (const field of ["HuseHi", "PhHi", "MhHi", "TMuseHi", "soilHi", "sunlightHi", "waterHi", "careHi"])
      expect(blog[field], field).toMatch(/[\u0900-\u097F]/u);
    const nurseries = (await (await api.request("/api/nurseries")).json()) as Array<{ hoursHi: string | null }>;
    expect(nurseries.every((n) => n.hoursHi?.startsWith("सोम") || n.hoursHi?.startsWith("मंगल"))).toBe(true);
  });

  it("lets the admin write a product's Hindi texts, and clear one back to the English", async () => {
    const created = await send("POST", "/api/admin/products", MINT);
    expect(created.status, await created.clone().text()).toBe(201);
    const body = (await created.json()) as { id: string; variants: Array<{ id: string; nameHi: string | null }> };
    expect(body).toMatchObject({ descriptionHi: MINT.descriptionHi, optionNameHi: "गमले का आकार" });
    expect(body.variants.map((v) => v.nameHi)).toEqual(["4 इंच का गमला", null]);

    const cleared = await send("PUT", `/api/admin/products/${body.id}`, {
      ...MINT,
      descriptionHi: "  ",
      variants: MINT.variants.map((v, i) => ({ ...v, id: body.variants[i]!.id, nameHi: "" })),
    });
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    expect(await cleared.json()).toMatchObject({ descriptionHi: null, variants: [{ nameHi: null }, { nameHi: null }] });
    await send("DELETE", `/api/admin/products/${body.id}`, undefined);
  });

  it("refuses a Hindi text that is too long, naming the field", async () => {
    const res = await send("POST", "/api/admin/products", {
      ...MINT,
      slug: "pudina-long",
      descriptionHi: "क".repeat(5001),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(["descriptionHi"]);
    const blog = await send("POST", "/api/admin/blogs", { ...BLOG, titleHi: 42 });
    expect(blog.status).toBe(400);
    expect(Object.keys(((await blog.json()) as { fields: object }).fields)).toEqual(["titleHi"]);
  });

  it("lets the admin write an article's and a nursery's Hindi texts", async () => {
    const blog = await send("POST", "/api/admin/blogs", {
      ...BLOG,
      titleHi: "पुदीना उगाना",
      soilHi: "नम, उपजाऊ मिट्टी।",
    });
    expect(blog.status, await blog.clone().text()).toBe(201);
    expect(await blog.json()).toMatchObject({ titleHi: "पुदीना उगाना", soilHi: "नम, उपजाऊ मिट्टी।", careHi: null });
    expect(await get(`/api/blogs/${BLOG.slug}`)).toMatchObject({ titleHi: "पुदीना उगाना", HuseHi: null });

    const nursery = await send("POST", "/api/admin/nurseries", {
      title: "Hindi Hours Nursery",
      city: "Pune",
      hours: "Mon–Sat, 9 AM – 6 PM",
      hoursHi: "सोम–शनि, सुबह 9 – शाम 6",
    });
    expect(nursery.status, await nursery.clone().text()).toBe(201);
    expect(await nursery.json()).toMatchObject({ hoursHi: "सोम–शनि, सुबह 9 – शाम 6" });
  });

  it("keeps the Hindi names an order was placed with, when the product is renamed later", async () => {
    const tulsi = (await get("/api/products/tulsi-holy-basil")) as { id: string; variants: Array<{ id: string }> };
    const placed = await api.json(
      "/api/orders",
      {
        cart: [{ id: tulsi.id, variantId: tulsi.variants[1]!.id, quantity: 1 }],
        selectedAddress: {
          recipient: "Asha Rao",
          mobile: "98765 43210",
          street: "12 MG Road",
          city: "Pune",
          state: "Maharashtra",
          zip: "411001",
        },
        selectedPaymentMethod: "Cash on Delivery",
      },
      "POST",
      { Cookie: asha.cookie },
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    await t.db.updateTable("products").set({ title_hi: "बदला नाम" }).where("id", "=", tulsi.id).execute();
    const line = await t.db.selectFrom("order_items").selectAll().where("order_id", "=", id).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ title_hi: "तुलसी", variant_name_hi: "8 इंच का गमला" });

    const asJson = {
      title: "Tulsi (Holy Basil) — 8-inch pot",
      titleHi: "तुलसी",
      variantName: "8-inch pot",
      variantNameHi: "8 इंच का गमला",
    };
    const own = (await (await api.request(`/api/orders/${id}`, { headers: { Cookie: asha.cookie } })).json()) as {
      items: unknown[];
    };
    expect(own.items).toEqual([expect.objectContaining(asJson)]);
    const list = (await (await api.request("/api/orders", { headers: { Cookie: asha.cookie } })).json()) as Array<{
      id: string;
      items: unknown[];
    }>;
    expect(list.find((o) => o.id === id)?.items).toEqual([expect.objectContaining(asJson)]);
    const forAdmin = (await (
      await api.request(`/api/admin/orders/${id}`, { headers: { Cookie: admin.cookie } })
    ).json()) as { items: unknown[] };
    expect(forAdmin.items).toEqual([expect.objectContaining(asJson)]);

    // The invoice stays English; the Hindi name the order kept leads a line for a customer who reads the shop in Hindi.
    const invoice = async (cookie: string) => {
      const res = await api.request(`/api/orders/${id}/invoice`, { headers: { Cookie: cookie } });
      expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
      return pdfText(new Uint8Array(await res.arrayBuffer()));
    };
    const english = await invoice(asha.cookie);
    expect(english).toContain("Tulsi (Holy");
    expect(english).not.toMatch(/\p{Script=Devanagari}/u);
    await t.db.updateTable("profiles").set({ language: "hi" }).where("user_id", "=", asha.id).execute();
    for (const cookie of [asha.cookie, admin.cookie]) {
      const hindi = await invoice(cookie);
      expect(hindi).toContain("तुलसी / Tulsi");
      expect(hindi).toContain("inch pot");
      expect(hindi).not.toContain("बदला नाम");
    }
  });
});
