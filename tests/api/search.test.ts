import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

interface Hit {
  id: string;
  slug: string;
  title: string;
  image1: string | null;
  scientificName: string;
  price: number;
  discount: number;
}

describe.each(DATABASE_KINDS)("GET /api/search on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
  });
  afterAll(() => t.close());

  async function search(q: string, extra = "") {
    const res = await api.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Hit[];
  }

  it("answers the modal's rows: id, slug, title, Hindi name, scientific name, a small first image and the price", async () => {
    const res = await api.request("/api/search?q=neem");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const [hit] = (await res.json()) as Hit[];
    expect(hit).toEqual({
      id: expect.any(String),
      slug: "neem",
      title: "Neem",
      titleHi: "नीम",
      scientificName: "Azadirachta indica",
      image1: "/media/plant-neem-320.webp",
      price: expect.any(Number),
      discount: expect.any(Number),
    });
    const neem = (await (await api.request("/api/products/neem")).json()) as { price: number; discount: number };
    expect({ price: hit!.price, discount: hit!.discount }).toEqual({ price: neem.price, discount: neem.discount });
  });

  it("matches titles case-insensitively, best first, with the default limit of 8", async () => {
    const hits = await search("TuLSi");
    const titles = hits.map((h) => h.title);
    expect(titles[0]).toBe("Tulsi (Holy Basil)");
    for (const name of ["Krishna Tulsi (Shyama Tulsi)", "Vana Tulsi (Wild Basil)", "Kapoor Tulsi (Camphor Basil)"]) {
      expect(titles).toContain(name);
    }
    expect(hits.every((h) => h.title.toLowerCase().includes("tulsi"))).toBe(true);
    expect((await search("a")).length).toBe(8);
    expect((await search("a", "&limit=3")).length).toBe(3);
  });

  it("matches the scientific name, and every typed word", async () => {
    expect((await search("withania")).map((h) => h.title)).toContain("Ashwagandha");
    expect((await search("Ocimum")).length).toBeGreaterThanOrEqual(3);
    const both = await search("tulsi basil");
    expect(both.map((h) => h.title)).toContain("Vana Tulsi (Wild Basil)");
    expect(both.map((h) => h.title)).not.toContain("Krishna Tulsi (Shyama Tulsi)");
  });

  it("forgives small typos", async () => {
    expect((await search("ashwaganda"))[0]?.title).toBe("Ashwagandha");
    expect((await search("aswhagandha"))[0]?.title).toBe("Ashwagandha");
    expect((await search("tusli"))[0]?.title).toBe("Tulsi (Holy Basil)");
    expect((await search("brhami")).map((h) => h.title)).toContain("Brahmi");
  });

  it("finds nothing for nonsense, without guessing wildly", async () => {
    expect(await search("xyzzyplugh")).toEqual([]);
    expect(await search("qqqq")).toEqual([]);
  });

  it("searches LIKE wildcards and quotes literally and never fails on odd input", async () => {
    // Unescaped, each of these would match (nearly) every product.
    for (const q of ["%", "_", "%%%", "\\", "a%e", "t_lsi"]) expect(await search(q), q).toEqual([]);
    for (const q of ["'", '"', "' or 1=1 --", "तुलसी", "🌿", "\u00e9", "NULL", "a\u0000b"]) {
      expect(Array.isArray(await search(q)), q).toBe(true);
    }
    expect((await search("(holy basil)")).map((h) => h.title)).toContain("Tulsi (Holy Basil)");
  });

  it.each([
    ["", "Type something to search for"],
    ["   ", "Type something to search for"],
    ["x".repeat(101), "Search text must be at most 100 characters"],
  ])("refuses q=%j with a 400 JSON error", async (q, message) => {
    const res = await api.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
  });

  it("refuses a missing q and a bad limit with a 400 JSON error", async () => {
    expect((await api.request("/api/search")).status).toBe(400);
    for (const limit of ["0", "21", "abc", "2.5", "-1", ""]) {
      const res = await api.request(`/api/search?q=tulsi&limit=${limit}`);
      expect(res.status, `limit=${limit}`).toBe(400);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields).toHaveProperty("limit");
    }
    expect((await search("a", "&limit=20")).length).toBe(20);
  });
});
