/** Issue 15, the customer's journey: each finding of the walk-through as a browser flow. */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext } from "./support/customers.ts";

const PHONE = { width: 390, height: 844 };

interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  stock: number;
}

const inStock = async (): Promise<ApiProduct> => {
  const all = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=20`)).json()) as ApiProduct[];
  return all.find((p) => p.stock >= 5)!;
};

/** Puts a line straight into the stored cart, as add-to-cart would. */
async function fillCart(page: Page, product: ApiProduct, quantity = 1) {
  await page.goto("/");
  await page.evaluate(
    ({ p, quantity }) =>
      localStorage.setItem(
        "cart",
        JSON.stringify([
          {
            id: p.id,
            slug: p.slug,
            title: p.title,
            pricePaise: Math.round(p.price * 100),
            discount: p.discount,
            image1: null,
            stock: p.stock,
            quantity,
          },
        ]),
      ),
    { p: product, quantity },
  );
}

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

  describe("item 5: signing out on a shared phone", () => {
    it("empties the cart and closes the menu", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "Shared Phone");
      await fillCart(page, await inStock());
      await page.reload();
      await hydrated(page);
      expect(await page.getByTestId("cart-badge").textContent()).toBe("1");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "Log out" }).click();
      await expect.poll(() => page.getByTestId("profile-link").count()).toBe(0);
      expect(await page.locator("#mobile-menu").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByTestId("cart-badge").count()).toBe(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"))).toEqual([]);
      await context.close();
    });
  });

  describe("item 6: the profile's tabs on a phone", () => {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`shows all four tabs whole, without scrolling (${colorScheme})`, async () => {
        const { context, page } = await newPage(browser, { ...PHONE, colorScheme });
        await signUpInContext(context, "Tab Reader");
        await page.goto("/profile");
        const list = page.getByRole("tablist", { name: "Account sections" });
        const tabs = list.getByRole("tab");
        expect(await tabs.allInnerTexts()).toEqual(["Profile", "Orders", "Addresses", "Cards"]);
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
          // The label itself is not clipped inside its tab.
          expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        await context.close();
      });
    }

    it("keeps SPEC.md's 'Card Details' where there is room", async () => {
      const { context, page } = await newPage(browser);
      await signUpInContext(context, "Wide Reader");
      await page.goto("/profile");
      await page.getByRole("tab", { name: "Card Details" }).click();
      await expect
        .poll(() => page.getByRole("tab", { name: "Card Details" }).getAttribute("aria-selected"))
        .toBe("true");
      await context.close();
    });
  });

  describe("item 12: the profile's phone number", () => {
    it("says a mobile number has ten digits, and keeps a good one", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "Phone Owner");
      await page.goto("/profile");
      await hydrated(page);
      const phone = page.getByLabel("Phone number");
      await phone.fill("98765 4321");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByText("Enter a 10-digit mobile number").isVisible()).toBe(true);
      expect(await page.getByText("digits, spaces or dashes").count()).toBe(0);
      await phone.fill("98765 43210");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByText("Profile updated successfully!").isVisible()).toBe(true);
      await page.reload();
      expect(await page.getByLabel("Phone number").inputValue()).toBe("+91 98765 43210");
      await context.close();
    });
  });
});
