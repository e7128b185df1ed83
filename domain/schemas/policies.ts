import { z } from "zod";
import { requiredText } from "./fields.ts";

/**
 * The four policy pages (DECISIONS.md Part 2, "Policies and grievances"): their URLs, titles
 * and search descriptions. Their texts are the admin's, in Markdown, kept in the settings.
 */
export const POLICY_PAGES = {
  shipping: {
    path: "/shipping",
    title: "Shipping Policy",
    description: "Where Vanaushadhi delivers, how live plants are packed, and how many working days a parcel takes.",
  },
  returns: {
    path: "/returns",
    title: "Return Policy",
    description: "Replacements for plants damaged in transit, returns, cancellations and refund timelines.",
  },
  terms: {
    path: "/terms",
    title: "Terms & Conditions",
    description: "The terms on which Vanaushadhi sells Ayurvedic plants and herbal products across India.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description: "What personal data Vanaushadhi keeps, why, for how long, and how to reach our Grievance Officer.",
  },
} as const;

export type PolicyKey = keyof typeof POLICY_PAGES;
export const POLICY_KEYS = Object.keys(POLICY_PAGES) as PolicyKey[];

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
