import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { LOW_STOCK_LIMIT } from "#domain/stock.ts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { startServer } from "./support/server.ts";
import { SCRIPT_BREAKOUT } from "#tests/support/hostile-text.ts";

interface ApiProduct {
  slug: string;
  title: string;
  salePrice: number;
  /** The lowest sale price of its sizes: what the price sort orders by and a card shows `From`. */
  priceFrom: number;
  stock: number;
  rating: number;
  reviewCount: number;
  discount: number;
}

async function products(query = ""): Promise<ApiProduct[]> {
  return (await (await fetch(`${baseUrl()}/api/products${query}`)).json()) as ApiProduct[];
}

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** The sale price of every card on the page, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByTestId("product-grid")
    .locator("article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector(".tabular")?.textContent ?? ""));
  return texts.map(rupees);
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId("product-grid").locator("article h3").allTextContents();
}

interface ProductLd {
  image: string[];
  /** One offer, or one per variant for a product sold in sizes (docs/product/catalogue.md#variants). */
  offers: { availability: string } | Array<{ availability: string }>;
}

/** The JSON-LD blocks of a page; raw `<` inside one could end the script early. */
function jsonLdOf(html: string): ProductLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    expect(m[1]).not.toContain("<");
    return JSON.parse(m[1]!) as ProductLd;
  });
}

