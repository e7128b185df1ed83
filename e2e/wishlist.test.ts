import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { PASSWORD, signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/**
 * The wishlist in a browser (docs/product/accounts.md#wishlist): a visitor's heart goes through
 * sign-in and back with the plant saved, the profile's Wishlist tab lists and removes it, and a
 * card's heart toggles for a customer.
 */

const SHOTS = "/tmp/shots-wishlist";

interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  stock: number;
  optionName: string | null;
}

/** A plant sold one way and in stock: its Wishlist row offers 'Add to cart'. */
async function simplePlant(): Promise<ApiProduct> {
  const products = (await (await fetch(`${baseUrl()}/api/products?limit=40`)).json()) as ApiProduct[];
  return products.find((p) => p.optionName === null && p.stock > 0)!;
}

/** A heart within `scope`, pressed or not, by its names in the page's language. */
function heartIn(scope: Page | Locator, language: "en" | "hi" = "en") {
  const names = ["Add to wishlist", "Remove from wishlist"].map((name) => (language === "en" ? name : inHindi(name)));
  return scope.getByRole("button", { name: new RegExp(`^(${names.join("|")})$`) });
}

/** The heart beside the product page's name. */
const pageHeart = (page: Page, language: "en" | "hi" = "en") => heartIn(page.getByRole("main"), language);

describe("the wishlist", () => {
  let browser: Browser;
  let plant: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    plant = await simplePlant();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => browser?.close());

  it("a visitor's heart goes through sign-in and back with the plant saved; the Wishlist tab lists and removes it", async () => {
    // An account made elsewhere: this browser is a visitor until it signs in on the page.
    const email = uniqueEmail("hearts");
    const elsewhere = await newPage(browser);
    await signUpInContext(elsewhere.context, "Heart Visitor", email);
    await elsewhere.context.close();

    const { context, page, errors } = await newPage(browser);
    await page.goto(`/plant/${plant.slug}`);
    await hydrated(page);
    const heart = pageHeart(page);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    expect(await heart.getAttribute("aria-label")).toBe("Add to wishlist");
    await heart.click();
    await page.waitForURL(`**/signin?redirectTo=%2Fplant%2F${plant.slug}&wish=${plant.slug}`);
    await expect.poll(() => page.getByText(`Sign in to save ${plant.title} to your wishlist.`).isVisible()).toBe(true);

    await page.screenshot({ path: `${SHOTS}/signin-1280-light-en.png` });
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`**/plant/${plant.slug}`);
    await expect.poll(() => pageHeart(page).getAttribute("aria-pressed")).toBe("true");
    expect(await pageHeart(page).getAttribute("aria-label")).toBe("Remove from wishlist");

    await page.goto("/profile?tab=wishlist");
    await hydrated(page);
    const list = page.getByTestId("wishlist");
    const row = list.getByRole("listitem").filter({ hasText: plant.title });
    expect(await row.getByRole("link", { name: plant.title }).getAttribute("href")).toBe(`/plant/${plant.slug}`);
    expect(await row.getByRole("button", { name: "Add to cart" }).isVisible()).toBe(true);
    expect(await row.locator(".tabular").first().textContent()).toMatch(/₹/);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await row.getByRole("button", { name: `Remove ${plant.title} from your wishlist` }).click();
    await page.getByTestId("wishlist-empty").waitFor();
    await page.screenshot({ path: `${SHOTS}/profile-empty-1280-light-en.png` });
    expect(await page.getByRole("link", { name: "Browse plants" }).getAttribute("href")).toBe("/plants");

    // Gone from the product page's heart too.
    await page.goto(`/plant/${plant.slug}`);
    expect(await pageHeart(page).getAttribute("aria-pressed")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a card's heart toggles for a signed-in customer, and stays as saved across a reload", async () => {
    const { context, page, errors } = await newPage(browser);
    await signUpInContext(context, "Card Hearts");
    await page.goto("/plants");
    await hydrated(page);
    const card = page.getByTestId("product-grid").locator("article").first();
    const title = (await card.locator("h3").textContent())!.trim();
    const heart = heartIn(card);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(await heart.getAttribute("aria-label")).toBe("Remove from wishlist");
    // The server has it: saved across a reload, and listed in the profile.
    await expect
      .poll(async () => {
        const res = await context.request.get("/api/wishlist");
        return ((await res.json()) as ApiProduct[]).map((p) => p.title);
      })
      .toEqual([title]);
    await page.reload();
    await hydrated(page);
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    const box = (await heart.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await heart.click();
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
    expect(await heart.getAttribute("aria-label")).toBe("Add to wishlist");
    await expect.poll(async () => (await (await context.request.get("/api/wishlist")).json()) as unknown[]).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe("screenshots", () => {
    for (const width of [390, 1280])
      for (const colorScheme of ["light", "dark"] as const)
        for (const language of ["en", "hi"] as const)
          it(`a card, the product page's heart and the Wishlist tab at ${width}px, ${colorScheme}, ${language}`, async () => {
            const { context, page, errors } = await newPage(browser, { width, height: 900, colorScheme });
            await signUpInContext(context, "Shot Taker");
            const saved = await context.request.put(`/api/wishlist/${plant.id}`, { headers: { Origin: baseUrl() } });
            expect(saved.ok()).toBe(true);
            const name = `${width}-${colorScheme}-${language}`;
            const say = (english: string) => (language === "en" ? english : inHindi(english));

            await page.goto(`/plant/${plant.slug}?lang=${language}`);
            await hydrated(page);
            expect(await pageHeart(page, language).getAttribute("aria-label")).toBe(say("Remove from wishlist"));
            await page.screenshot({ path: `${SHOTS}/product-${name}.png` });

            await page.goto("/plants");
            await hydrated(page);
            const card = page
              .getByTestId("product-grid")
              .locator("article")
              .filter({ has: page.getByRole("button", { name: say("Remove from wishlist"), pressed: true }) });
            await card.screenshot({ path: `${SHOTS}/card-${name}.png` });
            await page.screenshot({ path: `${SHOTS}/plants-${name}.png` });

            await page.goto("/profile?tab=wishlist");
            await hydrated(page);
            await page.getByTestId("wishlist").waitFor();
            await page.screenshot({ path: `${SHOTS}/profile-${name}.png`, fullPage: true });
            const tabs = page.getByRole("tablist").getByRole("tab");
            expect(await tabs.count()).toBe(6);
            for (const tab of await tabs.all()) {
              const box = (await tab.boundingBox())!;
              expect(box.x + box.width).toBeLessThanOrEqual(width);
              expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
            }
            expect(errors).toEqual([]);
            await context.close();
          });
  });
});
