import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";

/**
 * What the first paint of a landing page waits for (docs/performance.md, "Front end"): the
 * rules the page uses travel inside the HTML (the whole stylesheet follows after hydration), and
 * the page's largest picture is asked for first.
 */
const PAGES = ["/", "/plants", "/plant/tulsi-holy-basil"];
const LANGUAGES = ["en", "hi"] as const;
const inLanguage = (path: string, language: (typeof LANGUAGES)[number]) =>
  language === "en" ? path : `${path}?lang=${language}`;

/**
 * What the stylesheet decides of each element in `main` and the header: compared between the
 * page's inline rules alone and the whole stylesheet, and between a client navigation and a load.
 */
const styleOf = (page: Page, scope = "body") =>
  page.evaluate((scope) => {
    const properties = [
      "display",
      "position",
      "color",
      "background-color",
      "font-family",
      "font-size",
      "font-weight",
      "padding",
      "margin",
      "border-width",
      "border-radius",
      "grid-template-columns",
      "flex-direction",
      "gap",
      "text-transform",
      "opacity",
      "visibility",
      "z-index",
    ];
    return [...document.querySelectorAll(`${scope} *`)].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName}.${element.getAttribute("class") ?? ""} ${properties.map((p) => style.getPropertyValue(p)).join("|")}`;
    });
  }, scope);

/** The whole stylesheet's link, as the browser adds it after hydrating. */
const FULL_STYLESHEET = 'link[rel="stylesheet"][href^="/assets/app-"]';

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
      it(`${path}: the page's rules are inline, no stylesheet is requested before the first paint`, async () => {
        const head = await headOf(path);
        expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
        const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
        expect(styles).toHaveLength(1);
        expect(styles[0]).toMatch(/@font-face\{font-family:"?Inter Variable/);
        expect(styles[0]).toMatch(/@font-face\{font-family:"?Noto Sans Devanagari/);
        // The utilities the page uses (the header's) and not those of pages it is not (an admin table's).
        expect(styles[0]).toContain(".sticky{position:sticky}");
        expect(styles[0]).toMatch(/\.dark\\:bg-night\\\/90:where\(\.dark,\.dark \*\)/);
        expect(styles[0]).not.toContain(".sm\\:divide-y");
        // Devanagari asked for with the page, so it is not first drawn in a fallback and then moved:
        // the script in both weights on Hindi pages, the language switch's glyphs on English ones.
        const fontPreloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
        expect(fontPreloads.map((href) => /\/devanagari-(400|600|label-600)-/.exec(href)?.[1])).toEqual(
          language === "hi" ? ["400", "600"] : ["label-600"],
        );
      });
    }
  }

  it("the whole stylesheet arrives after hydration; the inline rules alone style the page as it does, light and dark", async () => {
    const { context: hydrating, page: first } = await newPage(browser);
    await first.goto("/");
    await hydrated(first);
    const link = first.locator(FULL_STYLESHEET);
    await link.waitFor({ state: "attached" });
    const href = (await link.getAttribute("href"))!;
    await hydrating.close();
    for (const colorScheme of ["light", "dark"] as const) {
      for (const path of ["/", "/plants", "/plant/tulsi-holy-basil?lang=hi"]) {
        const { context, page } = await newPage(browser, { width: 390, colorScheme });
        // No script file: the page stays as the server sent it (its inline theme script still runs).
        await page.route("**/assets/*.js", (route) => route.abort());
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          colorScheme === "dark",
        );
        expect(await page.locator(FULL_STYLESHEET).count()).toBe(0);
        // The catalogue's later cards skip their layout while off screen (content-visibility: auto),
        // and when the browser lays them out is its own affair: both measures lay out every card.
        await page.addStyleTag({ content: "li { content-visibility: visible !important; }" });
        const inline = await styleOf(page);
        await page.evaluate(
          (href) =>
            new Promise((resolve, reject) => {
              const full = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
              full.onload = resolve;
              full.onerror = reject;
              document.head.append(full);
            }),
          href,
        );
        expect(await styleOf(page)).toEqual(inline);
        await context.close();
      }
    }
  });

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
      // The whole stylesheet comes late: the navigation below starts before it applies.
      await page.route("**/assets/app-*.css", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
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
      const home = await page.locator("main h1").textContent();
      // The product page's markup (classes the home page's rules lack) appears only once the whole stylesheet applies.
      const shown = page.evaluate(
        ({ home, selector }) =>
          new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              const heading = document.querySelector("main h1")?.textContent;
              if (!heading || heading === home) return;
              observer.disconnect();
              resolve({ styled: document.querySelector<HTMLLinkElement>(selector)?.sheet != null });
            });
            observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          }),
        { home, selector: FULL_STYLESHEET },
      );
      await page.getByTestId("featured-products").locator('h3 a[href^="/plant/"]').first().click();
      expect(await shown).toEqual({ styled: true });
      await page.waitForURL(/\/plant\//);
      expect(await look()).toEqual(before);
      // …styled as when the page is loaded itself.
      const navigated = await styleOf(page, "main");
      const { context: direct, page: loaded } = await newPage(browser, { width: 390, colorScheme });
      await loaded.goto(page.url());
      await hydrated(loaded);
      // Its effects have run (the variant form's fallback button hides) once the stylesheet they link applies.
      await loaded.waitForFunction(
        (selector) => document.querySelector<HTMLLinkElement>(selector)?.sheet,
        FULL_STYLESHEET,
      );
      expect(await styleOf(loaded, "main")).toEqual(navigated);
      await direct.close();
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
