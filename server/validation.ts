import type { z } from "zod";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { AppError } from "./errors.ts";

/**
 * Parses input with its schema; a mismatch is a 400 naming each field. Its message is the
 * one field's, or a general one; a caller whose input is not a form of fields on screen (a
 * page's JSON order) names the refusal itself with `message`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? "Invalid input";
  const general = Object.keys(fields).length === 1 ? first : "Please correct the highlighted fields.";
  throw new AppError(400, message ?? general, fields);
}
