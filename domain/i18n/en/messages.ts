/**
 * The texts the domain and the server produce (zod validation messages, refusals): English,
 * the API's contract, and each its own key here; `{{name}}` marks a part filled at run time.
 * Pages show them through `useMessageText` (app/lib/i18n.ts), in the reader's language.
 */
const MESSAGES = [] as const;

export const messages = Object.fromEntries(MESSAGES.map((text) => [text, text])) as {
  readonly [M in (typeof MESSAGES)[number]]: M;
};
