import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TODO_LINKS } from "#domain/admin-todo.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";

/**
 * Issue 30, the owner's to-do list and the looks on a phone: the dashboard's to-do list and its
 * links, its recent orders as cards at 390 px, a refused save of the settings leading to the first
 * wrong field, 44 px tap targets in the header and its menu, a readable fixed e-mail in dark mode,
 * and Hindi headings without letter spacing.
 */

const PHONE = { width: 390, height: 844 };
const ADDRESS = {
  street: "12 Gandhi Marg",
  city: "Jaipur",
  state: "Rajasthan",
  zip: "302001",
  recipient: "Meera Joshi",
  mobile: "9876543210",
};

async function inStockProduct() {
  const [product] = (await (await fetch(`${baseUrl()}/api/products?inStock=1&limit=50`)).json()) as Array<{
    id: string;
  }>;
  return product!;
}

/** Nothing on the page is wider than its screen: no sideways scrolling. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe("the owner's to-do list and the looks on a phone", () => {
  let browser: Browser;
  let utrOrder: string;
  let codOrder: string;
  let customerEmail: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A customer pays one order by UPI and gives its UTR, and orders one more cash on delivery.
    const customer = await newPage(browser);
    customerEmail = uniqueEmail("todo");
    await signUpInContext(customer.context, "Meera Joshi", customerEmail);
    const product = await inStockProduct();
    const place = async (selectedPaymentMethod: string) => {
      const placed = await customer.context.request.post("/api/orders", {
        data: { cart: [{ id: product.id, quantity: 1 }], selectedAddress: ADDRESS, selectedPaymentMethod },
      });
      if (placed.status() !== 201) throw new Error(`order failed: ${placed.status()} ${await placed.text()}`);
      return ((await placed.json()) as { id: string }).id;
    };
    utrOrder = await place("UPI");
    const given = await customer.context.request.put(`/api/orders/${utrOrder}/utr`, { data: { utr: "431256789012" } });
    if (!given.ok()) throw new Error(`UTR refused: ${given.status()}`);
    codOrder = await place("Cash on Delivery");
    await customer.context.close();
  });
  afterAll(() => browser.close());

  it("lists what is waiting with the API's counts, each linked to the admin list holding exactly those", async () => {
    const { page, context, errors } = await adminPage(browser);
    const { todo } = (await (await context.request.get("/api/admin/dashboard-data")).json()) as {
      todo: Array<{ kind: string; count: number; link: string }>;
    };
    await page.goto("/admin");
    const list = page.getByTestId("todo");
    await list.getByRole("heading", { name: "To do" }).waitFor();
    for (const item of todo.filter((i) => i.count > 0)) {
      const link = list.getByTestId(`todo-${item.kind}`);
      expect(await link.getByTestId("todo-count").textContent()).toBe(String(item.count));
      expect(await link.getAttribute("href")).toBe(item.link);
    }
    expect(todo.find((i) => i.kind === "utrs")!.count).toBeGreaterThanOrEqual(1);

    await list.getByTestId("todo-utrs").click();
    await page.waitForURL((url) => url.pathname === "/admin/orders" && url.searchParams.get("payment") !== null);
    const table = page.getByTestId("orders-table");
    await table.waitFor();
    const utrRow = table.locator("tbody tr").filter({ hasText: utrOrder.slice(-8) });
    expect(await utrRow.count()).toBe(1);
    expect(
      await table
        .locator("tbody tr")
        .filter({ hasText: codOrder.slice(-8) })
        .count(),
    ).toBe(0);

    await page.goto("/admin");
    await list.getByTestId("todo-ship").click();
    await page.waitForURL((url) => url.search === TODO_LINKS.ship.slice(TODO_LINKS.ship.indexOf("?")));
    await table.waitFor();
    expect(await page.locator("#order-todo-filter").inputValue()).toBe("ship");
    // Oldest first, the orders the whole run placed can push this one past the first page: this customer's alone.
    await page.goto(`${TODO_LINKS.ship}&q=${encodeURIComponent(customerEmail)}`);
    await table.waitFor();
    expect(
      await table
        .locator("tbody tr")
        .filter({ hasText: codOrder.slice(-8) })
        .count(),
    ).toBe(1);
    // The UPI order is not paid yet: nothing to pack.
    expect(
      await table
        .locator("tbody tr")
        .filter({ hasText: utrOrder.slice(-8) })
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the recent orders as cards on a phone, with the customer's number, nothing cut off", async () => {
    const { page, context } = await adminPage(browser, PHONE);
    await page.goto("/admin");
    const recent = page.getByTestId("recent-orders");
    await recent.waitFor();
    const first = recent.locator("tbody tr").first();
    expect(await first.getByRole("link").textContent()).toMatch(/^#[0-9a-f]{8}$/);
    expect(await recent.evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);
    const box = (await first.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });

  it("a refused save of the settings on a phone scrolls to the first wrong field and focuses it", async () => {
    const { page, context } = await adminPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/settings");
    const pin = page.locator('input[name="pin"]');
    await pin.waitFor();
    // Two mistakes: the PIN code (the address section) and, further down, the unpaid-order cap.
    await pin.fill("12");
    await page.locator('input[name="orderLimits.maxUnpaidRupees"]').fill("5");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("pin");
    expect(await pin.getAttribute("aria-invalid")).toBe("true");
    const inView = await pin.evaluate((input) => {
      const { top, bottom } = input.getBoundingClientRect();
      const header = document.querySelector("header")!.getBoundingClientRect().bottom;
      return top >= header && bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });

  it("makes the header's icons and the phone menu's links 44 px tap targets", async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto("/");
    await hydrated(page);
    const size = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const { width, height } = el.getBoundingClientRect();
        return { width, height };
      });
    for (const testId of ["search-button", "cart-link", "theme-toggle"]) {
      const { width, height } = await size(`[data-testid="${testId}"]`);
      expect({ testId, fits: width >= 44 && height >= 44 }).toEqual({ testId, fits: true });
    }
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const menuBox = (await menuButton.boundingBox())!;
    expect(Math.min(menuBox.width, menuBox.height)).toBeGreaterThanOrEqual(44);
    await menuButton.click();
    const links = page.locator("#mobile-menu a, #mobile-menu button");
    await links.first().waitFor();
    const heights = await links.evaluateAll((all) =>
      all.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThanOrEqual(5);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    expect(await fitsTheScreen(page)).toBe(true);
    await context.close();
  });

  it("keeps the profile's fixed e-mail readable in dark mode (contrast 4.5:1 at least)", async () => {
    const { page, context } = await newPage(browser, { colorScheme: "dark" });
    await signUpInContext(context, "Arjun Rao", uniqueEmail("dark-profile"));
    await page.goto("/profile");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    const field = page.locator("#profile-email");
    await field.waitFor();
    const contrast = await field.evaluate((input) => {
      /** A CSS colour as the screen draws it (any syntax: oklab, color-mix), in sRGB 0–255 and alpha 0–1. */
      const rgba = (css: string) => {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 1;
        const ctx = canvas.getContext("2d")!;
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255] as const;
      };
      const style = getComputedStyle(input);
      const [br, bg, bb] = rgba(style.backgroundColor);
      const [fr, fg, fb, fa] = rgba(style.color);
      const text = [fr * fa + br * (1 - fa), fg * fa + bg * (1 - fa), fb * fa + bb * (1 - fa)];
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r!, g!, b!].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
      };
      const [light, dark] = [luminance(text), luminance([br, bg, bb])].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });

  it("gives small Hindi headings no letter spacing, which would break the line joining Devanagari letters", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/?lang=hi");
    const tracked = page.locator('[class*="tracking-wide"], [class*="tracking-widest"]');
    await tracked.first().waitFor();
    const spacings = await tracked.evaluateAll((all) => all.map((el) => getComputedStyle(el).letterSpacing));
    expect(spacings.length).toBeGreaterThan(0);
    expect(new Set(spacings)).toEqual(new Set(["normal"]));
    await context.close();
  });
});
