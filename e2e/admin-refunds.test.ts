import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR } from "#domain/money.ts";
import type { RazorpayTestServer } from "#tests/support/razorpay-server.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, hydrated, launchBrowser } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";
import { startShopWithRazorpay } from "./support/razorpay-shop.ts";
import type { RunningServer } from "./support/server.ts";

/**
 * docs/product/payments.md#online-refunds: the admin refunds a paid online order from the order
 * dialog, in part and then the rest, through a Razorpay-compatible server whose refunds stay
 * pending until its `refund.processed` webhook comes.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "14 Lake Road",
  city: "Bhopal",
  state: "Madhya Pradesh",
  zip: "462001",
};
const SHOTS = "/tmp/shots";

const REFUND_SENT = "Refund sent to Razorpay.";
const AMOUNT = "Amount to refund (₹)";

describe("the admin's online refunds", () => {
  let rzp: RazorpayTestServer;
  let running: Awaited<ReturnType<typeof startShopWithRazorpay>>;
  let shop: RunningServer;
  let browser: Browser;
  let orderId: string;
  let paymentId: string;
  let totalPaise: number;

  /** A page of this file's shop, signed in as its admin. */
  const adminAt = (options: { width?: number; colorScheme?: "light" | "dark" } = {}) =>
    adminPage(browser, { ...options, baseURL: shop.url });

  /** The order dialog of the paid order, once React has hydrated it. */
  async function openOrder(page: Page, query = ""): Promise<Locator> {
    await page.goto(`/admin/orders?order=${orderId}${query}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("order-detail").waitFor();
    await hydrated(page);
    return dialog;
  }

  /** The message shown beside a field: the one its input names in aria-describedby and that is not its hint. */
  async function errorBeside(dialog: Locator, label: string): Promise<string | null> {
    const input = dialog.getByLabel(label, { exact: true });
    if ((await input.getAttribute("aria-invalid")) !== "true") return null;
    const [errorId] = (await input.getAttribute("aria-describedby"))!.split(" ");
    return dialog.page().locator(`[id="${errorId}"]`).textContent();
  }

  /** Asks for a refund in the dialog, through its confirmation (photographed when `shot` names it). */
  async function refund(page: Page, dialog: Locator, amount: string, confirmTitle: string, shot?: string) {
    await dialog.getByLabel(AMOUNT, { exact: true }).fill(amount);
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: confirmTitle });
    await confirm.waitFor();
    if (shot) await page.screenshot({ path: `${SHOTS}/admin-refund-${shot}.png` });
    await confirm.getByRole("button", { name: "Refund", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
  }

  /** Razorpay sends the refund's money back and says so by its signed webhook. */
  async function processAtRazorpay(refundId: string) {
    rzp.processRefund(refundId);
    const answer = await rzp.deliverWebhook(`${shop.url}/api/webhooks/razorpay`, {
      event: "refund.processed",
      refundId,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "processed" });
  }

  const refundRows = (dialog: Locator) => dialog.getByTestId("refunds").locator("li").allTextContents();
  const leftText = (dialog: Locator) => dialog.getByTestId("refund-left").textContent();
  const paymentBadge = (dialog: Locator) => dialog.getByTestId("payment-status").textContent();

  beforeAll(async () => {
    running = await startShopWithRazorpay({ refundStatus: "pending" });
    ({ shop, razorpay: rzp } = running);
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });

    // A customer pays online: the order, Razorpay's order for it, and Checkout's signed answer.
    const customer = await browser.newContext({ baseURL: shop.url });
    const headers = { Origin: shop.url };
    await signUpInContext(customer, "Refund Customer", uniqueEmail("refund"));
    const products = (await (await customer.request.get("/api/products?inStock=1&limit=20")).json()) as Array<{
      id: string;
      price: number;
      stock: number;
    }>;
    const product = products.find((p) => p.stock >= 5 && p.price >= 150)!;
    const placed = await customer.request.post("/api/orders", {
      headers,
      data: { cart: [{ id: product.id, quantity: 2 }], selectedAddress: ADDRESS, selectedPaymentMethod: "Pay online" },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderId = ((await placed.json()) as { id: string }).id;
    const options = await customer.request.get(`/api/orders/${orderId}/razorpay`);
    expect(options.status(), await options.text()).toBe(200);
    const { razorpayOrderId, amount } = (await options.json()) as { razorpayOrderId: string; amount: number };
    totalPaise = Math.round(amount * 100);
    const success = rzp.pay(razorpayOrderId);
    paymentId = success.razorpay_payment_id;
    const paid = await customer.request.post(`/api/orders/${orderId}/razorpay`, { headers, data: success });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(((await paid.json()) as { paymentStatus: string }).paymentStatus).toBe("Paid");
    await customer.close();
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  it("shows the Razorpay payment and 'Refund', never 'Mark as paid' or 'Mark as refunded'", async () => {
    const { context, page, errors } = await adminAt();
    const dialog = await openOrder(page);
    // In the payment box (the history's note says it too).
    const payment = dialog.locator("p", { hasText: new RegExp(`^Razorpay payment ${paymentId}$`) });
    expect(await payment.isVisible()).toBe(true);
    expect(await paymentBadge(dialog)).toBe("Paid");
    expect(await dialog.getByRole("button", { name: "Mark as paid" }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Mark as refunded" }).count()).toBe(0);
    expect(await dialog.getByRole("heading", { name: "Refunds" }).isVisible()).toBe(true);
    expect(await dialog.getByText("Nothing has been refunded yet.").isVisible()).toBe(true);
    expect(await leftText(dialog)).toBe(`Left to refund: ${formatINR(totalPaise)}`);
    // The hint is read with the field.
    const hint = `Leave empty to refund all that is left: ${formatINR(totalPaise)}`;
    const input = dialog.getByLabel(AMOUNT, { exact: true });
    const hintId = await input.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(hint);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("refuses an amount that is not one, and more than is left, and nothing changes", async () => {
    const { context, page, errors } = await adminAt();
    const dialog = await openOrder(page);

    // Not whole paise: refused beside the field, before any confirmation.
    await dialog.getByLabel(AMOUNT, { exact: true }).fill("10.005");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await expect
      .poll(() => errorBeside(dialog, AMOUNT))
      .toBe("Enter an amount in rupees of at least ₹1, with at most two decimals");
    expect(await page.getByRole("alertdialog").count()).toBe(0);

    // More than was paid: Razorpay is never asked; the server says how much is left.
    const tooMuch = formatINR(totalPaise + 100);
    await refund(page, dialog, ((totalPaise + 100) / 100).toFixed(2), `Refund ${tooMuch}?`, "confirm");
    await dialog.getByText(`At most ${formatINR(totalPaise)} is left to refund.`).waitFor();
    await page.getByTestId("admin-notice").getByText("The refund was not made.").waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-refund-refused.png` });
    expect(await errorBeside(dialog, AMOUNT)).toBeNull();
    expect(rzp.refundsOf(paymentId)).toEqual([]);
    await page.reload();
    await dialog.getByTestId("order-detail").waitFor();
    expect(await dialog.getByText("Nothing has been refunded yet.").isVisible()).toBe(true);
    expect(await leftText(dialog)).toBe(`Left to refund: ${formatINR(totalPaise)}`);
    expect(await paymentBadge(dialog)).toBe("Paid");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("refunds ₹100: it waits for Razorpay, and its webhook makes the order partly refunded", async () => {
    const { context, page, errors } = await adminAt();
    let dialog = await openOrder(page);

    await refund(page, dialog, "100", "Refund ₹100.00?");
    await page.getByTestId("admin-notice").getByText(REFUND_SENT).waitFor();
    await expect.poll(() => refundRows(dialog)).toEqual([expect.stringMatching(/^₹100\.00Waiting for Razorpay/)]);
    await page.screenshot({ path: `${SHOTS}/admin-refund-waiting.png` });
    expect(await leftText(dialog)).toBe(`Left to refund: ${formatINR(totalPaise - 10_000)}`);
    expect(await paymentBadge(dialog)).toBe("Refund due");
    expect(await dialog.getByLabel(AMOUNT, { exact: true }).inputValue()).toBe("");
    const [first] = rzp.refundsOf(paymentId);
    expect(first).toMatchObject({ amount: 10_000, status: "pending" });

    await processAtRazorpay(first!.id as string);
    dialog = await openOrder(page);
    expect(await refundRows(dialog)).toEqual([expect.stringMatching(/^₹100\.00Refunded/)]);
    expect(await paymentBadge(dialog)).toBe("Partly refunded");
    expect(await leftText(dialog)).toBe(`Left to refund: ${formatINR(totalPaise - 10_000)}`);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("the dialog with its refunds passes axe and fits 390 px, light and dark, in English and Hindi", async () => {
    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const { context, page, errors } = await adminAt({ width, colorScheme });
          const dialog = await openOrder(page, language === "hi" ? "&lang=hi" : "");
          const refunds = language === "hi" ? inHindi("Refunds", "admin") : "Refunds";
          await dialog.getByRole("heading", { name: refunds }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/admin-refund-${language}-${colorScheme}-${width}.png` });
          const where = `${language}, ${colorScheme}, ${width} px`;
          const violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          const overflow = await dialog.evaluate((panel) => ({
            page: document.documentElement.scrollWidth - window.innerWidth,
            panel: panel.scrollWidth - panel.clientWidth,
          }));
          expect(overflow, where).toEqual({ page: 0, panel: 0 });
          if (language === "hi") {
            expect(await dialog.getByLabel(inHindi(AMOUNT, "admin"), { exact: true }).isVisible()).toBe(true);
            expect(await untranslated(page, "[role=dialog]"), where).toEqual([]);
          }
          await context.close();
          expect(errors, where).toEqual([]);
        }
      }
    }
  });

  it("refunds all that is left with an empty amount; its webhook makes the order refunded", async () => {
    const { context, page, errors } = await adminAt();
    let dialog = await openOrder(page);
    const rest = formatINR(totalPaise - 10_000);
    await refund(page, dialog, "", `Refund ${rest}?`);
    await page.getByTestId("admin-notice").getByText(REFUND_SENT).waitFor();
    await expect
      .poll(() => refundRows(dialog))
      .toEqual([expect.stringMatching(/^₹100\.00Refunded/), expect.stringContaining(`${rest}Waiting for Razorpay`)]);
    expect(await leftText(dialog)).toBe(`Left to refund: ${formatINR(0)}`);
    expect(await dialog.getByLabel(AMOUNT, { exact: true }).count()).toBe(0);
    expect(await paymentBadge(dialog)).toBe("Refund due");
    const second = rzp.refundsOf(paymentId)[1]!;
    expect(second).toMatchObject({ amount: totalPaise - 10_000, status: "pending" });

    await processAtRazorpay(second.id as string);
    dialog = await openOrder(page);
    expect(await paymentBadge(dialog)).toBe("Refunded");
    expect(await refundRows(dialog)).toEqual([
      expect.stringMatching(/^₹100\.00Refunded/),
      expect.stringContaining(`${rest}Refunded`),
    ]);
    expect(await dialog.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
