import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatINR, toPaise } from "#domain/money.ts";
import { priceCart } from "#domain/pricing.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
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
    await page.getByLabel("Mobile number for the courier").fill("98450 12345");
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

  it("says nothing where there is nothing to say: no Discount −₹0.00, no 0% GST (issue 30, item 8)", async () => {
    const admin = await adminPage(browser);
    const created = await admin.context.request.post("/api/admin/products", {
      data: {
        title: "Nil-rated Tulsi",
        description: "A tulsi sapling, GST exempt as live plants are, for the summary's test.",
        category: "medicinal-plants",
        slug: `nil-rated-tulsi-${Date.now().toString(36)}`,
        gstRate: 0,
        // Fewer than inStockProducts takes, so no other test picks this 0 % plant as its product.
        variants: [{ name: "5-inch pot", sku: "", price: 150, discount: 0, stock: 5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const nil = (await created.json()) as { id: string; slug: string; title: string; price: number };
    await admin.context.close();

    const { context, page, errors } = await newPage(browser, { width: 390, height: 844 });
    await signUpInContext(context, "Nirmala Iyer", uniqueEmail("nil"));
    await page.goto(`/plant/${nil.slug}`);
    await page.getByTestId("product-price").waitFor();
    expect(await page.getByTestId("product-price").textContent()).not.toContain("GST");

    // The order page, from the rates the order keeps.
    const placed = await context.request.post("/api/orders", {
      headers: { Origin: baseUrl() },
      data: {
        cart: [{ id: nil.id, quantity: 2 }],
        selectedAddress: {
          recipient: "Nirmala Iyer",
          mobile: "98450 12345",
          street: "3 Temple Road",
          city: "Mysuru",
          state: "Karnataka",
          zip: "570001",
        },
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    await page.goto(`/orders/${((await placed.json()) as { id: string }).id}`);
    await page.getByTestId("order-totals").waitFor();
    const labels = (await rowsOf(page.getByTestId("order-totals"))).map(([label]) => label);
    expect(labels).toEqual(["Subtotal", "Delivery Charges", "Total"]);
    expect(await page.getByTestId("order-totals").textContent()).not.toContain("₹0.00");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the cart and the order summary tax a 5 % plant at 5 %, as the order then does, an old cart's line too", async () => {
    const admin = await adminPage(browser);
    const created = await admin.context.request.post("/api/admin/products", {
      data: {
        title: "Five-percent Giloy",
        description: "A giloy vine taxed at 5 %, for the cart's tax test.",
        category: "medicinal-plants",
        slug: `five-percent-giloy-${Date.now().toString(36)}`,
        gstRate: 5,
        // Fewer than inStockProducts takes, so no other test picks this 5 % plant as its product.
        variants: [{ name: "5-inch pot", sku: "", price: 240, discount: 0, stock: 5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const giloy = (await created.json()) as { slug: string };
    await admin.context.close();

    const { context, page, errors } = await newPage(browser, { width: 390, height: 844 });
    await signUpInContext(context, "Gita Menon", uniqueEmail("five"));
    await page.goto(`/plant/${giloy.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cart"))).toContain('"gstRate":5');
    // A cart kept before lines carried their rate: the checkout gives the line its rate back.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem("cart")!) as Array<Record<string, unknown>>;
      localStorage.setItem("cart", JSON.stringify(lines.map(({ gstRate: _, ...line }) => line)));
    });

    const t = priceCart([{ pricePaise: toPaise(240), discount: 0, quantity: 1, gstRate: 5 }]);
    const tax = ["Tax (GST 5%)", formatINR(t.taxPaise)];
    await page.goto("/checkout");
    await expect.poll(() => rowsOf(page.getByTestId("order-totals"))).toContainEqual(tax);
    const inCart = await rowsOf(page.getByTestId("order-totals"));
    await page.getByRole("button", { name: "Proceed to Shipping" }).click();
    await page.getByLabel("Use a new address").check();
    await page.getByLabel("Street").fill("12 Market Road");
    await page.getByLabel("Mobile number for the courier").fill("98450 12345");
    await page.getByLabel("City").fill("Kochi");
    await page.getByLabel("State").selectOption("Kerala");
    await page.getByLabel("PIN code").fill("682001");
    await page.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    await expect.poll(() => rowsOf(page.getByTestId("order-totals"))).toEqual(inCart);
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
    await page
      .getByTestId("order")
      .first()
      .getByRole("link", { name: /^Order #/ })
      .click();
    await page.waitForURL("**/orders/*");
    await expect.poll(() => rowsOf(page.getByTestId("order-totals"))).toEqual(inCart);
    expect(errors).toEqual([]);
    await context.close();
  });
});
