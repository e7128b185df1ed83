import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";
import { mailsTo } from "./support/outbox.ts";

/**
 * docs/product/catalogue.md#back-in-stock: a visitor and a signed-in customer press 'Notify me' on
 * a sold-out product, the admin restocks it, the shop's job mails each of them once, and the
 * mail's unsubscribe link works.
 */

const SHOTS = "/tmp/shots-stock";

interface ProductJson {
  id: string;
  slug: string;
  variants: Array<{ id: string; name: string; sku: string; price: number; discount: number; stock: number }>;
}

const ENTRY = {
  title: "Neem sapling",
  description: "A young neem tree for the courtyard, grown from seed in our partner nursery.",
  category: "medicinal-plants",
  optionName: "Age",
};

/**
 * The job runner ticks every 15 seconds and runs `send-stock-alerts` once a minute: its next turn
 * is made due now, as if the minute had turned, so the test waits one tick, not a minute.
 */
function sendAlertsAtNextTick() {
  const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
  try {
    db.prepare("update scheduled_jobs set next_run_at = 0 where name = 'send-stock-alerts'").run();
  } finally {
    db.close();
  }
}

/**
 * The back-in-stock mails to `email` (their text, decoded; found by the unsubscribe link every one
 * carries, as the subject's dash is encoded in the header).
 */
const alertMailsTo = (email: string) => mailsTo(email).filter((m) => m.includes("/stock-alerts/unsubscribe?token="));

