import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { knownPinField } from "./india-address.ts";

/** GET /api/delivery-estimate?pin= and the product page's 'Check' (its `?pin=` without JavaScript). */
export const deliveryQuerySchema = z.object({ pin: knownPinField(message("delivery.pin.required")) });
