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