describe("back in stock", () => {
  let browser: Browser;
  let neem: ProductJson;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    const { context } = await adminPage(browser);
    const res = await context.request.post("/api/admin/products", {
      data: {
        ...ENTRY,
        slug: `neem-sapling-${Date.now().toString(36)}`,
        variants: [
          { name: "1-year sapling", sku: "", price: 299, discount: 0, stock: 0 },
          { name: "2-year sapling", sku: "", price: 499, discount: 0, stock: 0 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    neem = (await res.json()) as ProductJson;
    await context.close();
  });
  afterAll(() => browser?.close());

  const notifyCard = (page: Page) => page.getByTestId("notify-me");

  it("looks right at 390 and 1280 px, light and dark, in English and Hindi", async () => {
    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const where = `${language}, ${colorScheme}, ${width} px`;
          const { context, page, errors } = await newPage(browser, { width, colorScheme });
          await page.goto(`/plant/${neem.slug}${language === "hi" ? "?lang=hi" : ""}`);
          await hydrated(page);
          const card = notifyCard(page);
          await card.waitFor();
          const button = language === "hi" ? inHindi("Notify me", "catalogue") : "Notify me";
          expect(await card.getByRole("button", { name: button }).isVisible(), where).toBe(true);
          // A phone's screen with the card on it; the whole page on a wide one.
          const phone = width < 768;
          if (phone) await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
          await page.screenshot({ path: `${SHOTS}/product-${language}-${colorScheme}-${width}.png`, fullPage: !phone });
          const violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
          if (language === "hi") expect(await untranslated(page, "[data-testid=notify-me]"), where).toEqual([]);
          expect(errors, where).toEqual([]);
          await context.close();
        }
      }
    }
  });

  it("works without JavaScript: the form posts to the page, which shows the answer", async () => {
    const email = uniqueEmail("no-js-alert");
    const { context, page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`/plant/${neem.slug}?variant=${neem.variants[1]!.id}`);
    const card = notifyCard(page);
    await card.getByLabel("Your e-mail").fill(email);
    await card.getByRole("button", { name: "Notify me" }).click();
    await page.getByText(`We will e-mail you at ${email} when it is back in stock.`).waitFor();
    // The chosen age is still the one shown.
    expect(new URL(page.url()).searchParams.get("variant")).toBe(neem.variants[1]!.id);
    await context.close();
  });

  it("a visitor and a customer ask, the admin restocks, each is mailed once, and the link unsubscribes", async () => {
    const visitorEmail = uniqueEmail("visitor-alert");
    const visitor = await newPage(browser, { width: 390 });
    await visitor.page.goto(`/plant/${neem.slug}`);
    await hydrated(visitor.page);
    const card = notifyCard(visitor.page);
    // A mistyped address is refused beside the field, before anything is sent.
    await card.getByLabel("Your e-mail").fill("visitor@");
    await card.getByRole("button", { name: "Notify me" }).click();
    await card.getByText("Email is invalid").waitFor();
    await card.getByLabel("Your e-mail").fill(visitorEmail);
    await card.getByRole("button", { name: "Notify me" }).click();
    await card.getByText(`We will e-mail you at ${visitorEmail} when it is back in stock.`).waitFor();
    await visitor.page.screenshot({ path: `${SHOTS}/visitor-done-en-light-390.png` });

    // The customer waits for the other age, chosen on the page: one click.
    const customer = await newPage(browser, { width: 1280, colorScheme: "dark" });
    const { email: customerEmail } = await signUpInContext(customer.context, "Farida Khan", uniqueEmail("alert"));
    await customer.page.goto(`/plant/${neem.slug}?variant=${neem.variants[1]!.id}`);
    await hydrated(customer.page);
    const one = notifyCard(customer.page);
    await one.getByText(`One click, and we will write to ${customerEmail} once`).waitFor();
    expect(await one.getByLabel("Your e-mail").count()).toBe(0);
    await one.getByRole("button", { name: "Notify me" }).click();
    await one.getByText(`We will e-mail you at ${customerEmail} when it is back in stock.`).waitFor();
    await customer.page.screenshot({ path: `${SHOTS}/customer-done-en-dark-1280.png` });

    // The admin restocks both ages.
    const { context: adminContext } = await adminPage(browser);
    const saved = await adminContext.request.put(`/api/admin/products/${neem.id}`, {
      data: {
        ...ENTRY,
        slug: neem.slug,
        variants: neem.variants.map((v) => ({ ...v, stock: 4, stockWas: 0 })),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await adminContext.close();
    sendAlertsAtNextTick();

    await expect.poll(() => alertMailsTo(visitorEmail).length, { timeout: 40_000, interval: 500 }).toBe(1);
    await expect.poll(() => alertMailsTo(customerEmail).length, { timeout: 5_000, interval: 500 }).toBe(1);
    // Each is told of the age they waited for, with a link to its page.
    const [mail] = alertMailsTo(visitorEmail);
    expect(mail).toContain("is back in stock at Vanaushadhi");
    expect(mail).toContain(`/plant/${neem.slug}?variant=${neem.variants[0]!.id}&lang=en`);
    expect(alertMailsTo(customerEmail)[0]).toContain(`/plant/${neem.slug}?variant=${neem.variants[1]!.id}&lang=en`);

    // The unsubscribe link, from the mail's plain-text part: a page that asks, then a button.
    const link = /(https?:\/\/\S+\/stock-alerts\/unsubscribe\?token=[\w-]+&lang=en)/.exec(mail!)![1]!;
    await visitor.page.goto(link);
    await hydrated(visitor.page);
    await visitor.page.getByRole("heading", { name: "Back-in-stock e-mails" }).waitFor();
    await visitor.page.getByRole("button", { name: "Stop these e-mails" }).click();
    await visitor.page.getByText(`We will send no more back-in-stock e-mails to ${visitorEmail}.`).waitFor();
    await visitor.page.screenshot({ path: `${SHOTS}/unsubscribed-en-light-390.png` });

    // No second mail, even after another turn of the job.
    sendAlertsAtNextTick();
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    expect(alertMailsTo(visitorEmail)).toHaveLength(1);
    expect(alertMailsTo(customerEmail)).toHaveLength(1);
    await visitor.context.close();
    await customer.context.close();
  }, 120_000);
});
