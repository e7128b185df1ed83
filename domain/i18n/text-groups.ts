/**
 * The catalogue namespaces the browser loads together, in one chunk per language
 * (`texts-<language>-<group>`: vite.chunks.ts builds them, server/client-manifest.ts finds them):
 * those of every page, those of the customer's account and checkout, the admin's, and the
 * domain's texts (Hindi only: in English they are their own translation).
 */
export const TEXT_GROUPS: Readonly<Record<string, string>> = {
  common: "page",
  ui: "page",
  catalogue: "page",
  account: "account",
  checkout: "account",
  admin: "admin",
  adminCatalogue: "admin",
  messages: "messages",
};
