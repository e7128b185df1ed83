import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { priceCart } from "#domain/pricing.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, inStockProducts } from "./support/cart.ts";
import { mailsTo } from "./support/outbox.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { ADMIN } from "./support/global-setup.ts";

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "7 Temple Street",
  city: "Madurai",
  state: "Tamil Nadu",
  zip: "625001",
};
const headers = () => ({ Origin: baseUrl() });

/** A customer with a saved address and one product in the cart, at the shipping dialog. */
async function customerAtShipping(browser: Browser, name: string) {
  const { context, page } = await newPage(browser);
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  await signUpInContext(context, name, email);
  const saved = await context.request.put("/api/auth/update-address", {
    headers: headers(),
    data: { address: ADDRESS },
  });
  expect(saved.ok()).toBe(true);
  const [p] = await inStockProducts(1);
  await fillCart(page, [p!], [1]);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
  await page.getByLabel(`${ADDRESS.street}, ${ADDRESS.city}`, { exact: false }).check();
  return { context, page, email, product: p! };
}

async function adminContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const admin = await newPage(browser);
  expect(
    (await admin.context.request.post("/api/identity/sign-in/email", { headers: headers(), data: ADMIN })).ok(),
  ).toBe(true);
  return admin;
}

/** Opens the order in the admin's orders table (searched by the customer's e-mail). */
async function openInAdmin(page: Page, email: string) {
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await hydrated(page);
  await page.getByTestId("orders-table").locator("tbody tr").first().click();
  return page.getByTestId("order-detail");
}

const UTR_USED = "This UTR has already been used for another order. Check the 12 digits in your UPI app.";
const UTR_ONE_DIGIT = "A UTR is never one digit repeated. Check the 12 digits in your UPI app.";

