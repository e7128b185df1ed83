import { z } from "#domain/schemas/zod.ts";
import { booleanField, emailField, numberField, optionalText, readableText, requiredText } from "./fields.ts";

export const NOT_SPECIFIED = "Not specified";

/** SPEC.md section 5, review form. `userId` and `verified` are decided by the server. */
export const reviewSchema = z.object({
  rating: numberField("Please select a rating").pipe(
    z.number().int("Please select a rating").min(1, "Please select a rating").max(5, "Please select a rating"),
  ),
  name: readableText(requiredText("Name is required", 100)),
  email: emailField("Email is required", "Email is invalid"),
  title: readableText(requiredText("Review title is required", 150)),
  review: readableText(
    z
      .string({ error: "Review must be at least 10 characters" })
      .trim()
      .min(10, "Review must be at least 10 characters")
      .max(5000, "Review must be at most 5000 characters"),
  ),
  recommend: booleanField,
  plantType: readableText(optionalText(150))
    .optional()
    .transform((value) => (value ? value : NOT_SPECIFIED)),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
