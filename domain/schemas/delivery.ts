import { z } from "#domain/schemas/zod.ts";
import { knownPinField } from "./india-address.ts";

/** GET /api/delivery-estimate?pin= and the product page's 'Check' (its `?pin=` without JavaScript). */
export const deliveryQuerySchema = z.object({ pin: knownPinField("Enter your PIN code") });
