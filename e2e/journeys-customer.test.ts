/** Issue 15, the customer's journey: each finding of the walk-through as a browser flow. */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { PASSWORD, signUpInContext, uniqueEmail } from "./support/customers.ts";
import { ADMIN } from "./support/global-setup.ts";
import { type ApiProduct, fillCart, inStockProducts } from "./support/cart.ts";

const PHONE = { width: 390, height: 844 };

/** Fills the shipping dialog with a new address and Cash on Delivery, and continues to /ordersummary. */
async function checkOutWithNewAddress(page: Page, saveAddress?: boolean) {
  await page.goto("/checkout");
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
  await page.getByLabel("Use a new address").check();
  await page.getByLabel("Street").fill("14 Marine Drive");
  await page.getByLabel("Mobile number for the courier").fill("98765 43210");
  await page.getByLabel("City").fill("Kochi");
  await page.getByLabel("State").selectOption("Kerala");
  await page.getByLabel("PIN code").fill("682031");
  const save = page.getByLabel("Save this address for next time");
  expect(await save.isChecked()).toBe(true);
  if (saveAddress === false) await save.uncheck();
  await page.getByLabel("Cash on Delivery").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/ordersummary");
}

const inStock = async (): Promise<ApiProduct> => (await inStockProducts(1))[0]!;

/**
 * Lightness (0–255) of a portrait beside the face, where a woman's long hair falls and a man's
 * picture shows its light background. Read from the picture itself, as the shopper sees it.
 */
const besideTheFace = (picture: Locator) =>
  picture.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0)
      await new Promise((r) => img.addEventListener("load", r, { once: true }));
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext("2d")!;
    g.drawImage(img, 0, 0);
    const [r, gr, b] = g.getImageData(
      Math.round(img.naturalWidth * 0.31),
      Math.round(img.naturalHeight * 0.65),
      1,
      1,
    ).data;
    return (r! + gr! + b!) / 3;
  });

