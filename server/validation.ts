import type { z } from "zod";
import { fieldErrors } from "#domain/schemas/fields.ts";
import { AppError } from "./errors.ts";

/** Parses input with its schema; a mismatch is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? "Invalid input";
  throw new AppError(400, Object.keys(fields).length === 1 ? first : "Please correct the highlighted fields.", fields);
}
