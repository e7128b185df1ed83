import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CART_REMINDER_AFTER_MS } from "#domain/cart-reminder.ts";
import { indianDate } from "#domain/india/time.ts";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { type Job, shopJobs } from "#server/jobs.ts";
import { createShop } from "#server/shop.ts";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { type ApiProduct, fillCart, inStockProducts } from "./support/cart.ts";
import { PASSWORD, signUpInContext } from "./support/customers.ts";

/**
 * The cart that follows the customer (docs/product/orders.md#server-cart) across browsers, and
 * its reminder (docs/product/orders.md#cart-reminder), written by the shop's job run from here
 * on the test server's own database at the moments the test picks.
 */

interface StoredLine {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** The cart the server keeps for the context's customer. */
async function savedCart(context: BrowserContext): Promise<StoredLine[]> {
  const res = await context.request.get("/api/cart");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { cart: StoredLine[] }).cart;
}

const quantities = (lines: StoredLine[]) => Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));

async function signIn(page: Page, email: string) {
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
}

/** The cart page's lines: each plant's name (without its size) and quantity. */
async function linesShown(page: Page, products: ApiProduct[]): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const line of await page.getByTestId("cart-line").all()) {
    const name = (await line.getByRole("link").first().textContent())!;
    const title = products.find((p) => name.startsWith(p.title))?.title ?? name;
    shown[title] = (await line.getByTestId("line-quantity").textContent())!;
  }
  return shown;
}

/**
 * Opens the cart page and waits for it to show `expected`: the device's copy shows first, and
 * the server's cart once the page has asked for it.
 */
async function expectCartPage(page: Page, products: ApiProduct[], expected: Record<string, string>) {
  await page.goto("/checkout");
  await hydrated(page);
  await expect.poll(() => linesShown(page, products)).toEqual(expected);
}

/** The first moment at or after `after` when India's clock reads `hour`:00. */
function nextIndianHour(after: Date, hour: number): Date {
  const at = new Date(`${indianDate(after)}T${String(hour).padStart(2, "0")}:00:00+05:30`);
  return at < after ? new Date(at.getTime() + 24 * 60 * 60_000) : at;
}

