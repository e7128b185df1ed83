import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HINDI_ARTICLE_TEXT, HINDI_PRODUCT_TEXT } from "#server/db/seed/hindi-text.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/** The shop's own content in Hindi (issue 30, docs/product/language.md#what-is-translated). */
describe("the shop's content in Hindi", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a Hindi reader reads the plant, its article, the cart, the order and the nursery hours in Hindi", async () => {
    const { context, page, errors } = await newPage(browser);
    await signUpInContext(context, "Meera Joshi");

    await page.goto("/plant/tulsi-holy-basil?lang=hi");
    await hydrated(page);
    const heading = page.getByRole("heading", { level: 1 });
    // The Hindi name leads, the English follows as its own quiet line, marked English.
    expect(await heading.locator("span").first().textContent()).toBe("तुलसी");
    expect(await heading.locator("span[lang=en]").textContent()).toBe("Tulsi (Holy Basil)");
    expect(await page.getByTestId("product-description").textContent()).toBe(
      HINDI_PRODUCT_TEXT["tulsi-holy-basil"]!.description,
    );
    expect(await page.getByTestId("product-description").getAttribute("lang")).toBeNull();
    const choice = page.getByTestId("variant-choice");
    expect(await choice.locator("legend").textContent()).toBe("गमले का आकार");
    await choice.getByText("8 इंच का गमला").click();
    await page.waitForURL(/variant=/);
    await page
      .getByRole("button", { name: inHindi("Add to cart") })
      .first()
      .click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toBe("1");

    await page.goto("/checkout");
    await hydrated(page);
    const line = page.getByTestId("cart-line").first();
    await line.getByText("तुलसी — 8 इंच का गमला").waitFor();
    expect(await line.locator("[lang=en]").first().textContent()).toBe("Tulsi (Holy Basil) — 8-inch pot");

    // The order is placed as the checkout places it; the order page then names its line in Hindi.
    const tulsi = (await (await page.request.get("/api/products/tulsi-holy-basil")).json()) as {
      id: string;
      variants: Array<{ id: string; name: string }>;
    };
    const placed = await page.request.post("/api/orders", {
      headers: { Origin: baseUrl() },
      data: {
        cart: [{ id: tulsi.id, variantId: tulsi.variants.find((v) => v.name === "8-inch pot")!.id, quantity: 1 }],
        selectedAddress: {
          recipient: "Meera Joshi",
          mobile: "98765 43210",
          street: "12 Gandhi Marg",
          city: "Jaipur",
          state: "Rajasthan",
          zip: "302001",
        },
        selectedPaymentMethod: "Cash on Delivery",
        saveAddress: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const href = `/orders/${((await placed.json()) as { id: string }).id}`;
    await page.goto(href!);
    await page.getByText("तुलसी — 8 इंच का गमला").first().waitFor();
    // The state reads in Hindi, as the state select does; the API keeps the English name.
    const shippedTo = page.locator("address").filter({ hasText: "302001" });
    expect(await shippedTo.textContent()).toContain("Jaipur, राजस्थान 302001");
    expect(await shippedTo.textContent()).not.toContain("Rajasthan");
    await page.goto("/profile?tab=addresses");
    const saved = page.getByTestId("address-list");
    await saved.getByText("Jaipur, राजस्थान 302001").waitFor();
    expect(await saved.textContent()).not.toContain("Rajasthan");

    await page.goto("/blog/tulsi-holy-basil");
    const article = HINDI_ARTICLE_TEXT["tulsi-holy-basil"]!;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(article.title);
    await page.getByText(article.historicalUse).waitFor();
    await page.getByText(article.soil).waitFor();

    await page.goto("/nursery");
    await page.getByText("सोम–शनि, सुबह 8:00 – शाम 6:00").first().waitFor();
    expect(await page.getByText("Mon–Sat, 8:00 AM – 6:00 PM").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin writes a product's Hindi description and the Hindi shop shows it", async () => {
    const { context, page, errors } = await adminPage(browser);
    await page.goto("/admin?tab=products&q=kalmegh");
    await hydrated(page);
    await page.getByRole("button", { name: /^Edit Kalmegh/ }).click();
    const dialog = page.getByRole("dialog");
    const description = dialog.getByLabel("Description in Hindi");
    await description.fill("कालमेघ का नया विवरण, व्यवस्थापक ने लिखा।");
    await dialog.getByRole("button", { name: "Save product" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.goto("/plant/kalmegh?lang=hi");
    expect(await page.getByTestId("product-description").textContent()).toBe(
      "कालमेघ का नया विवरण, व्यवस्थापक ने लिखा।",
    );
    // In English the English description stays.
    await page.goto("/plant/kalmegh?lang=en");
    expect(await page.getByTestId("product-description").textContent()).not.toMatch(/[\u0900-\u097F]/u);
    expect(errors).toEqual([]);
    await context.close();
  });
});
