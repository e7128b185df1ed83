/**
 * A catalogue in another language has exactly the English catalogue's keys, each with a text:
 * a key missing or left over fails the typecheck (and tests/domain/i18n-catalogues.test.ts).
 */
export type Translation<T> = { readonly [K in keyof T]: string };
