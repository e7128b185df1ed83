import { mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi } from "./support/hindi.ts";

/**
 * docs/product/complaints-and-policies.md#in-the-profile in a browser (issue 30): a signed-in
 * customer names one of their own orders by choosing it on /contact (a visitor types a number),
 * and the profile's Complaints tab shows the ticket, its status and dates, and the shop's reply.
 */

const SHOTS = "/tmp/shots-reviews";
const ADDRESS = {
  recipient: "Arjun Rao",
  mobile: "98450 67890",
  street: "22 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  zip: "560025",
};
const headers = () => ({ Origin: baseUrl() });
const TICKET = /GR-\d{4}-\d+/;

describe("complaints in the profile", () => {
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminPage>>;
  let customer: Awaited<ReturnType<typeof newPage>>;
  let orderNumber: string;
  let ticket: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
    mkdirSync(SHOTS, { recursive: true });
    customer = await newPage(browser, { width: 390, height: 844 });
    await signUpInContext(customer.context, "Arjun Rao", uniqueEmail("arjun"));
    const [product] = await inStockProducts(1);
    const placed = await customer.context.request.post("/api/orders", {
      headers: headers(),
      data: {
        cart: [{ id: product!.id, quantity: 1 }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    orderNumber = ((await placed.json()) as { id: string }).id.slice(-8);
  });
  afterAll(async () => {
    await customer?.context.close();
    await admin?.context.close();
    await browser?.close();
  });

  it("a visitor types an order number; a customer chooses one of their orders", async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto("/contact");
    expect(await visitor.page.getByLabel("Order number (optional)").getAttribute("placeholder")).toBe("e.g. 1A2B3C4D");
    await visitor.context.close();

    const { page, errors } = customer;
    await page.goto("/contact");
    await hydrated(page);
    const choice = page.getByLabel("Which order? (optional)");
    expect(await choice.inputValue()).toBe("");
    const options = await choice.locator("option").allInnerTexts();
    expect(options[0]).toBe("Not about one order");
    expect(options.some((o) => o.startsWith(`#${orderNumber} · `))).toBe(true);
    await choice.selectOption(orderNumber);
    await page.getByLabel("Your complaint").fill("The curry leaf plant arrived with a cracked pot and broken stems.");
    await page.getByRole("button", { name: "Submit complaint" }).click();
    const notice = page.getByText(/Your complaint has been registered\. Ticket GR-/);
    await expect.poll(() => notice.isVisible()).toBe(true);
    ticket = TICKET.exec(await notice.innerText())![0];
    expect(errors).toEqual([]);
  });

  it("the Complaints tab shows the ticket open with its dates, then resolved with the shop's reply", async () => {
    const { page, errors } = customer;
    await page.goto("/profile?tab=complaints");
    await hydrated(page);
    const item = page.getByTestId("own-complaint").filter({ hasText: ticket });
    expect(await item.getByText("Open", { exact: true }).isVisible()).toBe(true);
    const dates = await item.getByText(/^Received /).innerText();
    expect(dates).toMatch(/^Received .+ · Reply due by .+ · Order #/);
    expect(dates.toLowerCase()).toContain(`#${orderNumber}`);
    expect(await item.getByText("We have not replied yet.").isVisible()).toBe(true);

    const [found] = (await (
      await admin.context.request.get(`/api/admin/complaints?q=${encodeURIComponent(ticket)}`)
    ).json()) as Array<{ id: string }>;
    const reply = "We are sending a fresh plant in a new pot this week, with our apologies.";
    const resolved = await admin.context.request.put(`/api/admin/complaints/${found!.id}`, {
      headers: headers(),
      data: { reply },
    });
    expect(resolved.status(), await resolved.text()).toBe(200);

    await page.reload();
    await hydrated(page);
    expect(await item.getByText("Resolved", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText(reply).isVisible()).toBe(true);
    expect(await item.getByText(/^Our reply, /).isVisible()).toBe(true);
    // Clicking the tab works as well as the address does.
    await page.goto("/profile");
    await hydrated(page);
    await page.getByRole("tab", { name: "Complaints" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Your complaints" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280])
    for (const colorScheme of ["light", "dark"] as const)
      for (const language of ["en", "hi"] as const)
        it(`the Complaints tab at ${width}px, ${colorScheme}, ${language}`, async () => {
          const say = (english: string) => (language === "en" ? english : inHindi(english));
          const opened = await newPage(browser, { width, height: 900, colorScheme });
          await opened.context.addCookies(await customer.context.cookies());
          const { page } = opened;
          await page.goto(`/profile?tab=complaints&lang=${language}`);
          await hydrated(page);
          expect(await page.getByRole("heading", { name: say("Your complaints") }).isVisible()).toBe(true);
          expect(await page.getByRole("tab", { name: say("Complaints") }).isVisible()).toBe(true);
          // Six tabs and all: nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({
            path: `${SHOTS}/profile-complaints-${width}-${colorScheme}-${language}.png`,
            fullPage: true,
          });
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
          await page.goto(`/contact?lang=${language}`);
          await hydrated(page);
          await page.getByLabel(say("Which order? (optional)")).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/contact-orders-${width}-${colorScheme}-${language}.png` });
          await opened.context.close();
        });
});
