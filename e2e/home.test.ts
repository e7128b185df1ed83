import { createHash } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";

describe("home page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("is rendered on the server with the featured products", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Trending Plants");
    const featured = (await (await fetch(`${baseUrl()}/api/products?featured=1`)).json()) as Array<{ title: string }>;
    expect(featured.length).toBeGreaterThan(0);
    for (const p of featured.slice(0, 4)) expect(html).toContain(p.title.replace(/&/g, "&amp;"));
  });

  it("shows the featured products without JavaScript", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    const cards = page.getByTestId("featured-products").locator("article");
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.title()).toContain("Vanaushadhi");
    await context.close();
  });

  it("hydrates: the theme toggle switches to dark and the choice survives a reload", async () => {
    const { context, page, errors } = await newPage(browser, { colorScheme: "light" });
    await page.goto("/");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await page.getByTestId("theme-toggle").click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows the system dark preference when nothing is stored", async () => {
    const { context, page } = await newPage(browser, { colorScheme: "dark" });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await context.close();
  });

  it("serves the generated pictures with long-lived caching", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    const src = await page.getByTestId("featured-products").locator("img").first().getAttribute("src");
    const res = await fetch(`${baseUrl()}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    await context.close();
  });

  it("sends a Content-Security-Policy that the page satisfies: a nonce when rendered, hashes when cached", async () => {
    const url = `${baseUrl()}/?csp=${Date.now()}`;
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g)].map(
        ([, attributes, code]) => ({ attributes: attributes!, code: code! }),
      );

    const rendered = await fetch(url);
    expect(rendered.headers.get("x-cache")).toBe("miss");
    const policy = rendered.headers.get("content-security-policy") ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(rendered.headers.get("x-content-type-options")).toBe("nosniff");
    expect(rendered.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    const inline = inlineScripts(await rendered.text());
    expect(inline.length).toBeGreaterThan(0);
    for (const { attributes } of inline) expect(attributes).toContain(`nonce="${nonce}"`);

    const cached = await fetch(url);
    expect(cached.headers.get("x-cache")).toBe("hit");
    const cachedSrc = /script-src ([^;]+)/.exec(cached.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(cachedSrc).not.toContain("nonce-");
    expect(cachedSrc).not.toContain("unsafe-inline");
    const html = await cached.text();
    expect(html).not.toContain(nonce);
    for (const { code } of inlineScripts(html)) {
      expect(cachedSrc).toContain(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    }
  });

  it("answers an unknown page with a real 404", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it.each(["light", "dark"] as const)("has no serious accessibility violations in %s", async (colorScheme) => {
    const { context, page } = await newPage(browser, { colorScheme });
    await page.goto("/");
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });
});
