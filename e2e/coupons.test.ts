import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR } from "#domain/money.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { adminPage, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";

/**
 * docs/product/commerce-core.md#coupons and #delivery-charges in the browser: the order summary's
 * 'Coupon code' with each of its answers, and an order with a coupon and a delivery fee whose
 * invoice adds up to the paisa.
 */

const DAY = 24 * 60 * 60 * 1000;
const stamp = () => Date.now().toString(36).toUpperCase().slice(-6);

/** Cart → shipping dialog (a new address, cash on delivery) → the order summary. */
async function toOrderSummary(page: Page) {
  await page.goto("/checkout");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
  await page.getByLabel("Use a new address").check();
  await page.getByLabel("Street", { exact: true }).fill("9 Church Street");
  await page.getByLabel("Mobile number for the courier").fill("98765 43210");
  await page.getByLabel("City", { exact: true }).fill("Bengaluru");
  await page.getByLabel("State").selectOption("Karnataka");
  await page.getByLabel("PIN code").fill("560001");
  await page.getByLabel("Cash on Delivery").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/ordersummary");
  await page.getByTestId("coupon-form").waitFor();
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel("Coupon code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

/** The invoice's totals block read back: its parts (taxable value, taxes, round off) and its total, in paise. */
function invoiceSums(text: string): { parts: number; total: number } {
  const paise = (figure: string) => Math.round(Number(figure.replace(/,/g, "")) * 100);
  const parts = [...text.matchAll(/^\s+(?:Taxable value|CGST|SGST|IGST|Round off)\s+(-?[\d,]+\.\d\d)$/gm)];
  const total = /Total \(₹\)\s+([\d,]+\.\d\d)/.exec(text);
  return { parts: parts.reduce((sum, m) => sum + paise(m[1]!), 0), total: total ? paise(total[1]!) : NaN };
}

describe("coupons and delivery charges at checkout", () => {
  let browser: Browser;
  let admin: BrowserContext;
  let settings: Record<string, unknown>;
  const created: string[] = [];

  const createCoupon = async (coupon: Record<string, unknown> & { code: string }) => {
    const res = await admin.request.post("/api/admin/coupons", {
      data: { kind: "percent", value: 10, minSubtotal: 0, maxUsesPerCustomer: 1, active: true, ...coupon },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(coupon.code);
  };
  const saveSettings = async (changes: Record<string, unknown>) => {
    const res = await admin.request.put("/api/admin/settings", { data: { ...settings, ...changes } });
    expect(res.status(), await res.text()).toBe(200);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = (await adminPage(browser)).context;
    settings = (await (await admin.request.get("/api/admin/settings")).json()) as Record<string, unknown>;
  });
  afterAll(async () => {
    // The other browser tests share this shop: its delivery stays free, and the coupons list as it was.
    if (settings) await saveSettings({});
    for (const code of created) await admin.request.delete(`/api/admin/coupons/${code}`);
    await browser?.close();
  });

  it("answers each refusal, applies a valid coupon as its own row, and refuses it a second time", async () => {
    const id = stamp();
    await createCoupon({ code: `MONSOON${id}`, value: 10 });
    await createCoupon({ code: `OLD${id}`, endsAt: new Date(Date.now() - DAY).toISOString() });
    await createCoupon({ code: `BIG${id}`, minSubtotal: 1_00_000 });
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signUpInContext(context, "Kavya Iyer", uniqueEmail("coupon"));
    const [product] = await inStockProducts(1);
    await fillCart(page, [product!], [1]);
    await toOrderSummary(page);
    const totals = page.getByTestId("order-totals");
    const totalBefore = await page.getByTestId("order-total").textContent();

    await applyCoupon(page, "NOSUCH1");
    await expect
      .poll(() => page.getByTestId("coupon-form").getByRole("alert").textContent())
      .toBe("This coupon is not valid");
    await applyCoupon(page, `old${id}`);
    await expect
      .poll(() => page.getByTestId("coupon-form").getByRole("alert").textContent())
      .toBe("This coupon has expired");
    await applyCoupon(page, `BIG${id}`);
    await expect
      .poll(() => page.getByTestId("coupon-form").getByRole("alert").textContent())
      .toMatch(/^Add ₹[\d,]+\.\d\d more to use this coupon$/);
    expect(await page.getByTestId("order-total").textContent()).toBe(totalBefore);

    await applyCoupon(page, `monsoon${id}`);
    await expect
      .poll(() => page.getByTestId("coupon-form").getByRole("status").textContent())
      .toContain(`Coupon MONSOON${id} applied`);
    const couponRow = totals.locator("dt", { hasText: `Coupon (MONSOON${id})` });
    await couponRow.waitFor();
    expect(await page.getByTestId("order-total").textContent()).not.toBe(totalBefore);
    // A reload keeps the coupon with the checkout.
    await page.reload();
    await hydrated(page);
    await couponRow.waitFor();

    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
    await fillCart(page, [product!], [1]);
    await toOrderSummary(page);
    await applyCoupon(page, `MONSOON${id}`);
    await expect
      .poll(() => page.getByTestId("coupon-form").getByRole("alert").textContent())
      .toBe("You have already used this coupon");
    await context.close();
  });

  it("an order with a coupon and a delivery fee: the cart's nudge, the order page's rows, an invoice that adds up", async () => {
    await saveSettings({ deliveryFee: 49, freeDeliveryAbove: 1_00_000, pricesIncludeTax: false });
    const code = `FLAT${stamp()}`;
    await createCoupon({ code, kind: "amount", value: 25 });
    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Farhan Sheikh", uniqueEmail("delivery"));
    const products = await inStockProducts(2);
    await fillCart(page, products, [1, 2]);
    await page.goto("/checkout");
    await hydrated(page);
    await expect
      .poll(() => page.getByTestId("free-delivery-shortfall").textContent())
      .toMatch(/^Add ₹[\d,]+\.\d\d more for free delivery$/);
    const deliveryRow = page.getByTestId("order-totals").locator("dt", { hasText: "Delivery Charges" });
    expect(await deliveryRow.locator("xpath=following-sibling::dd[1]").textContent()).toBe(formatINR(49_00));

    await toOrderSummary(page);
    await applyCoupon(page, code);
    await page
      .getByTestId("order-totals")
      .locator("dt", { hasText: `Coupon (${code})` })
      .waitFor();
    const summaryTotal = await page.getByTestId("order-total").textContent();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
    await page
      .getByTestId("order")
      .first()
      .getByRole("link", { name: /^Order #/ })
      .click();
    await page.waitForURL("**/orders/*");
    await page
      .getByTestId("order-totals")
      .locator("dt", { hasText: `Coupon (${code})` })
      .waitFor();
    expect(await page.getByTestId("order-total").textContent()).toBe(summaryTotal);

    const orderId = page.url().split("/orders/")[1]!.split("?")[0]!;
    const invoice = await context.request.get(`/api/orders/${orderId}/invoice`);
    expect(invoice.status()).toBe(200);
    const text = pdfText(await invoice.body());
    expect(text).toMatch(/Delivery charges\s+9965\s+1\s+49\.00/);
    expect(text).toContain("Discount");
    const sums = invoiceSums(text);
    expect(sums.parts).toBe(sums.total);
    expect(formatINR(sums.total)).toBe(summaryTotal);
    await context.close();
  });
});
