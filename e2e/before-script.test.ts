import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/**
 * The product page's controls before its JavaScript runs (here: never), as plain forms: the
 * variant choice, the quantity's − and +, 'Add to cart' and the heart each do on the server what
 * the hydrated page does, and come back to the page showing it (docs/product/pages.md#product-page).
 */

interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  stock: number;
  optionName: string | null;
  variants: Array<{ id: string; name: string; salePrice: number; stock: number }>;
}

interface StoredLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

const SLUG = "tulsi-holy-basil";

async function apiProduct(slug: string): Promise<ApiProduct> {
  return (await (await fetch(`${baseUrl()}/api/products/${slug}`)).json()) as ApiProduct;
}

/** A plant sold one way and in stock, whose card offers 'Add to cart'. */
async function simplePlant(): Promise<ApiProduct> {
  const products = (await (await fetch(`${baseUrl()}/api/products?limit=40`)).json()) as ApiProduct[];
  return products.find((p) => p.optionName === null && p.stock > 5)!;
}

async function savedCart(context: BrowserContext): Promise<StoredLine[]> {
  const res = await context.request.get("/api/cart");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cart: StoredLine[] }).cart;
}

/** A browser without JavaScript, signed in as a new customer when `name` is given. */
async function plainPage(browser: Browser, name?: string) {
  const opened = await newPage(browser, { javaScriptEnabled: false, width: 390, height: 844 });
  if (name) await signUpInContext(opened.context, name);
  return opened;
}

const quantityField = (page: Page) => page.getByTestId("quantity");
const addButton = (page: Page, name = "Add to cart") => page.getByRole("main").getByRole("button", { name });
const heart = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: /^(Add to wishlist|Remove from wishlist)$/ });

