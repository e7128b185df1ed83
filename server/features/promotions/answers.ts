import { z } from "zod";
import { COUPON_KINDS } from "#domain/schemas/admin-coupon.ts";

/** The promotions' JSON answers (docs/product/api.md#coupon-json) as schemas: the OpenAPI document says them, the presenters are held to them. */

const moment = z.string().nullable().meta({ description: "An ISO moment (UTC), or null: no bound" });

export const couponAnswer = z
  .object({
    code: z.string().meta({ description: "4–20 of A–Z and 0–9, upper case" }),
    kind: z.enum(COUPON_KINDS),
    value: z.number().meta({ description: "A whole percent (1–90) for `percent`; rupees for `amount`" }),
    minSubtotal: z.number().meta({ description: "Rupees: the least subtotal the coupon is used on" }),
    startsAt: moment,
    endsAt: moment,
    maxUses: z.number().int().nullable().meta({ description: "Uses by all customers together; null: no limit" }),
    maxUsesPerCustomer: z.number().int(),
    active: z.boolean(),
    uses: z.number().int().meta({ description: "Orders holding the coupon that are not cancelled" }),
  })
  .meta({ id: "Coupon" });

export type CouponAnswer = z.input<typeof couponAnswer>;
