import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARE_FACETS } from "#domain/catalogue/care.ts";
import { createTestApp } from "#tests/support/app.ts";
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

/** The plant finder's API (docs/product/catalogue.md#the-plant-finder): GET /api/products's filters and the facets. */

interface VariantJson {
  id: string;
  name: string;
  sku: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
}

interface ProductJson {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  salePrice: number;
  stock: number;
  rating: number;
  onSale: boolean;
  featuredProduct: boolean;
  createdAt: string;
  category: string;
  light: string | null;
  water: string | null;
  careLevel: string | null;
  petSafe: boolean | null;
  placement: string | null;
  optionName: string | null;
  variants: VariantJson[];
  priceFrom: number;
}

interface FacetsJson {
  total: number;
  category: Record<string, number>;
  light: Record<string, number>;
  water: Record<string, number>;
  care: Record<string, number>;
  placement: Record<string, number>;
  petSafe: { true: number; false: number };
  price: { min: number | null; max: number | null };
}

/** Each facet of the URL and the product JSON's field it filters on. */
const FACET_FIELD = {
  category: "category",
  light: "light",
  water: "water",
  care: "careLevel",
  placement: "placement",
} as const satisfies Record<string, keyof ProductJson>;

type FacetName = keyof typeof FACET_FIELD;

