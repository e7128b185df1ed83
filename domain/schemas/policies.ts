import { message } from "#domain/i18n/message.ts";
import type { PolicyKey } from "#domain/policies.ts";
import { z } from "#domain/schemas/zod.ts";
import { requiredText } from "./fields.ts";

/** A policy's Markdown: room for a long privacy policy, not for a book. */
export const POLICY_MAX = 20_000;

const policyText = (key: PolicyKey) => requiredText(message(`policy.${key}.required`), POLICY_MAX);

/** Settings → Policies and its API: the four texts, each required. */
export const policiesSchema = z.object({
  shipping: policyText("shipping"),
  returns: policyText("returns"),
  terms: policyText("terms"),
  privacy: policyText("privacy"),
});
export type Policies = z.output<typeof policiesSchema>;
