import { z } from "zod";

/** The API's back-in-stock answers as schemas: the OpenAPI document says them, the use cases are held to them. */

export const stockAlertAnswer = z
  .object({
    productId: z.string(),
    variantId: z.string().meta({ description: "The variant waited for: the one named, else the product's first" }),
    email: z.string().meta({ description: "The address that will be mailed once, when the variant is back in stock" }),
  })
  .meta({ id: "StockAlert" });

export const stockAlertUnsubscribeAnswer = z
  .object({
    email: z.string().meta({ description: "The address the link was mailed to" }),
    stopped: z.number().int().meta({ description: "How many of its alerts were still waiting, now stopped" }),
  })
  .meta({ id: "StockAlertUnsubscribe" });
