import { z } from "zod";

/** The reviews' JSON answers (docs/product/api.md, "Review JSON") as schemas: the OpenAPI document says them, the presenters are held to them. */

export const reviewAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    review: z.string(),
    rating: z.number().int().min(1).max(5),
    recommend: z.boolean(),
    plantType: z.string().meta({ description: "The plant reviewed (a product's title), or 'Not specified'" }),
    date: z.string(),
    verified: z
      .boolean()
      .meta({ description: "A verified purchase, decided by the server from the reviewer's orders" }),
  })
  .meta({ id: "Review" });

export const adminReviewAnswer = reviewAnswer
  .extend({
    email: z.string(),
    userId: z.string().nullable().meta({ description: "The reviewer's account, when they were signed in" }),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
  })
  .meta({ id: "AdminReview" });

export type ReviewAnswer = z.input<typeof reviewAnswer>;
export type AdminReviewAnswer = z.input<typeof adminReviewAnswer>;
