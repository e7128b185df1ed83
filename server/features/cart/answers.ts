import { z } from "zod";

/** The server cart's JSON answer (docs/product/api.md#cart) as a schema: the OpenAPI document says it, the presenter is held to it. */

export const cartAnswer = z
  .object({
    cart: z.array(
      z.object({
        productId: z.string(),
        variantId: z.string().optional().meta({
          description:
            "The variant; the server names it on every line it keeps (the default one for a line sent without)",
        }),
        quantity: z.number().int().min(1),
      }),
    ),
  })
  .meta({ id: "Cart", description: "The customer's cart as the server keeps it, in its order" });

export type CartAnswer = z.input<typeof cartAnswer>;