describe.each(DATABASE_KINDS)("the plant finder's API on %s", (kind) => {
  let t: TestDatabase;
  let api: Awaited<ReturnType<typeof createTestApp>>;
  /** The whole catalogue, as GET /api/products answers it: what each filter is checked against. */
  let catalogue: ProductJson[];

  /** Every product a query leaves, and the total the API says it leaves. */
  const list = async (query: string) => {
    const res = await api.request(`/api/products?limit=500&${query}`);
    expect(res.status, `${query}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
    const items = (await res.json()) as ProductJson[];
    const total = Number(res.headers.get("X-Total-Count"));
    expect(total, query).toBe(items.length);
    return { items, total };
  };
  const facets = async (query: string) => {
    const res = await api.request(`/api/products/facets?${query}`);
    expect(res.status, `${query}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
    return (await res.json()) as FacetsJson;
  };
  const slugsOf = (items: ProductJson[]) => items.map((p) => p.slug).sort();
  const where = (keep: (p: ProductJson) => boolean) => slugsOf(catalogue.filter(keep));
  const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
  const refusal = async (path: string) => {
    const res = await api.request(path);
    expect(res.status, path).toBe(400);
    return (await res.json()) as { error: string; code: string; fields: Record<string, string> };
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    api = await createTestApp(t);
    catalogue = (await list("")).items;
  });
  afterAll(() => t.close());

  describe("the product JSON", () => {
    it("carries the category, the care attributes, the option's name, the variants and the lowest price", async () => {
      const res = await api.request("/api/products/tulsi-holy-basil");
      const tulsi = (await res.json()) as ProductJson;
      const variants = await t.db
        .selectFrom("product_variants")
        .selectAll()
        .where("product_id", "=", tulsi.id)
        .orderBy("position")
        .execute();
      expect(variants.length).toBeGreaterThan(1);
      expect(tulsi).toMatchObject({
        category: "medicinal-plants",
        light: "Full sun",
        water: "Medium",
        careLevel: "Easy",
        petSafe: true,
        placement: "Outdoor",
        optionName: "Pot size",
      });
      expect(tulsi.variants).toEqual(
        variants.map((v) => ({
          id: v.id,
          name: v.name,
          nameHi: v.name_hi,
          sku: v.sku,
          price: v.price_paise / 100,
          discount: v.discount,
          salePrice: v.sale_price_paise / 100,
          stock: v.stock,
        })),
      );
      const [first] = tulsi.variants;
      expect({ price: tulsi.price, discount: tulsi.discount, salePrice: tulsi.salePrice }).toEqual({
        price: first!.price,
        discount: first!.discount,
        salePrice: first!.salePrice,
      });
      expect(tulsi.stock).toBe(tulsi.variants.reduce((sum, v) => sum + v.stock, 0));
      expect(tulsi.priceFrom).toBe(Math.min(...tulsi.variants.map((v) => v.salePrice)));
      // The larger pot is dearer.
      const prices = tulsi.variants.map((v) => v.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("a product that is no plant has no care attributes, and one sold in one variant no option", async () => {
      const powder = (await (await api.request("/api/products/amla-powder")).json()) as ProductJson;
      expect(powder).toMatchObject({
        category: "herbal-powders",
        light: null,
        water: null,
        careLevel: null,
        petSafe: null,
        placement: null,
        optionName: null,
        priceFrom: powder.salePrice,
      });
      expect(powder.variants).toHaveLength(1);
      expect(powder.variants[0]).toMatchObject({ price: powder.price, discount: powder.discount, stock: powder.stock });
    });

    it("every product in the list has them too, consistent with its variants", () => {
      for (const p of catalogue) {
        expect(p.variants.length, p.slug).toBeGreaterThan(0);
        expect(p.optionName === null, p.slug).toBe(p.variants.length === 1);
        expect(p.stock, p.slug).toBe(p.variants.reduce((sum, v) => sum + v.stock, 0));
        expect(p.priceFrom, p.slug).toBe(Math.min(...p.variants.map((v) => v.salePrice)));
        expect(p.price, p.slug).toBe(p.variants[0]!.price);
      }
      expect(catalogue.filter((p) => p.variants.length > 1).length).toBeGreaterThanOrEqual(20);
    });
  });

  describe("GET /api/products, filtered", () => {
    it.each([
      ["category", "trees"],
      ["light", "Shade"],
      ["water", "High"],
      ["care", "Expert"],
      ["placement", "Indoor or outdoor"],
    ] as Array<[FacetName, string]>)("%s=%s leaves exactly the products with that value", async (facet, value) => {
      const { items } = await list(param(facet, value));
      expect(items.length).toBeGreaterThan(0);
      expect(slugsOf(items)).toEqual(where((p) => p[FACET_FIELD[facet]] === value));
    });

    it("petSafe=1, onSale=1 and inStock=1 each leave what they say", async () => {
      expect(slugsOf((await list("petSafe=1")).items)).toEqual(where((p) => p.petSafe === true));
      expect(slugsOf((await list("onSale=1")).items)).toEqual(where((p) => p.onSale));
      expect(slugsOf((await list("inStock=1")).items)).toEqual(where((p) => p.stock > 0));
      expect(where((p) => p.stock === 0).length).toBeGreaterThan(0);
    });

    it("minPrice and maxPrice are rupees, on the lowest price a customer pays", async () => {
      const { items } = await list("minPrice=100&maxPrice=199.5");
      expect(items.length).toBeGreaterThan(0);
      expect(slugsOf(items)).toEqual(where((p) => p.priceFrom >= 100 && p.priceFrom <= 199.5));
      // A product sold dearer in a larger pot is found by its smallest pot's price.
      const varied = catalogue.find((p) => p.variants.some((v) => v.salePrice > p.priceFrom + 50))!;
      expect(slugsOf((await list(`minPrice=${varied.priceFrom}&maxPrice=${varied.priceFrom}`)).items)).toContain(
        varied.slug,
      );
      expect(slugsOf((await list("minPrice=100")).items)).toEqual(where((p) => p.priceFrom >= 100));
      expect(slugsOf((await list("maxPrice=150")).items)).toEqual(where((p) => p.priceFrom <= 150));
      expect((await list("minPrice=&maxPrice=")).total).toBe(catalogue.length);
    });

    it("q narrows by the text typed, as the header's search matches it", async () => {
      const { items } = await list("q=tulsi");
      expect(items.length).toBeGreaterThan(2);
      for (const p of items) expect(p.title.toLowerCase(), p.slug).toContain("tulsi");
      expect(slugsOf((await list("q=tulsi&category=herbal-teas")).items)).toEqual(["tulsi-tea"]);
      expect((await list("q=xyzzyplugh")).total).toBe(0);
    });

    it("several values of one facet are alternatives, from repeated keys or commas alike", async () => {
      const repeated = await list("light=Shade&light=Partial+shade");
      const commas = await list(`light=${encodeURIComponent("Shade,Partial shade")}`);
      expect(slugsOf(repeated.items)).toEqual(where((p) => p.light === "Shade" || p.light === "Partial shade"));
      expect(slugsOf(commas.items)).toEqual(slugsOf(repeated.items));
      expect(repeated.total).toBe((await list("light=Shade")).total + (await list("light=Partial+shade")).total);
      const categories = await list("category=trees&category=herbal-powders");
      expect(slugsOf(categories.items)).toEqual(
        where((p) => p.category === "trees" || p.category === "herbal-powders"),
      );
    });

    it("different facets narrow each other", async () => {
      const { items } = await list("light=Full+sun&water=Low&care=Easy&category=medicinal-plants&inStock=1");
      expect(items.length).toBeGreaterThan(0);
      expect(slugsOf(items)).toEqual(
        where(
          (p) =>
            p.light === "Full sun" &&
            p.water === "Low" &&
            p.careLevel === "Easy" &&
            p.category === "medicinal-plants" &&
            p.stock > 0,
        ),
      );
    });

    it.each([
      ["price-asc", (a: ProductJson, b: ProductJson) => a.priceFrom - b.priceFrom],
      ["price-desc", (a: ProductJson, b: ProductJson) => b.priceFrom - a.priceFrom],
      ["rating", (a: ProductJson, b: ProductJson) => b.rating - a.rating],
      ["newest", (a: ProductJson, b: ProductJson) => b.createdAt.localeCompare(a.createdAt)],
      [
        "featured",
        (a: ProductJson, b: ProductJson) =>
          Number(b.featuredProduct) - Number(a.featuredProduct) || b.createdAt.localeCompare(a.createdAt),
      ],
    ] as const)("sort=%s orders a filtered list", async (sort, order) => {
      const { items } = await list(`sort=${sort}&category=medicinal-plants`);
      expect(items.length).toBeGreaterThan(10);
      expect(items.every((p) => p.category === "medicinal-plants")).toBe(true);
      const misplaced = items.slice(1).filter((p, i) => order(items[i]!, p) > 0);
      expect(misplaced.map((p) => p.slug)).toEqual([]);
    });

    it("pages a filtered list with X-Total-Count the total of every page", async () => {
      const all = await list("sort=price-asc&water=Medium");
      const res = await api.request("/api/products?sort=price-asc&water=Medium&limit=5&offset=5");
      expect(Number(res.headers.get("X-Total-Count"))).toBe(all.total);
      expect(((await res.json()) as ProductJson[]).map((p) => p.id)).toEqual(all.items.slice(5, 10).map((p) => p.id));
    });

    it.each([
      ["light=Sunny", "light", "Unknown light: choose Full sun, Partial shade, Shade"],
      ["light=Shade,Sunny", "light", "Unknown light: choose Full sun, Partial shade, Shade"],
      ["water=Lots", "water", "Unknown water: choose Low, Medium, High"],
      ["care=Hard", "care", "Unknown care: choose Easy, Moderate, Expert"],
      ["placement=Roof", "placement", "Unknown placement: choose Indoor, Outdoor, Indoor or outdoor"],
      ["minPrice=abc", "minPrice", "minPrice and maxPrice must be amounts in rupees of at least 0"],
      ["maxPrice=-1", "maxPrice", "minPrice and maxPrice must be amounts in rupees of at least 0"],
      ["maxPrice=99999999", "maxPrice", "minPrice and maxPrice must be at most ₹10,00,000"],
      ["minPrice=500&maxPrice=100", "minPrice", "minPrice must not be above maxPrice"],
    ])("refuses %s with 400 naming the filter, on the list and the facets", async (query, filter, text) => {
      for (const path of [`/api/products?${query}`, `/api/products/facets?${query}`]) {
        const body = await refusal(path);
        expect(body.error, path).toBe(text);
        expect(
          Object.keys(body.fields).map((field) => field.split(".")[0]),
          path,
        ).toEqual([filter]);
        expect(Object.values(body.fields)).toEqual([text]);
      }
    });

    it("an unknown category is not found, on the list and the facets", async () => {
      for (const path of [
        "/api/products?category=no-such-category",
        "/api/products?category=trees,no-such-category",
        "/api/products/facets?category=no-such-category",
      ]) {
        const res = await api.request(path);
        expect(res.status, path).toBe(404);
        expect(await res.json()).toEqual({ error: "Category not found", code: "catalogue.categories.notFound" });
      }
    });
  });

  describe("GET /api/products/facets", () => {
    /** Each facet's counts, recounted from the products every other filter leaves. */
    const recount = (items: ProductJson[], field: keyof ProductJson) => {
      const counts: Record<string, number> = {};
      for (const p of items) {
        const value = p[field];
        if (value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
      }
      return counts;
    };
    /** The filters of a query without one facet's (or without the price bounds). */
    const without = (query: string, ...names: string[]) =>
      query
        .split("&")
        .filter((part) => !names.includes(part.split("=")[0]!))
        .join("&");

    it.each([
      [""],
      ["category=medicinal-plants&light=Full+sun"],
      ["light=Shade&light=Partial+shade&water=Medium&inStock=1"],
      ["care=Easy&placement=Outdoor&petSafe=1&minPrice=100&maxPrice=400"],
      ["category=kitchen-herbs,trees&onSale=1&q=a"],
    ])("counts each facet with every filter but its own (%s)", async (query) => {
      const counted = await facets(query);
      const { total } = await list(query);
      expect(counted.total).toBe(total);
      for (const facet of Object.keys(FACET_FIELD) as FacetName[]) {
        const others = (await list(without(query, facet))).items;
        expect(counted[facet], facet).toEqual(recount(others, FACET_FIELD[facet]));
        // And each value's count is what choosing that value alone would leave.
        for (const [value, n] of Object.entries(counted[facet]).slice(0, 3)) {
          expect((await list(`${without(query, facet)}&${param(facet, value)}`)).total, `${facet}=${value}`).toBe(n);
        }
      }
      const othersOfPetSafe = (await list(without(query, "petSafe"))).items;
      expect(counted.petSafe).toEqual({
        true: othersOfPetSafe.filter((p) => p.petSafe === true).length,
        false: othersOfPetSafe.filter((p) => p.petSafe === false).length,
      });
      expect(counted.petSafe.true).toBe((await list(`${without(query, "petSafe")}&petSafe=1`)).total);
      const priced = (await list(without(query, "minPrice", "maxPrice"))).items.map((p) => p.priceFrom);
      expect(counted.price).toEqual({ min: Math.min(...priced), max: Math.max(...priced) });
    });

    it("with no filter: the category counts are the categories' own, the care values are every value", async () => {
      const counted = await facets("");
      expect(counted.total).toBe(catalogue.length);
      const categories = (await (await api.request("/api/categories")).json()) as Array<{
        slug: string;
        productCount: number;
      }>;
      expect(counted.category).toEqual(Object.fromEntries(categories.map((c) => [c.slug, c.productCount])));
      for (const [facet, values] of Object.entries(CARE_FACETS)) {
        expect(Object.keys(counted[facet as FacetName]).sort(), facet).toEqual([...values].sort());
      }
      expect(counted.price.min).toBe(Math.min(...catalogue.map((p) => p.priceFrom)));
      expect(counted.price.max).toBe(Math.max(...catalogue.map((p) => p.priceFrom)));
    });

    it("answers zero products and no price range when nothing matches", async () => {
      expect(await facets("q=xyzzyplugh")).toEqual({
        total: 0,
        category: {},
        light: {},
        water: {},
        care: {},
        placement: {},
        petSafe: { true: 0, false: 0 },
        price: { min: null, max: null },
      });
    });
  });
});
