import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR } from "#domain/money.ts";
import { orderNumber } from "#domain/orders.ts";
import { pdfText } from "#tests/support/pdf-text.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";

/**
 * docs/product/commerce-core.md#returns-and-replacements, the admin's side: the Returns tab lists
 * the customers' requests with their photos; a replacement is approved into a ₹0 order that ships
 * as any order; a refund of a cash order is approved into a credit note and money owed, recorded
 * with its reference from the order dialog; a request is rejected with a reason.
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "21 Tank Road",
  city: "Nashik",
  state: "Maharashtra",
  zip: "422001",
};
const SHOTS = "/tmp/shots-returns-admin";

interface Product {
  id: string;
  slug: string;
  title: string;
  price: number;
  stock: number;
}

/** `POST /api/orders/{id}/returns`'s answer. */
interface ReturnJson {
  id: string;
  number: string;
  status: string;
}

/** Waits for an outcome text in the panel's notice. */
async function expectNotice(page: Page, text: string | RegExp) {
  await page.getByTestId("admin-notice").getByText(text).waitFor({ timeout: 10_000 });
}

/** The card of a request in the Returns tab. */
const card = (page: Page, number: string) =>
  page.getByTestId("return-request").filter({ has: page.getByRole("heading", { name: number, exact: true }) });

/** The message shown beside a field: the first id its input names in aria-describedby. */
async function errorBeside(scope: Locator, label: string): Promise<string | null> {
  const input = scope.getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const [errorId] = (await input.getAttribute("aria-describedby"))!.split(" ");
  return scope.page().locator(`[id="${errorId}"]`).textContent();
}

