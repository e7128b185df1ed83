import { describe, expect, it } from "vitest";
import { isArmyPostalPin, isKnownPin, pinBelongsTo, pinInSearch, statesOfPin } from "#domain/india/pin-codes.ts";
import { type StateName, STATE_NAMES } from "#domain/india/states.ts";
import { newAddressSchema } from "#domain/schemas/account.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { fieldsInEnglish } from "#tests/support/messages.ts";

/** A real PIN code of each state and union territory (its capital or largest city). */
const SAMPLES: Record<StateName, string> = {
  "Andaman and Nicobar Islands": "744101",
  "Andhra Pradesh": "520001",
  "Arunachal Pradesh": "791111",
  Assam: "781001",
  Bihar: "800001",
  Chandigarh: "160017",
  Chhattisgarh: "492001",
  "Dadra and Nagar Haveli and Daman and Diu": "396230",
  Delhi: "110001",
  Goa: "403001",
  Gujarat: "380001",
  Haryana: "122001",
  "Himachal Pradesh": "171001",
  "Jammu and Kashmir": "190001",
  Jharkhand: "834001",
  Karnataka: "560001",
  Kerala: "682001",
  Ladakh: "194101",
  Lakshadweep: "682555",
  "Madhya Pradesh": "462001",
  Maharashtra: "400001",
  Manipur: "795001",
  Meghalaya: "793001",
  Mizoram: "796001",
  Nagaland: "797001",
  Odisha: "751001",
  Puducherry: "605001",
  Punjab: "141001",
  Rajasthan: "302001",
  Sikkim: "737101",
  "Tamil Nadu": "600001",
  Telangana: "500001",
  Tripura: "799001",
  "Uttar Pradesh": "226001",
  Uttarakhand: "248001",
  "West Bengal": "700001",
};

describe("PIN codes by India Post's circles", () => {
  it.each(STATE_NAMES.map((state) => [state, SAMPLES[state]] as const))(
    "%s: %s is there, and named first",
    (state, pin) => {
      expect(pinBelongsTo(pin, state)).toBe(true);
      expect(statesOfPin(pin)[0]).toBe(state);
    },
  );

  it("refuses each sample in every other state it is not shared with", () => {
    for (const [state, pin] of Object.entries(SAMPLES)) {
      const elsewhere = STATE_NAMES.filter((s) => s !== state && !statesOfPin(pin).includes(s));
      expect(
        elsewhere.filter((s) => pinBelongsTo(pin, s)),
        pin,
      ).toEqual([]);
    }
  });

  it("Goa is 403 inside Maharashtra's 40–44", () => {
    expect(statesOfPin("403001")).toEqual(["Goa"]);
    expect(pinBelongsTo("403001", "Maharashtra")).toBe(false);
    expect(pinBelongsTo("400001", "Goa")).toBe(false);
    expect(pinBelongsTo("444001", "Maharashtra")).toBe(true);
  });

  it("Puducherry is 605 (shared with Tamil Nadu), and Karaikal, Yanam and Mahe inside other circles", () => {
    expect(statesOfPin("605001")).toEqual(["Puducherry", "Tamil Nadu"]);
    expect(pinBelongsTo("605602", "Tamil Nadu")).toBe(true);
    expect(pinBelongsTo("609602", "Puducherry")).toBe(true);
    expect(pinBelongsTo("533464", "Puducherry")).toBe(true);
    expect(pinBelongsTo("673310", "Puducherry")).toBe(true);
    expect(pinBelongsTo("600001", "Puducherry")).toBe(false);
  });

  it("Chandigarh is 160, shared with Mohali in Punjab; the rest of 16 is Punjab", () => {
    expect(statesOfPin("160017")).toEqual(["Chandigarh", "Punjab"]);
    expect(pinBelongsTo("160055", "Punjab")).toBe(true);
    expect(pinBelongsTo("160017", "Haryana")).toBe(false);
    expect(statesOfPin("161001")).toEqual(["Punjab"]);
    expect(pinBelongsTo("141001", "Chandigarh")).toBe(false);
  });

  it("Sikkim is 737 and the Andaman and Nicobar Islands 744, inside West Bengal's 70–74", () => {
    expect(statesOfPin("737101")).toEqual(["Sikkim"]);
    expect(pinBelongsTo("737101", "West Bengal")).toBe(false);
    expect(statesOfPin("744101")).toEqual(["Andaman and Nicobar Islands"]);
    expect(pinBelongsTo("744101", "West Bengal")).toBe(false);
    expect(pinBelongsTo("736101", "West Bengal")).toBe(true);
  });

  it("Lakshadweep is 682551–682559 inside Kerala's 682; Kochi's Vypin (6825xx) stays Kerala", () => {
    for (const pin of ["682551", "682555", "682559"]) expect(statesOfPin(pin), pin).toEqual(["Lakshadweep"]);
    expect(pinBelongsTo("682555", "Kerala")).toBe(false);
    expect(statesOfPin("682001")).toEqual(["Kerala"]);
    expect(statesOfPin("682509")).toEqual(["Kerala"]);
  });

  it("Ladakh is 194 inside Jammu and Kashmir's 18–19", () => {
    expect(statesOfPin("194101")).toEqual(["Ladakh"]);
    expect(pinBelongsTo("194101", "Jammu and Kashmir")).toBe(false);
    expect(pinBelongsTo("193101", "Jammu and Kashmir")).toBe(true);
  });

  it("Uttarakhand's 248, 249 and 263, and the prefixes it shares with Uttar Pradesh", () => {
    expect(statesOfPin("249201")).toEqual(["Uttarakhand"]);
    expect(statesOfPin("263001")).toEqual(["Uttarakhand"]);
    expect(pinBelongsTo("247667", "Uttarakhand")).toBe(true);
    expect(pinBelongsTo("247001", "Uttar Pradesh")).toBe(true);
    expect(pinBelongsTo("248001", "Uttar Pradesh")).toBe(false);
    expect(pinBelongsTo("226001", "Uttarakhand")).toBe(false);
  });

  it("the north-east's 79 by state", () => {
    expect(statesOfPin("790001")).toEqual(["Arunachal Pradesh"]);
    expect(statesOfPin("794001")).toEqual(["Meghalaya"]);
    expect(statesOfPin("798601")).toEqual(["Nagaland"]);
    expect(pinBelongsTo("799001", "Assam")).toBe(false);
  });

  it("Jharkhand's ranges inside Bihar's 80–85", () => {
    expect(statesOfPin("831001")).toEqual(["Jharkhand"]);
    expect(statesOfPin("826001")).toEqual(["Jharkhand"]);
    expect(statesOfPin("823001")).toEqual(["Bihar"]);
    expect(statesOfPin("811201")).toEqual(["Bihar"]);
    expect(pinBelongsTo("834001", "Bihar")).toBe(false);
    expect(pinBelongsTo("813208", "Jharkhand")).toBe(true);
  });

  it("Daman, Diu and Silvassa sit in Gujarat's 362 and 396", () => {
    expect(pinBelongsTo("396210", "Dadra and Nagar Haveli and Daman and Diu")).toBe(true);
    expect(pinBelongsTo("362520", "Dadra and Nagar Haveli and Daman and Diu")).toBe(true);
    expect(pinBelongsTo("380001", "Dadra and Nagar Haveli and Daman and Diu")).toBe(false);
  });

  it("90–99 is the Army Postal Service: valid in any state, but no state's own", () => {
    for (const pin of ["900001", "930056", "999999"]) {
      expect(isArmyPostalPin(pin)).toBe(true);
      expect(isKnownPin(pin)).toBe(true);
      expect(
        STATE_NAMES.every((s) => pinBelongsTo(pin, s)),
        pin,
      ).toBe(true);
      expect(statesOfPin(pin)).toEqual([]);
    }
  });

  it("refuses unallotted prefixes and malformed codes", () => {
    for (const pin of ["350001", "540001", "550001", "650001", "660001", "860001", "890001"]) {
      expect(isKnownPin(pin), pin).toBe(false);
      expect(
        STATE_NAMES.some((s) => pinBelongsTo(pin, s)),
        pin,
      ).toBe(false);
    }
    for (const pin of ["012345", "41100", "4110011", "41100a", "", " 411001"]) {
      expect(statesOfPin(pin), pin).toEqual([]);
      expect(isKnownPin(pin), pin).toBe(false);
    }
  });
});

