import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { uniqueEmail } from "./support/customers.ts";
import { ADMIN } from "./support/global-setup.ts";
import { latestMailTo } from "./support/outbox.ts";

const POLICIES = [
  { link: "Shipping Policy", path: "/shipping", says: "How long delivery takes" },
  { link: "Return Policy", path: "/returns", says: "Damaged in transit" },
  { link: "Terms & Conditions", path: "/terms", says: "Orders and prices" },
  { link: "Privacy Policy", path: "/privacy", says: "Grievance Officer" },
];

describe("policies, grievances and delivery estimates", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("the footer's customer-service links reach the four policy pages, and Contact Us", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/");
    const footer = page.locator("footer");
    for (const policy of POLICIES) {
      await footer.getByRole("link", { name: policy.link, exact: true }).click();
      await page.waitForURL(`**${policy.path}`);
      await page.getByRole("heading", { level: 1, name: policy.link }).waitFor();
      expect(await page.title()).toBe(`${policy.link} · Vanaushadhi`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await page.getByRole("heading", { name: policy.says }).isVisible()).toBe(true);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
    await footer.getByRole("link", { name: "Contact Us", exact: true }).click();
    await page.waitForURL("**/contact");
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a complaint gets its ticket on the page and an acknowledgement by mail that quotes nothing to an unverified address", async () => {
    const { context, page, errors } = await newPage(browser, { width: 390 });
    const email = uniqueEmail("grievance");
    await page.goto("/contact");
    const officer = page.getByTestId("grievance-officer");
    expect(await officer.textContent()).toContain("Meera Kulkarni");
    expect(await officer.textContent()).toContain("grievance@vanaushadhi.in");

    await page.getByLabel("Name").fill("Sunita Rao");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Your complaint").fill("Too short");
    await page.getByRole("button", { name: "Submit complaint" }).click();
    await expect.poll(() => page.getByText("Message must be at least 20 characters").isVisible()).toBe(true);

    await page.getByLabel("Your complaint").fill("My tulsi plant arrived with its pot broken and half the soil gone.");
    await page.getByRole("button", { name: "Submit complaint" }).click();
    const notice = page.getByText(/^Your complaint has been registered\. Ticket GR-\d{4}-\d+$/);
    await notice.waitFor();
    const ticket = (await notice.textContent())!.match(/GR-\d{4}-\d+/)![0];
    await expect.poll(() => latestMailTo(email)).toContain(`Subject: Complaint ${ticket} registered`);
    // Nobody signed in for this address: the mail states the ticket and quotes none of the free text.
    expect(latestMailTo(email)).toContain(ticket);
    expect(latestMailTo(email)).not.toContain("My tulsi plant arrived with its pot broken");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin replies to a complaint: it is resolved and the reply is mailed", async () => {
    const email = uniqueEmail("reply");
    const visitor = await newPage(browser);
    await visitor.page.goto("/contact");
    await visitor.page.getByLabel("Name").fill("Imran Shaikh");
    await visitor.page.getByLabel("Email").fill(email);
    await visitor.page.getByLabel("Your complaint").fill("The aloe vera I ordered two weeks ago has not arrived.");
    await visitor.page.getByRole("button", { name: "Submit complaint" }).click();
    const notice = visitor.page.getByText(/Ticket GR-\d{4}-\d+$/);
    await notice.waitFor();
    const ticket = (await notice.textContent())!.match(/GR-\d{4}-\d+/)![0];
    await visitor.context.close();

    const { context, page, errors } = await newPage(browser);
    expect((await context.request.post("/api/identity/sign-in/email", { data: ADMIN })).ok()).toBe(true);
    await page.goto(`/admin/complaints?q=${ticket}`);
    const row = page.getByTestId("complaints-table").getByRole("row", { name: new RegExp(ticket) });
    expect(await row.textContent()).toContain("Open");
    await page.getByRole("button", { name: `Reply: ${ticket}` }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByTestId("complaint-detail").textContent()).toContain(email);
    await dialog
      .getByLabel("Reply to the customer")
      .fill("Your aloe vera was held by the courier in the rain; it reaches you tomorrow.");
    await dialog.getByRole("button", { name: "Send reply and resolve" }).click();
    await page.getByTestId("admin-notice").getByText(`Reply sent. Complaint ${ticket} is resolved.`).waitFor();
    await expect.poll(() => row.textContent()).toContain("Resolved");
    await expect.poll(() => latestMailTo(email)).toContain(`Subject: Reply to your complaint ${ticket}`);
    expect(latestMailTo(email)).toContain("it reaches you tomorrow");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the product page's delivery check answers without a reload, and without JavaScript", async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto("/plant/tulsi-holy-basil");
    await hydrated(page);
    const check = page.getByRole("region", { name: "Check delivery" });
    await check.getByLabel("PIN code").fill("35000");
    await check.getByRole("button", { name: "Check" }).click();
    await check.getByText("Enter a valid 6-digit PIN code").waitFor();
    await check.getByLabel("PIN code").fill("560001");
    await check.getByRole("button", { name: "Check" }).click();
    await check.getByText(/^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2}$/).waitFor();
    expect(page.url()).not.toContain("pin=");
    expect(errors).toEqual([]);
    await context.close();

    const plain = await newPage(browser, { javaScriptEnabled: false });
    await plain.page.goto("/plant/tulsi-holy-basil");
    const form = plain.page.getByRole("region", { name: "Check delivery" });
    await form.getByLabel("PIN code").fill("350001");
    await form.getByRole("button", { name: "Check" }).click();
    // The chosen size travels along (docs/product/pages.md#product-page): Tulsi is sold in pot sizes.
    await plain.page.waitForURL(/\/plant\/tulsi-holy-basil\?pin=350001(&variant=[^&]+)?$/);
    expect(await form.getByText("This PIN code does not belong to any Indian state").isVisible()).toBe(true);
    await form.getByLabel("PIN code").fill("781001");
    await form.getByRole("button", { name: "Check" }).click();
    await plain.page.waitForURL(/pin=781001(&|$)/);
    expect(await form.getByText(/^Delivery by /).isVisible()).toBe(true);
    await plain.context.close();
  });
});
