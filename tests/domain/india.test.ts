import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isWellFormedGstin } from "#domain/india/gstin.ts";
import { phoneSearchDigits } from "#domain/india/phone.ts";
import { INDIAN_MIDNIGHT_UTC, indianDate, startOfIndianDay } from "#domain/india/time.ts";
import { gstStateCode, STATES } from "#domain/india/states.ts";
import { shopSettingsSchema } from "#domain/schemas/settings.ts";
import { inEnglish } from "#tests/support/messages.ts";

describe("states and union territories", () => {
  it("lists all 36, each with its own two-digit GST code", () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(36);
    expect(gstStateCode("Maharashtra")).toBe("27");
    expect(gstStateCode("Ladakh")).toBe("38");
    expect(gstStateCode("Bombay")).toBeUndefined();
  });
});

describe("GSTIN", () => {
  it("checks the shape and the check character", () => {
    expect(isWellFormedGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isWellFormedGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isWellFormedGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isWellFormedGstin("27AAPFU0939F1XV")).toBe(false);
    expect(isWellFormedGstin("27aapfu0939f1zv")).toBe(false);
    expect(gstinCheckCharacter("27AAFCV1234K1Z")).toBe("9");
  });
});

describe("shop settings", () => {
  const settings = {
    legalName: "Vanaushadhi Herbs Private Limited",
    tradeName: "Vanaushadhi",
    address: "14 Baner Road",
    city: "Pune",
    state: "Maharashtra",
    pin: "411045",
    gstin: "27aafcv1234k1z9",
    email: "info@vanaushadhi.in",
    phone: "+91 98765 43210",
    upiId: "vanaushadhi@okicici",
    upiName: "Vanaushadhi Herbs",
    invoicePrefix: "va",
    grievanceOfficer: {
      name: "Meera Kulkarni",
      designation: "Grievance Officer",
      email: "grievance@vanaushadhi.in",
      phone: "020-4567-8900",
    },
  };

  it("accepts well-formed settings, normalising the GSTIN and the prefix, keeping the phone as written", () => {
    const parsed = shopSettingsSchema.parse(settings);
    expect(parsed.gstin).toBe("27AAFCV1234K1Z9");
    expect(parsed.invoicePrefix).toBe("VA");
    expect(parsed.phone).toBe("+91 98765 43210");
  });

  it.each([
    ["gstin", { gstin: "27AAFCV1234K1Z8" }, "This GSTIN is not valid: check it against your registration"],
    ["gstin", { state: "Karnataka" }, "A GSTIN registered in Karnataka starts with 29"],
    ["state", { state: "Bombay" }, "Choose a state or union territory"],
    ["pin", { pin: "011045" }, "Enter a valid 6-digit PIN code"],
    ["upiId", { upiId: "vanaushadhi" }, "Enter a UPI ID such as shopname@okicici"],
    ["invoicePrefix", { invoicePrefix: "VAN-1" }, "Use 1 to 4 letters or digits"],
  ])("refuses a wrong %s", (field, change, message) => {
    const result = shopSettingsSchema.safeParse({ ...settings, ...change });
    expect(result.success).toBe(false);
    expect(inEnglish(result.error!.issues.find((i) => i.path[0] === field)!.message)).toBe(message);
  });
});

describe("India's calendar (issue 15: the dashboard's days)", () => {
  it("starts each Indian day at 18:30 UTC the day before", () => {
    expect(startOfIndianDay("2026-11-10")).toBe("2026-11-09T18:30:00.000Z");
    expect(indianDate(new Date("2026-11-09T18:29:59.999Z"))).toBe("2026-11-09");
    expect(indianDate(new Date(startOfIndianDay("2026-11-10")))).toBe("2026-11-10");
    expect(startOfIndianDay("2027-01-01")).toBe(`2026-12-31T${INDIAN_MIDNIGHT_UTC}:00.000Z`);
  });
});

describe("phoneSearchDigits (issue 15: the admin's order search)", () => {
  it("reads a phone number however it is written", () => {
    for (const text of ["9876543210", "+91 98765 43210", "+91-98765-43210", "098765 43210", "919876543210"]) {
      expect(phoneSearchDigits(text), text).toBe("9876543210");
    }
    expect(phoneSearchDigits("(080) 2345 6789")).toBe("8023456789");
    expect(phoneSearchDigits("98765")).toBe("98765");
  });

  it("is null for text that is not a phone number or too short to mean one", () => {
    for (const text of ["Asha", "asha@example.in", "98a76", "1234", "#01164a70", ""]) {
      expect(phoneSearchDigits(text), text).toBeNull();
    }
  });
});
