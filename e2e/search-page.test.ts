import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inHindi } from "./support/hindi.ts";

/** The header's search and its results page (issue 30, docs/product/catalogue.md#search). */
interface ApiProduct {
  slug: string;
  title: string;
  light: string | null;
}

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${baseUrl()}${path}`)).json()) as T;
const cardTitles = (page: Page) => page.getByTestId("product-grid").locator("article h3").allTextContents();

async function openDialog(page: Page) {
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("search-button").click();
  return page.getByTestId("search-input");
}

describe("search results", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("Enter opens the results page: server-rendered cards with the finder's filters, staying on /search", async () => {
    const { context, page, errors } = await newPage(browser);
    const input = await openDialog(page);
    await input.fill("tulsi");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await input.press("Enter");
    await page.waitForURL(/\/search\?q=tulsi$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Search results for “tulsi”");
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain("tulsi");
    const sidebar = page.getByRole("complementary");
    expect(await sidebar.getByLabel("Search").inputValue()).toBe("tulsi");
    await sidebar.locator("label").filter({ hasText: "Full sun" }).locator("input").check();
    await page.waitForURL(/\/search\?light=Full\+sun&q=tulsi$/);
    expect(errors).toEqual([]);

    // Rendered by the server, without JavaScript too; not for search engines' indexes.
    const html = await (await fetch(`${baseUrl()}/search?q=tulsi`)).text();
    expect(html).toContain('data-testid="product-grid"');
    expect(html).toContain('content="noindex, follow"');
    await context.close();
  });

  it("an option chosen with the arrows still opens its product", async () => {
    const { context, page } = await newPage(browser);
    const input = await openDialog(page);
    await input.fill("neem");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await input.press("ArrowDown");
    await input.press("Enter");
    await page.waitForURL(/\/plant\//);
    await context.close();
  });

  it("the dialog keeps its height as results come and go, and suggests where to go when nothing is found", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const input = await openDialog(page);
    const dialog = page.getByRole("dialog");
    const height = async () => (await dialog.boundingBox())!.height;
    const empty = await height();
    await input.fill("tulsi");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await height()).toBe(empty);
    await input.fill("zzqxv");
    await expect.poll(() => page.getByText("No products found").isVisible(), { timeout: 10_000 }).toBe(true);
    const suggestions = dialog.getByTestId("search-suggestions");
    await expect.poll(() => suggestions.getByRole("link").count(), { timeout: 10_000 }).toBeGreaterThan(3);
    expect(await height()).toBe(empty);
    expect(await suggestions.getByText("Popular plants").isVisible()).toBe(true);
    await suggestions.getByRole("navigation", { name: "Browse a category" }).getByRole("link").first().click();
    await page.waitForURL(/\/plants\?category=/);
    await context.close();
  });

  it("nothing found: the page offers the categories and popular plants", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/search?q=zzqxv");
    expect(await page.getByText("Nothing matches “zzqxv”").isVisible()).toBe(true);
    const suggestions = page.getByTestId("search-suggestions");
    expect(await suggestions.getByRole("link").count()).toBeGreaterThan(3);
    const popular = await api<ApiProduct[]>("/api/products?sort=rating&limit=1");
    expect(await suggestions.getByRole("link", { name: popular[0]!.title }).count()).toBe(1);
    await context.close();
  });

  it("care words find the plants that fit, in English and in Hindi", async () => {
    const { context, page } = await newPage(browser);
    const shady = await api<ApiProduct[]>("/api/products?light=Shade&light=Partial+shade&limit=24");
    expect(shady.length).toBeGreaterThan(0);
    const input = await openDialog(page);
    await input.fill("shade");
    await expect.poll(() => page.getByRole("option").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await input.press("Enter");
    await page.waitForURL(/\/search\?q=shade$/);
    await expect
      .poll(() => page.getByTestId("search-care").textContent())
      .toBe("Plants that suit: Shade · Partial shade");
    expect((await cardTitles(page)).sort()).toEqual(shady.map((p) => p.title).sort());

    await page.goto(`/search?q=${encodeURIComponent("छाया")}&lang=hi`);
    expect(await page.getByTestId("search-care").textContent()).toContain(inHindi("Plants that suit:", "catalogue"));
    expect(await page.getByTestId("product-grid").locator("article").count()).toBe(shady.length);
    await context.close();
  });

  it("without a text it is the catalogue", async () => {
    const res = await fetch(`${baseUrl()}/search?light=Shade`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/plants?light=Shade");
  });
});