describe("the product page's controls before its JavaScript runs", () => {
  let browser: Browser;
  let tulsi: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    tulsi = await apiProduct(SLUG);
  });
  afterAll(() => browser?.close());

  it("a customer chooses a size, steps the quantity and adds it: the server cart has it, the page says so, and the hydrated page counts it", async () => {
    const { context, page } = await plainPage(browser, "Plain Shopper");
    const second = tulsi.variants[1]!;
    await page.goto(`/plant/${SLUG}`);
    await page.getByTestId("variant-choice").getByText(second.name, { exact: true }).click();
    await page.getByRole("button", { name: "Select" }).click();
    await page.waitForURL(`**/plant/${SLUG}?variant=${second.id}`);
    expect(await page.getByTestId("product-price").textContent()).toContain(formatINR(toPaise(second.salePrice)));

    // − is off at 1; + loads the page with one more, keeping the size, at the quantity's place.
    expect(await page.getByRole("button", { name: "Decrease quantity" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.waitForURL((url) => url.searchParams.get("qty") === "2");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.waitForURL((url) => url.searchParams.get("qty") === "3");
    expect(new URL(page.url()).searchParams.get("variant")).toBe(second.id);
    expect(new URL(page.url()).hash).toBe("#buy");
    expect(await quantityField(page).inputValue()).toBe("3");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.waitForURL((url) => url.searchParams.get("qty") === "2");
    // A typed quantity goes with the add form too.
    await quantityField(page).fill("3");

    await addButton(page).click();
    await page.waitForURL((url) => url.searchParams.has("added"));
    expect(new URL(page.url()).pathname).toBe(`/plant/${SLUG}`);
    expect(await page.getByTestId("cart-added").textContent()).toContain("Added to your cart");
    expect(await page.getByTestId("cart-added").getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe(
      "/checkout",
    );
    expect(await savedCart(context)).toEqual([{ productId: tulsi.id, variantId: second.id, quantity: 3 }]);

    // Once the script runs (another visit, with JavaScript), the device's cart takes the server's line.
    const withScript = await browser.newContext({ baseURL: baseUrl(), storageState: await context.storageState() });
    const hydratedPage = await withScript.newPage();
    await hydratedPage.goto(`/plant/${SLUG}`);
    await hydrated(hydratedPage);
    await expect.poll(() => hydratedPage.getByTestId("cart-badge").textContent()).toBe("1");
    const device = await hydratedPage.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]);
    expect(device).toEqual([expect.objectContaining({ id: tulsi.id, variantId: second.id, quantity: 3 })]);
    await withScript.close();
    await context.close();
  });

  it("a visitor's 'Add to cart' goes to sign in with the plant, its size and quantity", async () => {
    const { context, page } = await plainPage(browser);
    const third = tulsi.variants[2]!;
    await page.goto(`/plant/${SLUG}?variant=${third.id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.waitForURL((url) => url.searchParams.get("qty") === "2");
    await addButton(page).click();
    await page.waitForURL("**/signin?**");
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({ redirectTo: expect.any(String) as string, add: SLUG, qty: "2", variant: third.id });
    const back = new URL(query.redirectTo!, baseUrl());
    expect([back.pathname, Object.fromEntries(back.searchParams)]).toEqual([
      `/plant/${SLUG}`,
      { variant: third.id, qty: "2" },
    ]);
    expect(await page.locator("main").textContent()).toContain(`Sign in to add ${tulsi.title} to your cart.`);
    await context.close();
  });

  it("the heart saves and removes for a customer, and sends a visitor to sign in", async () => {
    const customer = await plainPage(browser, "Plain Hearts");
    await customer.page.goto(`/plant/${SLUG}`);
    expect(await heart(customer.page).getAttribute("aria-pressed")).toBe("false");
    await heart(customer.page).click();
    await customer.page.waitForLoadState();
    await expect.poll(() => heart(customer.page).getAttribute("aria-pressed")).toBe("true");
    expect(new URL(customer.page.url()).pathname).toBe(`/plant/${SLUG}`);
    const saved = await customer.context.request.get("/api/wishlist");
    expect(((await saved.json()) as Array<{ id: string }>).map((p) => p.id)).toEqual([tulsi.id]);
    await heart(customer.page).click();
    await expect.poll(() => heart(customer.page).getAttribute("aria-pressed")).toBe("false");
    await customer.context.close();

    const visitor = await plainPage(browser);
    await visitor.page.goto(`/plant/${SLUG}`);
    await heart(visitor.page).click();
    await visitor.page.waitForURL("**/signin?**");
    expect(Object.fromEntries(new URL(visitor.page.url()).searchParams)).toEqual({
      redirectTo: `/plant/${SLUG}`,
      wish: SLUG,
    });
    expect(await visitor.page.locator("main").textContent()).toContain(
      `Sign in to save ${tulsi.title} to your wishlist.`,
    );
    await visitor.context.close();
  });

  it("a card's 'Add to cart' and heart work on the list and come back to it; in Hindi too", async () => {
    const plant = await simplePlant();
    const { context, page } = await plainPage(browser, "Plain Lister");
    await page.goto("/plants?lang=hi");
    const card = page.getByRole("article").filter({ has: page.locator(`a[href="/plant/${plant.slug}"]`) });
    await card.getByRole("button", { name: inHindi("Add to cart") }).click();
    await page.waitForURL((url) => url.searchParams.has("added"));
    expect(new URL(page.url()).pathname).toBe("/plants");
    expect(await page.getByTestId("cart-added").textContent()).toContain(inHindi("Added to your cart"));
    expect(await savedCart(context)).toEqual([
      { productId: plant.id, variantId: expect.any(String) as string, quantity: 1 },
    ]);
    await card.getByRole("button", { name: inHindi("Add to wishlist") }).click();
    await expect
      .poll(() => card.getByRole("button", { name: inHindi("Remove from wishlist") }).getAttribute("aria-pressed"))
      .toBe("true");
    // The notice of the earlier add is said once: the heart's way back drops it.
    expect(new URL(page.url()).searchParams.has("added")).toBe(false);
    await context.close();
  });
  it("a refused add says why on the product's page and changes nothing: a cart already holding 50 products", async () => {
    const { context, page } = await plainPage(browser, "Full Cart");
    const products = (await (await fetch(`${baseUrl()}/api/products?limit=60`)).json()) as ApiProduct[];
    const others = products.filter((p) => p.id !== tulsi.id && p.stock > 0).slice(0, 50);
    const full = others.map((p) => ({ productId: p.id, quantity: 1 }));
    expect((await context.request.put("/api/cart", { data: { cart: full } })).status()).toBe(200);
    await page.goto(`/plant/${SLUG}`);
    await addButton(page).click();
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("A cart holds at most 50 different products");
    expect(await savedCart(context)).toHaveLength(50);
    expect((await savedCart(context)).some((line) => line.productId === tulsi.id)).toBe(false);
    await context.close();
  });
});
