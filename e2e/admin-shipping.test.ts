import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";
import { mailsTo } from "./support/outbox.ts";

/**
 * The owner's orders after issue 30 (docs/product/admin.md#orders, orders.md#tracking): one order
 * number, the customer's, everywhere; 'Shipped' only with a courier from the list and its AWB,
 * whose tracking link fills itself; 'Mark as paid' confirmed first; 'Delivered' drawn as done;
 * and a CSV that Excel opens with Hindi names, India's time and plain mobile numbers.
 */

const NAME = "मीरा देशपांडे";
const ADDRESS = {
  recipient: NAME,
  mobile: "+91 98450 12345",
  street: "12 Karve Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411004",
};
const SHOTS = "/tmp/shots-ownerorders";
const origin = () => ({ Origin: baseUrl() });
const numberOf = (id: string) => id.slice(-8);

describe("the owner ships, marks paid and exports orders", () => {
  let browser: Browser;
  let email: string;
  /** Newest first, as the table lists them. */
  let orders: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    const [plenty] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
      id: string;
    }>;
    const customer = await newPage(browser);
    email = uniqueEmail("meera");
    await signUpInContext(customer.context, NAME, email);
    const place = async () => {
      const res = await customer.context.request.post("/api/orders", {
        headers: origin(),
        data: {
          cart: [{ id: plenty!.id, quantity: 1 }],
          selectedAddress: ADDRESS,
          selectedPaymentMethod: "Cash on Delivery",
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const first = await place();
    const second = await place();
    const third = await place();
    orders = [third, second, first];
    await customer.context.close();
  });
  afterAll(() => browser?.close());

  async function openOrder(page: Page, id: string) {
    await page.goto(`/admin/orders?q=${encodeURIComponent(`#${numberOf(id)}`)}`);
    await hydrated(page);
    await page.getByRole("link", { name: `View order #${numberOf(id)}` }).click();
    const dialog = page.getByTestId("order-detail");
    await page
      .getByRole("dialog")
      .getByRole("heading", { name: `Order #${numberOf(id)}` })
      .waitFor();
    return dialog;
  }

  it("shows one number, the customer's, in the table and the dialog, and finds the order by it", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const rows = page.getByTestId("orders-table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    const table = (await page.getByTestId("orders-table").textContent())!;
    for (const id of orders) {
      expect(table).toContain(`#${numberOf(id)}`);
      expect(table).not.toContain(id.slice(0, 8));
    }
    await page.goto(`/admin/orders?q=${encodeURIComponent(`#${numberOf(orders[1]!).toUpperCase()}`)}`);
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole("link", { name: `View order #${numberOf(orders[1]!)}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: `Order #${numberOf(orders[1]!)}` }).waitFor();
    expect(await dialog.textContent()).not.toContain(orders[1]!.slice(0, 8));
    await context.close();
    expect(errors).toEqual([]);
  });

  it("refuses 'Shipped' without the courier and AWB, then ships with a listed courier whose link fills itself", async () => {
    const { context, page, errors } = await adminPage(browser);
    const dialog = await openOrder(page, orders[0]!);
    await dialog.getByLabel("Order status").selectOption("Shipped");
    const courier = dialog.getByLabel("Courier", { exact: true });
    expect(await courier.locator("option").allTextContents()).toEqual([
      "Select a courier",
      "India Post",
      "Delhivery",
      "Blue Dart",
      "DTDC",
      "Ekart",
      "Xpressbees",
      "Shadowfax",
      "Other courier",
    ]);
    await dialog.getByRole("button", { name: "Update status" }).click();
    await dialog.getByText("Choose the courier", { exact: true }).waitFor();
    await dialog.getByText("Enter the tracking number (AWB)", { exact: true }).waitFor();
    await dialog
      .getByText("To mark an order Shipped, choose its courier and enter the tracking number (AWB).", { exact: true })
      .waitFor();
    expect(await dialog.getByTestId("order-status").textContent()).toBe("Order Successful");

    // 'Other' asks for the courier's name and its own link; a listed courier's link is made from the AWB.
    await courier.selectOption("Other");
    await dialog.getByLabel("Courier's name").waitFor();
    await dialog.getByLabel("Tracking link (optional)").waitFor();
    await courier.selectOption("Ekart");
    expect(await dialog.getByLabel("Courier's name").count()).toBe(0);
    await dialog.getByText("Made from the courier and the tracking number").waitFor();
    await dialog.getByLabel("Tracking number (AWB)").fill("FMPC1234567890");
    const link = dialog.getByTestId("tracking-link").getByRole("link");
    expect(await link.getAttribute("href")).toBe("https://ekartlogistics.com/shipmenttrack/FMPC1234567890");
    await page.screenshot({ path: `${SHOTS}/dialog-shipping-en-light-1280.png`, fullPage: true });
    await dialog.getByRole("button", { name: "Update status" }).click();
    await page.getByTestId("admin-notice").getByText("Order status updated successfully!").waitFor();
    await dialog.getByText("Ekart · AWB FMPC1234567890").waitFor();
    await expect
      .poll(
        () => mailsTo(email).find((m) => m.includes(`Subject: Your order #${numberOf(orders[0]!)} has shipped`)) ?? "",
      )
      .toContain("https://ekartlogistics.com/shipmenttrack/FMPC1234567890");

    // Delivered is drawn as done (solid green), no longer in the warning colour.
    await dialog.getByLabel("Order status").selectOption("Delivered");
    await dialog.getByRole("button", { name: "Update status" }).click();
    await expect.poll(() => dialog.getByTestId("order-status").textContent()).toBe("Delivered");
    const colour = await dialog
      .getByTestId("order-status")
      .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    expect(colour).toMatch(/^(rgb\(47, 107, 58\)|oklch|color\()/);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("in Hindi, the refusal and the courier's fields read in Hindi", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto(`/admin/orders?q=${encodeURIComponent(`#${numberOf(orders[1]!)}`)}&lang=hi`);
    await hydrated(page);
    await page.getByTestId("orders-table").locator("tbody tr").first().click();
    const dialog = page.getByTestId("order-detail");
    await dialog.locator("#order-status").selectOption("Shipped");
    await dialog.getByRole("button", { name: inHindi("Update status", "admin") }).click();
    await dialog.getByText(inHindi("Enter the tracking number (AWB)", "messages"), { exact: true }).waitFor();
    await dialog
      .getByText(
        inHindi("To mark an order Shipped, choose its courier and enter the tracking number (AWB).", "messages"),
      )
      .waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });

  it("asks before marking paid: keeping it changes nothing, confirming marks it paid", async () => {
    const { context, page, errors } = await adminPage(browser);
    const dialog = await openOrder(page, orders[1]!);
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("heading", { name: `Mark order #${numberOf(orders[1]!)} as paid?` }).waitFor();
    await page.screenshot({ path: `${SHOTS}/mark-paid-confirm-en-light-1280.png` });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await dialog.getByTestId("payment-status").first().textContent()).toBe("Pay on delivery");
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    await confirm.getByRole("button", { name: "Mark as paid" }).click();
    await page.getByTestId("admin-notice").getByText("Order marked as paid.").waitFor();
    await expect.poll(() => dialog.getByTestId("payment-status").first().textContent()).toBe("Paid");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("bulk 'Shipped' without the courier's details lists each order as not changed, with why", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto(`/admin/orders?q=${encodeURIComponent(`#${numberOf(orders[2]!)}`)}`);
    await hydrated(page);
    await page.getByRole("checkbox", { name: `Select order #${numberOf(orders[2]!)}` }).check();
    const bar = page.getByTestId("bulk-actions");
    await bar.getByLabel("New status").selectOption("Shipped");
    await bar.getByRole("button", { name: "Apply" }).click();
    const failed = page.getByTestId("bulk-failed");
    await failed.waitFor();
    expect(await failed.locator("li").allTextContents()).toEqual([
      `#${numberOf(orders[2]!)}: To mark an order Shipped, choose its courier and enter the tracking number (AWB).`,
    ]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("exports a CSV Excel opens as written: a byte-order mark, the number, India's time, the mobile", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/orders");
    const res = await page.request.get(`/api/admin/orders.csv?q=${encodeURIComponent(email)}`);
    const bytes = await res.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(header!.startsWith("Order number,Date,Customer,")).toBe(true);
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) => {
      expect(row).toMatch(new RegExp(`^#${numberOf(orders[i]!)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${NAME},`));
      expect(row).toContain(",98450 12345,");
      expect(row).not.toContain("'+91");
    });
    await context.close();
  });

  it("reads in English and Hindi, light and dark, at 390 and 1280 px: the list and the dialog", async () => {
    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const where = `${language}, ${colorScheme}, ${width} px`;
          const shot = `${language}-${colorScheme}-${width}`;
          const { context, page, errors } = await adminPage(browser, { width, colorScheme });
          const lang = language === "hi" ? "&lang=hi" : "";
          await page.goto(`/admin/orders?q=${encodeURIComponent(email)}${lang}`);
          await hydrated(page);
          await page.screenshot({ path: `${SHOTS}/list-${shot}.png`, fullPage: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
          if (language === "hi") expect(await untranslated(page, "main"), where).toEqual([]);

          await page.goto(`/admin/orders?q=${encodeURIComponent(email)}${lang}&order=${orders[2]}`);
          await hydrated(page);
          const dialog = page.getByTestId("order-detail");
          await dialog.locator("#order-status").selectOption("Shipped");
          await dialog.locator("select[name=courier]").selectOption("Delhivery");
          await dialog.locator("[name=trackingNumber]").fill("DLV-24681357");
          await dialog.getByTestId("tracking-link").getByRole("link").waitFor();
          // The dialog scrolls inside the window: the shot is of its courier's fields, in view.
          await dialog.getByTestId("tracking-fields").scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/dialog-${shot}.png` });
          const violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          await context.close();
          expect(errors, where).toEqual([]);
        }
      }
    }
  }, 300_000);
});