describe("the customer's journey (issue 15)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe("item 13: portraits match the people named", () => {
    const WOMEN = ["Ananya Deshpande", "Meera Nair"];
    const MEN = ["Dr. Rohan Iyer", "Vikram Singh Rathore"];

    it("draws the women of the team with long hair and the men without", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/about");
      for (const name of WOMEN) {
        const picture = page.getByRole("img", { name: `Portrait of ${name}` });
        await picture.scrollIntoViewIfNeeded();
        expect(await besideTheFace(picture), name).toBeLessThan(90);
      }
      for (const name of MEN) {
        const picture = page.getByRole("img", { name: `Portrait of ${name}` });
        await picture.scrollIntoViewIfNeeded();
        expect(await besideTheFace(picture), name).toBeGreaterThan(150);
      }
      await context.close();
    });

    it("draws Kavya Nair's testimonial as a woman", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/");
      const figure = page.locator("figure", { hasText: "Kavya Nair" });
      const picture = figure.locator("img");
      await picture.scrollIntoViewIfNeeded();
      expect(await besideTheFace(picture)).toBeLessThan(90);
      await context.close();
    });
  });

  describe("item 5: signing out on a shared phone", () => {
    it("empties the cart and closes the menu", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "Shared Phone");
      await fillCart(page, [await inStock()], [1]);
      await page.reload();
      await hydrated(page);
      expect(await page.getByTestId("cart-badge").textContent()).toBe("1");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "Log out" }).click();
      await expect.poll(() => page.getByTestId("profile-link").count()).toBe(0);
      expect(await page.locator("#mobile-menu").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
      expect(await page.getByTestId("cart-badge").count()).toBe(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"))).toEqual([]);
      await context.close();
    });
  });

  describe("item 6: the profile's tabs on a phone", () => {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`shows all six tabs whole, without scrolling (${colorScheme})`, async () => {
        const { context, page } = await newPage(browser, { ...PHONE, colorScheme });
        await signUpInContext(context, "Tab Reader");
        await page.goto("/profile");
        const list = page.getByRole("tablist", { name: "Account sections" });
        const tabs = list.getByRole("tab");
        expect(await tabs.allInnerTexts()).toEqual([
          "Profile",
          "Orders",
          "Addresses",
          "Cards",
          "Wishlist",
          "Complaints",
        ]);
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
          // The label itself is not clipped inside its tab.
          expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        }
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        await context.close();
      });
    }

    it("keeps the product's 'Card Details' where there is room (docs/product/pages.md#profile)", async () => {
      const { context, page } = await newPage(browser);
      await signUpInContext(context, "Wide Reader");
      await page.goto("/profile");
      await hydrated(page);
      await page.getByRole("tab", { name: "Card Details" }).click();
      await expect
        .poll(() => page.getByRole("tab", { name: "Card Details" }).getAttribute("aria-selected"))
        .toBe("true");
      await context.close();
    });
  });

  describe("item 12: the profile's phone number", () => {
    it("says a mobile number has ten digits, and keeps a good one", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "Phone Owner");
      await page.goto("/profile");
      await hydrated(page);
      const phone = page.getByLabel("Phone number");
      await phone.fill("98765 4321");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByText("Enter a 10-digit mobile number").isVisible()).toBe(true);
      expect(await page.getByText("digits, spaces or dashes").count()).toBe(0);
      await phone.fill("98765 43210");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByText("Profile updated successfully!").isVisible()).toBe(true);
      await page.reload();
      expect(await page.getByLabel("Phone number").inputValue()).toBe("+91 98765 43210");
      await context.close();
    });
  });

  describe("item 8: nursery search by the names people type", () => {
    for (const [typed, city] of [
      ["Bangalore", "Bengaluru"],
      ["Kerala", "Kochi"],
      ["calcutta", "Kolkata"],
    ] as const) {
      it(`'${typed}' finds the nursery in ${city}`, async () => {
        const { context, page } = await newPage(browser, PHONE);
        await page.goto("/nursery");
        await hydrated(page);
        await page.getByRole("button", { name: "Search nurseries" }).click();
        await page.getByPlaceholder("Search by Nursery or City...").fill(typed);
        const list = page.getByTestId("nursery-list");
        await expect.poll(() => list.locator("li").count()).toBe(1);
        expect(await list.textContent()).toContain(city);
        await context.close();
      });
    }

    it("still says 'Searched Nursery Not Found...!' for a place with no nursery", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/nursery");
      await hydrated(page);
      await page.getByRole("button", { name: "Search nurseries" }).click();
      await page.getByPlaceholder("Search by Nursery or City...").fill("Ladakh");
      await expect.poll(() => page.getByText("Searched Nursery Not Found...!").isVisible()).toBe(true);
      await context.close();
    });
  });

  describe("item 9: the catalogue's banner on a phone", () => {
    it("opens page 1 with the banner, and later pages with a compact heading and the plants on the first screen", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/plants");
      expect(await page.getByTestId("page-banner").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "See Customer Reviews" }).isVisible()).toBe(true);

      await page.goto("/plants?page=2");
      expect(await page.getByTestId("page-banner").count()).toBe(0);
      const heading = page.getByRole("heading", { level: 1, name: "Our Plants" });
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "See Customer Reviews" }).isVisible()).toBe(true);
      const headingBox = (await page.getByTestId("page-heading").boundingBox())!;
      expect(headingBox.y + headingBox.height).toBeLessThan(200);
      const grid = (await page.getByTestId("product-grid").boundingBox())!;
      expect(grid.y).toBeLessThan(PHONE.height / 2);
      await context.close();
    });
  });

  describe("item 10: the search dialog", () => {
    for (const [colorScheme, closeColour] of [
      ["light", "rgb(37, 83, 46)"],
      ["dark", "rgb(179, 213, 170)"],
    ] as const) {
      it(`shows the price beside each match, and a close button in the shop's colours (${colorScheme})`, async () => {
        const { context, page } = await newPage(browser, { ...PHONE, colorScheme });
        await page.goto("/");
        await hydrated(page);
        await page
          .getByRole("button", { name: /search/i })
          .first()
          .click();
        await page.getByTestId("search-input").fill("neem");
        const options = page.getByRole("option");
        await expect.poll(() => options.count()).toBeGreaterThan(0);
        const neem = (await (await fetch(`${baseUrl()}/api/products/neem`)).json()) as ApiProduct;
        const sale = Math.round(neem.price * (1 - neem.discount / 100));
        const row = options.filter({ hasText: /^Neem/ }).first();
        expect(await row.textContent()).toContain(`₹${sale.toLocaleString("en-IN")}.00`);
        for (const option of await options.all()) expect(await option.textContent()).toMatch(/₹[\d,]+\.\d\d/);
        const close = page.getByRole("dialog").getByRole("button", { name: "Close" });
        expect(await close.evaluate((el) => getComputedStyle(el).color)).toBe(closeColour);
        await context.close();
      });
    }
  });

  describe("item 3: checkout keeps a new address", () => {
    it("offers 'Save this address' (on by default), and the second order offers the saved address", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "Second Order");
      const product = await inStock();
      await fillCart(page, [product], [1]);
      await checkOutWithNewAddress(page);
      await page.getByRole("button", { name: "Confirm Order" }).click();
      await expect.poll(() => page.getByText("Order placed successfully!").isVisible()).toBe(true);
      await page.waitForURL("**/profile?tab=orders", { timeout: 5000 });

      await fillCart(page, [product], [1]);
      await page.goto("/checkout");
      await hydrated(page);
      await page.getByRole("button", { name: "Proceed to Shipping" }).click();
      const saved = page.getByRole("radio", { name: /14 Marine Drive, Kochi, Kerala 682031/ });
      expect(await saved.count()).toBe(1);
      await saved.check();
      await page.getByLabel("Cash on Delivery").check();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL("**/ordersummary");
      expect(await page.getByTestId("summary-address").textContent()).toBe("14 Marine Drive, Kochi, Kerala, 682031");
      await context.close();
    });

    it("keeps nothing when the box is cleared", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await signUpInContext(context, "No Address Book");
      await fillCart(page, [await inStock()], [1]);
      await checkOutWithNewAddress(page, false);
      await page.getByRole("button", { name: "Confirm Order" }).click();
      await expect.poll(() => page.getByText("Order placed successfully!").isVisible()).toBe(true);
      await page.goto("/profile?tab=addresses");
      expect(await page.getByText("14 Marine Drive").count()).toBe(0);
      await context.close();
    });
  });

  describe("item 7: reloading the order summary", () => {
    it("renders the server's first frame in the browser too: no hydration error", async () => {
      const { context, page, errors } = await newPage(browser, PHONE);
      const consoleErrors: string[] = [];
      page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
      await signUpInContext(context, "Reloading Reader");
      await fillCart(page, [await inStock()], [1]);
      await checkOutWithNewAddress(page);
      consoleErrors.length = 0;
      await page.reload();
      await hydrated(page);
      await expect
        .poll(() => page.getByTestId("summary-address").textContent())
        .toBe("14 Marine Drive, Kochi, Kerala, 682031");
      expect(await page.getByRole("button", { name: "Confirm Order" }).isEnabled()).toBe(true);
      expect([...errors, ...consoleErrors].filter((e) => /418|hydrat/i.test(e))).toEqual([]);
      await context.close();
    });
  });

  describe("item 4: a product's reviews", () => {
    it("a new product says 'No reviews yet'; its page shows its own reviews, summary and a link to write one", async () => {
      const { context, page } = await newPage(browser, PHONE);
      const origin = { Origin: baseUrl() };
      expect((await context.request.post("/api/identity/sign-in/email", { headers: origin, data: ADMIN })).ok()).toBe(
        true,
      );
      const slug = `parijat-${Date.now().toString(36)}`;
      const title = `Parijat Sapling ${slug.slice(-4)}`;
      const created = await context.request.post("/api/admin/products", {
        headers: origin,
        data: { title, slug, description: "Nyctanthes arbor-tristis, the night jasmine.", price: 349, stock: 8 },
      });
      expect(created.status()).toBe(201);

      await page.goto(`/plant/${slug}`);
      const line = page.getByTestId("rating-line");
      expect(await line.textContent()).toBe("No reviews yet");
      expect(await page.getByText("0.0").count()).toBe(0);
      const reviews = page.getByTestId("plant-reviews");
      expect(await reviews.getByText("No reviews yet: be the first to write one.").isVisible()).toBe(true);
      await reviews.getByRole("link", { name: "Write a review" }).click();
      await page.waitForURL("**/review?plant=*");
      expect(await page.getByLabel("Plant type").inputValue()).toBe(title);

      await page.goto(`/plants?sort=newest`);
      const card = page.getByTestId("product-grid").locator("article", { hasText: title });
      expect(await card.getByText("No reviews yet").isVisible()).toBe(true);
      expect(await card.getByRole("img", { name: /out of 5/ }).count()).toBe(0);

      const posted = await fetch(`${baseUrl()}/api/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Lata Menon",
          email: "lata@example.in",
          title: "Flowers every night",
          review: "Arrived healthy and flowered within a month on my balcony.",
          rating: 4,
          recommend: true,
          plantType: title,
        }),
      });
      expect(posted.status).toBe(201);
      await page.goto(`/plant/${slug}`);
      expect(await line.textContent()).toContain("4.0out of 51 review");
      expect(await reviews.getByTestId("review").count()).toBe(1);
      expect(await reviews.getByTestId("review").textContent()).toContain("Flowers every night");
      expect(await reviews.getByTestId("review-count").textContent()).toBe("Based on 1 review");
      // Another plant's page does not show it.
      await page.goto("/plant/neem");
      expect(await page.getByTestId("plant-reviews").getByText("Flowers every night").count()).toBe(0);
      await context.close();
    });
  });

  describe("item 11: the footer's contact block", () => {
    it("links the e-mail, the phone and the shop's social profiles; a profile without a URL shows no icon", async () => {
      const admin = await newPage(browser);
      const origin = { Origin: baseUrl() };
      expect(
        (await admin.context.request.post("/api/identity/sign-in/email", { headers: origin, data: ADMIN })).ok(),
      ).toBe(true);
      const settings = (await (await admin.context.request.get("/api/admin/settings")).json()) as {
        email: string;
        phone: string;
        social: Record<"facebook" | "instagram" | "x" | "youtube", string>;
      };

      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/");
      const footer = page.locator("footer");
      expect(await footer.getByRole("link", { name: settings.email }).getAttribute("href")).toBe(
        `mailto:${settings.email}`,
      );
      expect(await footer.getByRole("link", { name: settings.phone }).getAttribute("href")).toBe(
        `tel:${settings.phone.replace(/[^\d+]/g, "")}`,
      );
      const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
      expect(await social.count()).toBe(4);
      for (const [name, href] of [
        ["Facebook", settings.social.facebook],
        ["Instagram", settings.social.instagram],
        ["X (Twitter)", settings.social.x],
        ["YouTube", settings.social.youtube],
      ]) {
        const link = footer.getByRole("link", { name: `Vanaushadhi on ${name}` });
        expect(await link.getAttribute("href")).toBe(href);
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
      }

      // The owner clears one profile in Settings: its icon goes.
      await admin.page.goto("/admin/settings");
      await admin.page.getByLabel("X (Twitter)", { exact: true }).fill("");
      await admin.page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => admin.page.getByText("Settings saved successfully!").isVisible()).toBe(true);
      await page.reload();
      expect(await social.count()).toBe(3);
      expect(await footer.getByRole("link", { name: "Vanaushadhi on X (Twitter)" }).count()).toBe(0);

      await admin.page.getByLabel("X (Twitter)", { exact: true }).fill(settings.social.x);
      await admin.page.getByRole("button", { name: "Save settings" }).click();
      await expect.poll(() => admin.page.getByText("Settings saved successfully!").isVisible()).toBe(true);
      await admin.context.close();
      await context.close();
    });
  });

  describe("item 1: a visitor's add to cart is kept through signing up or in", () => {
    const storedCart = (page: Page) =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ slug: string; quantity: number }>,
      );

    it("sign-in says why it opened, sign-up keeps the intent, and the plant and quantity are in the cart back on its page", async () => {
      const product = await inStock();
      const { context, page } = await newPage(browser, PHONE);
      await page.goto(`/plant/${product.slug}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.waitForURL("**/signin?*");
      await expect.poll(() => page.getByText(`Sign in to add ${product.title} to your cart.`).isVisible()).toBe(true);

      await page.getByRole("link", { name: "Create an account" }).click();
      await page.waitForURL("**/signup?*");
      await expect
        .poll(() => page.getByText(`Create an account to add ${product.title} to your cart.`).isVisible())
        .toBe(true);
      await page.getByLabel("Full name").fill("Tara Visitor");
      await page.getByLabel("Email").fill(uniqueEmail("intent"));
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect.poll(() => page.getByText("User signed up successfully!").isVisible()).toBe(true);
      await page.waitForURL(`**/plant/${product.slug}`, { timeout: 5000 });
      expect(await storedCart(page)).toEqual([expect.objectContaining({ slug: product.slug, quantity: 2 })]);
      await expect.poll(() => page.getByTestId("cart-badge").textContent()).toBe("1");
      await context.close();
    });

    it("signing in instead brings the shopper back to the catalogue page they were on, the plant in the cart", async () => {
      const account = await newPage(browser);
      const { email } = await signUpInContext(account.context, "Returning Shopper");
      await account.context.close();

      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/plants?page=2");
      await hydrated(page);
      const card = page
        .getByTestId("product-grid")
        .locator("article")
        .filter({ has: page.getByRole("button", { name: "Add to cart" }) })
        .first();
      const title = (await card.locator("h3").textContent())!.trim();
      await card.getByRole("button", { name: "Add to cart" }).click();
      await page.waitForURL("**/signin?*");
      await expect.poll(() => page.getByText(`Sign in to add ${title} to your cart.`).isVisible()).toBe(true);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => page.getByText("User signed in successfully!").isVisible()).toBe(true);
      await page.waitForURL("**/plants?page=2", { timeout: 5000 });
      const cart = await storedCart(page);
      expect(cart).toHaveLength(1);
      expect(cart[0]!.quantity).toBe(1);
      await context.close();
    });

    it("a plain sign-up still goes to /profile with an empty cart", async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto("/signup");
      expect(await page.getByText("Save addresses, check out faster and follow every order.").isVisible()).toBe(true);
      await page.getByLabel("Full name").fill("Plain Signup");
      await page.getByLabel("Email").fill(uniqueEmail("plain"));
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign up" }).click();
      await page.waitForURL("**/profile", { timeout: 5000 });
      expect(await storedCart(page)).toEqual([]);
      await context.close();
    });
  });
});
