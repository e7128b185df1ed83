import { describe, expect, it } from "vitest";
import { careOfSearch, withCareWords } from "#domain/catalogue/care-words.ts";
import { NO_FILTERS } from "#domain/catalogue/finder.ts";

describe("care words in a search (docs/product/catalogue.md#search)", () => {
  it("reads where a plant grows and the care it asks, in English and Hindi", () => {
    expect(careOfSearch("shade").care?.light).toEqual(["Shade", "Partial shade"]);
    expect(careOfSearch("छाया").care?.light).toEqual(["Shade", "Partial shade"]);
    expect(careOfSearch("Sunny").care?.light).toEqual(["Full sun"]);
    expect(careOfSearch("balcony").care?.placement).toEqual(["Outdoor", "Indoor or outdoor"]);
    expect(careOfSearch("बालकनी").care?.placement).toEqual(["Outdoor", "Indoor or outdoor"]);
    expect(careOfSearch("indoor").care?.placement).toEqual(["Indoor", "Indoor or outdoor"]);
    expect(careOfSearch("pet safe").care?.petSafe).toBe(true);
    expect(careOfSearch("pet-safe").care?.petSafe).toBe(true);
    expect(careOfSearch("easy").care?.care).toEqual(["Easy"]);
    expect(careOfSearch("आसान").care?.care).toEqual(["Easy"]);
    expect(careOfSearch("कम पानी").care?.water).toEqual(["Low"]);
  });

  it("keeps the other words for the names, without the words said around care", () => {
    expect(careOfSearch("plants for a shady balcony")).toEqual({
      care: { light: ["Shade", "Partial shade"], water: [], care: [], placement: ["Outdoor", "Indoor or outdoor"] },
      rest: "",
    });
    expect(careOfSearch("बालकनी के लिए पौधे").rest).toBe("");
    expect(careOfSearch("easy tulsi").rest).toBe("tulsi");
    expect(careOfSearch("shade sunny").care?.light).toEqual(["Shade", "Partial shade", "Full sun"]);
  });

  it("names no care for a plain name, and leaves the text whole", () => {
    expect(careOfSearch("Tulsi (Holy Basil)").care).toBeNull();
    expect(careOfSearch("plants").care).toBeNull();
    expect(careOfSearch("sunflower").care).toBeNull();
    expect(withCareWords({ ...NO_FILTERS, q: "for tulsi" })).toEqual({ ...NO_FILTERS, q: "for tulsi" });
  });

  it("becomes the finder's filters, a facet chosen in the finder winning", () => {
    expect(withCareWords({ ...NO_FILTERS, q: "pet safe shade tulsi" })).toEqual({
      ...NO_FILTERS,
      light: ["Shade", "Partial shade"],
      petSafe: true,
      q: "tulsi",
    });
    expect(withCareWords({ ...NO_FILTERS, light: ["Full sun"], q: "shade" })).toEqual({
      ...NO_FILTERS,
      light: ["Full sun"],
      q: undefined,
    });
  });
});
