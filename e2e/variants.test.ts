import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineName } from "#domain/catalogue/variants.ts";
import { formatINR, toPaise } from "#domain/money.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { mailsTo } from "./support/outbox.ts";

/** A product sold in pot sizes (docs/product/catalogue.md#variants), as GET /api/products/{slug} answers it. */
interface VariantProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  stock: number;
  optionName: string | null;
  variants: Array<{ id: string; name: string; sku: string; salePrice: number; stock: number }>;
}

const SLUG = "tulsi-holy-basil";

async function product(page: Page): Promise<VariantProduct> {
  const res = await page.context().request.get(`/api/products/${SLUG}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as VariantProduct;
}

const shownPrice = (page: Page) => page.getByTestId("product-price").textContent();

/** Clicks a size's chip, as a customer does (the radio inside is visually hidden). */
const chooseSize = (page: Page, name: string) =>
  page.getByTestId("variant-choice").getByText(name, { exact: true }).click();

/** Closes the add-to-cart popup and waits for it to go. */
async function closePopup(page: Page) {
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByTestId("cart-popup").count()).toBe(0);
}

/** Cash on delivery to a new address, confirmed: the new order's id. */
async function orderCashOnDelivery(page: Page): Promise<string> {
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
  await page.getByLabel("Use a new address").check();
  await page.getByLabel("Street").fill("7 MG Road");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("PIN code").fill("411001");
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByLabel("Cash on Delivery").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/ordersummary");
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
  const href = await page
    .getByTestId("order")
    .first()
    .getByRole("link", { name: /^Order #/ })
    .getAttribute("href");
  return href!.split("/").pop()!;
}

/** The order page names the line as sold, and so does its invoice. */
async function expectOrderNames(page: Page, orderId: string, name: string) {
  await page.goto(`/orders/${orderId}`);
  expect(await page.locator("main").textContent()).toContain(name);
  const href = await page.getByRole("link", { name: "Download invoice" }).first().getAttribute("href");
  const res = await page.context().request.get(href!);
  expect(res.status()).toBe(200);
  expect(pdfText(await res.body()).replace(/\s+/g, " ")).toContain(name);
}

describe("variants on the product page, in the cart and on the order (docs/product/catalogue.md#variants)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("choosing a size updates the address (?variant=), the price and the offer without loading the page again", async () => {
    const { context, page, errors } = await newPage(browser);
    const tulsi = await product(page);
    const [first, second] = tulsi.variants;
    expect(tulsi.optionName).toBe("Pot size");
    await page.goto(`/plant/${SLUG}`);
    await hydrated(page);

    const choice = page.getByRole("group", { name: tulsi.optionName! });
    expect(await choice.getByRole("radio").count()).toBe(tulsi.variants.length);
    expect(await choice.getByRole("radio", { name: first!.name }).isChecked()).toBe(true);
    expect(await shownPrice(page)).toContain(formatINR(toPaise(first!.salePrice)));
    // With JavaScript the choice applies at once: no 'Select' button.
    expect(await page.getByRole("button", { name: "Select" }).isVisible()).toBe(false);

    // The structured data offers each size at its own price.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      offers: Array<{ name: string; sku: string; price: string; url: string }>;
    };
    expect(ld.offers.map((o) => [o.name, o.sku, o.price])).toEqual(
      tulsi.variants.map((v) => [lineName(tulsi.title, v.name), v.sku, v.salePrice.toFixed(2)]),
    );
    expect(ld.offers[1]!.url).toContain(`?variant=${second!.id}`);

    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await chooseSize(page, second!.name);
    await page.waitForURL(`**/plant/${SLUG}?variant=${second!.id}`);
    await expect.poll(() => shownPrice(page)).toContain(formatINR(toPaise(second!.salePrice)));
    expect(await choice.getByRole("radio", { name: second!.name }).isChecked()).toBe(true);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    // The shared address opens on that size.
    const shared = await newPage(browser);
    await shared.page.goto(`/plant/${SLUG}?variant=${second!.id}`);
    expect(await shared.page.getByRole("radio", { name: second!.name }).isChecked()).toBe(true);
    expect(await shownPrice(shared.page)).toContain(formatINR(toPaise(second!.salePrice)));
    await shared.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, the radios and 'Select' choose a size", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    const tulsi = await product(page);
    const third = tulsi.variants[2]!;
    await page.goto(`/plant/${SLUG}`);
    await chooseSize(page, third.name);
    await page.getByRole("button", { name: "Select" }).click();
    await page.waitForURL(`**/plant/${SLUG}?variant=${third.id}`);
    expect(await page.getByRole("radio", { name: third.name }).isChecked()).toBe(true);
    expect(await shownPrice(page)).toContain(formatINR(toPaise(third.salePrice)));
    await context.close();
  });

  it("shows the plant's care with its values", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/plant/${SLUG}`);
    const care = page.getByTestId("care-panel");
    for (const text of ["Light", "Full sun", "Water", "Care level", "Safe for pets", "Placement", "Outdoor"])
      expect(await care.textContent()).toContain(text);
    await context.close();
  });

  it("orders the chosen size: its line in the cart, its stock taken, its name on the order page and the invoice", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("variant-buyer");
    await signUpInContext(context, "Variant Buyer", email);
    const before = await product(page);
    const second = before.variants[1]!;
    const name = lineName(before.title, second.name);

    await page.goto(`/plant/${SLUG}?variant=${second.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    const popup = page.getByTestId("cart-popup");
    await expect.poll(() => popup.textContent()).toContain(name);
    expect(await popup.textContent()).toContain("Quantity: 2");
    await closePopup(page);

    // Another size of the same plant is a line of its own.
    const first = before.variants[0]!;
    await chooseSize(page, first.name);
    await page.waitForURL(`**/plant/${SLUG}?variant=${first.id}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => popup.textContent()).toContain(lineName(before.title, first.name));
    await closePopup(page);

    await page.goto("/checkout");
    const lines = page.getByTestId("cart-line");
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain(name);
    expect(await lines.nth(0).getByTestId("line-quantity").textContent()).toBe("2");
    expect(await lines.nth(1).textContent()).toContain(lineName(before.title, first.name));
    await page.getByRole("button", { name: `Remove ${lineName(before.title, first.name)}` }).click();
    await expect.poll(() => lines.count()).toBe(1);

    const orderId = await orderCashOnDelivery(page);
    const after = await product(page);
    expect(after.variants.map((v) => v.stock)).toEqual(
      before.variants.map((v) => (v.id === second.id ? v.stock - 2 : v.stock)),
    );
    await expectOrderNames(page, orderId, name);
    // The order mail names it too (its body is UTF-8, read here byte by byte).
    const named = Buffer.from(`2 × ${name}`).toString("latin1");
    await expect.poll(() => mailsTo(email).some((m) => m.includes(named))).toBe(true);
    await context.close();
  });

  it("a cart line kept before variants (no variantId) orders the default size", async () => {
    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Old Cart Keeper");
    const tulsi = await product(page);
    const first = tulsi.variants[0]!;
    await fillCart(page, [tulsi], [1]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cart")))!)[0]).not.toHaveProperty("variantId");

    await page.goto("/checkout");
    const name = lineName(tulsi.title, first.name);
    await expect.poll(() => page.getByTestId("cart-line").first().textContent()).toContain(name);
    const orderId = await orderCashOnDelivery(page);
    expect((await product(page)).variants[0]!.stock).toBe(first.stock - 1);
    await expectOrderNames(page, orderId, name);
    await context.close();
  });
});
