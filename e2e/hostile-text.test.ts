import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTML_PAYLOAD } from "#tests/support/hostile-text.ts";
import { baseUrl, launchBrowser, newPage } from "./support/browser.ts";

describe("text typed by anyone is shown as text", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a review full of HTML shows literally on /review and runs nothing", async () => {
    const res = await fetch(`${baseUrl()}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Mallory ${HTML_PAYLOAD}`,
        email: "mallory@example.in",
        title: `Title ${HTML_PAYLOAD}`,
        review: `Review text ${HTML_PAYLOAD}`,
        rating: 1,
        recommend: false,
      }),
    });
    expect(res.status).toBe(201);
    const { context, page, errors } = await newPage(browser);
    await page.goto("/review");
    await expect.poll(() => page.getByText(`Title ${HTML_PAYLOAD}`).count()).toBeGreaterThan(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
