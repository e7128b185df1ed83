import { describe, expect, it } from "vitest";
import { messages as hi } from "#domain/i18n/hi/messages.ts";
import { messages as en } from "#domain/i18n/en/messages.ts";
import { message, messageText } from "#domain/i18n/message.ts";
import { addressSchema } from "#domain/schemas/account.ts";
import { complaintSchema } from "#domain/schemas/complaint.ts";
import { BIDI_CONTROLS_REFUSED, readableText, requiredText } from "#domain/schemas/fields.ts";
import { reviewSchema } from "#domain/schemas/review.ts";
import { DELIVERY_ADDRESS } from "#tests/support/delivery-address.ts";

const BIDI_CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCodePoint(code),
);

/** Audit issue 24, item 10: text people read back may not hold bidirectional embeddings, overrides or isolates. */
describe("readableText", () => {
  const name = readableText(requiredText(message("field.name.required"), 100));

  it("refuses each of U+202A–U+202E and U+2066–U+2069, wherever it stands", () => {
    for (const control of BIDI_CONTROLS) {
      for (const text of [`${control}Asha`, `As${control}ha`, `Asha${control}`]) {
        const result = name.safeParse(text);
        expect(result.success, JSON.stringify(text)).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([BIDI_CONTROLS_REFUSED]);
      }
    }
  });

  it("keeps everything else people write: Hindi, emoji with joiners, the direction marks U+200E/U+200F", () => {
    for (const text of ["आशा शर्मा", "Tulsi 🌿", "👩‍🌾 Asha", "Asha\u200e", "O'Brien-Das"]) {
      expect(name.parse(text)).toBe(text);
    }
  });

  it("is applied to names, addresses, titles, reviews and complaints", () => {
    const review = { rating: 5, name: "Asha", email: "a@example.in", title: "Good", review: "Arrived healthy." };
    const complaint = { name: "Asha", email: "a@example.in", message: "My parcel arrived damaged, please help." };
    const cases = [
      [reviewSchema, review, ["name", "title", "review", "plantType"]],
      [addressSchema, DELIVERY_ADDRESS, ["recipient", "street", "landmark", "city"]],
      [complaintSchema, complaint, ["name", "message"]],
    ] as const;
    for (const [schema, valid, fields] of cases) {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of fields) {
        const current = (valid as Record<string, unknown>)[field];
        const text = `${typeof current === "string" ? current : "Tulsi"}\u202e`;
        expect(schema.safeParse({ ...valid, [field]: text }).success, field).toBe(false);
      }
    }
  });

  it("says so in English and in Hindi", () => {
    expect(BIDI_CONTROLS_REFUSED).toBe("field.hiddenDirectionCharacters");
    expect(messageText(BIDI_CONTROLS_REFUSED, en)).toBe("Remove the hidden text-direction characters from this text");
    expect(messageText(BIDI_CONTROLS_REFUSED, hi)).toMatch(/[\u0900-\u097f]/);
  });
});
