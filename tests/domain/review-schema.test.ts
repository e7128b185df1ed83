import { describe, expect, it } from "vitest";
import { reviewSchema } from "#domain/schemas/review.ts";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { fieldsInEnglish } from "#tests/support/messages.ts";

const valid = {
  rating: 5,
  name: "Asha",
  email: "asha@example.in",
  title: "Lovely Tulsi",
  review: "Arrived healthy and green.",
  recommend: true,
  plantType: "Tulsi",
};

function errorsOf(input: unknown) {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : fieldsInEnglish(fieldErrors(result.error));
}

describe("review schema (docs/product/reviews.md#review-form)", () => {
  it("accepts a complete review and defaults the plant type", () => {
    const { plantType: _omit, ...rest } = valid;
    expect(reviewSchema.parse(rest).plantType).toBe("Not specified");
    expect(reviewSchema.parse(valid)).toMatchObject({ rating: 5, recommend: true });
  });

  it("gives every message of the spec for an empty form", () => {
    expect(errorsOf({})).toEqual({
      rating: "Please select a rating",
      name: "Name is required",
      email: "Email is required",
      title: "Review title is required",
      review: "Review must be at least 10 characters",
    });
  });

  it("checks the e-mail shape and the review length", () => {
    expect(errorsOf({ ...valid, email: "asha@" }).email).toBe("Email is invalid");
    expect(errorsOf({ ...valid, review: "too short" }).review).toBe("Review must be at least 10 characters");
    expect(errorsOf({ ...valid, name: "   " }).name).toBe("Name is required");
  });

  it("accepts form strings and refuses non-numbers for the rating", () => {
    expect(reviewSchema.parse({ ...valid, rating: "4", recommend: "on" })).toMatchObject({
      rating: 4,
      recommend: true,
    });
    expect(errorsOf({ ...valid, rating: true }).rating).toBe("Please select a rating");
    expect(errorsOf({ ...valid, rating: 0 }).rating).toBe("Please select a rating");
    expect(errorsOf({ ...valid, rating: 6 }).rating).toBe("Please select a rating");
    expect(errorsOf({ ...valid, rating: 4.5 }).rating).toBe("Please select a rating");
  });
});
