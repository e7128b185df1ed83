import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays, indianDate } from "#domain/india/time.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";

/**
 * Issue 15, the shop owner's walk-through: one order number to quote, moderated reviews, 'On
 * sale' that follows the discount, a product form whose errors clear, the admin on a phone, and
 * the dashboard's days in India time.
 */

const PHONE = { width: 390, height: 844 };

async function expectNotice(page: Page, text: string) {
  await page.getByTestId("admin-notice").getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
}

async function inStockProduct() {
  const [product] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
    id: string;
  }>;
  return product!;
}

/** A customer with an order of their own, placed through the API as the checkout does. */
async function customerWithOrder(browser: Browser, name: string, mobile: string) {
  const customer = await newPage(browser);
  const { email } = await signUpInContext(customer.context, name, uniqueEmail("owner-journey"));
  const product = await inStockProduct();
  const placed = await customer.context.request.post("/api/orders", {
    data: {
      cart: [{ id: product.id, quantity: 1 }],
      selectedAddress: {
        recipient: name,
        mobile,
        street: "12 MG Road",
        city: "Bengaluru",
        state: "Karnataka",
        zip: "560001",
      },
      selectedPaymentMethod: "Cash on Delivery",
    },
  });
  if (placed.status() !== 201) throw new Error(`order failed: ${placed.status()} ${await placed.text()}`);
  const order = (await placed.json()) as { id: string };
  await customer.context.close();
  return { email, orderId: order.id };
}

/** A customer's UPI order with a UTR they submitted; `reportedDaysAgo` backdates the report (its order event). */
async function reportedUpiPayment(browser: Browser, name: string, utr: string, reportedDaysAgo: number) {
  const customer = await newPage(browser);
  await signUpInContext(customer.context, name, uniqueEmail("utr-check"));
  const product = await inStockProduct();
  const placed = await customer.context.request.post("/api/orders", {
    data: {
      cart: [{ id: product.id, quantity: 1 }],
      selectedAddress: {
        recipient: "Asha Rao",
        mobile: "+91 98765 43210",
        street: "3 Lake View",
        city: "Udaipur",
        state: "Rajasthan",
        zip: "313001",
      },
      selectedPaymentMethod: "UPI",
    },
  });
  if (placed.status() !== 201) throw new Error(`order failed: ${placed.status()} ${await placed.text()}`);
  const order = (await placed.json()) as { id: string };
  const paid = await customer.context.request.put(`/api/orders/${order.id}/utr`, { data: { utr } });
  if (!paid.ok()) throw new Error(`UTR refused: ${paid.status()} ${await paid.text()}`);
  await customer.context.close();
  const reportedAt = new Date(Date.now() - reportedDaysAgo * 86_400_000).toISOString();
  const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
  try {
    db.prepare("update order_events set created_at = ? where order_id = ? and to_value = 'Payment submitted'").run(
      reportedAt,
      order.id,
    );
  } finally {
    db.close();
  }
  return { orderId: order.id, reportedAt };
}

