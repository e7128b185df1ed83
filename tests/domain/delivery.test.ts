import { describe, expect, it } from "vitest";
import { addWorkingDays, deliveryZone, estimateDelivery, REMOTE_STATES } from "#domain/delivery.ts";
import { formatDayMonth, formatDayMonthYear, indianDate } from "#domain/india/time.ts";

/** Friday 20 November 2026, 10:00 in India. */
const FRIDAY = new Date("2026-11-20T10:00:00+05:30");

describe("working days", () => {
  it("skip Sundays", () => {
    expect(addWorkingDays("2026-11-20", 1)).toBe("2026-11-21");
    expect(addWorkingDays("2026-11-20", 2)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-21", 1)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-22", 1)).toBe("2026-11-23");
    expect(addWorkingDays("2026-11-20", 12)).toBe("2026-12-04");
    expect(addWorkingDays("2026-12-30", 3)).toBe("2027-01-02");
  });

  it("count from India's date, not the server's", () => {
    expect(indianDate(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
    expect(indianDate(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("read as India reads them", () => {
    expect(formatDayMonth("2026-11-27")).toBe("Fri, 27 Nov");
    expect(formatDayMonthYear("2027-01-02")).toBe("Sat, 2 Jan 2027");
  });

  it("read in Hindi on Hindi pages and mails, the day and month in Hindi's own words", () => {
    expect(formatDayMonth("2026-11-27", "hi-IN")).toBe("शुक्र, 27 नव॰");
    expect(formatDayMonthYear("2026-11-27", "hi-IN")).toBe("शुक्र, 27 नव॰ 2026");
  });
});

describe("delivery estimate from a shop in Maharashtra", () => {
  const estimate = (pin: string, now = FRIDAY) => estimateDelivery({ pin, shopState: "Maharashtra", now });

  it("same state: 2–4 working days", () => {
    expect(estimate("411001")).toEqual({
      pin: "411001",
      state: "Maharashtra",
      earliest: "2026-11-23",
      latest: "2026-11-25",
    });
  });

  it("other states: 4–7 working days", () => {
    expect(estimate("560001")).toEqual({
      pin: "560001",
      state: "Karnataka",
      earliest: "2026-11-25",
      latest: "2026-11-28",
    });
    expect(estimate("403001")).toMatchObject({ state: "Goa", latest: "2026-11-28" });
  });

  it("north-east, Jammu and Kashmir, Ladakh and the islands: 7–10 working days", () => {
    for (const pin of ["781001", "737101", "799001", "190001", "194101", "744101", "682555"]) {
      expect(estimate(pin), pin).toMatchObject({ earliest: "2026-11-28", latest: "2026-12-02" });
    }
    expect(REMOTE_STATES.size).toBe(12);
  });

  it("Army Postal Service: remote, named as such", () => {
    expect(estimate("930056")).toEqual({
      pin: "930056",
      state: "Army Postal Service",
      earliest: "2026-11-28",
      latest: "2026-12-02",
    });
  });

  it("an order placed on a Sunday in India (Saturday evening in UTC) counts from Sunday", () => {
    expect(estimate("411001", new Date("2026-11-21T19:00:00Z"))).toMatchObject({
      earliest: "2026-11-24",
      latest: "2026-11-26",
    });
  });

  it("a shared prefix promises the slower state's days; no settings means no local zone", () => {
    expect(deliveryZone("Punjab", "160017")).toBe("national");
    expect(deliveryZone("Chandigarh", "160017")).toBe("national");
    expect(deliveryZone("Punjab", "141001")).toBe("local");
    expect(deliveryZone(null, "411001")).toBe("national");
  });

  it("none for an unknown or malformed PIN code", () => {
    expect(estimate("350001")).toBeNull();
    expect(estimate("41100")).toBeNull();
  });
});