describe("the cart that follows the customer", () => {
  let browser: Browser;
  let products: ApiProduct[];
  let email: string;
  let first: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    products = await inStockProducts(3);
  });
  afterAll(() => browser.close());

  it("shows the cart filled in one browser in another once signed in there, and keeps both in step", async () => {
    const [tulsi] = products as [ApiProduct];
    first = await newPage(browser);
    ({ email } = await signUpInContext(first.context, "Nisha Rao"));
    await first.page.goto(`/plant/${tulsi.slug}`);
    await hydrated(first.page);
    await first.page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(async () => quantities(await savedCart(first.context))).toEqual({ [tulsi.id]: 1 });

    const second = await newPage(browser, { width: 390, height: 844 });
    await second.page.goto("/signin?redirectTo=%2Fcheckout");
    await signIn(second.page, email);
    await expect.poll(() => second.page.getByTestId("cart-badge").textContent()).toBe("1");
    await expectCartPage(second.page, products, { [tulsi.title]: "1" });

    // A change on the second browser reaches the server, and the first shows it on its next page.
    await second.page.getByRole("button", { name: `Increase quantity of ${tulsi.title}` }).click();
    await expect.poll(async () => quantities(await savedCart(second.context))).toEqual({ [tulsi.id]: 2 });
    await expectCartPage(first.page, products, { [tulsi.title]: "2" });
    await second.context.close();
  });

  it("adds a visitor's cart on the device to the account's at sign-in, with the plant they signed in for", async () => {
    const [tulsi, neem, aloe] = products as [ApiProduct, ApiProduct, ApiProduct];
    const { context, page } = await newPage(browser);
    // Left on the device by a visitor; the account already holds two of the first plant.
    await fillCart(page, [neem, tulsi], [3, 1]);
    await page.goto(`/plant/${aloe.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/\/signin\?/);
    await signIn(page, email);
    // The union; the plant in both keeps the larger quantity.
    const expected = { [tulsi.id]: 2, [neem.id]: 3, [aloe.id]: 1 };
    await expect.poll(async () => quantities(await savedCart(context))).toEqual(expected);
    await expectCartPage(page, products, { [tulsi.title]: "2", [neem.title]: "3", [aloe.title]: "1" });

    // Logging out empties this device's cart, not the account's.
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByTestId("cart-badge").count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem("cart"), localStorage.getItem("cart-sync")])).toEqual([
      "[]",
      null,
    ]);
    expect(quantities(await savedCart(first.context))).toEqual(expected);
    await context.close();
  });

  it("mails one reminder when the cart has waited 10 hours, in India's daytime, and its link stops them", async () => {
    const dataDir = inject("dataDir");
    let handle: DatabaseHandle | undefined;
    try {
      handle = openDatabase({ dataDir });
      const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: baseUrl(), LOG_LEVEL: "silent" });
      const shop = createShop({ db: handle.db, kind: handle.kind, config });
      const job: Job = shopJobs(shop).find((j) => j.name === "remind-abandoned-carts")!;
      const cart = await handle.db
        .selectFrom("carts")
        .innerJoin("profiles", "profiles.user_id", "carts.user_id")
        .select(["carts.user_id", "carts.updated_at"])
        .where("profiles.email", "=", email)
        .executeTakeFirstOrThrow();
      const due = new Date(Date.parse(cart.updated_at) + CART_REMINDER_AFTER_MS);
      const night = nextIndianHour(due, 23);
      const morning = nextIndianHour(night, 9);
      // Read from the outbox the job writes to, in the shop's database.
      const reminders = async () =>
        (
          await handle!.db
            .selectFrom("mail_outbox")
            .select("text_body")
            .where("recipient", "=", email)
            .where("subject", "=", "Your plants are still in your cart")
            .execute()
        ).map((m) => m.text_body);

      await job.run(new Date(due.getTime() - 60_000));
      await job.run(night);
      expect(await reminders()).toEqual([]);
      await job.run(morning);
      await job.run(new Date(morning.getTime() + 60 * 60_000));
      expect(await reminders()).toHaveLength(1);
      const [mail] = await reminders();
      for (const product of products) expect(mail).toContain(product.title);
      expect(mail).toContain(`View your cart: ${baseUrl()}/checkout?lang=en`);
      const link = /Stop cart reminders: (\S+)/.exec(mail!)![1]!;
      expect(link.startsWith(`${baseUrl()}/cart-reminders/unsubscribe?token=`)).toBe(true);

      // One click, no sign-in: opening the link stops the reminders; the page can turn them on again.
      const optedOut = () =>
        handle!.db.selectFrom("cart_reminder_opt_outs").select("user_id").where("user_id", "=", cart.user_id).execute();
      const { context, page, errors } = await newPage(browser);
      await page.goto(link);
      await page.getByRole("heading", { name: "No more cart reminders" }).waitFor();
      expect(await optedOut()).toHaveLength(1);
      await page.getByRole("button", { name: "Send me cart reminders again" }).click();
      await page.getByText("Cart reminders are on again.").waitFor();
      await page.getByRole("heading", { name: "Stop cart reminders?" }).waitFor();
      expect(await optedOut()).toEqual([]);
      await page.getByRole("button", { name: "Stop cart reminders" }).click();
      await page.getByRole("heading", { name: "No more cart reminders" }).waitFor();
      expect(await optedOut()).toHaveLength(1);
      expect(errors).toEqual([]);

      await page.goto("/cart-reminders/unsubscribe?token=forged.token");
      await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
      await context.close();
    } finally {
      await handle?.close();
    }
  });

  it("empties the cart on the server too once the order is placed", async () => {
    const [tulsi] = products as [ApiProduct];
    const { context, page } = await newPage(browser);
    await signUpInContext(context, "Arun Pillai");
    await page.goto(`/plant/${tulsi.slug}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(async () => (await savedCart(context)).length).toBe(1);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Proceed to Shipping" }).click();
    await page.getByLabel("Use a new address").check();
    await page.getByLabel("Street").fill("9 Marine Drive");
    await page.getByLabel("City").fill("Kochi");
    await page.getByLabel("State").selectOption("Kerala");
    await page.getByLabel("PIN code").fill("682031");
    await page.getByLabel("Mobile number").fill("98765 43210");
    await page.getByLabel("Cash on Delivery").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/ordersummary");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.waitForURL("**/profile?tab=orders");
    await expect.poll(() => savedCart(context)).toEqual([]);
    await context.close();
  });
});