describe("catalogue, product pages and search", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe("/plants", () => {
    it("is rendered on the server: banner, reviews button, a page of cards, title and description", async () => {
      const res = await fetch(`${baseUrl()}/plants`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Our Plants");
      expect(html).toContain("See Customer Reviews");
      expect(html).toContain("<title>Ayurvedic Plants &amp; Herbal Products · Vanaushadhi</title>");
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html.match(/<article/g)).toHaveLength(24);
      expect(html).not.toContain("Please wait, loading Plants...");
    });

    it("a card's Blog link is named by its visible word (WCAG 2.5.3), so 'click Blog' finds it", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/plants");
      const card = page.locator("article").first();
      const blog = card.getByRole("link", { name: "Blog" });
      expect(await blog.count()).toBe(1);
      expect(await blog.getAttribute("aria-label")).toMatch(/^Blog: .+ care guide$/);
      await context.close();
    });

    it("works without JavaScript: cards, page links and the filter form", async () => {
      const { context, page } = await newPage(browser, { javaScriptEnabled: false });
      await page.goto("/plants");
      expect(await page.getByTestId("product-grid").locator("article").count()).toBe(24);
      expect(await page.getByRole("link", { name: "See Customer Reviews" }).getAttribute("href")).toBe("/review");
      await page.getByLabel("On sale").check();
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/onSale=1/);
      expect(await page.getByTestId("product-grid").locator("article").count()).toBeGreaterThan(0);
      await page.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/page=2/);
      expect(page.url()).toContain("onSale=1");
      await context.close();
    });

    it("sorts by price, low to high, and keeps the sort in the URL", async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto("/plants");
      await hydrated(page);
      const featured = await cardTitles(page);
      await page.getByLabel("Sort by").selectOption("price-asc");
      await page.waitForURL(/\/plants\?sort=price-asc$/);
      await expect.poll(() => cardTitles(page)).not.toEqual(featured);
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(24);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const cheapest = Math.min(...(await products()).map((p) => p.priceFrom));
      expect(prices[0]).toBe(cheapest);

      await page.getByLabel("Sort by").selectOption("price-desc");
      await page.waitForURL(/sort=price-desc/);
      await expect.poll(async () => (await cardPrices(page))[0]).toBeGreaterThan(prices.at(-1)!);
      await page.reload();
      expect(await page.getByLabel("Sort by").inputValue()).toBe("price-desc");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("filters on sale and in stock through the URL", async () => {
      const titles = async (query: string) => (await products(`?sort=price-desc&limit=24${query}`)).map((p) => p.title);
      // Sold-out plants are among the dearest, so the in-stock filter visibly changes this page.
      expect((await products("?sort=price-desc&limit=24")).some((p) => p.stock === 0)).toBe(true);
      const { context, page } = await newPage(browser);
      await page.goto("/plants?sort=price-desc");
      await hydrated(page);
      await page.getByLabel("On sale").check();
      await page.waitForURL(/onSale=1/);
      expect(page.url()).toContain("sort=price-desc");
      await expect.poll(() => cardTitles(page)).toEqual(await titles("&onSale=1"));
      const onSale = await page
        .getByTestId("product-grid")
        .locator("article")
        .evaluateAll((cards) => cards.map((card) => /% off/.test(card.textContent ?? "")));
      expect(onSale.every(Boolean)).toBe(true);

      await page.getByLabel("In stock").check();
      await page.waitForURL(/inStock=1/);
      expect(new URL(page.url()).searchParams.get("onSale")).toBe("1");
      await expect.poll(() => cardTitles(page)).toEqual(await titles("&onSale=1&inStock=1"));

      await page.getByLabel("On sale").uncheck();
      await page.waitForURL((url) => !url.searchParams.has("onSale"));
      await expect.poll(() => cardTitles(page)).toEqual(await titles("&inStock=1"));
      expect(await page.getByTestId("product-grid").getByText("Out of Stock").count()).toBe(0);
      expect(await page.getByLabel("In stock").isChecked()).toBe(true);
      await context.close();
    });

    it("leaves sold-out products out when in stock is asked, on the server too", async () => {
      const soldOut = (await products("?sort=price-desc&limit=24")).filter((p) => p.stock === 0);
      expect(soldOut.length).toBeGreaterThan(0);
      const all = await (await fetch(`${baseUrl()}/plants?sort=price-desc`)).text();
      const inStock = await (await fetch(`${baseUrl()}/plants?sort=price-desc&inStock=1`)).text();
      for (const p of soldOut) {
        expect(all).toContain(`href="/plant/${p.slug}"`);
        expect(inStock).not.toContain(`href="/plant/${p.slug}"`);
      }
      expect(all).toContain("Out of Stock");
      expect(inStock).not.toContain("Out of Stock");
    });

    it("page 2 shows the next products, and a page past the end is a 404", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/plants");
      const first = await cardTitles(page);
      await page.getByRole("link", { name: "Page 2" }).click();
      await page.waitForURL(/\/plants\?page=2$/);
      await expect.poll(() => cardTitles(page)).not.toEqual(first);
      const second = await cardTitles(page);
      expect(second.filter((t) => first.includes(t))).toEqual([]);
      expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
      expect(await page.title()).toContain("page 2");
      await context.close();

      const total = (await products()).length;
      expect((await fetch(`${baseUrl()}/plants?page=${Math.ceil(total / 24) + 1}`)).status).toBe(404);
      expect((await fetch(`${baseUrl()}/plants?page=abc`)).status).toBe(404);
    });

    it("says so when the filters match nothing (a shop started without the demo catalogue)", async () => {
      const empty = await startServer({ DEMO_DATA: "false" });
      try {
        const filtered = await (await fetch(`${empty.url}/plants?onSale=1&sort=rating`)).text();
        expect(filtered).toContain("No plants match these filters");
        expect(filtered).toContain('href="/plants?sort=rating"');
        expect(filtered).not.toContain("<article");
        expect(await (await fetch(`${empty.url}/plants`)).text()).toContain("Our nursery is being restocked.");
        expect(await (await fetch(`${empty.url}/api/search?q=tulsi`)).json()).toEqual([]);
      } finally {
        await empty.stop();
      }
    });

    it("shows 'Please wait, loading Plants...' while a client navigation waits for the catalogue", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/");
      await hydrated(page);
      await page.route("**/plants.data*", async (route) => {
        await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      });
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plants" }).click();
      await expect.poll(() => page.getByText("Please wait, loading Plants...").isVisible()).toBe(true);
      await page.waitForURL(/\/plants$/);
      await expect.poll(() => page.getByText("Please wait, loading Plants...").count()).toBe(0);
      expect(await page.getByTestId("product-grid").locator("article").count()).toBe(24);
      await context.close();
    });
  });

  describe("/plant/:slug", () => {
    it("shows the gallery, title, scientific name, rating, price, stock, description and guide link", async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto("/plant/tulsi-holy-basil");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tulsi (Holy Basil)");
      expect(await page.getByText("Ocimum tenuiflorum", { exact: true }).isVisible()).toBe(true);
      // The mean of its shown reviews (docs/product/reviews.md#one-rating), as its review panel says.
      const [tulsi] = (await products()).filter((p) => p.slug === "tulsi-holy-basil");
      expect(tulsi!.reviewCount).toBeGreaterThan(0);
      const rated = `Rated ${tulsi!.rating.toFixed(1)} out of 5`;
      expect(await page.getByTestId("rating-line").getByRole("img", { name: rated }).isVisible()).toBe(true);
      expect(await page.getByTestId("average-rating").innerText()).toBe(tulsi!.rating.toFixed(1));
      const price = await page.getByTestId("product-price").textContent();
      expect(price).toContain("₹179.00");
      expect(price).toContain("₹199.00");
      expect(price).toContain("10% off");
      expect(await page.getByTestId("stock-state").textContent()).toBe("In stock");
      expect(await page.getByRole("link", { name: /guide/ }).getAttribute("href")).toBe("/blog/tulsi-holy-basil");
      expect(await page.title()).toBe("Tulsi (Holy Basil) (Ocimum tenuiflorum) · Vanaushadhi");

      // Thumbnails switch the large picture, by mouse and by keyboard.
      const main = page.locator("img[alt^='Tulsi (Holy Basil) (Ocimum tenuiflorum)']");
      const before = await main.getAttribute("src");
      await page.getByRole("button", { name: "Show picture 2 of 2" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => main.getAttribute("src")).not.toBe(before);
      expect(await page.getByRole("button", { name: "Show picture 2 of 2" }).getAttribute("aria-pressed")).toBe("true");
      expect(errors).toEqual([]);
      await context.close();
    });

    it("keeps the quantity between 1 and the stock", async () => {
      const low = (await products()).find((p) => p.stock > 1 && p.stock <= LOW_STOCK_LIMIT);
      expect(low).toBeDefined();
      const { context, page } = await newPage(browser);
      await page.goto(`/plant/${low!.slug}`);
      await hydrated(page);
      expect(await page.getByTestId("stock-state").textContent()).toBe(`Only ${low!.stock} left`);
      const quantity = page.getByLabel("Quantity", { exact: true });
      const minus = page.getByRole("button", { name: "Decrease quantity" });
      const plus = page.getByRole("button", { name: "Increase quantity" });
      expect(await quantity.inputValue()).toBe("1");
      expect(await minus.isDisabled()).toBe(true);
      await plus.click();
      expect(await quantity.inputValue()).toBe("2");
      await minus.click();
      expect(await quantity.inputValue()).toBe("1");
      await quantity.fill("0");
      expect(await quantity.inputValue()).toBe("1");
      await quantity.fill("999");
      expect(await quantity.inputValue()).toBe(String(low!.stock));
      expect(await plus.isDisabled()).toBe(true);
      await quantity.fill("");
      await quantity.blur();
      expect(await quantity.inputValue()).toBe(String(low!.stock));
      await context.close();
    });

    it("a sold-out product says 'Out of Stock' and has no add button", async () => {
      const soldOut = (await products()).find((p) => p.stock === 0)!;
      const { context, page } = await newPage(browser);
      await page.goto(`/plant/${soldOut.slug}`);
      expect(await page.getByTestId("stock-state").textContent()).toBe("Out of Stock");
      expect(await page.getByRole("button", { name: "Add to cart" }).count()).toBe(0);
      expect(await page.getByLabel("Quantity", { exact: true }).count()).toBe(0);
      await context.close();
    });

    it("an unknown product is a real 404 with the not-found page", async () => {
      for (const slug of ["no-such-plant", "Not_A_Slug"]) {
        const res = await fetch(`${baseUrl()}/plant/${slug}`);
        expect(res.status).toBe(404);
        const html = await res.text();
        expect(html).toContain("Page not found");
      }
    });

    it("carries Open Graph tags and a parseable, escaped JSON-LD Product", async () => {
      const [tulsi] = (await products()).filter((p) => p.slug === "tulsi-holy-basil");
      const soldOut = (await products()).find((p) => p.stock === 0)!;
      const html = await (await fetch(`${baseUrl()}/plant/tulsi-holy-basil`)).text();
      expect(html).toContain('<meta property="og:type" content="product"/>');
      expect(html).toContain('<meta property="og:title" content="Tulsi (Holy Basil)"/>');
      expect(html).toMatch(
        /<meta property="og:image" content="https?:\/\/[^"]+\/media\/plant-tulsi-holy-basil-960\.webp"/,
      );
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/plant\/tulsi-holy-basil"/);
      const [ld] = jsonLdOf(html);
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Product",
        name: "Tulsi (Holy Basil)",
        // Sold in pot sizes: an offer per size, the first the product's own price.
        offers: expect.arrayContaining([
          {
            "@type": "Offer",
            name: "Tulsi (Holy Basil) — 5-inch pot",
            sku: expect.any(String),
            url: expect.stringMatching(/\/plant\/tulsi-holy-basil\?variant=/),
            priceCurrency: "INR",
            price: tulsi!.salePrice.toFixed(2),
            availability: "https://schema.org/InStock",
            itemCondition: "https://schema.org/NewCondition",
          },
        ]),
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: tulsi!.rating,
          reviewCount: tulsi!.reviewCount,
          bestRating: 5,
        },
      });
      expect(ld!.image[0]).toMatch(/\/media\/plant-tulsi-holy-basil-960\.webp$/);

      const [soldOutLd] = jsonLdOf(await (await fetch(`${baseUrl()}/plant/${soldOut.slug}`)).text());
      for (const offer of [soldOutLd!.offers].flat()) expect(offer.availability).toBe("https://schema.org/OutOfStock");
    });

    it("keeps hostile product text inside the JSON-LD (escaped, never run)", async () => {
      const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
      db.pragma("busy_timeout = 5000");
      const slug = "nagkesar";
      const { description } = db.prepare("select description from products where slug = ?").get(slug) as {
        description: string;
      };
      db.prepare("update products set description = ? where slug = ?").run(SCRIPT_BREAKOUT, slug);
      try {
        const html = await (await fetch(`${baseUrl()}/plant/${slug}`)).text();
        const [ld] = jsonLdOf(html) as Array<ProductLd & { description: string }>;
        expect(ld!.description).toBe(SCRIPT_BREAKOUT);
        const { context, page } = await newPage(browser);
        await page.goto(`/plant/${slug}`);
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        await context.close();
      } finally {
        db.prepare("update products set description = ? where slug = ?").run(description, slug);
        db.close();
      }
    });

    it("sends a visitor who adds to the cart to /signin and back", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/plant/tulsi-holy-basil");
      await hydrated(page);
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Add to cart" }).click();
      // Issue 15: the plant, quantity and size travel along, to be added once signed in.
      await page.waitForURL(
        /\/signin\?redirectTo=%2Fplant%2Ftulsi-holy-basil&add=tulsi-holy-basil&qty=2&variant=[\w-]+$/,
      );
      await context.close();
    });
  });

  describe("search modal", () => {
    it("lists matches only once text is typed, with picture and title, and 'No products found'", async () => {
      const { context, page, errors } = await newPage(browser);
      await page.goto("/plants");
      await hydrated(page);
      await page.getByRole("button", { name: "Search products" }).click();
      const dialog = page.getByRole("dialog", { name: "Search Products" });
      await dialog.waitFor();
      const input = dialog.getByPlaceholder("Search for products...");
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await dialog.getByRole("option").count()).toBe(0);
      expect(await dialog.getByText("No products found").count()).toBe(0);
      // The results area keeps one height, so the dialog does not jump as answers come and go.
      const area = dialog.getByTestId("search-area");
      const areaHeight = () => area.evaluate((el) => el.getBoundingClientRect().height);
      const emptyHeight = await areaHeight();
      expect(emptyHeight).toBeGreaterThan(0);

      await input.fill("tulsi");
      await expect.poll(() => dialog.getByRole("option").count()).toBeGreaterThanOrEqual(4);
      const first = dialog.getByRole("option").first();
      expect(await first.textContent()).toContain("Tulsi (Holy Basil)");
      expect(await first.getAttribute("href")).toBe("/plant/tulsi-holy-basil");
      expect(await first.locator("img").getAttribute("src")).toBe("/media/plant-tulsi-holy-basil-320.webp");
      expect(await areaHeight()).toBe(emptyHeight);
      // More matches than fit: the listbox scrolls inside the area (arrow keys bring the active one into view).
      expect(await dialog.getByRole("listbox").evaluate((el) => getComputedStyle(el).overflowY)).toBe("auto");

      await input.fill("ashwaganda");
      await expect.poll(() => first.textContent()).toContain("Ashwagandha");

      await input.fill("zzqxwv");
      await expect.poll(() => dialog.getByText("No products found").isVisible()).toBe(true);
      expect(await dialog.getByRole("option").count()).toBe(0);
      // Nothing found: where to go instead.
      await dialog.getByRole("navigation", { name: "Browse a category" }).waitFor();
      await dialog.getByRole("navigation", { name: "Popular plants" }).waitFor();
      expect(await areaHeight()).toBe(emptyHeight);

      await input.fill("");
      await expect.poll(() => dialog.getByText("No products found").count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("moves with the arrow keys, opens with Enter and closes", async () => {
      const { context, page } = await newPage(browser);
      await page.goto("/plants");
      await hydrated(page);
      await page.getByRole("button", { name: "Search products" }).click();
      const dialog = page.getByRole("dialog", { name: "Search Products" });
      const input = dialog.getByRole("combobox");
      await input.fill("neem");
      await expect.poll(() => dialog.getByRole("option").count()).toBeGreaterThan(0);
      await page.keyboard.press("ArrowDown");
      const activeId = await input.getAttribute("aria-activedescendant");
      const active = page.locator(`[id="${activeId}"]`);
      expect(await active.getAttribute("aria-selected")).toBe("true");
      const href = (await active.getAttribute("href"))!;
      await page.keyboard.press("Enter");
      await page.waitForURL(`**${href}`);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Neem");

      await page.getByRole("button", { name: "Search products" }).click();
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);

      // Clicking a match opens it too.
      await page.getByRole("button", { name: "Search products" }).click();
      await dialog.getByRole("combobox").fill("brahmi");
      // Each match names its price after the plant (issue 15).
      await dialog.getByRole("option", { name: /^Brahmi Bacopa monnieri ₹/ }).click();
      await page.waitForURL("**/plant/brahmi");
      await expect.poll(() => dialog.count()).toBe(0);
      await context.close();
    });
  });

  describe("accessibility", () => {
    for (const colorScheme of ["light", "dark"] as const) {
      it.each(["/plants", "/plant/tulsi-holy-basil"])(
        `%s has no serious violations in ${colorScheme}`,
        async (path) => {
          const { context, page } = await newPage(browser, { colorScheme });
          await page.goto(path);
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
          await context.close();
        },
      );

      it(`the search dialog with results has no serious violations in ${colorScheme}`, async () => {
        const { context, page } = await newPage(browser, { colorScheme, width: 390 });
        await page.goto("/plants");
        await hydrated(page);
        await page.getByRole("button", { name: "Search products" }).click();
        await page.getByTestId("search-input").fill("tulsi");
        await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);
        await page.keyboard.press("ArrowDown");
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await context.close();
      });
    }
  });
});