/** Whether an element lies wholly within the viewport's width. */
async function withinWidth(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

describe("the shop owner's journey", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("14: an order is found by its number, the name, the e-mail or the phone, and shows that one number (issue 30)", async () => {
    const name = `Quote Person ${Date.now().toString(36)}`;
    const digits = `9${String(Date.now()).slice(-9)}`;
    const { email, orderId } = await customerWithOrder(browser, name, digits);
    const customerNumber = orderId.slice(-8);
    const { context, page } = await adminPage(browser);
    const rows = page.getByTestId("orders-table").locator("tbody tr");
    for (const q of [
      `#${customerNumber}`,
      customerNumber,
      name,
      email,
      `${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91${digits}`,
    ]) {
      await page.goto(`/admin/orders?q=${encodeURIComponent(q)}`);
      await expect.poll(() => rows.count(), { message: `search ${q}` }).toBe(1);
      const row = rows.first();
      expect(await row.textContent(), `search ${q}`).toContain(`#${customerNumber}`);
      expect(await row.textContent(), `search ${q}`).not.toContain(orderId.slice(0, 8));
    }
    await rows
      .first()
      .getByRole("link", { name: `View order #${customerNumber}` })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: `Order #${customerNumber}` }).waitFor();
    expect(await dialog.textContent()).not.toContain(orderId.slice(0, 8));
    await context.close();
  });

  it("15: the admin hides a review (gone from /review, the statistics and the API), shows it again, and deletes it after confirming", async () => {
    const title = `Test junk ${Date.now().toString(36)}`;
    const posted = await fetch(`${baseUrl()}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Junk Poster",
        email: "junk@example.in",
        title,
        review: "asdf asdf asdf asdf",
        rating: 1,
        recommend: false,
        plantType: "Not specified",
      }),
    });
    expect(posted.status).toBe(201);
    const publicTitles = async () =>
      ((await (await fetch(`${baseUrl()}/api/reviews?limit=100`)).json()) as Array<{ title: string }>).map(
        (r) => r.title,
      );
    const reviewCount = async (page: Page) => {
      await page.goto("/review");
      const text = await page.getByText(/^Based on \d+ reviews?$/).textContent();
      return Number(text!.match(/\d+/)![0]);
    };
    expect(await publicTitles()).toContain(title);

    const { context, page } = await adminPage(browser, PHONE);
    const before = await reviewCount(page);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Reviews" }).click();
    await page.waitForURL("**/admin/reviews");
    await page.getByRole("searchbox").fill(title);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId("reviews-table").locator("tbody tr").filter({ hasText: title });
    await row.waitFor();
    await row.getByRole("button", { name: `Hide ${title}` }).click();
    await expectNotice(page, "Review hidden: it no longer shows on the shop.");
    await row.getByText("Hidden", { exact: true }).waitFor();

    expect(await publicTitles()).not.toContain(title);
    expect(await reviewCount(page)).toBe(before - 1);
    expect(await page.getByText(title).count()).toBe(0);

    await page.goto(`/admin/reviews?q=${encodeURIComponent(title)}`);
    await hydrated(page);
    await row.getByRole("button", { name: `Show ${title}` }).click();
    await expectNotice(page, "Review shown on the shop again.");
    expect(await publicTitles()).toContain(title);

    await row.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this review?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectNotice(page, "Review deleted successfully!");
    await expect.poll(() => row.count()).toBe(0);
    expect(await publicTitles()).not.toContain(title);
    await context.close();
  });

  it("16: a discount means 'On sale' in the form, the admin list and the shop's filter, unless the admin unticks it", async () => {
    const { context, page } = await adminPage(browser);
    const stamp = Date.now().toString(36);
    const add = async (title: string, untick: boolean) => {
      await page.goto("/admin/products");
      await hydrated(page);
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Title").fill(title);
      await dialog
        .getByLabel("Description", { exact: true })
        .fill("A sapling raised in our nursery, for a sunny balcony.");
      await dialog.getByLabel("Category", { exact: true }).selectOption("trees");
      await dialog.getByLabel("Price (₹)").fill("200");
      await dialog.getByLabel("Discount (%)").fill("15");
      const onSale = dialog.getByRole("checkbox", { name: "On sale" });
      await expect.poll(() => onSale.isChecked(), { message: "a discount ticks 'On sale'" }).toBe(true);
      if (untick) await onSale.uncheck();
      await dialog.getByRole("button", { name: "Save product" }).click();
      await expectNotice(page, "Product added successfully!");
      const row = page.getByTestId("products-table").locator("tbody tr").filter({ hasText: title });
      await page.goto(`/admin/products?q=${encodeURIComponent(title)}`);
      await row.waitFor();
      return row;
    };
    const onSaleSlugs = async () =>
      (
        (await (await fetch(`${baseUrl()}/api/products?onSale=1&sort=newest&limit=10`)).json()) as Array<{
          title: string;
        }>
      ).map((p) => p.title);

    const sale = `Sale Sapling ${stamp}`;
    const row = await add(sale, false);
    expect(await row.textContent()).toContain("On sale");
    expect(await onSaleSlugs()).toContain(sale);
    await page.goto("/plants?onSale=1&sort=newest");
    await page.getByText(sale).first().waitFor();

    const notSale = `Full Price Sapling ${stamp}`;
    const plain = await add(notSale, true);
    expect(await plain.textContent()).not.toContain("On sale");
    expect(await onSaleSlugs()).not.toContain(notSale);
    await context.close();
  });

  it("17: the product form's errors clear as each field becomes valid", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto("/admin/products");
    await hydrated(page);
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save product" }).click();
    await dialog.getByText("Title is required").waitFor();
    await dialog.getByText("Price is required").waitFor();
    const title = dialog.getByLabel("Title");
    expect(await title.getAttribute("aria-invalid")).toBe("true");

    await title.fill("Curry Leaf Sapling");
    await expect.poll(() => dialog.getByText("Title is required").count()).toBe(0);
    expect(await title.getAttribute("aria-invalid")).toBeNull();
    // The slug followed the title, so its error went too; the others stay until they are right.
    await expect.poll(() => dialog.getByText("Slug is required").count()).toBe(0);
    expect(await dialog.getByText("Price is required").count()).toBe(1);
    expect(await dialog.getByText("Description is required").count()).toBe(1);

    const price = dialog.getByLabel("Price (₹)");
    await price.fill("abc");
    await dialog.getByText("Price must be a number").waitFor();
    expect(await price.getAttribute("aria-invalid")).toBe("true");
    await price.fill("120");
    await expect.poll(() => price.getAttribute("aria-invalid")).toBeNull();
    await dialog.getByLabel("Description", { exact: true }).fill("Fragrant leaves for every kitchen.");
    await dialog.getByLabel("Category", { exact: true }).selectOption("kitchen-herbs");
    await expect.poll(() => dialog.locator("[aria-invalid=true]").count()).toBe(0);
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it(`18: on a 390 px phone (${colorScheme}) the tabs fit and table rows are cards with their actions in view`, async () => {
      await customerWithOrder(browser, "Phone Card Customer", "9876501234");
      const { context, page, errors } = await adminPage(browser, { ...PHONE, colorScheme });
      const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto("/admin/products");
      const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
      expect(await tabs.count()).toBeGreaterThanOrEqual(8);
      for (const tab of await tabs.all())
        expect(await withinWidth(page, tab), (await tab.textContent()) ?? "").toBe(true);
      expect(await noSidewaysScroll()).toBe(true);

      const product = page.getByTestId("products-table").locator("tbody tr").first();
      const productTitle = (await product.locator("p.font-semibold").first().textContent())!;
      for (const control of [
        product.getByRole("button", { name: `Edit ${productTitle}` }),
        product.getByRole("button", { name: `Delete ${productTitle}` }),
        product.getByText("Stock", { exact: true }),
      ]) {
        await control.scrollIntoViewIfNeeded();
        expect(await control.isVisible()).toBe(true);
        expect(await withinWidth(page, control)).toBe(true);
      }
      const scroller = page.getByTestId("products-table").locator("xpath=..");
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await page.goto("/admin/orders");
      expect(await noSidewaysScroll()).toBe(true);
      const order = page.getByTestId("orders-table").locator("tbody tr").first();
      for (const label of ["Total", "Status", "Payment"]) {
        const cell = order.getByText(label, { exact: true });
        await cell.scrollIntoViewIfNeeded();
        expect(await withinWidth(page, cell), label).toBe(true);
      }
      expect(await withinWidth(page, order.getByRole("link", { name: /^View order / }))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("20: 'Payments to check' lists a UTR reported more than UTR_CONFIRM_DAYS ago, links to its order, and drops it once paid", async () => {
    const stamp = String(Date.now()).slice(-8);
    const old = await reportedUpiPayment(browser, "Slow Bank Customer", `6${stamp}001`, 4);
    const fresh = await reportedUpiPayment(browser, "Fresh Payer", `6${stamp}002`, 1);
    const { context, page, errors } = await adminPage(browser);
    await page.goto("/admin");
    const panel = page.getByTestId("payments-to-check");
    await panel.getByRole("heading", { name: /^Payments to check \(\d+\)$/ }).waitFor();
    expect(await panel.locator("p").first().textContent()).toBe(
      "UPI payments the customer reported more than 3 days ago and nobody has confirmed. Match each UTR with the bank statement, then mark the order paid or call the customer.",
    );
    expect(await panel.locator("thead th").allTextContents()).toEqual([
      "Order ID",
      "Customer",
      "UTR",
      "Reported on",
      "Amount",
    ]);
    const rowOf = (orderId: string) =>
      panel.locator("tbody tr").filter({ has: page.getByRole("link", { name: `#${orderId.slice(-8)}`, exact: true }) });
    const row = rowOf(old.orderId);
    const format = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
    expect(await row.locator("td").allTextContents()).toEqual([
      `#${old.orderId.slice(-8)}`,
      "Slow Bank Customer",
      `6${stamp}001`,
      format.format(new Date(old.reportedAt)),
      expect.stringMatching(/^₹[\d,]+\.\d{2}$/),
    ]);
    // Reported a day ago: not yet a payment to check.
    expect(await rowOf(fresh.orderId).count()).toBe(0);
    expect(await panel.textContent()).not.toContain(`6${stamp}002`);

    await row.getByRole("link", { name: `#${old.orderId.slice(-8)}`, exact: true }).click();
    await page.waitForURL(`**/admin/orders?order=${old.orderId}`);
    const dialog = page.getByTestId("order-detail");
    await page
      .getByRole("dialog")
      .getByRole("heading", { name: `Order #${old.orderId.slice(-8)}` })
      .waitFor();
    await dialog.getByText(`6${stamp}001`, { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Mark as paid" }).click();
    await expectNotice(page, "Order marked as paid.");

    await page.goto("/admin");
    await panel.getByRole("heading", { name: /^Payments to check/ }).waitFor();
    expect(await rowOf(old.orderId).count()).toBe(0);
    expect(await panel.textContent()).not.toContain(`6${stamp}001`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("19: the dashboard counts days in India time", async () => {
    const first = await customerWithOrder(browser, "Late Evening Buyer", "9876512345");
    const second = await customerWithOrder(browser, "Early Evening Buyer", "9876523456");
    const today = indianDate(new Date());
    const day = addDays(today, -10);
    // 19:00 UTC is half past midnight the next day in India; 17:00 UTC is still the same day.
    const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
    try {
      db.prepare("update orders set created_at = ? where id = ?").run(`${day}T19:00:00.000Z`, first.orderId);
      db.prepare("update orders set created_at = ? where id = ?").run(`${day}T17:00:00.000Z`, second.orderId);
    } finally {
      db.close();
    }
    const { context, page } = await adminPage(browser);
    const res = await context.request.get("/api/admin/dashboard-data");
    const body = (await res.json()) as { daily: Array<{ day: string; orders: number }> };
    const daily = new Map(body.daily.map((d) => [d.day, d.orders]));
    expect(body.daily.at(-1)!.day).toBe(today);
    expect(daily.get(day)).toBe(1);
    expect(daily.get(addDays(day, 1))).toBe(1);

    await page.goto("/admin");
    const figures = page.getByRole("table", { name: "Orders per day" });
    await page.getByText("Show the figures").last().click();
    const format = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
    const rowOf = (iso: string) =>
      figures
        .locator("tbody tr")
        .filter({ has: page.getByText(format.format(new Date(`${iso}T00:00:00+05:30`)), { exact: true }) });
    expect(await rowOf(day).locator("td").last().textContent()).toBe("1");
    expect(await rowOf(addDays(day, 1)).locator("td").last().textContent()).toBe("1");
    expect(await rowOf(today).count()).toBe(1);
    await context.close();
  });
});
