import type { MessageCode } from "#domain/i18n/message.ts";

/**
 * The four policy pages (docs/product/complaints-and-policies.md#policy-pages): their URLs and titles.
 * Their texts are the admin's, in Markdown, kept in the settings.
 */
export const POLICY_PAGES = {
  shipping: { path: "/shipping", title: "policy.shipping.title" },
  returns: { path: "/returns", title: "policy.returns.title" },
  terms: { path: "/terms", title: "policy.terms.title" },
  privacy: { path: "/privacy", title: "policy.privacy.title" },
} as const satisfies Record<string, { path: string; title: MessageCode }>;

export type PolicyKey = keyof typeof POLICY_PAGES;
export const POLICY_KEYS = Object.keys(POLICY_PAGES) as PolicyKey[];
