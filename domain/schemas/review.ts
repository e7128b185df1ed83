import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { booleanField, emailField, numberField, optionalText, readableText, requiredText } from "./fields.ts";

export const NOT_SPECIFIED = "Not specified";

const RATING_REQUIRED = message("review.rating.required");

/** The review form (docs/product/reviews.md#review-form). `userId` and `verified` are decided by the server. */
export const reviewSchema = z.object({
  rating: numberField(RATING_REQUIRED).pipe(
    z.number().int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  ),
  name: readableText(requiredText(message("field.name.required"), 100)),
  email: emailField(message("field.email.required"), message("field.email.invalid")),
  title: readableText(requiredText(message("review.title.required"), 150)),
  review: readableText(
    z
      .string({ error: message("review.text.tooShort") })
      .trim()
      .min(10, message("review.text.tooShort"))
      .max(5000, message("review.text.tooLong")),
  ),
  recommend: booleanField,
  plantType: readableText(optionalText(150))
    .optional()
    .transform((value) => (value ? value : NOT_SPECIFIED)),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
