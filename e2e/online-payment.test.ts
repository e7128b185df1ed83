import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutFailure, CheckoutSuccess } from "#tests/support/razorpay-server.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, type ApiProduct } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";
import { startShopWithRazorpay } from "./support/razorpay-shop.ts";

/**
 * Paying online through Razorpay (docs/product/payments.md#checkout), end to end in a browser:
 * the shop runs with a Razorpay-compatible server's keys. Razorpay's Checkout script cannot be
 * downloaded here, so the browser gets a stand-in at its address that behaves as Checkout does
 * towards the page: it opens, the customer pays (at the test server, which signs the answer with
 * the key secret as Razorpay does) or the payment fails, and it calls the page's handlers. The
 * page's Content-Security-Policy still decides whether that script may run.
 */

const CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js";
const ADDRESS = {
  recipient: "Asha Rao",
  street: "9 Lake View Road",
  city: "Udaipur",
  state: "Rajasthan",
  zip: "313001",
  mobile: "9876543210",
};
const SHOTS = "/tmp/shots";

/** Checkout as the page meets it: the options it was opened with, and the handlers it calls. */
const STAND_IN_CHECKOUT = `
window.Razorpay = class {
  constructor(options) { this.options = options; this.handlers = {}; window.__checkoutOptions = options; }
  on(event, handler) { this.handlers[event] = handler; }
  async open() {
    const answer = await window.payInCheckout(this.options.order_id);
    if (answer.paid) this.options.handler(answer.paid);
    else this.handlers["payment.failed"](answer.failed);
  }
};`;

interface CheckoutOpened {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  prefill: { name: string; email: string; contact: string };
}

