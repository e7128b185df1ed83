/**
 * Real-user speed (docs/product/admin.md#real-user-speed): the Core Web Vitals that sampled
 * visitors' browsers measure, and Google's rule for reading them. Plain data, so the page shell
 * can name its page type without zod, and the server rates what it stores by the same rule.
 */

/** The Core Web Vitals: LCP and INP in milliseconds, CLS a unitless score. */
export const VITALS_METRICS = ["LCP", "INP", "CLS"] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under the first a value is good, over the
 * second poor, between them it needs improvement. A page passes when its 75th percentile is good.
 */
const VITALS_THRESHOLDS: Record<VitalsMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export const VITALS_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalsRating = (typeof VITALS_RATINGS)[number];

export function vitalsRating(metric: VitalsMetric, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/**
 * The largest value a beacon may carry: past these it is a broken clock or a forged report, not a
 * visit (an LCP or INP of two minutes; a CLS of 10 is a page that jumped about a hundred times).
 */
export const VITALS_MAX: Record<VitalsMetric, number> = { LCP: 120_000, INP: 120_000, CLS: 10 };

/**
 * What kind of page a sample came from: enough to tell the owner which pages are slow, and never
 * an address (no product, order or search words, which could name a person or what they bought).
 */
export const VITALS_PAGE_TYPES = [
  "home",
  "catalogue",
  "product",
  "search",
  "blog",
  "article",
  "nursery",
  "info",
  "account",
  "checkout",
  "order",
  "other",
] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

/** Route ids (app/routes.ts) by page type; a route not named here is `other`. */
const PAGE_TYPE_OF_ROUTE: Record<string, VitalsPageType> = {
  "routes/home": "home",
  "routes/plants": "catalogue",
  "routes/plant": "product",
  "routes/search": "search",
  "routes/blog": "blog",
  "routes/blog-detail": "article",
  "routes/nursery": "nursery",
  "routes/about": "info",
  "routes/contact": "info",
  "routes/review": "info",
  "routes/shipping": "info",
  "routes/returns": "info",
  "routes/terms": "info",
  "routes/privacy": "info",
  "routes/signin": "account",
  "routes/signup": "account",
  "routes/forgot-password": "account",
  "routes/reset-password": "account",
  "routes/profile": "account",
  "routes/checkout": "checkout",
  "routes/ordersummary": "checkout",
  "routes/order": "order",
};

/**
 * The page type of the route a document was loaded on, or null for the admin's pages: one
 * person's speed on pages no shopper sees would only blur the shop's figures.
 */
export function vitalsPageType(routeId: string): VitalsPageType | null {
  if (routeId.startsWith("routes/admin/")) return null;
  return PAGE_TYPE_OF_ROUTE[routeId] ?? "other";
}

/** How the page was reached, as the web-vitals package names it (a restore from the back-forward cache is nearly free). */
export const VITALS_NAVIGATIONS = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
] as const;

/** A phone or tablet (a coarse pointer), or a computer: Google judges them apart. */
export const VITALS_DEVICES = ["mobile", "desktop"] as const;

/** The dashboard's window; the API may ask for up to VITALS_KEEP_DAYS. */
export const VITALS_DAYS = 7;
/**
 * Samples are kept four weeks: long enough to compare a month's speed before and after a change,
 * short enough that the table stays small and holds nothing of a visit longer than it helps.
 */
export const VITALS_KEEP_DAYS = 30;

/** One metric's 75th percentile over the window, how many samples it is of, and its rating. */
export interface VitalsPercentile {
  p75: number;
  samples: number;
  rating: VitalsRating;
}

/** The dashboard's real-user speed: each page type with samples, most sampled first (docs/product/admin.md#real-user-speed). */
export interface VitalsSummary {
  days: number;
  pages: Array<{
    page: VitalsPageType;
    /** Page views sampled: the count of its most reported metric (INP needs an interaction, so it has fewer). */
    samples: number;
    /** Null for a metric no sampled view of the page reported. */
    metrics: Record<VitalsMetric, VitalsPercentile | null>;
  }>;
}