describe("the admin's Returns tab", () => {
  let browser: Browser;
  let customer: BrowserContext;
  let email: string;
  let plant: Product;
  let other: Product;
  /** Delivered cash orders: A has the replacement and the rejected request, B the refunds. */
  let orderA: string;
  let orderB: string;
  let replacement: ReturnJson;
  let refund: ReturnJson;
  let wrongItem: ReturnJson;
  let waiting: ReturnJson;
  /** What the refund's returned plant was sold for (rupees), as the admin's list says it. */
  let linesValue: number;
  let photo: Buffer;

  const origin = () => ({ Origin: baseUrl() });
  const stockOf = async (slug: string) =>
    ((await (await fetch(`${baseUrl()}/api/products/${slug}`)).json()) as { stock: number }).stock;

  /** A page signed in as the admin, React hydrated. */
  async function adminAt(path: string, options: Parameters<typeof adminPage>[1] = {}) {
    const opened = await adminPage(browser, options);
    await opened.page.goto(path);
    await hydrated(opened.page);
    return opened;
  }

  /** A cash order of the customer, delivered by the admin (so paid). */
  async function deliveredOrder(admin: BrowserContext, cart: Array<{ id: string; quantity: number }>) {
    const placed = await customer.request.post("/api/orders", {
      headers: origin(),
      data: { cart, selectedAddress: ADDRESS, selectedPaymentMethod: "Cash on Delivery" },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const delivered = await admin.request.put(`/api/admin/orders/${id}/status`, {
      headers: origin(),
      data: { status: "Delivered" },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    return id;
  }

  /** 'Report a problem' through the API: multipart, with a photo sharp made. */
  async function report(
    orderId: string,
    productId: string,
    fields: { reason: string; wish: string; description: string },
  ) {
    const res = await customer.request.post(`/api/orders/${orderId}/returns`, {
      headers: origin(),
      multipart: {
        lines: JSON.stringify([{ productId, quantity: 1 }]),
        ...fields,
        photos: { name: "leaf.png", mimeType: "image/png", buffer: photo },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as ReturnJson;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
    photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    ({ context: customer } = await newPage(browser));
    email = uniqueEmail("returns");
    await signUpInContext(customer, "Sunita Deshmukh", email);
    const products = (await (
      await fetch(`${baseUrl()}/api/products?inStock=1&sort=newest&limit=60`)
    ).json()) as Product[];
    [plant, other] = products.filter((p) => p.stock >= 10 && p.price >= 100) as [Product, Product];

    const admin = await adminPage(browser);
    orderA = await deliveredOrder(admin.context, [
      { id: plant.id, quantity: 2 },
      { id: other.id, quantity: 1 },
    ]);
    orderB = await deliveredOrder(admin.context, [
      { id: plant.id, quantity: 1 },
      { id: other.id, quantity: 1 },
    ]);
    await admin.context.close();

    replacement = await report(orderA, plant.id, {
      reason: "Dead on arrival",
      wish: "Replacement",
      description: "The leaves were black and limp when the parcel was opened.",
    });
    wrongItem = await report(orderA, other.id, {
      reason: "Wrong item",
      wish: "Replacement",
      description: "This is not the plant in the picture.",
    });
    refund = await report(orderB, plant.id, {
      reason: "Arrived damaged",
      wish: "Refund",
      description: "The pot broke in transit and the stem snapped.",
    });
    waiting = await report(orderB, other.id, {
      reason: "Other",
      wish: "Refund",
      description: "Soil spilled everywhere; the plant looks tired.",
    });
    const lister = await adminPage(browser);
    const listed = (await (await lister.context.request.get("/api/admin/returns?status=Requested")).json()) as Array<{
      id: string;
      linesValue: number;
    }>;
    linesValue = listed.find((r) => r.id === refund.id)!.linesValue;
    await lister.context.close();
  });

  afterAll(async () => {
    await customer?.close();
    await browser?.close();
  });

  it("lists the requests newest first with their order, customer, problem, lines and photos", async () => {
    const { context, page, errors } = await adminAt("/admin/returns?status=Requested");
    expect(await page.getByRole("link", { name: "Returns", exact: true }).getAttribute("aria-current")).toBe("page");
    const numbers = await page.getByTestId("return-request").getByRole("heading").allTextContents();
    // Newest first: the four of this file lead the list.
    expect(numbers.slice(0, 4)).toEqual([waiting.number, refund.number, wrongItem.number, replacement.number]);

    const first = card(page, replacement.number);
    const text = await first.textContent();
    for (const part of [
      "Requested",
      "Sunita Deshmukh",
      email,
      "Dead on arrival",
      "Replacement",
      `1 × ${plant.title}`,
      "The leaves were black and limp when the parcel was opened.",
    ])
      expect(text).toContain(part);
    const orderLink = first.getByRole("link", { name: `Open order #${orderNumber(orderA)}` });
    expect(await orderLink.getAttribute("href")).toBe(`/admin/orders?order=${orderA}`);

    // The thumbnail is the small photo, its link the large one, opened in a new tab.
    const thumbnail = first.getByRole("img", { name: `Photo 1 of 1 of ${replacement.number}`, exact: false });
    // Lazily loaded: only near the view.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    const large = first.getByRole("link", { name: /^Photo 1 of 1/ });
    expect(await large.getAttribute("target")).toBe("_blank");
    const href = (await large.getAttribute("href"))!;
    expect(href).toBe(`/api/returns/${replacement.id}/photos/0?size=large`);
    const full = await page.request.get(href);
    expect(full.headers()["content-type"]).toBe("image/webp");
    expect((await sharp(await full.body()).metadata()).width).toBe(1280);

    // The filter is an address: Rejected holds none of these yet.
    await page.getByRole("link", { name: "Rejected", exact: true }).click();
    await page.waitForURL("**/admin/returns?status=Rejected");
    await expect.poll(() => card(page, replacement.number).count()).toBe(0);
    expect(await page.getByText("No return requests with this status.").count()).toBe(
      (await page.getByTestId("return-request").count()) === 0 ? 1 : 0,
    );
    await context.close();
    expect(errors).toEqual([]);
  });

  it("(a) approves a replacement: a ₹0 order appears in the orders list, and ships as any order", async () => {
    const before = await stockOf(plant.slug);
    const { context, page, errors } = await adminAt("/admin/returns?status=Requested");
    await card(page, replacement.number)
      .getByRole("button", { name: `Approve ${replacement.number}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Approve the replacement for ${replacement.number}?` });
    await dialog.getByText("A ₹0 order of these plants is placed to the same address").waitFor();
    expect(await dialog.getByRole("spinbutton").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/approve-replacement.png` });
    await dialog.getByRole("button", { name: "Place the replacement order" }).click();
    await dialog.waitFor({ state: "detached" });

    const decision = page.getByTestId("last-decision");
    const openOrder = decision.getByRole("link", { name: /^Open order #/ });
    await openOrder.waitFor();
    const replacementOrderId = new URL((await openOrder.getAttribute("href"))!, baseUrl()).searchParams.get("order")!;
    const number = orderNumber(replacementOrderId);
    expect(await decision.getByRole("status").textContent()).toBe(
      `${replacement.number} approved: replacement order #${number} placed.`,
    );
    await expectNotice(page, `${replacement.number} approved: replacement order #${number} placed.`);
    // Approved leaves the Requested list; the stock of the plant went to the replacement.
    await expect.poll(() => card(page, replacement.number).count()).toBe(0);
    expect(await stockOf(plant.slug)).toBe(before - 1);
    await page.screenshot({ path: `${SHOTS}/approved-replacement.png` });

    // The orders list has it at ₹0, for this customer.
    await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("orders-table").locator("tbody tr", { hasText: `#${number}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatINR(0));

    // Shipped with the courier's details, as any order.
    await page.goto(`/admin/orders?order=${replacementOrderId}`);
    await hydrated(page);
    const detail = page.getByTestId("order-detail");
    await detail.waitFor();
    // Nothing was paid for it, and nothing sold: no refunds, no invoice.
    expect(await detail.getByRole("heading", { name: "Refunds" }).count()).toBe(0);
    expect(await detail.getByRole("link", { name: "Download invoice" }).count()).toBe(0);
    await detail.getByLabel("Order status").selectOption("Shipped");
    await detail.getByLabel("Courier", { exact: true }).selectOption("India Post");
    await detail.getByLabel("Tracking number (AWB)").fill("EE123456789IN");
    await detail.getByRole("button", { name: "Update status" }).click();
    await expectNotice(page, "Order status updated successfully!");
    const order = (await (await page.request.get(`/api/admin/orders/${replacementOrderId}`)).json()) as {
      status: string;
      totalAmount: number;
      tracking: { courier: string; trackingNumber: string } | null;
    };
    expect(order).toMatchObject({
      status: "Shipped",
      totalAmount: 0,
      tracking: { courier: "India Post", trackingNumber: "EE123456789IN" },
    });

    // The returns tab shows it approved, with its order.
    await page.goto("/admin/returns?status=Approved");
    const approved = card(page, replacement.number);
    expect(await approved.getByTestId("return-status").textContent()).toBe("Approved: replacement on its way");
    expect(await approved.getByRole("link", { name: `Open order #${number}` }).isVisible()).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("(b) approves a refund of a cash order: its credit note, 'Refund due', recorded with its reference: 'Refunded'", async () => {
    const { context, page, errors } = await adminAt("/admin/returns?status=Requested");
    await card(page, refund.number)
      .getByRole("button", { name: `Approve ${refund.number}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Approve the refund for ${refund.number}?` });
    const amount = dialog.getByLabel("Amount to refund (₹)", { exact: true });
    // Prefilled with what the returned plant was sold for.
    expect(await amount.inputValue()).toBe(linesValue.toFixed(2));

    // More than the lines: the server's refusal is said in the dialog; nothing is decided.
    await amount.fill((linesValue + 1).toFixed(2));
    await dialog.getByRole("button", { name: "Approve the refund" }).click();
    const refusal = `The returned plants were sold for ${formatINR(Math.round(linesValue * 100))}: refund at most that`;
    await dialog.getByRole("alert").getByText(refusal).waitFor();
    await expectNotice(page, refusal);
    await page.screenshot({ path: `${SHOTS}/approve-refund-refused.png` });

    // Not an amount at all: said beside the field, before asking the server.
    await amount.fill("0.5");
    await dialog.getByRole("button", { name: "Approve the refund" }).click();
    await expect
      .poll(() => errorBeside(dialog, "Amount to refund (₹)"))
      .toBe("Enter an amount in rupees of at least ₹1, with at most two decimals");

    await amount.fill(linesValue.toFixed(2));
    await dialog.getByRole("button", { name: "Approve the refund" }).click();
    await dialog.waitFor({ state: "detached" });
    const total = formatINR(Math.round(linesValue * 100));
    const decision = page.getByTestId("last-decision");
    const pdfLink = decision.getByRole("link", { name: /^Credit note CN\/\d{4}\/\d+ \(PDF\)$/ });
    await pdfLink.waitFor();
    const creditNote = (await pdfLink.textContent())!.match(/CN\/\d{4}\/\d+/)![0];
    expect(await decision.getByRole("status").textContent()).toBe(
      `${refund.number} approved: credit note ${creditNote}, refund of ${total}.`,
    );
    await page.screenshot({ path: `${SHOTS}/approved-refund.png` });

    // The credit note: its number, the returned plant, and a total equal to the refund.
    const pdfHref = (await pdfLink.getAttribute("href"))!;
    expect(pdfHref).toMatch(new RegExp(`^/api/orders/${orderB}/credit-notes/[0-9a-f-]+$`));
    const pdf = await page.request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await pdf.body());
    expect(text).toContain("Credit Note");
    expect(text).toContain(creditNote);
    expect(text).toContain(plant.title.slice(0, 12));
    expect(text).not.toContain(other.title.slice(0, 12));
    const rupees = linesValue.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(text).toMatch(new RegExp(`Total credited \\(₹\\)\\s+${rupees.replace(/[.,]/g, "\\$&")}`));

    // The order owes it: its dialog lists the refund, the return and the credit note.
    await page.goto(`/admin/orders?order=${orderB}`);
    await hydrated(page);
    const detail = page.getByTestId("order-detail");
    await detail.waitFor();
    expect(await detail.getByTestId("payment-status").textContent()).toBe("Refund due");
    expect(await detail.getByTestId("refunds").locator("li").allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${total.replace(/[.,]/g, "\\$&")}To be sent by youby UPI or bank transfer`)),
    ]);
    expect(await detail.getByTestId("order-returns").textContent()).toContain(refund.number);
    expect(await detail.getByTestId("credit-notes").textContent()).toContain(`Return ${refund.number}`);
    const notePdf = detail.getByTestId("credit-notes").getByRole("link", { name: `Credit note ${creditNote} (PDF)` });
    expect(await notePdf.getAttribute("href")).toBe(pdfHref);
    await page.screenshot({ path: `${SHOTS}/order-refund-due.png`, fullPage: true });

    // 'Mark as refunded' wants the UPI or bank reference of the money sent.
    await detail.getByRole("button", { name: "Mark as refunded" }).click();
    await expect
      .poll(() => errorBeside(detail, "UPI or bank reference"))
      .toBe("Enter the UPI or bank reference of the refund you sent");
    await detail.getByLabel("UPI or bank reference", { exact: true }).fill("UPI-417263548192");
    await detail.getByRole("button", { name: "Mark as refunded" }).click();
    await expectNotice(page, "Order marked as refunded.");
    // One of its two plants went back: the order is partly refunded, the request refunded.
    await expect.poll(() => detail.getByTestId("payment-status").textContent()).toBe("Partly refunded");
    expect(await detail.getByTestId("refunds").textContent()).toContain("Reference UPI-417263548192");
    await page.keyboard.press("Escape");

    await page.goto("/admin/returns?status=Refunded");
    expect(await card(page, refund.number).getByTestId("return-status").textContent()).toBe("Refunded");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("(c) rejects a request with the reason the customer reads", async () => {
    const { context, page, errors } = await adminAt("/admin/returns?status=Requested");
    await card(page, wrongItem.number)
      .getByRole("button", { name: `Reject ${wrongItem.number}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Reject ${wrongItem.number}?` });
    await dialog.getByRole("button", { name: "Reject the request" }).click();
    await expect
      .poll(() => errorBeside(dialog, "Reason (mailed to the customer)"))
      .toBe("Give the reason: the customer reads it");
    const reason = "The photo shows the plant we listed: a young Ashwagandha looks like this.";
    await dialog.getByLabel("Reason (mailed to the customer)").fill(reason);
    await dialog.getByRole("button", { name: "Reject the request" }).click();
    await dialog.waitFor({ state: "detached" });
    const said = `${wrongItem.number} rejected. The customer is mailed your reason.`;
    await expectNotice(page, said);
    expect(await page.getByTestId("last-decision").getByRole("status").textContent()).toBe(said);

    await page.getByRole("link", { name: "Rejected", exact: true }).click();
    await page.waitForURL("**/admin/returns?status=Rejected");
    const rejected = card(page, wrongItem.number);
    await expect.poll(() => rejected.getByTestId("return-status").textContent()).toBe("Rejected");
    expect(await rejected.textContent()).toContain(reason);
    expect(await rejected.getByRole("button").count()).toBe(0);
    const status = (
      (await (await page.request.get("/api/admin/returns?status=Rejected")).json()) as Array<{
        id: string;
        status: string;
      }>
    ).find((r) => r.id === wrongItem.id);
    expect(status?.status).toBe("Rejected");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("the tab, its dialog and the order's pass axe and fit 390 and 1280 px, light and dark, in English and Hindi", async () => {
    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const { context, page, errors } = await adminAt(`/admin/returns${language === "hi" ? "?lang=hi" : ""}`, {
            width,
            colorScheme,
          });
          const where = `${language}, ${colorScheme}, ${width} px`;
          await card(page, waiting.number).waitFor();
          const returnsTab = language === "hi" ? inHindi("Returns", "admin") : "Returns";
          expect(await page.getByRole("link", { name: returnsTab, exact: true }).getAttribute("aria-current")).toBe(
            "page",
          );
          await page.screenshot({ path: `${SHOTS}/returns-${language}-${colorScheme}-${width}.png`, fullPage: true });
          const violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
          if (language === "hi") expect(await untranslated(page, "main"), where).toEqual([]);

          // The refund's dialog, as the admin sees it before approving.
          await card(page, waiting.number)
            .getByRole("button", {
              name: language === "hi" ? `${waiting.number} मंज़ूर करें` : `Approve ${waiting.number}`,
            })
            .click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("spinbutton").waitFor();
          await page.screenshot({ path: `${SHOTS}/approve-${language}-${colorScheme}-${width}.png` });
          const dialogViolations = await seriousViolations(page);
          expect(dialogViolations, `${where}: ${describeViolations(dialogViolations)}`).toEqual([]);
          if (language === "hi") expect(await untranslated(page, "[role=dialog]"), where).toEqual([]);

          // The order dialog with its refund, returns and credit note.
          await page.goto(`/admin/orders?order=${orderB}${language === "hi" ? "&lang=hi" : ""}`);
          await hydrated(page);
          const order = page.getByRole("dialog");
          await order.getByTestId("credit-notes").scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/order-${language}-${colorScheme}-${width}.png` });
          const orderViolations = await seriousViolations(page);
          expect(orderViolations, `${where}: ${describeViolations(orderViolations)}`).toEqual([]);
          const overflow = await order.evaluate((panel) => ({
            page: document.documentElement.scrollWidth - window.innerWidth,
            panel: panel.scrollWidth - panel.clientWidth,
          }));
          expect(overflow, where).toEqual({ page: 0, panel: 0 });
          if (language === "hi") expect(await untranslated(page, "[role=dialog]"), where).toEqual([]);
          await context.close();
          expect(errors, where).toEqual([]);
        }
      }
    }
  }, 300_000);
});
