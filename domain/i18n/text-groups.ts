/**
 * The catalogue namespaces the browser loads together, in one chunk per language
 * (`texts-<language>-<group>`: vite.chunks.ts builds them, server/http/client-manifest.ts finds them):
 * those of every page, those of the information pages (about, contact, policies, nurseries),
 * those of the customer's account and checkout, the admin's, and the
 * messages of the domain and the server (by code, in either language).
 */
export const TEXT_GROUPS: Readonly<Record<string, string>> = {
  common: "page",
  ui: "page",
  catalogue: "page",
  // The information pages' texts (a third of the storefront's) stay off the landing pages.
  info: "info",
  account: "account",
  checkout: "account",
  admin: "admin",
  adminCatalogue: "admin",
  messages: "messages",
};
