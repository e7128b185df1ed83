import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser } from "./support/browser.ts";

/**
 * The picture a phone downloads (docs/performance.md): the srcset's widths and the sizes the
 * layouts give make a phone take the 720 px variant of a product's picture, not the 960 px one,
 * and a small one for a card in the two-column grid.
 */
const PHONES = [
  { name: "a 390 px phone at 2 dots per px", width: 390, height: 844, deviceScaleFactor: 2 },
  { name: "Lighthouse's 412 px phone at 1.75 dots per px", width: 412, height: 823, deviceScaleFactor: 1.75 },
];

/** The file the browser chose for a loaded picture. */
async function chosen(page: Page, selector: string): Promise<string> {
  const picture = page.locator(selector).first();
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

describe.each(PHONES)("the pictures on $name", ({ width, height, deviceScaleFactor }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** A page of its own: a browser takes a larger file it already holds over the one a srcset picks. */
  async function open(path: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width, height },
      deviceScaleFactor,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    return page;
  }

  it("are the 720 px variant for a product's main picture", async () => {
    const page = await open("/plant/tulsi-holy-basil");
    expect(await chosen(page, 'main img[fetchpriority="high"]')).toBe("/media/plant-tulsi-holy-basil-720.webp");
  });

  it("are at most 480 px wide for a card in the plants' grid", async () => {
    const page = await open("/plants");
    // A product card's picture, told by the sizes the two-column grid gives it.
    const file = await chosen(page, 'main img[sizes$="calc(50vw - 1.5rem)"]');
    expect(Number(/-(\d+)\.webp$/.exec(file)?.[1])).toBeLessThanOrEqual(480);
  });
});