/** A 12-digit UTR no other order of this run has used. */
const freshUtr = () => `7${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** A new customer's UPI order, placed through the API as the checkout does; the context keeps the session. */
async function upiOrderOf(browser: Browser, name: string, options: { javaScriptEnabled?: boolean } = {}) {
  const opened = await newPage(browser, options);
  await signUpInContext(opened.context, name, uniqueEmail(name.split(" ")[0]!.toLowerCase()));
  const [p] = await inStockProducts(1);
  const placed = await opened.context.request.post("/api/orders", {
    headers: headers(),
    data: { cart: [{ id: p!.id, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "UPI" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...opened, orderId: ((await placed.json()) as { id: string }).id };
}

/**
 * The message shown beside a field: the last element its input names in aria-describedby, after
 * its hint if it has one (null: none).
 */
async function messageBeside(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const id = (await input.getAttribute("aria-describedby"))?.split(" ").at(-1);
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe("payments and tracking", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("UPI: the order page shows the QR code and the pay link; the UTR is submitted; the admin marks it paid", async () => {
    const { context, page, email, product: p } = await customerAtShipping(browser, "Upi Customer");
    await page.getByLabel("UPI").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    expect(await page.getByTestId("summary-payment").textContent()).toBe("UPI");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect.poll(() => page.getByText("Order placed successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/orders/*", { timeout: 5000 });
    const orderId = new URL(page.url()).pathname.split("/").pop()!;

    await page.getByRole("img", { name: /UPI QR code/ }).waitFor();
    const total = priceCart([{ pricePaise: toPaise(p.price), discount: p.discount, quantity: 1 }]).totalPaise / 100;
    const href = await page.getByRole("link", { name: "Pay with a UPI app" }).getAttribute("href");
    expect(href).toBe(
      `upi://pay?pa=vanaushadhi%40okicici&pn=Vanaushadhi%20Herbs&am=${total.toFixed(2)}&cu=INR&tr=${orderId.slice(-8)}&tn=Vanaushadhi%20order%20${orderId.slice(-8)}`,
    );
    expect(await page.getByRole("heading", { name: /by UPI$/ }).textContent()).toBe(
      `Pay ${formatINR(Math.round(total * 100))} by UPI`,
    );

    await page.getByLabel("UPI transaction ID (UTR)").fill("12345");
    await page.getByRole("button", { name: "I have paid" }).click();
    await expect.poll(() => page.getByText("Enter the 12-digit UTR from your UPI app").isVisible()).toBe(true);
    await page.getByLabel("UPI transaction ID (UTR)").fill("412345678901");
    await page.getByRole("button", { name: "I have paid" }).click();
    // The action and the page's reload of its data: more than the poll's default second on a busy machine.
    await expect
      .poll(() => page.getByTestId("payment-status").first().textContent(), { timeout: 10_000 })
      .toBe("Payment submitted");

    const admin = await adminContext(browser);
    const dialog = await openInAdmin(admin.page, email);
    await dialog.getByText("412345678901", { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    await admin.page.getByRole("alertdialog").getByRole("button", { name: "Mark as paid" }).click();
    await admin.page.getByTestId("admin-notice").getByText("Order marked as paid.").waitFor();
    await admin.context.close();

    await page.reload();
    expect(await page.getByTestId("payment-status").first().textContent()).toBe("Paid");
    expect(await page.getByRole("img", { name: /UPI QR code/ }).count()).toBe(0);
    await expect
      .poll(() => mailsTo(email).some((m) => m.includes(`Subject: Payment received for order #${orderId.slice(-8)}`)))
      .toBe(true);
    await page.goto("/profile?tab=orders");
    await page.getByRole("link", { name: `Order #${orderId.slice(-8)}` }).click();
    await page.waitForURL(`**/orders/${orderId}`);
    await context.close();
  });

  it("UPI: a UTR already used on another order is refused (409), and one digit repeated too; a fresh one is taken", async () => {
    const used = freshUtr();
    const first = await upiOrderOf(browser, "Utr Holder");
    const submitted = await first.context.request.put(`/api/orders/${first.orderId}/utr`, {
      headers: headers(),
      data: { utr: used },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await first.context.close();

    const { context, page, errors, orderId } = await upiOrderOf(browser, "Utr Copier");
    await page.goto(`/orders/${orderId}`);
    await page.getByRole("img", { name: /UPI QR code/ }).waitFor();
    const utrField = page.getByLabel("UPI transaction ID (UTR)");
    await utrField.fill(used);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(`/orders/${orderId}`),
      ),
      page.getByRole("button", { name: "I have paid" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    const refusal = page.getByTestId("upi-payment").getByRole("alert");
    await expect.poll(() => refusal.textContent()).toBe(UTR_USED);
    expect(await page.getByTestId("payment-status").first().textContent()).toBe("Awaiting payment");

    for (const repeated of ["000000000000", "999999999999"]) {
      await utrField.fill(repeated);
      await page.getByRole("button", { name: "I have paid" }).click();
      await expect
        .poll(() => messageBeside(page, "UPI transaction ID (UTR)"), { message: repeated })
        .toBe(UTR_ONE_DIGIT);
    }
    await page.reload();
    expect(await page.getByTestId("payment-status").first().textContent()).toBe("Awaiting payment");

    const fresh = freshUtr();
    await page.getByLabel("UPI transaction ID (UTR)").fill(fresh);
    await page.getByRole("button", { name: "I have paid" }).click();
    await expect.poll(() => page.getByTestId("payment-status").first().textContent()).toBe("Payment submitted");
    expect(await page.getByText(UTR_USED).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("UPI without JavaScript: the server itself refuses a used UTR and one digit repeated", async () => {
    const used = freshUtr();
    const first = await upiOrderOf(browser, "Plain Holder");
    expect(
      (
        await first.context.request.put(`/api/orders/${first.orderId}/utr`, { headers: headers(), data: { utr: used } })
      ).status(),
    ).toBe(200);
    await first.context.close();

    const { context, page, orderId } = await upiOrderOf(browser, "Plain Copier", { javaScriptEnabled: false });
    await page.goto(`/orders/${orderId}`);
    await page.getByLabel("UPI transaction ID (UTR)").fill("111111111111");
    await page.getByRole("button", { name: "I have paid" }).click();
    await page.waitForLoadState();
    expect(await messageBeside(page, "UPI transaction ID (UTR)")).toBe(UTR_ONE_DIGIT);
    await page.getByLabel("UPI transaction ID (UTR)").fill(used);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/orders/${orderId}`,
      ),
      page.getByRole("button", { name: "I have paid" }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await page.waitForLoadState();
    expect(await page.getByTestId("upi-payment").getByRole("alert").textContent()).toBe(UTR_USED);
    await context.close();
  });

  it("cash on delivery: shipped with a tracking number (shown and mailed), then delivered and paid", async () => {
    const { context, page, email } = await customerAtShipping(browser, "Cod Tracker");
    await page.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders", { timeout: 5000 });
    const link = page.getByRole("link", { name: /^Order #/ }).first();
    const number = (await link.textContent())!.replace("Order #", "").trim();

    const admin = await adminContext(browser);
    const dialog = await openInAdmin(admin.page, email);
    await dialog.getByLabel("Order status").selectOption("Shipped");
    await dialog.getByLabel("Courier", { exact: true }).selectOption("Delhivery");
    await dialog.getByLabel("Tracking number (AWB)").fill("DLV99887766");
    await dialog.getByRole("button", { name: "Update status" }).click();
    await admin.page.getByTestId("admin-notice").getByText("Order status updated successfully!").waitFor();
    await dialog.getByText("Delhivery · AWB DLV99887766").waitFor();

    await link.click();
    await page.waitForURL("**/orders/*");
    await page.getByText("DLV99887766").first().waitFor();
    expect(await page.getByRole("link", { name: "Track your parcel" }).getAttribute("href")).toBe(
      "https://www.delhivery.com/track/package/DLV99887766",
    );
    expect(await page.getByTestId("payment-status").first().textContent()).toBe("Pay on delivery");
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    await expect
      .poll(() => mailsTo(email).find((m) => m.includes(`Subject: Your order #${number} has shipped`)) ?? "")
      .toContain("DLV99887766");

    await dialog.getByLabel("Order status").selectOption("Delivered");
    await dialog.getByRole("button", { name: "Update status" }).click();
    await dialog.getByText("Paid", { exact: true }).first().waitFor();
    await admin.context.close();
    await page.reload();
    expect(await page.getByTestId("payment-status").first().textContent()).toBe("Paid");
    const timeline = (await page.getByTestId("order-timeline").textContent())!;
    for (const step of ["Order placed: Order Successful", "Shipped", "Delivered", "Payment: Paid"])
      expect(timeline).toContain(step);
    await context.close();
  });

  it("another customer's order is the not-found page", async () => {
    const owner = await customerAtShipping(browser, "Owner Nair");
    await owner.page.getByLabel("Cash on Delivery").check();
    await owner.page.getByRole("button", { name: "Continue" }).click();
    await owner.page.waitForURL("**/ordersummary");
    await owner.page.getByRole("button", { name: "Confirm Order" }).click();
    await owner.page.waitForURL("**/profile?tab=orders", { timeout: 5000 });
    const href = await owner.page
      .getByRole("link", { name: /^Order #/ })
      .first()
      .getAttribute("href");
    await owner.context.close();

    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Curious Neighbour");
    const res = await page.goto(href!);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
    await context.close();
  });
});
