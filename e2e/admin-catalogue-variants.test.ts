import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#domain/i18n/en/messages.ts";
import { message, messageText } from "#domain/i18n/message.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser } from "./support/browser.ts";

/** Issue 26 in the admin panel: categories as a catalogue kind, and a product's variants in its form. */

interface ProductAnswer {
  id: string;
  category: string;
  optionName: string | null;
  price: number;
  stock: number;
  light: string | null;
  petSafe: boolean | null;
  variants: Array<{ id: string; name: string; sku: string; price: number; discount: number; stock: number }>;
}

const product = async (slug: string) =>
  (await (await fetch(`${baseUrl()}/api/products/${slug}`)).json()) as ProductAnswer;

async function expectNotice(page: Page, text: string) {
  await page.getByTestId("admin-notice").getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
}

/** A category's row in the admin table, found by its search. */
async function categoryRow(page: Page, name: string) {
  await page.goto(`/admin/categories?q=${encodeURIComponent(name)}`);
  await hydrated(page);
  const row = page.getByTestId("categories-table").locator("tbody tr", { hasText: name });
  await row.waitFor();
  return row;
}

async function confirmDelete(page: Page, title: string) {
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText("Are you sure you want to delete this category?").waitFor();
  await dialog.getByRole("button", { name: "Delete" }).click();
}

