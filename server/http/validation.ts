import { message, type MessageRef } from "#domain/i18n/message.ts";
import type { z } from "zod";
import { fieldErrors, withoutNul } from "#domain/schemas/fields.ts";
import { AppError } from "#server/http/errors.ts";

export const NOT_A_FORM = message("request.notForm");
export const UNREADABLE_FORM = message("request.unreadableForm");

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A submitted form's data (every page's form, the admin API's multipart uploads): a body no
 * form sends (415) or one cut short or malformed (400) is the sender's mistake, never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw new AppError(415, NOT_A_FORM);
  try {
    return await request.formData();
  } catch {
    throw new AppError(400, UNREADABLE_FORM);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * The input without U+0000 in any of its texts: taken out before the schema reads it, so a
 * street of two NULs is blank and refused as blank, and an empty plant type gets its default
 * (uploaded files are left as they are).
 */
function inputWithoutNul(value: unknown): unknown {
  if (typeof value === "string") return withoutNul(value);
  if (Array.isArray(value)) return value.map(inputWithoutNul);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, inputWithoutNul(v)]));
  return value;
}

/**
 * Parses input with its schema (the API's and the pages' one way in); a mismatch is a 400
 * naming each field. Its message is the one field's, or a general one; a caller whose input is
 * not a form of fields on screen (a page's JSON order) names the refusal itself with `refusal`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, refusal?: MessageRef): z.output<S> {
  const result = schema.safeParse(inputWithoutNul(input));
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? message("request.invalid");
  const general = Object.keys(fields).length === 1 ? first : message("request.checkFields");
  throw new AppError(400, refusal ?? general, fields);
}