describe("the address schema's Indian rules", () => {
  const address = {
    recipient: "Mary Thomas",
    mobile: "94470 12345",
    street: "1 Fort Road",
    city: "Kochi",
    state: "Kerala",
    zip: "682001",
  };
  const errors = (value: unknown) => {
    const result = newAddressSchema.safeParse(value);
    return result.success ? {} : fieldsInEnglish(fieldErrors(result.error));
  };

  it("keeps the required messages of docs/product/addresses.md#messages", () => {
    expect(errors({ recipient: "", mobile: "", street: "", city: "", state: "", zip: "" })).toEqual({
      recipient: "Recipient name is required",
      mobile: "Mobile number is required",
      street: "Street is required",
      city: "City is required",
      state: "State is required",
      zip: "ZIP code is required",
    });
  });

  it("wants a recipient and a mobile the courier can call (docs/product/addresses.md#address-fields)", () => {
    const { recipient: _r, mobile: _m, ...withoutThem } = address;
    expect(errors(withoutThem)).toEqual({
      recipient: "Recipient name is required",
      mobile: "Mobile number is required",
    });
    expect(errors({ ...address, recipient: "   " })).toEqual({ recipient: "Recipient name is required" });
    expect(errors({ ...address, mobile: "12345" })).toEqual({ mobile: "Enter a 10-digit mobile number" });
    expect(errors({ ...address, mobile: "59876 54321" })).toEqual({ mobile: "Enter a 10-digit mobile number" });
    expect(newAddressSchema.parse({ ...address, mobile: "+91 94470-12345" }).mobile).toBe("+91 94470 12345");
  });

  it("wants six digits, the first 1–9, and one of the 36 names", () => {
    expect(errors({ ...address, zip: "68200" })).toEqual({ zip: "Enter a valid 6-digit PIN code" });
    expect(errors({ ...address, zip: "082001" })).toEqual({ zip: "Enter a valid 6-digit PIN code" });
    expect(errors({ ...address, state: "Kerela" })).toEqual({ state: "Choose a state or union territory" });
  });

  it("wants the PIN code of the chosen state", () => {
    expect(errors(address)).toEqual({});
    expect(errors({ ...address, zip: "682 001" })).toEqual({});
    expect(errors({ ...address, zip: "400001" })).toEqual({ zip: "This PIN code is not in Kerala" });
    expect(errors({ ...address, state: "Lakshadweep" })).toEqual({ zip: "This PIN code is not in Lakshadweep" });
    expect(errors({ ...address, zip: "930056" })).toEqual({});
  });
});

describe("a PIN code in the admin's order search", () => {
  it("is six digits however spaced, the first not 0; anything else is no PIN", () => {
    expect(pinInSearch("682035")).toBe("682035");
    expect(pinInSearch(" 682 035 ")).toBe("682035");
    for (const text of ["68203", "6820351", "082035", "682-035", "PIN 682035", ""])
      expect(pinInSearch(text), text).toBeNull();
  });
});
