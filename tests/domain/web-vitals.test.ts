import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { vitalsBeaconSchema } from "#domain/schemas/web-vitals.ts";
import { VITALS_PAGE_TYPES, vitalsPageType, vitalsRating } from "#domain/web-vitals.ts";

/** Real-user speed (docs/product/admin.md#real-user-speed): Google's thresholds and what a beacon may say. */

describe("Google's rating of a Core Web Vital", () => {
  it.each([
    ["LCP", 0, "good"],
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["INP", 200, "good"],
    ["INP", 201, "needs-improvement"],
    ["INP", 500, "needs-improvement"],
    ["INP", 501, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.1001, "needs-improvement"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.2501, "poor"],
  ] as const)("%s %s is %s (a threshold itself is the better side)", (metric, value, rating) => {
    expect(vitalsRating(metric, value)).toBe(rating);
  });
});

/** Every route id app/routes.ts declares, nested ones too. */
function routeIds(entries: ReadonlyArray<{ id?: string; file: string; children?: unknown }>): string[] {
  return entries.flatMap((entry) => [
    entry.id ?? entry.file.replace(/\.tsx$/, ""),
    ...routeIds((entry.children ?? []) as typeof entries),
  ]);
}

describe("the page type a sample is filed under", () => {
  it("is one of the known types for every shop route, and none for the admin's", () => {
    const ids = routeIds(routes);
    expect(ids).toContain("routes/plant");
    for (const id of ids) {
      const type = vitalsPageType(id);
      if (id.startsWith("routes/admin/")) expect(type, id).toBeNull();
      else expect(VITALS_PAGE_TYPES, id).toContain(type);
    }
  });

  it("names the kind of page, never which one", () => {
    expect(vitalsPageType("routes/home")).toBe("home");
    expect(vitalsPageType("routes/plants")).toBe("catalogue");
    expect(vitalsPageType("routes/plant")).toBe("product");
    expect(vitalsPageType("routes/order")).toBe("order");
    expect(vitalsPageType("routes/privacy")).toBe("info");
    expect(vitalsPageType("routes/not-found")).toBe("other");
  });
});

describe("a speed beacon", () => {
  const beacon = {
    page: "product",
    navigation: "navigate",
    device: "mobile",
    metrics: [
      { name: "LCP", value: 2412 },
      { name: "INP", value: 96 },
      { name: "CLS", value: 0.0132 },
    ],
  };
  const refused = (changes: object) => !vitalsBeaconSchema.safeParse({ ...beacon, ...changes }).success;

  it("takes a page type, how it was reached, the device class and each metric once", () => {
    expect(vitalsBeaconSchema.parse({ ...beacon, url: "/plant/tulsi?ref=mail", userId: "u1" })).toEqual(beacon);
  });

  it("refuses what no page of the shop sends", () => {
    expect(refused({ page: "/plant/tulsi" })).toBe(true);
    expect(refused({ navigation: "teleport" })).toBe(true);
    expect(refused({ device: "fridge" })).toBe(true);
    expect(refused({ metrics: [] })).toBe(true);
    expect(refused({ metrics: [{ name: "FID", value: 10 }] })).toBe(true);
    expect(refused({ metrics: [{ name: "LCP", value: -1 }] })).toBe(true);
    expect(refused({ metrics: [{ name: "LCP", value: "fast" }] })).toBe(true);
    expect(refused({ metrics: [{ name: "LCP", value: 120_001 }] })).toBe(true);
    expect(refused({ metrics: [{ name: "CLS", value: 10.5 }] })).toBe(true);
    expect(
      refused({
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      }),
    ).toBe(true);
    expect(refused({ metrics: [...beacon.metrics, { name: "LCP", value: 2 }] })).toBe(true);
  });
});
