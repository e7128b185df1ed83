import { z } from "#domain/schemas/zod.ts";
import { POLICY_PAGES } from "#domain/policies.ts";
import { requiredText } from "./fields.ts";

/** A policy's Markdown: room for a long privacy policy, not for a book. */
export const POLICY_MAX = 20_000;

const policyText = (title: string) => requiredText(`The ${title} is required`, POLICY_MAX);

/** Settings → Policies and its API: the four texts, each required. */
export const policiesSchema = z.object({
  shipping: policyText(POLICY_PAGES.shipping.title),
  returns: policyText(POLICY_PAGES.returns.title),
  terms: policyText(POLICY_PAGES.terms.title),
  privacy: policyText(POLICY_PAGES.privacy.title),
});
export type Policies = z.output<typeof policiesSchema>;