describe("paying online with Razorpay", () => {
  let browser: Browser;
  let shop: Awaited<ReturnType<typeof startShopWithRazorpay>>;
  /** What the next payment in Checkout does. */
  let nextPayment: "succeeds" | "fails" = "succeeds";

  beforeAll(async () => {
    browser = await launchBrowser();
    shop = await startShopWithRazorpay();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** A signed-in customer with a saved address and a plant in the cart, whose browser has the stand-in Checkout. */
  async function customer(name: string, options: Parameters<typeof newPage>[1] = {}) {
    const opened = await newPage(browser, { ...options, baseURL: shop.shop.url });
    const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
    await signUpInContext(opened.context, name, email);
    const saved = await opened.context.request.put("/api/auth/update-address", {
      headers: { Origin: shop.shop.url },
      data: { address: { ...ADDRESS, recipient: name } },
    });
    expect(saved.ok()).toBe(true);
    await standInCheckout(opened.context);
    return { ...opened, email };
  }

  async function standInCheckout(context: BrowserContext) {
    await context.route(CHECKOUT_URL, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN_CHECKOUT }),
    );
    await context.exposeFunction(
      "payInCheckout",
      (razorpayOrderId: string): { paid: CheckoutSuccess } | { failed: CheckoutFailure } =>
        nextPayment === "succeeds"
          ? { paid: shop.razorpay.pay(razorpayOrderId) }
          : { failed: shop.razorpay.pay(razorpayOrderId, { fail: true }) },
    );
  }

  async function product(): Promise<ApiProduct> {
    const res = await fetch(`${shop.shop.url}/api/products?inStock=1&sort=newest&limit=40`);
    const products = (await res.json()) as ApiProduct[];
    return products.find((p) => p.stock >= 10)!;
  }

  /** Through the shipping dialog with 'Pay online', to 'Confirm Order'; answers the order page's id. */
  async function placeOnline(page: Page): Promise<string> {
    await fillCart(page, [await product()], [1]);
    await page.goto("/checkout");
    await hydrated(page);
    await page.getByRole("button", { name: "Proceed to Shipping" }).click();
    await page.getByLabel(`${ADDRESS.street}, ${ADDRESS.city}`, { exact: false }).check();
    await page.getByLabel("Pay online").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    expect(await page.getByTestId("summary-payment").textContent()).toBe("Pay online");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL(/\/orders\/[^/?]+$/);
    return new URL(page.url()).pathname.split("/").pop()!;
  }

  const paymentStatus = (page: Page) => page.getByTestId("payment-status").first().textContent();

  it("the customer pays in Checkout, opened by itself after 'Confirm Order', prefilled; the order is paid", async () => {
    const { context, page, errors, email } = await customer("Online Payer");
    nextPayment = "succeeds";
    const orderId = await placeOnline(page);

    await page.getByText("Payment received. Thank you!").waitFor();
    expect(await paymentStatus(page)).toBe("Paid");
    expect(await page.getByTestId("online-payment").count()).toBe(0);
    const opened = (await page.evaluate("window.__checkoutOptions")) as CheckoutOpened;
    const order = (await (await context.request.get(`/api/orders/${orderId}`)).json()) as {
      totalAmount: number;
      razorpayPaymentId: string;
    };
    expect(opened).toMatchObject({
      key: shop.razorpay.settings.keyId,
      amount: Math.round(order.totalAmount * 100),
      currency: "INR",
      prefill: { name: "Online Payer", email, contact: "+919876543210" },
    });
    expect(shop.razorpay.order(opened.order_id)).toMatchObject({ status: "paid", receipt: orderId.slice(-8) });
    expect(order.razorpayPaymentId).toMatch(/^pay_/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("only the order page lets Checkout's script in", async () => {
    const { context, page } = await customer("Policy Reader");
    nextPayment = "fails";
    const orderId = await placeOnline(page);
    const policyOf = async (path: string) =>
      (await context.request.get(path)).headers()["content-security-policy"] ?? "";
    expect(await policyOf(`/orders/${orderId}`)).toContain("script-src 'self' 'nonce-");
    expect(await policyOf(`/orders/${orderId}`)).toContain("https://checkout.razorpay.com");
    expect(await policyOf("/plants")).not.toContain("razorpay");
    expect(await policyOf("/profile")).not.toContain("razorpay");
    await context.close();
  });

  it("a failed payment says so, and the customer tries again and pays", async () => {
    const { context, page, errors } = await customer("Second Try");
    nextPayment = "fails";
    await placeOnline(page);
    await page.getByText(/^The payment did not go through: .+ You can try again\.$/).waitFor();
    expect(await paymentStatus(page)).toBe("Awaiting payment");
    const heading = await page.getByRole("heading", { name: /online$/ }).textContent();
    expect(heading).toMatch(/^Pay ₹[\d,]+\.\d\d online$/);

    nextPayment = "succeeds";
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByText("Payment received. Thank you!").waitFor();
    expect(await paymentStatus(page)).toBe("Paid");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reached from the order list, 'Pay now' loads the page anew so its policy lets Checkout in, and pays", async () => {
    const { context, page } = await customer("List Walker");
    nextPayment = "fails";
    const orderId = await placeOnline(page);
    await page.getByText(/^The payment did not go through/).waitFor();
    await page.goto("/profile?tab=orders");
    await hydrated(page);
    await page.getByRole("link", { name: `Order #${orderId.slice(-8)}` }).click();
    await page.waitForURL(`**/orders/${orderId}`);
    nextPayment = "succeeds";
    await page.getByRole("button", { name: "Pay now" }).click();
    await page.getByText("Payment received. Thank you!").waitFor();
    expect(await paymentStatus(page)).toBe("Paid");
    await context.close();
  });

  it("placed while Razorpay did not answer, the order is paid all the same: 'Pay now' has its Razorpay order made then", async () => {
    const { context, page, errors } = await customer("Patient Payer");
    nextPayment = "succeeds";
    // Making the Razorpay order at placing fails (not retried: it could make two).
    shop.razorpay.failNext(503);
    const made = () => shop.razorpay.requests.filter((r) => r.method === "POST" && r.path === "/v1/orders").length;
    const before = made();
    const orderId = await placeOnline(page);
    // Checkout, opening by itself, had the order page's API make the Razorpay order first.
    await page.getByText("Payment received. Thank you!").waitFor();
    expect(await paymentStatus(page)).toBe("Paid");
    expect(made() - before).toBe(2);
    const opened = (await page.evaluate("window.__checkoutOptions")) as CheckoutOpened;
    expect(shop.razorpay.order(opened.order_id)).toMatchObject({ status: "paid", notes: { orderId } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a forged Checkout answer is refused and the order stays unpaid", async () => {
    const { context, page } = await customer("Forger");
    nextPayment = "fails";
    const orderId = await placeOnline(page);
    const options = (await (await context.request.get(`/api/orders/${orderId}/razorpay`)).json()) as {
      razorpayOrderId: string;
    };
    const forged = await context.request.post(`/api/orders/${orderId}/razorpay`, {
      headers: { Origin: shop.shop.url },
      data: {
        razorpay_order_id: options.razorpayOrderId,
        razorpay_payment_id: "pay_forged000001",
        razorpay_signature: "ab".repeat(32),
      },
    });
    expect(forged.status()).toBe(400);
    expect(((await forged.json()) as { error: string }).error).toBe(
      "We could not verify this payment. If money left your account, it will be confirmed or refunded automatically.",
    );
    await page.reload();
    expect(await paymentStatus(page)).toBe("Awaiting payment");
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`the 'Pay now' panel passes axe (${colorScheme}) and reads well at 390 and 1280 px, in English and Hindi`, async () => {
      const { context, page } = await customer(`Panel ${colorScheme}`, { colorScheme });
      nextPayment = "fails";
      const orderId = await placeOnline(page);
      await page.getByText(/^The payment did not go through/).waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const lang of ["en", "hi"] as const) {
          await page.goto(`/orders/${orderId}?lang=${lang}`);
          const panel = page.getByTestId("online-payment");
          await panel.waitFor();
          const box = (await panel.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(await panel.getByRole("button").textContent()).toBe(lang === "hi" ? inHindi("Pay now") : "Pay now");
          await page.screenshot({ path: `${SHOTS}/pay-online-${colorScheme}-${width}-${lang}.png`, fullPage: true });
        }
      }
      await context.close();
    });
  }
});
