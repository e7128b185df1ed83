import { z } from "zod";
import { couponFormSchema, couponListQuerySchema } from "#domain/schemas/admin-coupon.ts";
import { useCase } from "#server/http/use-case.ts";
import { couponAnswer } from "./answers.ts";
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from "./coupons.ts";
import { couponJson } from "./presenters.ts";

/** The promotions' use cases: the admin's coupons (docs/product/admin.md#coupons). */

/** Any case; a code that cannot exist is simply not found. */
const couponCode = {
  code: z.string().min(1).max(100).meta({ description: "The coupon's code, in any case" }),
};

export const listCouponsCase = useCase({
  name: "promotions.adminListCoupons",
  summary: "Coupons for the admin: search by code, sort, page (X-Total-Count)",
  access: "admin",
  input: couponListQuerySchema,
  run: (shop, query) => listCoupons(shop.db, query),
  answer: z.array(couponAnswer),
  present: (page) => page.items.map(couponJson),
  http: { method: "get", path: "/admin/coupons", total: (page) => page.total },
});

export const createCouponCase = useCase({
  name: "promotions.createCoupon",
  summary: "Add a coupon; its code is stored upper case, and a code already used is a 409",
  access: "admin",
  input: couponFormSchema,
  run: (shop, terms) => createCoupon(shop.db, terms),
  answer: couponAnswer,
  present: couponJson,
  http: { method: "post", path: "/admin/coupons", status: 201 },
});

export const updateCouponCase = useCase({
  name: "promotions.updateCoupon",
  summary: "Change a coupon's terms; its code stays as it is and its uses are the orders'",
  access: "admin",
  // The body's terms kept apart from the path's code, which would otherwise replace the body's.
  input: couponFormSchema.transform((terms) => ({ terms })),
  params: couponCode,
  run: (shop, { code, terms }) => updateCoupon(shop.db, { code, terms }),
  answer: couponAnswer,
  present: couponJson,
  http: { method: "put", path: "/admin/coupons/:code" },
});

export const deleteCouponCase = useCase({
  name: "promotions.deleteCoupon",
  summary: "Delete a coupon; orders that used it keep its code and discount",
  access: "admin",
  input: z.object({}),
  params: couponCode,
  run: (shop, { code }) => deleteCoupon(shop.db, { code }),
  http: { method: "delete", path: "/admin/coupons/:code", from: "none", status: 204 },
});

export const promotionsUseCases = [listCouponsCase, createCouponCase, updateCouponCase, deleteCouponCase];
