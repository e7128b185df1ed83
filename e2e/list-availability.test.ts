import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext } from "./support/customers.ts";

/**
 * Lists carry each product's availability, not its stock (docs/performance.md): a card's quick add
 * of a product 'In stock' does not know how many there are, and the cart lowers the quantity to
 * the stock when it reads it.
 */
describe("a quick add from a list card", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("of more than the stock ends at the stock in the cart, said so, without an error", async () => {
    const stamp = Date.now().toString(36);
    const title = `Kadamba Sapling ${stamp}`;
    const admin = await adminPage(browser);
    const created = await admin.context.request.post("/api/admin/products", {
      headers: { Origin: baseUrl() },
      data: {
        title,
        slug: `kadamba-${stamp}`,
        description: "Neolamarckia cadamba, orange ball flowers.",
        price: 349,
        stock: 7,
      },
    });
    expect(created.status()).toBe(201);
    await admin.context.close();

    const { context, page, errors } = await newPage(browser);
    await signUpInContext(context, "Kadamba Buyer");
    await page.goto(`/search?q=${stamp}`);
    await hydrated(page);
    const card = page.locator("article").filter({ hasText: title });
    const quickAdd = async () => {
      await card.getByRole("button", { name: "Add to cart" }).click();
      const popup = page.getByRole("dialog");
      await popup.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => popup.count()).toBe(0);
    };
    await quickAdd();
    // The next page brings the cart together with the customer's server cart, which names each line's variant.
    await page.reload();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    for (let i = 1; i < 9; i++) await quickAdd();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as unknown[]);
    expect(stored).toMatchObject([{ quantity: 9, stock: null }]);

    await page.goto("/checkout");
    const line = page.getByTestId("cart-line").filter({ hasText: title });
    await expect.poll(() => line.getByTestId("line-quantity").textContent()).toBe("7");
    expect(await line.getByTestId("line-all-we-have").textContent()).toBe("That is all 7 we have");
    expect(await line.getByRole("button", { name: `Increase quantity of ${title}` }).isDisabled()).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(errors.join("\n")).toBe("");
    await context.close();
  });
});
