import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { priceCart } from "#domain/pricing.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { latestMailTo } from "./support/outbox.ts";

const ROWS = ["MRP total", "Discount", "Subtotal", "Tax (GST 18%)", "Delivery Charges", "Total"];

/** The summary's rows as [label, amount] pairs, top to bottom. */
async function rowsOf(totals: Locator): Promise<string[][]> {
  const labels = await totals.locator("dt").allTextContents();
  const amounts = await totals.locator("dd").allTextContents();
  return labels.map((label, i) => [label, amounts[i]!]);
}

describe("order totals read as a sum (issue 15, item 2)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("cart, order page and mail: MRP total − Discount = Subtotal, + Tax (GST 18%) + Delivery = Total", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const email = uniqueEmail("sum");
    await signUpInContext(context, "Sumita Rao", email);
    const [p] = await inStockProducts(1, { discounted: true });
    await fillCart(page, [p!], [2]);
    const t = priceCart([{ pricePaise: toPaise(p!.price), discount: p!.discount, quantity: 2 }]);
    const expected = [
      ["MRP total", formatINR(t.listTotalPaise)],
      ["Discount", `−${formatINR(t.discountPaise)}`],
      ["Subtotal", formatINR(t.subtotalPaise)],
      ["Tax (GST 18%)", formatINR(t.taxPaise)],
      ["Delivery Charges", "Free"],
      ["Total", formatINR(t.totalPaise)],
    ];

    await page.goto("/checkout");
    await page.getByTestId("order-totals").waitFor();
    expect(await rowsOf(page.getByTestId("order-totals"))).toEqual(expected);
    await page.getByRole("button", { name: "Proceed to Shipping" }).click();
    await page.getByLabel("Use a new address").check();
    await page.getByLabel("Street").fill("9 Church Street");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("State").selectOption("Karnataka");
    await page.getByLabel("PIN code").fill("560001");
    await page.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    await expect.poll(() => rowsOf(page.getByTestId("order-totals"))).toEqual(expected);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
    await page
      .getByTestId("order")
      .first()
      .getByRole("link", { name: /^Order #/ })
      .click();
    await page.waitForURL("**/orders/*");
    // The address changes as the navigation commits; the order page renders a moment later.
    await expect.poll(() => rowsOf(page.getByTestId("order-totals"))).toEqual(expected);

    await expect.poll(() => latestMailTo(email).includes("MRP total:")).toBe(true);
    const mail = latestMailTo(email);
    const order = ROWS.map((label) => mail.indexOf(`${label}:`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await context.close();
  });
});
