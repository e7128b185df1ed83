import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, inStockProducts } from "./support/cart.ts";
import { signUpInContext } from "./support/customers.ts";

/** Addresses couriers can use (issue 30, docs/product/addresses.md): a name and a mobile, the PIN filling in the rest. */
async function openShipping(page: Page) {
  await fillCart(page, await inStockProducts(1), [1]);
  await page.goto("/checkout");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
}

async function confirm(page: Page) {
  await page.getByLabel("Cash on Delivery").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/ordersummary");
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await page.waitForURL("**/profile?tab=orders", { timeout: 10_000 });
  const href = await page
    .getByTestId("order")
    .first()
    .getByRole("link", { name: /^Order #/ })
    .getAttribute("href");
  return href!;
}

describe("delivery addresses couriers can use", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a first address: chosen already, the customer's name filled in, the PIN filling state and city, a mobile required", async () => {
    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Meera Kulkarni");
    await openShipping(page);
    expect(await page.getByLabel("Use a new address").isChecked()).toBe(true);
    expect(await page.getByLabel("Recipient's name").inputValue()).toBe("Meera Kulkarni");

    const pin = page.getByLabel("PIN code");
    await pin.fill("411004");
    expect(await page.getByLabel("State").inputValue()).toBe("Maharashtra");
    expect(await page.getByLabel("City").inputValue()).toBe("Pune");
    // 403 is Goa inside Maharashtra's 40; the city the PIN filled in follows the PIN.
    await pin.fill("403001");
    expect(await page.getByLabel("State").inputValue()).toBe("Goa");
    expect(await page.getByLabel("City").inputValue()).toBe("Panaji");
    // A city typed by hand stays; the state still follows, and can be changed.
    await page.getByLabel("City").fill("Margao");
    await pin.fill("403601");
    expect(await page.getByLabel("City").inputValue()).toBe("Margao");
    expect(await page.getByLabel("State").inputValue()).toBe("Goa");

    await page.getByLabel("Street").fill("4 Abade Faria Road");
    await page.getByLabel("Recipient's name").fill("");
    await page.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: "Continue" }).click();
    for (const m of ["Recipient name is required", "Mobile number is required"]) {
      await expect.poll(() => page.getByText(m).isVisible(), { message: m }).toBe(true);
    }
    await page.getByLabel("Recipient's name").fill("Meera Kulkarni");
    await page.getByLabel("Mobile number for the courier").fill("98220 55555");
    const order = await confirm(page);
    await page.goto(order);
    const address = page.locator("address");
    for (const part of ["Meera Kulkarni", "Margao", "403601", "+91 98220 55555"]) {
      expect(await address.textContent()).toContain(part);
    }
    await context.close();
  });

  it("an address saved before the mobile was required asks for it at checkout, and keeps it", async () => {
    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Ramesh Iyer");
    const street = `${Date.now()} Old Temple Street`;
    const saved = await context.request.put("/api/auth/update-address", {
      data: {
        address: {
          recipient: "Ramesh Iyer",
          mobile: "98400 11111",
          street,
          city: "Chennai",
          state: "Tamil Nadu",
          zip: "600004",
        },
      },
    });
    expect(saved.status()).toBe(200);
    const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
    const stored = () => db.prepare("select recipient, mobile from addresses where street = ?").get(street);
    try {
      db.pragma("busy_timeout = 5000");
      db.prepare("update addresses set recipient = '', mobile = '' where street = ?").run(street);

      await openShipping(page);
      expect(await page.getByLabel("Use a new address").isChecked()).toBe(false);
      const choice = page.getByLabel(street, { exact: false });
      expect(await page.getByText("Add a mobile number for the courier").isVisible()).toBe(true);
      await choice.check();
      await page.getByLabel("Cash on Delivery").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect.poll(() => page.getByText("Mobile number is required").isVisible()).toBe(true);
      await page.getByLabel("Mobile number for the courier", { exact: true }).fill("98400 22222");
      await confirm(page);
      expect(stored()).toEqual({ recipient: "Ramesh Iyer", mobile: "+91 98400 22222" });
      // Next time the address is complete: chosen as it is.
      await openShipping(page);
      expect(await page.getByText("Add a mobile number for the courier").count()).toBe(0);
    } finally {
      db.close();
    }
    await context.close();
  });
});
