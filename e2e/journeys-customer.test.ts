/** Issue 15, the customer's journey: each finding of the walk-through as a browser flow. */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";

const PHONE = { width: 390, height: 844 };

/**
 * Lightness (0–255) of a portrait beside the face, where a woman's long hair falls and a man's
 * picture shows its light background. Read from the picture itself, as the shopper sees it.
 */
const besideTheFace = (picture: Locator) =>
  picture.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0)
      await new Promise((r) => img.addEventListener("load", r, { once: true }));
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext("2d")!;
    g.drawImage(img, 0, 0);
    const [r, gr, b] = g.getImageData(
      Math.round(img.naturalWidth * 0.31),
      Math.round(img.naturalHeight * 0.65),
      1,
      1,
    ).data;
    return (r! + gr! + b!) / 3;
  });

describe("the customer's journey (issue 15)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe("item 13: portraits match the people named", () => {
    const WOMEN = ["Ananya Deshpande", "Meera Nair"];
    const MEN = ["Dr. Rohan Iyer", "Vikram Singh Rathore"];

    it("draws the women of the team with long hair and the men without", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/about");
      for (const name of WOMEN) {
        const picture = page.getByRole("img", { name: `Portrait of ${name}` });
        await picture.scrollIntoViewIfNeeded();
        expect(await besideTheFace(picture), name).toBeLessThan(90);
      }
      for (const name of MEN) {
        const picture = page.getByRole("img", { name: `Portrait of ${name}` });
        await picture.scrollIntoViewIfNeeded();
        expect(await besideTheFace(picture), name).toBeGreaterThan(150);
      }
      await context.close();
    });

    it("draws Kavya Nair's testimonial as a woman", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/");
      const figure = page.locator("figure", { hasText: "Kavya Nair" });
      const picture = figure.locator("img");
      await picture.scrollIntoViewIfNeeded();
      expect(await besideTheFace(picture)).toBeLessThan(90);
      await context.close();
    });
  });
});
