import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "#server/features/accounts/accounts.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { signUp, type TestUser } from "#tests/support/users.ts";

/** Products' Hindi names (issue 16, docs/product/language.md): shown, searched, written by the admin. */
describe.each(DATABASE_KINDS)("Hindi product names on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestUser;

  const send = (method: string, path: string, body: unknown) => api.json(path, body, method, { Cookie: admin.cookie });
  const product = (slug: string) =>
    t.db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  async function search(q: string) {
    const res = await api.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as Array<{ title: string; titleHi: string | null }>).map((h) => h.title);
  }

  const PUDINA = {
    title: "Pahadi Pudina",
    slug: "pahadi-pudina",
    description: "Mountain mint for chutneys.",
    price: 129,
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    admin = await signUp(api, "Meera Admin");
    await setRole(t.db, admin.id, "admin");
  });
  afterAll(() => t.close());

  it("finds Tulsi by its Hindi name", async () => {
    const titles = await search("तुलसी");
    expect(titles).toContain("Tulsi (Holy Basil)");
    expect(titles).toContain("Krishna Tulsi (Shyama Tulsi)");
    expect(titles).not.toContain("Neem");
  });

  it("finds short Hindi words, of three letters and fewer, that a trigram index cannot look up", async () => {
    expect(await search("नीम")).toContain("Neem");
    // खस is two code points: below a trigram, so the search scans for it.
    expect(await search("खस")).toContain("Vetiver (Khus)");
    expect(await search("कमल")).toEqual(["Lotus (Kamal)"]);
  });

  it("reads a nukta letter typed decomposed or composed alike", async () => {
    const composed = "गु\u095Cहल"; // ड़ as one code point
    const decomposed = "गु\u0921\u093Cहल"; // ड + nukta
    expect(await search(composed)).toContain("Hibiscus (Gudhal)");
    expect(await search(decomposed)).toContain("Hibiscus (Gudhal)");
  });

  it("carries titleHi in the product JSON, null when a product has none", async () => {
    const tulsi = await (await api.request("/api/products/tulsi-holy-basil")).json();
    expect(tulsi).toMatchObject({ title: "Tulsi (Holy Basil)", titleHi: "तुलसी" });
    const list = (await (await api.request("/api/products?limit=500")).json()) as Array<{ titleHi: unknown }>;
    expect(list.length).toBeGreaterThan(100);
    expect(list.every((p) => typeof p.titleHi === "string" && p.titleHi !== "")).toBe(true);

    const created = await send("POST", "/api/admin/products", PUDINA);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug: "pahadi-pudina", titleHi: null });
    expect((await product("pahadi-pudina")).title_hi).toBeNull();
    await send("DELETE", `/api/admin/products/${(await product("pahadi-pudina")).id}`, undefined);
  });

  it("lets the admin set, change and clear the Hindi name; search follows", async () => {
    const created = await send("POST", "/api/admin/products", { ...PUDINA, titleHi: "  पहाड़ी पुदीना  " });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: string; titleHi: string };
    expect(body.titleHi).toBe("पहाड़ी पुदीना");
    expect(await search("पहाड़ी")).toEqual(["Pahadi Pudina"]);

    const admins = (await (
      await api.request("/api/admin/products?q=पहाड़ी", { headers: { Cookie: admin.cookie } })
    ).json()) as Array<{ slug: string }>;
    expect(admins.map((p) => p.slug)).toEqual(["pahadi-pudina"]);

    const changed = await send("PUT", `/api/admin/products/${body.id}`, { ...PUDINA, titleHi: "जंगली पुदीना" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ titleHi: "जंगली पुदीना" });
    expect(await search("पहाड़ी")).toEqual([]);
    expect(await search("जंगली")).toEqual(["Pahadi Pudina"]);

    const cleared = await send("PUT", `/api/admin/products/${body.id}`, { ...PUDINA, titleHi: "   " });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ titleHi: null });
    expect((await product("pahadi-pudina")).title_hi).toBeNull();
    expect(await search("जंगली")).toEqual([]);
    expect(await search("pahadi")).toEqual(["Pahadi Pudina"]);
  });

  it("refuses a Hindi name over 150 characters with a field message, and changes nothing", async () => {
    const tulsi = await product("tulsi-holy-basil");
    const res = await send("PUT", `/api/admin/products/${tulsi.id}`, {
      title: tulsi.title,
      slug: tulsi.slug,
      description: tulsi.description,
      price: tulsi.price_paise / 100,
      titleHi: "त".repeat(151),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ titleHi: "Must be at most 150 characters" });
    expect(await product("tulsi-holy-basil")).toEqual(tulsi);
  });
});
