import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inHindi, untranslated } from "./support/hindi.ts";

/** GET /api/products/facets: what the finder's page should say for the same filters. */
interface ApiFacets {
  total: number;
  category: Record<string, number>;
  light: Record<string, number>;
  water: Record<string, number>;
}

async function facets(query = ""): Promise<ApiFacets> {
  return (await (await fetch(`${baseUrl()}/api/products/facets${query}`)).json()) as ApiFacets;
}

async function apiTitles(query: string): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/products?limit=24&${query}`);
  return ((await res.json()) as Array<{ title: string }>).map((p) => p.title);
}

const PHONE = { width: 390, height: 844 };

/** `Showing 25–48 of 115`, read back. */
async function showing(page: Page): Promise<{ first: number; last: number; total: number }> {
  const text = (await page.getByTestId("catalogue-count").textContent()) ?? "";
  const match = /^Showing (\d+)–(\d+) of (\d+)$/.exec(text);
  if (!match) throw new Error(`Not a 'Showing' line: ${text}`);
  return { first: Number(match[1]), last: Number(match[2]), total: Number(match[3]) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A value's checkbox, named by its label and its count: `Shade (12)`. */
const choice = (scope: Page | Locator, label: string) =>
  scope.getByRole("checkbox", { name: new RegExp(`^${escaped(label)} \\(\\d+\\)$`) });

/** The count a value advertises beside its label. */
async function advertised(box: Locator): Promise<number> {
  const name = (await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)) ?? "";
  return Number(/\((\d+)\)$/.exec(name.trim())?.[1]);
}

/** Every count of one facet's group (its legend names it). */
async function groupCounts(scope: Page | Locator, legend: string): Promise<number[]> {
  const texts = await scope.getByRole("group", { name: legend, exact: true }).locator("label").allTextContents();
  return texts.map((text) => Number(/\((\d+)\)$/.exec(text.trim())?.[1]));
}

const cardTitles = (page: Page) => page.getByTestId("product-grid").locator("article h3").allTextContents();

/** Set in the page; a full reload would lose it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { finderMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "finderMark" in window);

describe("the plant finder on /plants", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("filters by two attributes on a desktop: the URL follows without a reload, the totals are the advertised counts", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/plants");
    await hydrated(page);
    await markPage(page);
    const sidebar = page.getByRole("complementary");

    const fullSun = choice(sidebar, "Full sun");
    const promised = await advertised(fullSun);
    expect(promised).toBe((await facets()).light["Full sun"]);
    await fullSun.check();
    await page.waitForURL(/\?light=Full\+sun$/);
    await expect.poll(async () => (await showing(page)).total).toBe(promised);

    const medium = choice(sidebar, "Medium");
    const narrowed = await advertised(medium);
    await medium.check();
    await page.waitForURL(/\?light=Full\+sun&water=Medium$/);
    await expect.poll(async () => (await showing(page)).total).toBe(narrowed);
    expect(narrowed).toBe((await facets("?light=Full+sun&water=Medium")).total);
    expect(await cardTitles(page)).toEqual(await apiTitles("light=Full+sun&water=Medium"));
    expect(await page.getByRole("heading", { name: "Matching plants" }).count()).toBe(1);
    expect(await stillSamePage(page)).toBe(true);

    // A chip takes one filter away; the back button brings it back, ticked.
    await page.getByTestId("finder-chips").getByRole("link", { name: "Remove filter: Medium" }).click();
    await page.waitForURL(/\?light=Full\+sun$/);
    await expect.poll(() => choice(sidebar, "Medium").isChecked()).toBe(false);
    await page.goBack();
    await page.waitForURL(/water=Medium/);
    await expect.poll(() => choice(sidebar, "Medium").isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by two attributes on a phone, in the Filters sheet", async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto("/plants");
    await hydrated(page);
    // The sidebar is the sheet's on a phone.
    expect(await page.getByRole("complementary").isVisible()).toBe(false);
    const open = page.getByRole("button", { name: "Filters", exact: true });
    await open.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.waitFor();

    await choice(sheet, "Medicinal plants").check();
    await page.waitForURL(/\?category=medicinal-plants$/);
    const partialShade = choice(sheet, "Partial shade");
    await expect
      .poll(() => advertised(partialShade))
      .toBe((await facets("?category=medicinal-plants")).light["Partial shade"]);
    await partialShade.check();
    await page.waitForURL(/\?category=medicinal-plants&light=Partial\+shade$/);
    const expected = (await facets("?category=medicinal-plants&light=Partial+shade")).total;
    expect(expected).toBeGreaterThan(0);
    const show = sheet.getByRole("button", { name: `Show ${expected} plant${expected === 1 ? "" : "s"}` });
    await show.waitFor();

    // Focus stays inside the sheet.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await show.click();
    await sheet.waitFor({ state: "detached" });
    expect((await showing(page)).total).toBe(expected);
    expect(await page.getByTestId("product-grid").locator("article").count()).toBe(Math.min(expected, 24));
    const reopen = page.getByRole("button", { name: "Filters (2)" });
    await reopen.click();
    await sheet.waitFor();
    expect(await choice(sheet, "Partial shade").isChecked()).toBe(true);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await reopen.click();
    await sheet.getByRole("button", { name: "Close filters" }).click();
    await sheet.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has counts that add up: a facet left unfiltered sums to the total", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/plants?light=Full+sun&inStock=1");
    const sidebar = page.getByRole("complementary");
    const { total } = await showing(page);
    // Every product is in one category, so the category counts share out the whole total.
    expect((await groupCounts(sidebar, "Category")).reduce((a, b) => a + b, 0)).toBe(total);
    // The light facet counts as if light were not chosen: its chosen value's count is the total.
    expect(await advertised(choice(sidebar, "Full sun"))).toBe(total);
    // A value that would leave nothing is shown, disabled.
    const empty = sidebar.locator("input[type=checkbox]:disabled");
    if ((await empty.count()) > 0) expect(await advertised(empty.first())).toBe(0);
    await context.close();
  });

  it("pages through a filtered list, keeping its filters", async () => {
    const { total } = await facets("?light=Full+sun");
    expect(total).toBeGreaterThan(24);
    const { context, page } = await newPage(browser);
    await page.goto("/plants?light=Full+sun");
    expect(await showing(page)).toEqual({ first: 1, last: 24, total });
    await page.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/\?light=Full\+sun&page=2$/);
    await expect.poll(() => showing(page)).toEqual({ first: 25, last: Math.min(48, total), total });
    expect(await choice(page.getByRole("complementary"), "Full sun").isChecked()).toBe(true);
    await context.close();
  });

  it("shares a filtered page: another browser opens the same products with the same filters ticked", async () => {
    const shared = "/plants?care=Easy&light=Full+sun&maxPrice=500&sort=price-asc";
    const first = await newPage(browser);
    await first.page.goto(shared);
    const titles = await cardTitles(first.page);
    expect(titles.length).toBeGreaterThan(0);
    await first.context.close();

    const fresh = await newPage(browser, { colorScheme: "dark" });
    await fresh.page.goto(shared);
    expect(await cardTitles(fresh.page)).toEqual(titles);
    const sidebar = fresh.page.getByRole("complementary");
    expect(await choice(sidebar, "Easy").isChecked()).toBe(true);
    expect(await choice(sidebar, "Full sun").isChecked()).toBe(true);
    expect(await choice(sidebar, "Shade").isChecked()).toBe(false);
    expect(await sidebar.getByLabel("Highest").inputValue()).toBe("500");
    expect(await fresh.page.getByLabel("Sort by").inputValue()).toBe("price-asc");
    // The page is its own canonical address.
    const canonical = await fresh.page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).search).toBe("?care=Easy&light=Full+sun&maxPrice=500&sort=price-asc");
    await fresh.context.close();
  });

  it("says 'No plants match these filters' and clears them", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/plants?q=no-plant-is-called-this&inStock=1&sort=rating");
    const empty = page.getByTestId("catalogue-empty");
    expect(await empty.textContent()).toContain("No plants match these filters");
    await hydrated(page);
    await empty.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(/\/plants\?sort=rating$/);
    await expect.poll(() => page.getByTestId("product-grid").locator("article").count()).toBe(24);
    expect(await page.getByTestId("finder-chips").count()).toBe(0);
    expect(await page.getByRole("complementary").getByLabel("Search").inputValue()).toBe("");
    await context.close();
  });

  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    it(`works without JavaScript at ${viewport.width} px: a GET form and 'Apply filters'`, async () => {
      const { context, page } = await newPage(browser, { ...viewport, javaScriptEnabled: false });
      await page.goto("/plants");
      const sidebar = page.getByRole("complementary");
      // On a phone, the Filters control leads down to the form in the page.
      if (viewport.width < 1024) await page.getByRole("link", { name: "Filters", exact: true }).click();
      await choice(sidebar, "Outdoor").check();
      await choice(sidebar, "Low").check();
      await sidebar.getByLabel("Lowest").fill("100");
      await sidebar.getByRole("button", { name: "Apply filters" }).click();
      await page.waitForURL(/placement=Outdoor/);
      const url = new URL(page.url());
      expect(url.searchParams.get("water")).toBe("Low");
      expect(url.searchParams.get("minPrice")).toBe("100");
      const expected = await facets("?placement=Outdoor&water=Low&minPrice=100");
      expect((await showing(page)).total).toBe(expected.total);
      expect(await choice(sidebar, "Outdoor").isChecked()).toBe(true);
      expect(await choice(sidebar, "Low").isChecked()).toBe(true);
      expect(await sidebar.getByLabel("Lowest").inputValue()).toBe("100");
      await context.close();
    });
  }

  it("narrows the header search's results: 'See all results' opens /search?q=…, the finder's filters staying there", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("search-button").click();
    await page.getByTestId("search-input").fill("tulsi");
    await page.getByTestId("search-see-all").click();
    await page.waitForURL(/\/search\?q=tulsi$/);
    const sidebar = page.getByRole("complementary");
    expect(await sidebar.getByLabel("Search").inputValue()).toBe("tulsi");
    const { total } = await showing(page);
    expect(total).toBe((await facets("?q=tulsi")).total);
    for (const title of await cardTitles(page)) expect(title.toLowerCase()).toContain("tulsi");
    await choice(sidebar, "Full sun").check();
    await page.waitForURL(/\/search\?light=Full\+sun&q=tulsi$/);
    await page.getByTestId("finder-chips").getByRole("link", { name: "Remove filter: “tulsi”" }).click();
    // Without a text, the results are the catalogue's.
    await page.waitForURL(/\/plants\?light=Full\+sun$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'From ₹…' on the card of a product whose sizes cost differently", async () => {
    const products = (await (await fetch(`${baseUrl()}/api/products?limit=24`)).json()) as Array<{
      title: string;
      variants: Array<{ salePrice: number }>;
    }>;
    const varied = products.find((p) => new Set(p.variants.map((v) => v.salePrice)).size > 1);
    const single = products.find((p) => p.variants.length === 1);
    expect(varied && single).toBeTruthy();
    const { context, page } = await newPage(browser);
    await page.goto("/plants");
    const card = (title: string) => page.locator("article", { has: page.getByRole("heading", { name: title }) });
    const lowest = Math.min(...varied!.variants.map((v) => v.salePrice));
    expect(await card(varied!.title).textContent()).toContain(`From ${formatINR(toPaise(lowest))}`);
    expect(await card(single!.title).textContent()).not.toContain("From");
    await context.close();
  });

  it("is in Hindi on a Hindi page, sheet included", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto("/plants?light=Shade&lang=hi");
    await hydrated(page);
    expect(await page.getByTestId("catalogue-count").textContent()).toMatch(/^\d+ में से 1–\d+ दिखाए जा रहे हैं$/);
    await page.getByRole("button", { name: `${inHindi("Filters", "catalogue")} (1)` }).click();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    expect(await choice(sheet, inHindi("Shade", "catalogue")).isChecked()).toBe(true);
    expect(await untranslated(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await untranslated(page, "main")).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`passes axe's WCAG 2 AA checks (${colorScheme}), on a desktop and in the phone's sheet`, async () => {
      const desktop = await newPage(browser, { colorScheme });
      await desktop.page.goto("/plants?light=Shade&light=Partial+shade&water=Low&inStock=1");
      await hydrated(desktop.page);
      const onDesktop = await seriousViolations(desktop.page);
      expect(onDesktop, describeViolations(onDesktop)).toEqual([]);
      await desktop.context.close();

      const phone = await newPage(browser, { ...PHONE, colorScheme });
      await phone.page.goto("/plants?light=Shade");
      await hydrated(phone.page);
      await phone.page.getByRole("button", { name: "Filters (1)" }).click();
      await phone.page.getByRole("dialog").waitFor();
      const inSheet = await seriousViolations(phone.page);
      expect(inSheet, describeViolations(inSheet)).toEqual([]);
      await phone.context.close();
    });
  }
});
