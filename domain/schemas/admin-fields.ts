import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";
import { ADMIN_PAGE_SIZE } from "#domain/admin.ts";
import { slugSchema } from "./catalog-query.ts";
import { booleanField, optionalText, requiredText } from "./fields.ts";

/**
 * Field builders of the admin forms (docs/product/admin.md#catalogue-forms). A form sends strings, a JSON body
 * numbers; both go through the same rules and get the same messages.
 */

/** An entry's id, as a path segment or a form field carries it. */
export const entryIdSchema = z.string().min(1).max(100);

/** A required, URL-safe slug (the catalogue's own slug rule). */
export function slugField(required: MessageRef) {
  return requiredText(required, 120).pipe(slugSchema);
}

/** An optional link to another entry by slug: blank means none. */
export const optionalSlugField = optionalText(120)
  .default("")
  .refine((v) => v === "" || slugSchema.safeParse(v).success, message("catalogue.slug.invalid"))
  .transform((v) => v || null);

/** A blank form field counts as absent, so defaults apply and "required" reads right. */
function blankToUndefined(value: unknown) {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** A decimal number: `required` when absent, `invalid` when not a number. */
export function decimalField(required: MessageRef, invalid: MessageRef) {
  return z.preprocess(
    blankToUndefined,
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).refine(Number.isFinite, invalid),
  );
}

/** A decimal number, `fallback` when left blank; `invalid` when not a number. */
export function optionalDecimalField(invalid: MessageRef, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z.number({ error: invalid }).refine(Number.isFinite, invalid).default(fallback),
  );
}

const wholeNumber = (invalid: MessageRef, min: number, max: number) =>
  z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);

/** A whole number within [min, max], `fallback` when left blank. */
export function wholeNumberField(invalid: MessageRef, min: number, max: number, fallback: number) {
  return z.preprocess(blankToUndefined, wholeNumber(invalid, min, max).default(fallback));
}

/** A whole number within [min, max], or undefined when absent or blank. */
export function optionalWholeNumberField(invalid: MessageRef, min: number, max: number) {
  return z.preprocess(blankToUndefined, wholeNumber(invalid, min, max).optional());
}

/** Alt text is optional in the forms; a blank one becomes the entry's title. */
export const altTextField = optionalText(200).default("");

/** `removeImage1`… flags: the picture in that slot is taken away on save. */
export type RemoveFlag<S extends string> = `remove${Capitalize<S>}`;

export function removeFlag<S extends string>(slot: S): RemoveFlag<S> {
  return `remove${slot.charAt(0).toUpperCase()}${slot.slice(1)}` as RemoveFlag<S>;
}

export function removalFields<const S extends readonly string[]>(slots: S) {
  return Object.fromEntries(slots.map((slot) => [removeFlag(slot), booleanField])) as {
    [K in S[number] as RemoveFlag<K>]: typeof booleanField;
  };
}

/** The slots whose remove flag is set. */
export function removedSlots<S extends string>(
  slots: readonly S[],
  values: Partial<Record<RemoveFlag<S>, boolean>>,
): S[] {
  return slots.filter((slot) => values[removeFlag(slot)] === true);
}

/** Control characters can't be typed and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

const cleanSearch = (q: string) => q.replace(CONTROL_CHARACTERS, " ").trim().slice(0, 100);

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Search, sort and page of an admin table (`?q=tulsi&sort=price&dir=asc&page=2`). Typed into
 * the address bar too, so a wrong value falls back to the default rather than failing.
 */
export function adminListQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  fallback: { sort: S[number]; dir: SortDirection },
) {
  return z.object({
    q: z.string().catch("").transform(cleanSearch),
    sort: z.enum(sorts).catch(fallback.sort),
    dir: z.enum(SORT_DIRECTIONS).catch(fallback.dir),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    limit: z.coerce.number().int().min(1).max(100).catch(ADMIN_PAGE_SIZE),
  });
}

export interface AdminListQuery<S extends string = string> {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
  limit: number;
}
