import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";

/**
 * What the first paint of a landing page waits for (docs/performance.md, "Front end"): the
 * stylesheet travels inside the HTML, and the page's largest picture is asked for first.
 */
const PAGES = ["/", "/plants", "/plant/tulsi-holy-basil"];
const LANGUAGES = ["en", "hi"] as const;
const inLanguage = (path: string, language: (typeof LANGUAGES)[number]) =>
  language === "en" ? path : `${path}?lang=${language}`;

const headOf = async (path: string) => {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return html.slice(0, html.indexOf("</head>"));
};

describe("first paint", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      const path = inLanguage(page, language);
      it(`${path}: the stylesheet is inline, no stylesheet is requested before the first paint`, async () => {
        const head = await headOf(path);
        expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
        const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
        expect(styles).toHaveLength(1);
        expect(styles[0]).toMatch(/@font-face\{font-family:"?Inter Variable/);
        // The Devanagari faces only where there is Devanagari to show.
        expect(/@font-face\{font-family:"?Noto Sans Devanagari/.test(styles[0]!)).toBe(language === "hi");
        // …and asked for with the page, so Hindi text is not first drawn in a fallback and then moved.
        const fontPreloads = head.match(/<link rel="preload" as="font"[^>]*noto-sans-devanagari[^>]*>/g) ?? [];
        expect(fontPreloads).toHaveLength(language === "hi" ? 2 : 0);
      });
    }
  }

  it("the product page asks for its main picture first: preloaded with high priority, sized for the phone", async () => {
    for (const language of LANGUAGES) {
      const head = await headOf(inLanguage("/plant/tulsi-holy-basil", language));
      const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? "";
      expect(preload).toContain('fetchPriority="high"');
      expect(preload).toMatch(/imageSrcSet="[^"]*\/media\/plant-tulsi-holy-basil-320\.webp 320w/);
      expect(preload).toContain('imageSizes="(min-width: 1024px) 600px, calc(100vw - 2rem)"');
      // Before any script: the browser starts it as soon as it reads the head.
      expect(head.indexOf(preload)).toBeLessThan(head.indexOf("modulepreload"));
    }
  });

  it("styles survive hydration and a client-side navigation, in light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { context, page, errors } = await newPage(browser, { width: 390, colorScheme });
      await page.goto("/");
      await hydrated(page);
      const look = () =>
        page.evaluate(() => ({
          background: getComputedStyle(document.documentElement).backgroundColor,
          font: getComputedStyle(document.body).fontFamily,
          headerSticky: getComputedStyle(document.querySelector("header")!).position,
        }));
      const before = await look();
      expect(before.font).toContain("Inter Variable");
      expect(before.headerSticky).toBe("sticky");
      expect(before.background).toBe(colorScheme === "dark" ? "rgb(15, 26, 18)" : "rgb(250, 247, 240)");
      await page.getByTestId("featured-products").locator('h3 a[href^="/plant/"]').first().click();
      await page.waitForURL(/\/plant\//);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await look()).toEqual(before);
      expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("each language's page is its own canonical address", async () => {
    const canonical = async (path: string) =>
      (await headOf(path)).match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
    expect(new URL(await canonical("/plants")).search).toBe("");
    expect(new URL(await canonical("/plants?lang=hi")).search).toBe("?lang=hi");
    expect(new URL(await canonical("/plant/tulsi-holy-basil")).pathname).toBe("/plant/tulsi-holy-basil");
    expect(new URL(await canonical("/plant/tulsi-holy-basil?lang=hi")).search).toBe("?lang=hi");
    expect(new URL(await canonical("/shipping?lang=hi")).search).toBe("?lang=hi");
  });
});
