import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";

/**
 * Real-user speed (docs/product/admin.md#real-user-speed) in a real browser: a sampled page view
 * fetches the measuring script only after it has loaded, sends its Core Web Vitals once when the
 * visitor leaves, and the admin sees them on the dashboard. The shared server samples a tenth of
 * views; this test draws every one by fixing the page's Math.random at 0.
 */

interface SampleRow {
  recorded_at: string;
  page_type: string;
  metric: string;
  value: number;
  rating: string;
  device: string;
  navigation: string;
}

describe("real-user speed", () => {
  let browser: Browser;
  let db: SQLite.Database;
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"), { readonly: true });
    const [product] = (await (await fetch(`${baseUrl()}/api/products?limit=1`)).json()) as Array<{ slug: string }>;
    slug = product!.slug;
  });
  afterAll(async () => {
    db.close();
    await browser.close();
  });

  const samplesSince = (since: string) =>
    db
      .prepare(
        "select recorded_at, page_type, metric, value, rating, device, navigation from web_vitals where recorded_at >= ?",
      )
      .all(since) as SampleRow[];

  it("measures a sampled product page view after its load and reports it once when the visitor leaves", async () => {
    const since = new Date().toISOString();
    const html = await (await fetch(`${baseUrl()}/plant/${slug}`)).text();
    // Not in the page's first JavaScript: neither loaded nor preloaded by its HTML.
    expect(html).not.toMatch(/web-vitals/);
    const { context, page, errors } = await newPage(browser);
    await context.addInitScript(() => {
      Math.random = () => 0;
    });
    await page.goto(`/plant/${slug}`);
    await hydrated(page);
    // The measuring script is fetched once the page has loaded (and the browser is idle).
    const measuring = () =>
      page.evaluate(() => {
        const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
        const script = performance.getEntriesByType("resource").find((e) => /web-vitals/.test(e.name));
        return script ? script.startTime >= loaded : null;
      });
    await expect.poll(measuring, { timeout: 15_000 }).not.toBeNull();
    expect(await measuring()).toBe(true);
    // The script's observers take in what the browser kept for them, then a tap ends LCP's watch.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.getByRole("heading", { level: 1 }).click();
    // The package settles LCP in an idle moment after the tap: leaving after that is the case where
    // `pagehide` (which Chromium fires before `visibilitychange`) would have sent LCP on its own.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(samplesSince(since), "nothing is sent while the page is shown").toEqual([]);

    // Leaving for a page of no shop (so nothing else is sampled) hides this one: it reports.
    await page.goto("about:blank");
    await expect.poll(() => samplesSince(since).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const rows = samplesSince(since);
    expect(rows.map((row) => row.page_type)).toEqual(rows.map(() => "product"));
    // LCP was settled by the tap; CLS and INP come when the page is hidden, if the browser says so before it goes.
    expect(rows.map((row) => row.metric)).toContain("LCP");
    expect(new Set(rows.map((row) => row.metric)).size).toBe(rows.length);
    expect(rows[0]).toMatchObject({ device: "desktop", navigation: "navigate" });
    // One beacon: every metric arrived in the same request.
    expect(new Set(rows.map((row) => row.recorded_at)).size).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("measures nothing on a view that was not drawn, nor on the admin's pages", async () => {
    const visitor = await newPage(browser);
    await visitor.context.addInitScript(() => {
      Math.random = () => 0.99;
    });
    const admin = await adminPage(browser);
    await admin.context.addInitScript(() => {
      Math.random = () => 0;
    });
    const measured: string[] = [];
    for (const { page } of [visitor, admin]) {
      page.on("request", (request) => {
        if (/web-vitals|\/api\/vitals$/.test(request.url())) measured.push(request.url());
      });
    }
    for (const [{ page }, path] of [
      [visitor, "/plants"],
      [visitor, "/about"],
      [admin, "/admin/orders"],
      [admin, "/admin/users"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      // Past the load and an idle moment, when a drawn view would have fetched its script.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    }
    await visitor.page.goto("about:blank");
    await admin.page.goto("about:blank");
    expect(measured).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
  });

  it("shows the admin each kind of page's 75th percentiles, rated in words", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto("/admin");
    const panel = page.getByTestId("real-user-speed");
    await expect.poll(() => panel.getByRole("heading", { name: "Real-user speed" }).isVisible()).toBe(true);
    const product = panel.getByTestId("speed-product");
    await expect.poll(() => product.isVisible()).toBe(true);
    expect(await product.getByRole("rowheader").textContent()).toBe("Product pages");
    const lcp = product.getByTestId("speed-product-LCP");
    expect(await lcp.textContent()).toMatch(/^\d+\.\d s(Good|Needs improvement|Poor)$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
