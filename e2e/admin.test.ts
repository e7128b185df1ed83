import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#domain/i18n/en/messages.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";

/** What a customer at /admin is told (domain/admin.ts ADMIN_DENIED), in English. */
const ADMIN_DENIED = messages["admin.denied"];

/** A picture made here (nothing can be downloaded), as an admin would upload it. */
async function picture(background: string) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  return { name: "plant.png", mimeType: "image/png", buffer };
}

/** Waits for an outcome text (docs/product/admin.md#messages) in the panel's notice. */
async function expectNotice(page: Page, text: string) {
  await page.getByTestId("admin-notice").getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
}

/** The picture at `selector` has loaded from an uploaded key. */
async function expectUploadedPicture(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.waitFor();
  await expect.poll(() => img.getAttribute("src")).toMatch(/^\/media\/u-[0-9a-f-]+-\d+\.webp$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

async function openTab(page: Page, tab: string, query = "") {
  await page.goto(`/admin?tab=${tab}${query ? `&q=${encodeURIComponent(query)}` : ""}`);
  await hydrated(page);
}

async function confirmDelete(page: Page, title: string, noun: string) {
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByText(`Are you sure you want to delete this ${noun}?`).waitFor();
  await dialog.getByRole("button", { name: "Delete" }).click();
}

describe("admin panel", () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page; errors: string[] };
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it("a visitor is sent to /signin; a customer sees the alert and is sent home", async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto("/admin");
    await visitor.page.waitForURL("**/signin?redirectTo=%2Fadmin");
    await visitor.context.close();

    const customer = await newPage(browser);
    await signUpInContext(customer.context, "Nisha Rao");
    await customer.page.goto("/admin");
    await customer.page.waitForURL((url) => url.pathname === "/");
    const alert = customer.page.getByRole("alert").filter({ hasText: ADMIN_DENIED });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(ADMIN_DENIED);
    expect((await customer.context.request.get("/api/admin/dashboard-data")).status()).toBe(403);
    await customer.context.close();
  });

  it("shows the dashboard: cards, recent orders, the 30-day chart; axe finds nothing serious", async () => {
    const { page, errors } = admin;
    await page.goto("/admin");
    const cards = page.getByTestId("stat-card");
    await cards.first().waitFor();
    expect(await cards.locator("h2").allTextContents()).toEqual([
      "Total Users",
      "Total Products",
      "Total Orders",
      "Total Revenue",
    ]);
    const stats = (await (await page.request.get("/api/admin/dashboard-data")).json()).stats;
    expect(await cards.nth(1).locator("p").textContent()).toBe(String(stats.totalProducts));
    expect(await cards.nth(3).getByTestId("stat-detail").textContent()).toMatch(
      /^Paid ₹[\d,]+\.\d{2} · awaiting payment ₹[\d,]+\.\d{2}$/,
    );
    expect(await cards.nth(3).locator("p").textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
    await page.getByRole("figure", { name: /Revenue per day/ }).waitFor();
    await page.getByRole("figure", { name: /Orders per day/ }).waitFor();
    await page.getByRole("heading", { name: "Recent Orders" }).waitFor();
    await page.getByRole("link", { name: "Back to Site" }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("each section is its own address; the old ?tab= addresses lead there", async () => {
    const { page } = admin;
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    for (const [label, path] of [
      ["Products", "/admin/products"],
      ["Categories", "/admin/categories"],
      ["Blogs", "/admin/blogs"],
      ["Nurseries", "/admin/nurseries"],
      ["Coupons", "/admin/coupons"],
      ["Orders", "/admin/orders"],
      ["Users", "/admin/users"],
      ["Dashboard", "/admin"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => nav.getByRole("link", { name: label }).getAttribute("aria-current")).toBe("page");
    }
    const moved = await page.request.get("/admin?tab=blogs&q=neem", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/admin/blogs?q=neem");
    await page.goto("/admin?tab=products&q=tulsi");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/admin/products?q=tulsi");
    await page.getByTestId("products-table").getByText("Tulsi", { exact: false }).first().waitFor();
    expect((await page.request.get("/admin/no-such-section")).status()).toBe(404);
  });

  it("Settings: a wrong GSTIN is refused with its message; a saved change shows in the footer at once", async () => {
    const { page } = admin;
    await page.goto("/admin/settings");
    const gstin = page.getByLabel("GSTIN");
    const original = await gstin.inputValue();
    await gstin.fill("27AAFCV1234K1Z8");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("This GSTIN is not valid: check it against your registration").waitFor();
    await gstin.fill(original);
    const phone = page.getByLabel("Phone", { exact: true });
    const before = await phone.inputValue();
    await phone.fill("+91 98220 12345");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved successfully!").waitFor();
    await page.goto("/about");
    const footerPhone = page.getByRole("contentinfo").getByRole("link", { name: "+91 98220 12345" });
    expect(await footerPhone.getAttribute("href")).toBe("tel:+919822012345");
    await page.goto("/admin/settings");
    await page.getByLabel("Phone", { exact: true }).fill(before);
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Settings saved successfully!").waitFor();
  });

  it("Settings: the unpaid-order limits show their defaults, refuse a bad value beside its field, save, and bind new orders", async () => {
    const { page, errors } = admin;
    const rupees = "Most value of one customer's unpaid orders (₹)";
    const units = "Most units of one product in one customer's unpaid orders";
    /** The message shown beside a field: the element its input names in aria-describedby (null: none). */
    const messageBeside = async (label: string) => {
      const input = page.getByLabel(label, { exact: true });
      if ((await input.getAttribute("aria-invalid")) !== "true") return null;
      const id = await input.getAttribute("aria-describedby");
      return id ? page.locator(`[id="${id}"]`).textContent() : null;
    };
    const saveLimits = async (value: string, perProduct: string) => {
      await page.getByLabel(rupees, { exact: true }).fill(value);
      await page.getByLabel(units, { exact: true }).fill(perProduct);
      await page.getByRole("button", { name: "Save settings" }).click();
    };

    await page.goto("/admin/settings");
    const section = page.getByRole("group", { name: "Unpaid orders" });
    await section.getByRole("heading", { name: "Unpaid orders" }).waitFor();
    expect(await page.getByLabel(rupees, { exact: true }).inputValue()).toBe("25000");
    expect(await page.getByLabel(units, { exact: true }).inputValue()).toBe("20");

    try {
      await saveLimits("50", "0");
      await expect.poll(() => messageBeside(rupees)).toBe("Enter a whole number of rupees from 100 to 1,00,00,000");
      await expect.poll(() => messageBeside(units)).toBe("Enter a whole number of units from 1 to 10,000");
      await saveLimits("150.5", "20001");
      await expect.poll(() => messageBeside(rupees)).toBe("Enter a whole number of rupees from 100 to 1,00,00,000");
      await expect.poll(() => messageBeside(units)).toBe("Enter a whole number of units from 1 to 10,000");
      expect(await page.getByText("Settings saved successfully!").count()).toBe(0);

      await saveLimits("30000", "2");
      await page.getByText("Settings saved successfully!").waitFor();
      expect(await messageBeside(rupees)).toBeNull();
      expect(await messageBeside(units)).toBeNull();
      await page.reload();
      expect(await page.getByLabel(rupees, { exact: true }).inputValue()).toBe("30000");
      expect(await page.getByLabel(units, { exact: true }).inputValue()).toBe("2");

      // The saved limit binds at once: a new customer's unpaid order of 3 of one product is refused.
      const customer = await newPage(browser);
      await signUpInContext(customer.context, "Limit Tester", uniqueEmail("limits"));
      const [product] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
        id: string;
        title: string;
        stock: number;
      }>;
      const placed = await customer.context.request.post("/api/orders", {
        headers: { Origin: baseUrl() },
        data: {
          cart: [{ id: product!.id, quantity: 3 }],
          selectedAddress: {
            recipient: "Asha Rao",
            mobile: "+91 98765 43210",
            street: "7 Temple Street",
            city: "Madurai",
            state: "Tamil Nadu",
            zip: "625001",
          },
          selectedPaymentMethod: "UPI",
        },
      });
      expect(placed.status()).toBe(409);
      expect(((await placed.json()) as { error: string }).error).toBe(
        `Your unpaid orders, this one included, may hold at most 2 of ${product!.title}. Please order fewer, or first pay for or receive an earlier order.`,
      );
      await customer.context.close();
    } finally {
      // The other browser tests order with the defaults.
      await page.goto("/admin/settings");
      await saveLimits("25000", "20");
      await page.getByText("Settings saved successfully!").waitFor();
    }
    expect(errors).toEqual([]);
  });

  it("every tab passes axe in dark mode on a tablet, and fits a phone's width", async () => {
    const tablet = await adminPage(browser, { width: 820 });
    await tablet.page.emulateMedia({ colorScheme: "dark" });
    for (const tab of ["products", "categories", "blogs", "nurseries", "orders", "users"]) {
      await tablet.page.goto(`/admin?tab=${tab}`);
      await tablet.page.locator("table").first().waitFor();
      const violations = await seriousViolations(tablet.page);
      expect(violations, `${tab}: ${describeViolations(violations)}`).toEqual([]);
    }
    await tablet.page.setViewportSize({ width: 390, height: 844 });
    for (const tab of ["dashboard", "products", "categories", "blogs", "nurseries", "orders", "users"]) {
      await tablet.page.goto(`/admin?tab=${tab}`);
      await tablet.page.locator("h1").waitFor();
      // Wide tables scroll inside their own box; the page itself never scrolls sideways on a phone.
      expect(await tablet.page.evaluate(() => document.documentElement.scrollWidth), tab).toBe(390);
    }
    await tablet.page.goto("/admin?tab=products");
    await tablet.page.getByRole("button", { name: "Add Product" }).click();
    await tablet.page.getByRole("dialog").waitFor();
    const violations = await seriousViolations(tablet.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await tablet.context.close();
  });

  it("adds a product with a picture, edits it and deletes it; the storefront follows", async () => {
    const { page } = admin;
    const slug = `ashoka-${Date.now().toString(36)}`;
    await openTab(page, "products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save product" }).click();
    await dialog.getByText("Price is required").waitFor();
    await dialog.getByText("Title is required").waitFor();

    await dialog.getByLabel("Title").fill("Ashoka Tree Sapling");
    await dialog.getByLabel("Slug", { exact: true }).fill(slug);
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("A young Ashoka (Saraca asoca), sacred and evergreen, for the garden.");
    await dialog.getByLabel("Category", { exact: true }).selectOption("trees");
    await dialog.getByLabel("Price (₹)").fill("349.50");
    await dialog.getByLabel("Discount (%)").fill("10");
    await dialog.getByLabel("Stock").fill("12");
    await dialog.getByLabel("Picture 1", { exact: true }).setInputFiles(await picture("#b4532a"));
    await dialog.getByRole("button", { name: "Save product" }).click();
    await expectNotice(page, "Product added successfully!");
    await dialog.waitFor({ state: "detached" });

    await page.goto("/plants?sort=newest");
    const first = page.locator("article").first();
    expect(await first.locator("h3").textContent()).toBe("Ashoka Tree Sapling");
    await expectUploadedPicture(page, "article img");
    await page.goto(`/plant/${slug}`);
    expect(await page.locator("h1").textContent()).toBe("Ashoka Tree Sapling");
    await page.getByText("₹315.00").first().waitFor();

    await openTab(page, "products", slug);
    await page.getByRole("button", { name: "Edit Ashoka Tree Sapling" }).click();
    await dialog.getByLabel("Title").fill("Ashoka Tree (Young)");
    await dialog.getByLabel("Slug", { exact: true }).fill("tulsi-holy-basil");
    await dialog.getByRole("button", { name: "Save product" }).click();
    await dialog.getByText("That slug is already used by another product").waitFor();
    await dialog.getByText("Error saving product. Please try again.").waitFor();
    await dialog.getByLabel("Slug", { exact: true }).fill(slug);
    await dialog.getByRole("button", { name: "Save product" }).click();
    await expectNotice(page, "Product updated successfully!");
    await page.goto(`/plant/${slug}`);
    expect(await page.locator("h1").textContent()).toBe("Ashoka Tree (Young)");
    await expectUploadedPicture(page, "main img");

    await openTab(page, "products", slug);
    await confirmDelete(page, "Ashoka Tree (Young)", "product");
    await expectNotice(page, "Product deleted successfully!");
    expect((await page.request.get(`/api/products/${slug}`)).status()).toBe(404);
    const gone = await page.goto(`/plant/${slug}`);
    expect(gone?.status()).toBe(404);
  });

  it("an edit open while orders come in never brings their stock back", async () => {
    const { page } = admin;
    const origin = { Origin: baseUrl() };
    const slug = `bakul-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/admin/products", {
      headers: origin,
      data: {
        title: "Bakul Sapling",
        slug,
        description: "Mimusops elengi, with fragrant star flowers.",
        price: 299,
        stock: 10,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stock = async () =>
      ((await (await fetch(`${baseUrl()}/api/products/${slug}`)).json()) as { stock: number }).stock;

    await openTab(page, "products", slug);
    await page.getByRole("button", { name: "Edit Bakul Sapling" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Stock").inputValue()).toBe("10");

    const customer = await newPage(browser);
    await signUpInContext(customer.context, "Bakul Buyer", uniqueEmail("bakul"));
    const sold = await customer.context.request.post("/api/orders", {
      headers: origin,
      data: {
        cart: [{ id, quantity: 3 }],
        selectedAddress: {
          recipient: "Asha Rao",
          mobile: "+91 98765 43210",
          street: "2 Hill Road",
          city: "Shillong",
          state: "Meghalaya",
          zip: "793001",
        },
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(sold.status()).toBe(201);
    await customer.context.close();

    await dialog.getByLabel("Stock").fill("25");
    await dialog.getByRole("button", { name: "Save product" }).click();
    await dialog
      .getByText(
        "The stock of Bakul Sapling changed to 7 while you were editing (orders came in). Check the new stock and save again.",
      )
      .waitFor();
    expect(await stock()).toBe(7);
    expect(await dialog.getByLabel("Stock").inputValue()).toBe("25");

    await dialog.getByRole("button", { name: "Save product" }).click();
    await expectNotice(page, "Product updated successfully!");
    expect(await stock()).toBe(25);
    expect((await page.request.delete(`/api/admin/products/${id}`, { headers: origin })).status()).toBe(204);
  });

  it("adds, edits and deletes a nursery with its picture", async () => {
    const { page } = admin;
    const name = `Kadamba Gardens ${Date.now().toString(36)}`;
    await openTab(page, "nurseries");
    await page.getByRole("button", { name: "Add Nursery" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Nursery name").fill(name);
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Save nursery" }).click();
    await dialog.getByText("City is required").waitFor();
    await dialog.getByText("Email is invalid").waitFor();
    await dialog.getByLabel("City").fill("Udupi");
    await dialog.getByLabel("Email").fill("hello@kadamba.in");
    await dialog.getByLabel("Hours", { exact: true }).fill("8 AM – 7 PM, every day");
    await dialog.getByLabel("Picture", { exact: true }).setInputFiles(await picture("#2f6b3a"));
    await dialog.getByRole("button", { name: "Save nursery" }).click();
    await expectNotice(page, "Nursery added successfully!");

    await page.goto("/nursery");
    const card = page.locator("article", { hasText: name });
    await card.getByText("Udupi").waitFor();
    await expectUploadedPicture(page, `article:has-text("${name}") img`);

    await openTab(page, "nurseries", name);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await dialog.getByLabel("City").fill("Mangaluru");
    await dialog.getByRole("button", { name: "Save nursery" }).click();
    await expectNotice(page, "Nursery updated successfully!");
    await page.goto("/nursery");
    await page.locator("article", { hasText: name }).getByText("Mangaluru").waitFor();

    await openTab(page, "nurseries", name);
    await confirmDelete(page, name, "nursery");
    await expectNotice(page, "Nursery deleted successfully!");
    await page.goto("/nursery");
    await page.locator("h1").first().waitFor();
    expect(await page.locator("article", { hasText: name }).count()).toBe(0);
  });

  it("adds, edits and deletes a blog with two pictures", async () => {
    const { page } = admin;
    const slug = `kadamba-${Date.now().toString(36)}`;
    await openTab(page, "blogs");
    await page.getByRole("button", { name: "Add Blog" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Save blog" }).click();
    await dialog.getByText("Mental health benefits are required").waitFor();
    const fields: Record<string, string> = {
      Title: "Kadamba, the Tree of Krishna",
      Slug: slug,
      "Scientific name": "Neolamarckia cadamba",
      "Historical use": "Praised in the Puranas; its bark was used for fevers.",
      "Physical health benefits": "Traditionally used for the skin and digestion.",
      "Mental health benefits": "Its fragrant flowers calm the mind.",
      "Traditional and modern uses": "Temple gardens, shade, and light timber.",
      Soil: "Deep, moist loam.",
      Sunlight: "Full sun.",
      Water: "Regular watering while young.",
      Care: "Protect saplings from frost.",
    };
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByLabel("Picture 1", { exact: true }).setInputFiles(await picture("#d9962b"));
    await dialog.getByLabel("Picture 2", { exact: true }).setInputFiles(await picture("#4f8f4a"));
    await dialog.getByRole("button", { name: "Save blog" }).click();
    await expectNotice(page, "Blog added successfully!");

    await page.goto("/blog");
    await page
      .getByRole("link", { name: /Kadamba, the Tree of Krishna/ })
      .first()
      .waitFor();
    await page.goto(`/blog/${slug}`);
    expect(await page.locator("h1").textContent()).toBe("Kadamba, the Tree of Krishna");
    await page.getByText("Neolamarckia cadamba").first().waitFor();
    await expectUploadedPicture(page, "main img");

    await openTab(page, "blogs", slug);
    await page.getByRole("button", { name: "Edit Kadamba, the Tree of Krishna" }).click();
    await dialog.getByLabel("Sunlight", { exact: true }).fill("Full sun to light shade.");
    await dialog.getByRole("button", { name: "Save blog" }).click();
    await expectNotice(page, "Blog updated successfully!");
    await page.goto(`/blog/${slug}`);
    await page.getByText("Full sun to light shade.").waitFor();

    await openTab(page, "blogs", slug);
    await confirmDelete(page, "Kadamba, the Tree of Krishna", "blog");
    await expectNotice(page, "Blog deleted successfully!");
    expect((await page.request.get(`/api/blogs/${slug}`)).status()).toBe(404);
  });

  it("changes an order's status from the order dialog; stock follows", async () => {
    const customer = await newPage(browser);
    const { email } = await signUpInContext(customer.context, "Kiran Shetty", uniqueEmail("kiran"));
    const [product] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
      id: string;
      slug: string;
      stock: number;
    }>;
    const placed = await customer.context.request.post("/api/orders", {
      data: {
        cart: [{ id: product!.id, quantity: 2 }],
        selectedAddress: {
          recipient: "Asha Rao",
          mobile: "+91 98765 43210",
          street: "7 Temple Street",
          city: "Madurai",
          state: "Tamil Nadu",
          zip: "625001",
        },
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: string };
    await customer.context.close();
    const stock = async () =>
      ((await (await fetch(`${baseUrl()}/api/products/${product!.slug}`)).json()) as { stock: number }).stock;
    const before = await stock();

    const { page } = admin;
    await openTab(page, "orders", email);
    const rows = page.getByTestId("orders-table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const dialog = page.getByTestId("order-detail");
    await dialog.getByText("7 Temple Street").waitFor();
    await dialog.getByText("Cash on Delivery").waitFor();
    expect(await page.getByRole("dialog").getByRole("heading").first().textContent()).toBe(
      `Order #${order.id.slice(-8)}`,
    );

    await dialog.getByLabel("Order status").selectOption("Shipped");
    await dialog.getByLabel("Courier", { exact: true }).selectOption("DTDC");
    await dialog.getByLabel("Tracking number (AWB)").fill("D12345678");
    await dialog.getByRole("button", { name: "Update status" }).click();
    await expectNotice(page, "Order status updated successfully!");
    expect(await stock()).toBe(before);

    await dialog.getByLabel("Order status").selectOption("Order Cancelled");
    await dialog.getByRole("button", { name: "Update status" }).click();
    // The first change's notice may still show: wait for this change itself.
    await dialog.getByText("Order Cancelled", { exact: true }).last().waitFor();
    await expectNotice(page, "Order status updated successfully!");
    await expect.poll(stock).toBe(before + 2);
    await page.keyboard.press("Escape");
    await page.getByTestId("orders-table").getByText("Order Cancelled").waitFor();

    const csv = await page.request.get(`/api/admin/orders.csv?q=${encodeURIComponent(email)}`);
    expect((await csv.text()).split("\r\n")[1]).toMatch(new RegExp(`^#${order.id.slice(-8)},`));
  });

  it("promotes another user to admin and demotes them again", async () => {
    const other = await newPage(browser);
    const { email } = await signUpInContext(other.context, "Farah Khan", uniqueEmail("farah"));
    const { page } = admin;
    await openTab(page, "users", email);
    await page.getByRole("button", { name: "Make Admin: Farah Khan" }).click();
    await expectNotice(page, "User role updated to admin successfully!");
    await page.getByTestId("users-table").getByText("Admin", { exact: true }).waitFor();
    expect((await other.context.request.get("/api/admin/dashboard-data")).status()).toBe(200);

    await page.getByRole("button", { name: "Remove Admin: Farah Khan" }).click();
    await expectNotice(page, "User role updated to user successfully!");
    await page.getByTestId("users-table").getByText("Customer", { exact: true }).waitFor();
    expect((await other.context.request.get("/api/admin/dashboard-data")).status()).toBe(403);
    await other.context.close();
  });
});
