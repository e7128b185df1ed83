import { message, type MessageRef } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";

/**
 * Field builders shared by every schema, so that a browser form (strings) and a JSON body
 * (typed values) are parsed by the same rules and answer with the same messages: message refs
 * (domain/i18n/message.ts), which zod issues carry as their text.
 */

/** Required text, trimmed; `required` when absent or blank, a clear limit on length. */
export function requiredText(required: MessageRef, max = 200) {
  return z.string({ error: required }).trim().min(1, required).max(max, message("field.tooLong", { max }));
}

export function optionalText(max = 200) {
  return z
    .string({ error: message("field.notText") })
    .trim()
    .max(max, message("field.tooLong", { max }));
}

/**
 * A text's Hindi version (docs/product/language.md#what-is-translated): blank or absent is none,
 * and the English one serves both languages. NFC, as search and comparisons expect.
 */
export function optionalHindiText(max: number) {
  // null too: the JSON answers null for none, and a client may send back what it read.
  return z
    .preprocess((v) => (v === null ? undefined : v), optionalText(max).optional())
    .transform((v) => (v ? v.normalize("NFC") : null));
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible,
 * they change the order a text is shown in, so a name, an address or a review can show staff
 * and customers something other than what it holds.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
export const BIDI_CONTROLS_REFUSED = message("field.hiddenDirectionCharacters");

/** Text people read back (names, addresses, titles, reviews): refused if it holds bidirectional controls. */
export function readableText<S extends z.ZodString>(schema: S): S {
  return schema.refine((text) => !BIDI_CONTROLS.test(text), BIDI_CONTROLS_REFUSED);
}

/**
 * "aaaaaaaa", "........" or a UTR of 000000000000: the right length, and typed only to get past a
 * form (a password among the first guesses, a payment reference no bank issues).
 */
export function isOneCharacterRepeated(text: string): boolean {
  return /^(.)\1*$/su.test(text);
}

/** Text without U+0000, which nobody types and PostgreSQL cannot store. */
export const withoutNul = (text: string) => text.replaceAll("\u0000", "");

/** The simple {something}@{something}.{something} shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(required: MessageRef, invalid: MessageRef) {
  return requiredText(required, 254).regex(EMAIL_PATTERN, invalid);
}

/** A number typed as a number (JSON) or as a non-empty numeric string (forms); nothing else. */
export function numberField(invalid: MessageRef) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: invalid }).refine(Number.isFinite, invalid),
  );
}

/** true/false, or a form's "on"/"true"/"false"; absent means false. */
export const booleanField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return false;
    if (value === "on" || value === "true") return true;
    if (value === "false") return false;
    return value;
  },
  z.boolean({ error: message("field.notBoolean") }),
);

/**
 * Field path → first message, the `fields` of an error answer and of a form's field errors. The
 * shop's schemas write refs; zod's own texts (of a rule given no message) pass as unknown refs.
 */
export function fieldErrors(error: z.ZodError): Record<string, MessageRef> {
  const fields: Record<string, MessageRef> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message as MessageRef;
  }
  return fields;
}

/** Names a form may never set: they would reach an object's prototype. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * A form's entries as the schema reads them: a dotted name ("grievanceOfficer.name") becomes a
 * nested object, the way `fieldErrors` names its field back. Files stay as they are; the files of
 * a name given several times (a `multiple` file input) are the list of them.
 */
export function formValues(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const keys = name.split(".");
    if (keys.some((key) => UNSAFE_KEYS.has(key))) continue;
    let target = values;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (typeof next !== "object" || next === null || next instanceof Blob) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const key = keys[keys.length - 1]!;
    const before = target[key];
    const files = Array.isArray(before) ? before : before instanceof Blob ? [before] : null;
    target[key] = value instanceof Blob && files ? [...files, value] : value;
  }
  return values;
}

/** A URL's query as the schemas read it: a name given once is its text, a name repeated (a GET form's checkboxes) the list. */
export function queryValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if (UNSAFE_KEYS.has(name)) continue;
    const all = params.getAll(name);
    values[name] = all.length === 1 ? all[0]! : all;
  }
  return values;
}
