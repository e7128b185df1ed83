import { z } from "zod";
import { STATE_NAMES } from "#domain/india/states.ts";
import { PAYMENT_METHOD_OPTIONS } from "#domain/payments.ts";

/** The API's settings answers as schemas: the OpenAPI document says them, the use cases are held to them. */

const profile = z.string().meta({ description: "An https address on the network's site, or blank for none" });

export const shopSettingsAnswer = z
  .object({
    legalName: z.string(),
    tradeName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.enum(STATE_NAMES),
    pin: z.string(),
    gstin: z.string(),
    email: z.string(),
    phone: z.string(),
    upiId: z.string(),
    upiName: z.string(),
    invoicePrefix: z.string(),
    social: z.object({ facebook: profile, instagram: profile, x: profile, youtube: profile }),
    orderLimits: z.object({
      maxUnpaidRupees: z.number().int().meta({ description: "What one customer's unpaid orders may total" }),
      maxUnpaidUnitsPerProduct: z.number().int().meta({ description: "How many of one product they may hold unpaid" }),
    }),
    paymentMethods: z.array(z.enum(PAYMENT_METHOD_OPTIONS)).meta({
      description:
        "What the shipping dialog offers, when the shop can take it (UPI needs upiId, 'Pay online' the Razorpay keys)",
    }),
    deliveryFee: z.number().int().meta({ description: "Rupees charged for delivery (0: free)" }),
    freeDeliveryAbove: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Rupees of subtotal from which delivery is free; null: the fee always applies" }),
    pricesIncludeTax: z.boolean().meta({ description: "Shown prices include GST" }),
    returnWindowDays: z.number().int().meta({ description: "Days after delivery a problem may be reported" }),
    grievanceOfficer: z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() }),
  })
  .meta({ id: "ShopSettings" });

export const policiesAnswer = z
  .object({
    shipping: z.string().meta({ description: "Markdown" }),
    returns: z.string().meta({ description: "Markdown" }),
    terms: z.string().meta({ description: "Markdown" }),
    privacy: z.string().meta({ description: "Markdown" }),
  })
  .meta({ id: "Policies" });

export type ShopSettingsAnswer = z.input<typeof shopSettingsAnswer>;
export type PoliciesAnswer = z.input<typeof policiesAnswer>;
