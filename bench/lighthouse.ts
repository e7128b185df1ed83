import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** One Lighthouse run of one page. */
export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  cssGzipKb: number;
  /** What Lighthouse names as the largest contentful paint: its CSS selector and opening tag. */
  lcpElement: string;
  /** Accessibility, best-practices and SEO audits that failed (their ids), which keep a category under 100. */
  failed: string[];
}

type Metric = Exclude<keyof PageScores, "page" | "lcpElement" | "failed">;

/** Each metric's median over a page's runs, with the lowest and highest. */
export interface PageSummary {
  page: string;
  runs: number;
  median: Record<Metric, number>;
  min: Record<Metric, number>;
  max: Record<Metric, number>;
  /** The LCP element of each run, distinct ones only (usually one). */
  lcpElements: string[];
  /** Audits that failed in any run. */
  failed: string[];
}

/** The categories that must stay at 100. */
const CHECKED = ["accessibility", "best-practices", "seo"];

const METRICS: Metric[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "jsGzipKb",
  "cssGzipKb",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(page: string, runs: PageScores[]): PageSummary {
  const pick = (choose: (values: number[]) => number) =>
    Object.fromEntries(METRICS.map((m) => [m, choose(runs.map((r) => r[m]))])) as Record<Metric, number>;
  return {
    page,
    runs: runs.length,
    median: pick(median),
    min: pick((v) => Math.min(...v)),
    max: pick((v) => Math.max(...v)),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

interface NodeDetails {
  items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string } }> }>;
}

function lcpElementOf(details: unknown): string {
  const node = (details as NodeDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"} ${node.snippet ?? ""}`.trim() : "none";
}

/** The first product sold in sizes (by rating), the product page the benches audit; else the top-rated product. */
export async function sizedProductSlug(baseUrl: string): Promise<string> {
  const products = (await (await fetch(`${baseUrl}/api/products?limit=100&sort=rating`)).json()) as Array<{
    slug: string;
    optionName: string | null;
  }>;
  return (products.find((p) => p.optionName !== null) ?? products[0]!).slug;
}

/** The finder's choice the filtered catalogue page is audited with, written as its form links it (finderHref). */
export const FILTERED_PLANTS = "/plants?inStock=1&light=Full+sun";

/**
 * The pages audited, each in English and in Hindi (`lang=hi`): home, the catalogue, the catalogue
 * filtered, and the page of a product sold in sizes (its option picker and prices drawn).
 */
export function auditedPages(sizedSlug: string): string[] {
  return ["/", "/plants", FILTERED_PLANTS, `/plant/${sizedSlug}`].flatMap((path) => [
    path,
    `${path}${path.includes("?") ? "&" : "?"}lang=hi`,
  ]);
}

/**
 * Lighthouse (mobile preset: throttled CPU and network) with Debian's Chromium, `runs` times
 * for each page (rounds over all pages, so a burst of load on the machine spreads over them).
 */
export async function auditPages(baseUrl: string, paths: string[], runs = 1): Promise<PageSummary[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const results = new Map<string, PageScores[]>(paths.map((p) => [p, []]));
    for (let round = 0; round < runs; round++)
      for (const path of paths) results.get(path)!.push(await auditOnce(chrome.port, baseUrl, path));
    return paths.map((path) => summarise(path, results.get(path)!));
  } finally {
    chrome.kill();
  }
}

async function auditOnce(port: number, baseUrl: string, path: string): Promise<PageScores> {
  const run = () =>
    lighthouse(`${baseUrl}${path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", ...CHECKED],
      // Cookies too: the language cookie of a `?lang=hi` run would otherwise turn the next page Hindi.
      clearStorageTypes: [
        "cookies",
        "local_storage",
        "file_systems",
        "shader_cache",
        "service_workers",
        "cache_storage",
      ],
    });
  // A run can fail outright (no LCP recorded, a trace error): try once more before reporting it.
  let result = await run();
  if (!result || result.lhr.runtimeError || !result.lhr.categories.performance?.score) result = await run();
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr;
  const requests =
    (
      audits["network-requests"]?.details as
        | { items?: Array<{ resourceType?: string; transferSize?: number }> }
        | undefined
    )?.items ?? [];
  const sum = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  return {
    page: path,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    jsGzipKb: Math.round(sum("Script") / 102.4) / 10,
    cssGzipKb: Math.round(sum("Stylesheet") / 102.4) / 10,
    lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]?.details),
    failed: CHECKED.flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}/${ref.id}`),
    ),
  };
}
