import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

/** Lighthouse (mobile preset: throttled CPU and network) for each page, with Debian's Chromium. */
export async function auditPages(baseUrl: string, paths: string[]): Promise<PageScores[]> {
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
    const scores: PageScores[] = [];
    for (const path of paths) {
      const run = () =>
        lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
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
      scores.push({
        page: path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        jsGzipKb: Math.round(sum("Script") / 102.4) / 10,
        cssGzipKb: Math.round(sum("Stylesheet") / 102.4) / 10,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
