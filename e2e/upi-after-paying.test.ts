import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/** docs/product/payments.md#paying-by-upi, after paying: issue 30, item 1. */

const ADDRESS = {
  recipient: "Meera Joshi",
  mobile: "98220 12345",
  street: "14 Karve Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411004",
};
const headers = () => ({ Origin: baseUrl() });
const UTR_LABEL = "UPI transaction ID (UTR)";
const UTR_HINT = "12 digits, in your UPI app's transaction details";
const NEXT = /^We check your UTR against the shop's bank account and e-mail you/;

/** A 12-digit UTR no other order of this run has used. */
const freshUtr = () => `6${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
/** As a UPI app shows it, in groups of four. */
const grouped = (utr: string, by: string) => [utr.slice(0, 4), utr.slice(4, 8), utr.slice(8)].join(by);

async function upiOrderPage(browser: Browser, width: number) {
  const opened = await newPage(browser, { width, height: 900 });
  await signUpInContext(opened.context, "Meera Joshi", uniqueEmail("meera"));
  const [p] = await inStockProducts(1);
  const placed = await opened.context.request.post("/api/orders", {
    headers: headers(),
    data: { cart: [{ id: p!.id, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod: "UPI" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  await opened.page.goto(`/orders/${orderId}`);
  await hydrated(opened.page);
  return { ...opened, orderId };
}

const box = async (locator: ReturnType<Page["locator"]>) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`not shown: ${locator.toString()}`);
  return found;
};

describe("UPI after paying", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("on a phone the app's link comes before the QR code; on a desktop the QR code stands beside it", async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await upiOrderPage(browser, width);
      const link = await box(page.getByRole("link", { name: "Pay with a UPI app" }));
      const qr = await box(page.getByRole("img", { name: /UPI QR code/ }));
      if (width === 390) expect(link.y + link.height, "link above the QR code").toBeLessThanOrEqual(qr.y);
      else expect(qr.x + qr.width, "QR code left of the link").toBeLessThanOrEqual(link.x);
      await context.close();
    }
  });

  it("says where the UTR is before any error, takes it pasted in groups, then shows one calm state", async () => {
    const { context, page, orderId, errors } = await upiOrderPage(browser, 390);
    const field = page.getByLabel(UTR_LABEL, { exact: true });
    // The hint is there from the start, and read with the field.
    expect(await page.getByText(UTR_HINT).isVisible()).toBe(true);
    const described = (await field.getAttribute("aria-describedby"))!.split(" ");
    expect(await page.locator(`[id="${described[0]}"]`).textContent()).toBe(UTR_HINT);

    // Pasted as the app groups it: nothing cut off, and only the digits kept.
    const utr = freshUtr();
    await field.focus();
    await page.keyboard.insertText(grouped(utr, " "));
    expect(await field.inputValue()).toBe(grouped(utr, " "));
    await page.getByRole("button", { name: "I have paid" }).click();

    const calm = page.getByTestId("upi-submitted");
    await calm.waitFor();
    expect(await calm.getByRole("heading", { name: "Payment submitted" }).isVisible()).toBe(true);
    expect(await calm.getByText(utr, { exact: true }).isVisible()).toBe(true);
    expect(await calm.getByText(NEXT).isVisible()).toBe(true);
    const gone = async () => {
      expect(await page.getByRole("img", { name: /UPI QR code/ }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Pay with a UPI app" }).count()).toBe(0);
      expect(await page.getByText(/minutes of ordering/).count()).toBe(0);
      expect(await page.getByRole("button", { name: "I have paid" }).isVisible()).toBe(false);
    };
    await gone();
    const stored = await context.request.get(`/api/orders/${orderId}`);
    expect(((await stored.json()) as { utr: string }).utr).toBe(utr);

    // The same after a reload (drawn by the server), and the UTR may still be corrected.
    await page.reload();
    await calm.waitFor();
    await gone();
    await hydrated(page);
    await calm.getByText("Entered a wrong UTR? Correct it").click();
    const corrected = freshUtr();
    await field.fill(grouped(corrected, "-"));
    await page.getByRole("button", { name: "I have paid" }).click();
    await expect.poll(() => calm.getByText(corrected, { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("in Hindi: the hint and what happens next", async () => {
    const { context, page } = await upiOrderPage(browser, 390);
    await page.goto(`${page.url()}?lang=hi`);
    expect(await page.getByText(inHindi(UTR_HINT, "checkout")).isVisible()).toBe(true);
    await page.getByLabel(inHindi(UTR_LABEL, "checkout"), { exact: true }).fill(grouped(freshUtr(), "-"));
    await page.getByRole("button", { name: inHindi("I have paid", "checkout") }).click();
    const calm = page.getByTestId("upi-submitted");
    await calm.waitFor();
    expect(await calm.textContent()).toContain(
      inHindi(
        "We check your UTR against the shop's bank account and e-mail you as soon as the payment is confirmed. Your order is not cancelled while we check.",
        "checkout",
      ),
    );
    await context.close();
  });
});
