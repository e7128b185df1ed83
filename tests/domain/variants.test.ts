import { describe, expect, it } from "vitest";
import {
  chosenVariant,
  lineName,
  orderedVariant,
  productFigures,
  soldVariantName,
} from "#domain/catalogue/variants.ts";

/** docs/product/catalogue.md#variants */
const SIZES = [
  { id: "small", name: "4-inch pot", pricePaise: 19900, discount: 10, stock: 4 },
  { id: "large", name: "8-inch pot", pricePaise: 34900, discount: 0, stock: 0 },
];

describe("variants", () => {
  it("the product shows its first variant's price and discount, the lowest price paid, and the sum of stock", () => {
    expect(productFigures(SIZES)).toEqual({
      pricePaise: 19900,
      discount: 10,
      lowestSalePricePaise: 17900,
      priceVaries: true,
      stock: 4,
    });
    expect(productFigures([SIZES[1]!]).priceVaries).toBe(false);
    expect(() => productFigures([])).toThrow();
  });

  it("a line names no variant, or an unknown one: the default, or nothing to order", () => {
    expect(orderedVariant(SIZES, undefined)?.id).toBe("small");
    expect(orderedVariant(SIZES, "large")?.id).toBe("large");
    expect(orderedVariant(SIZES, "gone")).toBeUndefined();
  });

  it("a page's ?variant= that names no variant of the product shows the default", () => {
    expect(chosenVariant(SIZES, "large").id).toBe("large");
    expect(chosenVariant(SIZES, "gone").id).toBe("small");
    expect(chosenVariant(SIZES, null).id).toBe("small");
  });

  it("names a variant only for a product offering a choice", () => {
    expect(lineName("Tulsi (Holy Basil)", soldVariantName("Pot size", "6-inch pot"))).toBe(
      "Tulsi (Holy Basil) — 6-inch pot",
    );
    expect(lineName("Neem Oil", soldVariantName(null, "Standard"))).toBe("Neem Oil");
  });
});
