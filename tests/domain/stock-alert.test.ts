import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { stockAlertSchema, stockAlertUnsubscribeSchema, visitorStockAlertSchema } from "#domain/schemas/stock-alert.ts";
import { fieldsInEnglish } from "#tests/support/messages.ts";

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldsInEnglish(fieldErrors(result.error));
}

describe("'Notify me' (docs/product/catalogue.md#back-in-stock)", () => {
  it("takes no address from a signed-in customer's one click, and a variant or none", () => {
    expect(stockAlertSchema.parse({})).toEqual({});
    expect(stockAlertSchema.parse({ variantId: " v1 ", intent: "notify" })).toEqual({ variantId: "v1" });
  });

  it("needs a visitor's address, in the shape of one, trimmed", () => {
    expect(errorsOf(visitorStockAlertSchema, {})).toEqual({ email: "Email is required" });
    expect(errorsOf(visitorStockAlertSchema, { email: "   " })).toEqual({ email: "Email is required" });
    for (const email of ["asha", "asha@", "asha@example", "as ha@example.in"])
      expect(errorsOf(visitorStockAlertSchema, { email }), email).toEqual({ email: "Email is invalid" });
    expect(visitorStockAlertSchema.parse({ email: " Asha@Example.in " }).email).toBe("Asha@Example.in");
  });

  it("checks an address the API is given even from a signed-in caller, and refuses what is not text", () => {
    expect(errorsOf(stockAlertSchema, { email: "nope" })).toEqual({ email: "Email is invalid" });
    expect(errorsOf(stockAlertSchema, { variantId: 5 })).toEqual({ variantId: "Must be text" });
    expect(errorsOf(stockAlertSchema, { variantId: "v".repeat(101) })).toEqual({
      variantId: "Must be at most 100 characters",
    });
  });

  it("reads an unsubscribe link's token, and says the link is not valid without one", () => {
    expect(stockAlertUnsubscribeSchema.parse({ token: "abc" })).toEqual({ token: "abc" });
    for (const input of [{}, { token: "" }, { token: 3 }])
      expect(errorsOf(stockAlertUnsubscribeSchema, input)).toEqual({
        token: "This unsubscribe link is not valid.",
      });
  });
});
