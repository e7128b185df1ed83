import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "#tests/support/pdf-text.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";
import { mailsTo } from "./support/outbox.ts";

/**
 * The owner's daily tools on the orders table (docs/product/admin.md#orders): several orders
 * selected, their packing slips printed as one PDF, and one status given to them all, an order
 * the shop cannot reopen refused with why while the others change.
 */

const ADDRESS = {
  recipient: "Kavya Rao",
  mobile: "98450 12345",
  street: "3 Residency Road",
  landmark: "Opposite the old bandstand",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560025",
};
const SHOTS = "/tmp/shots";
const origin = () => ({ Origin: baseUrl() });

async function pdfAt(page: Page, href: string): Promise<string> {
  const res = await page.context().request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await res.body());
}

describe("packing slips and status changes of several orders", () => {
  let browser: Browser;
  let email: string;
  /** Newest first, as the table lists them: the second was cancelled and its plant sold since. */
  let orders: string[];
  let scarceTitle: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    const admin = await adminPage(browser);
    scarceTitle = `Guggul ${Date.now().toString(36)}`;
    const created = await admin.context.request.post("/api/admin/products", {
      headers: origin(),
      data: {
        title: scarceTitle,
        slug: `guggul-${Date.now().toString(36)}`,
        description: "Commiphora wightii, a thorny shrub whose resin is prized.",
        price: 399,
        stock: 1,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const scarce = ((await created.json()) as { id: string }).id;
    const [plenty] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
      id: string;
      stock: number;
    }>;

    const customer = await newPage(browser);
    email = uniqueEmail("kavya");
    await signUpInContext(customer.context, "Kavya Rao", email);
    const place = async (context: typeof customer.context, id: string, quantity: number) => {
      const res = await context.request.post("/api/orders", {
        headers: origin(),
        data: { cart: [{ id, quantity }], selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const first = await place(customer.context, plenty!.id, 1);
    const cancelled = await place(customer.context, scarce, 1);
    const third = await place(customer.context, plenty!.id, 2);
    await customer.context.close();
    const cancel = await admin.context.request.put(`/api/admin/orders/${cancelled}/status`, {
      headers: origin(),
      data: { status: "Order Cancelled" },
    });
    expect(cancel.status()).toBe(200);
    // Its plant went back on the shelf, and another customer bought it.
    const other = await newPage(browser);
    await signUpInContext(other.context, "Rohan Iyer", uniqueEmail("rohan"));
    await place(other.context, scarce, 1);
    await other.context.close();
    await admin.context.close();
    orders = [third, cancelled, first];
  });
  afterAll(() => browser?.close());

  it("selects the page's orders, prints their slips in one PDF, and ships them: one refused with why", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const rows = page.getByTestId("orders-table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(3);
    await hydrated(page);
    const bar = page.getByTestId("bulk-actions");
    expect(await bar.getByRole("link", { name: "Print packing slips" }).count()).toBe(0);

    // One row's box selects that order alone, without opening it.
    await page.getByRole("checkbox", { name: `Select order #${orders[1]!.slice(-8)}` }).check();
    await bar.getByText("1 order selected").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await bar.getByLabel("Select all on this page").check();
    await bar.getByText("3 orders selected").waitFor();

    const slips = await pdfAt(
      page,
      (await bar.getByRole("link", { name: "Print packing slips" }).getAttribute("href"))!,
    );
    const pages = slips.split("\f").filter((p) => p.trim());
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Order number: #${orders[i]!.slice(-8)}`);
      for (const part of ["Kavya Rao", "Landmark: Opposite the old bandstand", "Mobile: +91 98450 12345"]) {
        expect(text).toContain(part);
      }
    });
    expect(pages[1]).toContain(scarceTitle);
    expect(pages[2]).toContain("Total items: 1");
    expect(pages[0]).toContain("Total items: 2");
    expect(slips).not.toContain("₹");

    await bar.getByLabel("New status").selectOption("Shipped");
    await bar.getByLabel("Courier", { exact: true }).selectOption("Delhivery");
    await bar.getByLabel("Tracking number (AWB)").fill("DLV-24681357");
    await page.screenshot({ path: `${SHOTS}/bulk-status-form.png`, fullPage: true });
    await bar.getByRole("button", { name: "Apply" }).click();
    await page
      .getByTestId("admin-notice")
      .getByText("Some orders were not changed. Each one's reason is listed above the table.", { exact: true })
      .waitFor({ timeout: 10_000 });
    const result = page.getByTestId("bulk-status-result");
    expect(await result.getByTestId("bulk-changed").locator("li").allTextContents()).toEqual([
      `#${orders[0]!.slice(-8)}: Shipped`,
      `#${orders[2]!.slice(-8)}: Shipped`,
    ]);
    expect(await result.getByTestId("bulk-failed").locator("li").allTextContents()).toEqual([
      `#${orders[1]!.slice(-8)}: Not enough stock of ${scarceTitle} to reopen this order.`,
    ]);
    await page.screenshot({ path: `${SHOTS}/bulk-status-result.png`, fullPage: true });
    // The table shows the change; each shipped order's customer is mailed as for one change.
    await expect.poll(() => page.getByTestId("orders-table").getByText("Shipped", { exact: true }).count()).toBe(2);
    const shippedMails = () =>
      mailsTo(email)
        .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? "")
        .filter((subject) => subject.endsWith("has shipped"))
        .sort();
    await expect
      .poll(shippedMails)
      .toEqual([orders[0]!, orders[2]!].map((id) => `Your order #${id.slice(-8)} has shipped`).sort());

    // One order's slip from its dialog.
    await page.getByRole("link", { name: `View order #${orders[2]!.slice(-8)}` }).click();
    const dialog = page.getByTestId("order-detail");
    const slip = await pdfAt(page, (await dialog.getByRole("link", { name: "Packing slip" }).getAttribute("href"))!);
    expect(slip).toContain(`Order number: #${orders[2]!.slice(-8)}`);
    expect(slip).toContain("Landmark: Opposite the old bandstand");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("reads in English and Hindi, light and dark, at 390 and 1280 px", async () => {
    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const where = `${language}, ${colorScheme}, ${width} px`;
          const { context, page, errors } = await adminPage(browser, { width, colorScheme });
          await page.goto(`/admin/orders?q=${encodeURIComponent(email)}${language === "hi" ? "&lang=hi" : ""}`);
          await hydrated(page);
          const bar = page.getByTestId("bulk-actions");
          const selectAll = language === "hi" ? inHindi("Select all on this page", "admin") : "Select all on this page";
          await bar.getByLabel(selectAll).check();
          await bar.locator("#bulk-order-status").selectOption("Shipped");
          await page.locator("[name=trackingNumber]").waitFor();
          await page.screenshot({ path: `${SHOTS}/bulk-${language}-${colorScheme}-${width}.png`, fullPage: true });
          const violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
          if (language === "hi") expect(await untranslated(page, "main"), where).toEqual([]);
          await context.close();
          expect(errors, where).toEqual([]);
        }
      }
    }
  });
});