describe("admin: categories and variants", () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page; errors: string[] };
  const suffix = Date.now().toString(36);
  const categoryName = `Bonsai ${suffix}`;
  const categorySlug = `bonsai-${suffix}`;
  const productSlug = `ficus-bonsai-${suffix}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it("adds a category from its own section; its form checks both names", async () => {
    const { page } = admin;
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Categories" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/categories");
    // The demo's categories, in their order, each with its products.
    const table = page.getByTestId("categories-table");
    await table.getByText("Medicinal plants", { exact: false }).first().waitFor();

    await page.getByRole("button", { name: "Add Category" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Add category" }).waitFor();
    // No pictures for a category: neither their slots nor their alt text.
    expect(await dialog.getByLabel("Alt text").count()).toBe(0);
    await dialog.getByRole("button", { name: "Save category" }).click();
    await dialog.getByText(messages["field.name.required"], { exact: true }).waitFor();
    await dialog.getByText(messages["catalogue.category.nameHi.required"], { exact: true }).waitFor();

    await dialog.getByLabel("Name", { exact: true }).fill(categoryName);
    // The slug follows the name of a new category.
    expect(await dialog.getByLabel("Slug", { exact: true }).inputValue()).toBe(categorySlug);
    await dialog.getByLabel("Hindi name").fill("बोनसाई");
    await dialog.getByLabel("Position").fill("95");
    await dialog.getByRole("button", { name: "Save category" }).click();
    await expectNotice(page, "Category added successfully!");
    await dialog.waitFor({ state: "detached" });

    const row = await categoryRow(page, categoryName);
    expect(await row.locator("td").allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining(`/${categorySlug}`), "बोनसाई", "0", "95"]),
    );
    const listed = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as Array<{ slug: string }>;
    expect(listed.map((c) => c.slug)).toContain(categorySlug);
    expect(admin.errors).toEqual([]);
  });

  it("adds a product in that category in two pot sizes; field errors show beside their fields", async () => {
    const { page } = admin;
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog");
    const variant = (n: number) => dialog.getByRole("group", { name: `Variant ${n}`, exact: true });

    // A new product starts in one variant, 'Standard', which cannot be removed.
    await variant(1).waitFor();
    expect(await dialog.getByTestId("variant-row").count()).toBe(1);
    expect(await variant(1).getByLabel("Name", { exact: true }).inputValue()).toBe("Standard");
    expect(await dialog.getByRole("button", { name: /^Remove variant/ }).count()).toBe(0);

    await dialog.getByLabel("Title").fill("Ficus Bonsai");
    await dialog.getByLabel("Slug", { exact: true }).fill(productSlug);
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("A small-leaved fig (Ficus microcarpa), trained as a bonsai.");
    await dialog.getByLabel("Light").selectOption("Partial shade");
    await dialog.getByLabel("Pet-safe").selectOption({ label: "Not safe for pets" });

    await variant(1).getByLabel("Name", { exact: true }).fill("4-inch pot");
    await variant(1).getByLabel("SKU").fill(`FB4-${suffix}`);
    await variant(1).getByLabel("Price (₹)").fill("399");
    await variant(1).getByLabel("Stock").fill("5");
    await dialog.getByRole("button", { name: "Add variant" }).click();
    // The new row takes the focus.
    await expect
      .poll(() =>
        variant(2)
          .getByLabel("Name", { exact: true })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await variant(2).getByLabel("Name", { exact: true }).fill("6-inch pot");
    await variant(2).getByLabel("SKU").fill(`FB4-${suffix}`);
    await variant(2).getByLabel("Price (₹)").fill("649");
    await variant(2).getByLabel("Discount (%)").fill("10");
    await variant(2).getByLabel("Stock").fill("3");

    // No category chosen, no option name for two variants, one SKU twice: each said beside its field.
    await dialog.getByRole("button", { name: "Save product" }).click();
    // (The select's own first option says the same.)
    await dialog.locator("p", { hasText: messages["catalogue.category.required"] }).waitFor();
    await dialog.getByText(messages["catalogue.variants.optionNameRequired"]).waitFor();
    await variant(2).getByText(messages["catalogue.variant.sku.duplicate"]).waitFor();
    expect(await variant(1).getByText(messages["catalogue.variant.sku.duplicate"]).count()).toBe(0);
    // The discount ticked 'On sale' by itself.
    expect(await dialog.getByLabel("On sale").isChecked()).toBe(true);

    await dialog.getByLabel("Category", { exact: true }).selectOption(categorySlug);
    await dialog.getByLabel("Option name", { exact: true }).fill("Pot size");
    await variant(2).getByLabel("SKU").fill(`FB6-${suffix}`);
    await dialog.getByRole("button", { name: "Save product" }).click();
    await expectNotice(page, "Product added successfully!");
    await dialog.waitFor({ state: "detached" });

    const saved = await product(productSlug);
    expect(saved.category).toBe(categorySlug);
    expect(saved.optionName).toBe("Pot size");
    expect(saved.light).toBe("Partial shade");
    expect(saved.petSafe).toBe(false);
    expect(saved.stock).toBe(8);
    expect(saved.variants.map((v) => [v.name, v.sku, v.price, v.discount, v.stock])).toEqual([
      ["4-inch pot", `FB4-${suffix}`.toUpperCase(), 399, 0, 5],
      ["6-inch pot", `FB6-${suffix}`.toUpperCase(), 649, 10, 3],
    ]);

    // The table names its category and how many sizes it comes in.
    await page.goto(`/admin/products?q=${productSlug}`);
    const row = page.getByTestId("products-table").locator("tbody tr", { hasText: "Ficus Bonsai" });
    await row.getByText(categoryName).waitFor();
    await row.getByText("2 variants").waitFor();
    expect(admin.errors).toEqual([]);
  });

  it("edits a variant's price and removes the other; the category counts its product", async () => {
    const { page } = admin;
    await page.goto(`/admin/products?q=${productSlug}`);
    await page.getByRole("button", { name: "Edit Ficus Bonsai" }).click();
    const dialog = page.getByRole("dialog");
    const variant = (n: number) => dialog.getByRole("group", { name: `Variant ${n}`, exact: true });
    expect(await dialog.getByLabel("Category", { exact: true }).inputValue()).toBe(categorySlug);
    expect(await dialog.getByLabel("Option name", { exact: true }).inputValue()).toBe("Pot size");
    expect(await variant(2).getByLabel("Price (₹)").inputValue()).toBe("649.00");

    await variant(2).getByLabel("Price (₹)").fill("699");
    await dialog.getByRole("button", { name: "Remove variant 1" }).click();
    // The 6-inch pot is now the first and only row, and stays.
    expect(await dialog.getByTestId("variant-row").count()).toBe(1);
    expect(await variant(1).getByLabel("Name", { exact: true }).inputValue()).toBe("6-inch pot");
    expect(await dialog.getByRole("button", { name: /^Remove variant/ }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Save product" }).click();
    await expectNotice(page, "Product updated successfully!");

    const saved = await product(productSlug);
    expect(saved.variants.map((v) => [v.name, v.price, v.stock])).toEqual([["6-inch pot", 699, 3]]);
    expect(saved.price).toBe(699);
    expect(saved.stock).toBe(3);

    const row = await categoryRow(page, categoryName);
    expect(await row.locator("td").nth(2).innerText()).toContain("1");
  });

  it("refuses to delete a category that holds products, and deletes it once empty", async () => {
    const { page } = admin;
    await categoryRow(page, categoryName);
    await confirmDelete(page, categoryName);
    await expectNotice(
      page,
      messageText(message("catalogue.categories.notEmpty", { name: categoryName, count: 1 }), messages),
    );
    expect((await (await fetch(`${baseUrl()}/api/categories`)).json()) as Array<{ slug: string }>).toContainEqual(
      expect.objectContaining({ slug: categorySlug }),
    );

    const { id } = await product(productSlug);
    const removed = await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseUrl() } });
    expect(removed.status()).toBe(204);
    const row = await categoryRow(page, categoryName);
    expect(await row.locator("td").nth(2).innerText()).toContain("0");
    await confirmDelete(page, categoryName);
    await expectNotice(page, "Category deleted successfully!");
    const listed = (await (await fetch(`${baseUrl()}/api/categories`)).json()) as Array<{ slug: string }>;
    expect(listed.map((c) => c.slug)).not.toContain(categorySlug);
    expect(admin.errors).toEqual([]);
  });

  it("the categories table and a product form with variants pass axe in dark mode, and fit a phone", async () => {
    const phone = await adminPage(browser, { width: 390, colorScheme: "dark" });
    await phone.page.goto("/admin/categories");
    await phone.page.getByTestId("categories-table").waitFor();
    let violations = await seriousViolations(phone.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    await phone.page.goto("/admin/products?q=tulsi");
    await phone.page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await phone.page.getByRole("dialog").getByTestId("variant-row").first().waitFor();
    violations = await seriousViolations(phone.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await phone.context.close();
  });
});
