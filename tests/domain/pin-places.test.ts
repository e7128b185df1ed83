import { describe, expect, it } from "vitest";
import { placeOfPin } from "#domain/india/cities.ts";

describe("the place a PIN code fills in (docs/product/addresses.md#pin-codes)", () => {
  it("gives the state of the postal circle, the longest prefix deciding", () => {
    expect(placeOfPin("440010")?.state).toBe("Maharashtra");
    expect(placeOfPin("403001")?.state).toBe("Goa");
    expect(placeOfPin("403512")).toEqual({ state: "Goa", city: null });
    expect(placeOfPin("194101")).toEqual({ state: "Ladakh", city: null });
    expect(placeOfPin("737101")).toEqual({ state: "Sikkim", city: null });
  });

  it("gives the city where the PIN's district is a known city", () => {
    expect(placeOfPin("411004")).toEqual({ state: "Maharashtra", city: "Pune" });
    expect(placeOfPin("400016")).toEqual({ state: "Maharashtra", city: "Mumbai" });
    expect(placeOfPin("403001")).toEqual({ state: "Goa", city: "Panaji" });
    expect(placeOfPin("560025")).toEqual({ state: "Karnataka", city: "Bengaluru" });
    expect(placeOfPin("110001")).toEqual({ state: "Delhi", city: "Delhi" });
    expect(placeOfPin("600002")).toEqual({ state: "Tamil Nadu", city: "Chennai" });
    // Thane's 4006xx is not Mumbai's own.
    expect(placeOfPin("400601")).toEqual({ state: "Maharashtra", city: null });
  });

  it("never names a city of another state inside a finer prefix", () => {
    expect(placeOfPin("682001")).toEqual({ state: "Kerala", city: "Kochi" });
    expect(placeOfPin("682555")).toEqual({ state: "Lakshadweep", city: null });
  });

  it("knows nothing of malformed, unallotted and field post office PIN codes", () => {
    for (const pin of ["", "41100", "4110011", "011001", "354001", "930056", "411 004"]) {
      expect(placeOfPin(pin), pin).toBeNull();
    }
  });
});
