import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import type { ApiProduct } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/**
 * docs/product/reviews.md in a browser (issue 30): a signed-in customer's review form starts
 * with their name and address, the form's heading is not hidden under the sticky header when a
 * product page's 'Write a review' jumps to it, a buyer's review says 'Verified Purchase', and the
 * product's header, its review panel and its card show one rating, which follows a review
 * hidden by the admin.
 */

const SHOTS = "/tmp/shots-reviews";
const ADDRESS = {
  recipient: "Meera Kulkarni",
  mobile: "98220 12345",
  street: "14 Prabhat Road",
  city: "Pune",
  state: "Maharashtra",
  zip: "411004",
};
const headers = () => ({ Origin: baseUrl() });

/** The rating under the product's title and the review panel's average, as shown. */
async function shownRatings(page: Page) {
  const line = (await page.getByTestId("rating-line").innerText()).trim();
  const panel = page.getByTestId("average-rating");
  return { line, panel: (await panel.count()) > 0 ? (await panel.innerText()).trim() : null };
}

describe("reviews", () => {
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminPage>>;
  let product: ApiProduct;
  let customer: Awaited<ReturnType<typeof newPage>> & { name: string; email: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
    mkdirSync(SHOTS, { recursive: true });
    // A plant nobody has reviewed (every demo plant has reviews), bought and delivered to a new customer.
    const stamp = Date.now().toString(36);
    const created = await admin.context.request.post("/api/admin/products", {
      headers: headers(),
      data: {
        title: `Unreviewed Brahmi ${stamp}`,
        description: "A brahmi plant nobody has reviewed yet, for the reviews test.",
        category: "medicinal-plants",
        slug: `unreviewed-brahmi-${stamp}`,
        variants: [{ name: "5-inch pot", sku: "", price: 199, discount: 0, stock: 5 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    product = (await created.json()) as ApiProduct;
    const opened = await newPage(browser);
    const name = "Meera Kulkarni";
    const email = uniqueEmail("meera");
    await signUpInContext(opened.context, name, email);
    const placed = await opened.context.request.post("/api/orders", {
      headers: headers(),
      data: {
        cart: [{ id: product.id, quantity: 1 }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: string };
    const delivered = await admin.context.request.put(`/api/admin/orders/${id}/status`, {
      headers: headers(),
      data: { status: "Delivered" },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    customer = { ...opened, name, email };
  });
  afterAll(async () => {
    await customer?.context.close();
    await admin?.context.close();
    await browser?.close();
  });

  it("a buyer's review: prefilled form below the sticky header, 'Verified Purchase', one rating that follows hiding", async () => {
    const { page, errors } = customer;
    await page.goto(`/plant/${product.slug}`);
    await hydrated(page);
    expect(await shownRatings(page)).toEqual({ line: "No reviews yet", panel: null });

    await page.getByRole("link", { name: "Write a review" }).click();
    await page.waitForURL(/\/review\?plant=.*#write-review$/);
    const heading = page.getByRole("heading", { name: "Write a Review" });
    // Jumped to, the heading sits below the sticky header rather than under it.
    await expect
      .poll(async () => {
        const header = await page.locator("header").first().boundingBox();
        const box = await heading.boundingBox();
        return box !== null && header !== null && box.y >= header.y + header.height;
      })
      .toBe(true);
    const form = page.getByRole("form", { name: "Write a review" });
    await hydrated(page);
    expect(await form.getByLabel("Name").inputValue()).toBe(customer.name);
    expect(await form.getByLabel("Email").inputValue()).toBe(customer.email);
    expect(await form.getByLabel("Plant type").inputValue()).toBe(product.title);

    await form.locator("label", { hasText: "4 stars" }).click();
    await form.getByLabel("Review title").fill("Healthy and well packed");
    await form.getByLabel("Your review").fill("Arrived in a sturdy box and has put out two new leaves already.");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect.poll(() => page.getByText("Review submitted successfully!").isVisible()).toBe(true);
    const mine = page.getByTestId("review").filter({ hasText: "Healthy and well packed" }).first();
    await expect.poll(() => mine.getByText("Verified Purchase").isVisible()).toBe(true);

    await page.goto(`/plant/${product.slug}`);
    await hydrated(page);
    const one = await shownRatings(page);
    expect(one.line).toMatch(/^4\.0\s*out of 5\s*1 review$/);
    expect(one.panel).toBe("4.0");
    expect(await page.getByTestId("plant-reviews").getByText("Verified Purchase").isVisible()).toBe(true);

    // A visitor's page (the one the shop caches) says the same.
    const visitor = await newPage(browser);
    await visitor.page.goto(`/plant/${product.slug}`);
    expect(await shownRatings(visitor.page)).toEqual(one);

    // The admin hides the review: the rating goes from every page at once.
    const reviews = (await (
      await admin.context.request.get(`/api/admin/reviews?q=${encodeURIComponent("Healthy and well packed")}`)
    ).json()) as Array<{ id: string }>;
    const hidden = await admin.context.request.patch(`/api/admin/reviews/${reviews[0]!.id}`, {
      headers: headers(),
      data: { hidden: true },
    });
    expect(hidden.status()).toBe(200);
    await visitor.page.reload();
    expect(await shownRatings(visitor.page)).toEqual({ line: "No reviews yet", panel: null });
    const api = (await (await fetch(`${baseUrl()}/api/products/${product.slug}`)).json()) as {
      rating: number;
      reviewCount: number;
    };
    expect(api).toMatchObject({ rating: 0, reviewCount: 0 });

    // Shown again for the pictures below.
    await admin.context.request.patch(`/api/admin/reviews/${reviews[0]!.id}`, {
      headers: headers(),
      data: { hidden: false },
    });
    await visitor.context.close();
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280])
    for (const colorScheme of ["light", "dark"] as const)
      for (const language of ["en", "hi"] as const)
        it(`the product's reviews and the review form at ${width}px, ${colorScheme}, ${language}`, async () => {
          const say = (english: string) => (language === "en" ? english : inHindi(english));
          const opened = await newPage(browser, { width, height: 900, colorScheme });
          await opened.context.addCookies(await customer.context.cookies());
          const { page } = opened;
          await page.goto(`/plant/${product.slug}?lang=${language}`);
          await hydrated(page);
          const reviews = page.getByTestId("plant-reviews");
          expect(await reviews.getByText(say("Verified Purchase")).isVisible()).toBe(true);
          await reviews.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/plant-reviews-${width}-${colorScheme}-${language}.png` });
          await page.goto(`/review?plant=${encodeURIComponent(product.title)}&lang=${language}#write-review`);
          await hydrated(page);
          await page.screenshot({ path: `${SHOTS}/review-form-${width}-${colorScheme}-${language}.png` });
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
          await opened.context.close();
        });
});
