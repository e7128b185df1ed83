import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { signUpInContext } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the shop in Hindi", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("a customer switches to Hindi, browses, buys with cash on delivery, finds the order, and switches back", async () => {
    const { context, page, errors } = await newPage(browser);
    await signUpInContext(context, "Meera Joshi");

    // The switch on the home page, in English: 'हिन्दी'.
    await page.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByTestId("language-switch").click();
    await page.waitForURL("**/?lang=hi");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await page.getByTestId("language-switch").textContent()).toBe("English");
    expect(
      await page
        .getByRole("navigation", { name: inHindi("Main") })
        .getByRole("link")
        .allTextContents(),
    ).toEqual(["Home", "Plants", "Blog", "Nursery", "About Us"].map((text) => inHindi(text, "common")));
    expect(await untranslated(page)).toEqual([]);
    // The choice holds without the query: the cookie.
    await page.goto("/plants");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await hydrated(page);
    expect(await untranslated(page)).toEqual([]);

    // Browse: a plant, its Hindi name beside the English one, and into the cart.
    const card = page
      .locator("article")
      .filter({ has: page.getByRole("button", { name: inHindi("Add to cart") }) })
      .first();
    await card.getByRole("link").first().click();
    await page.waitForURL("**/plant/**");
    await page.getByTestId("stock-state").waitFor();
    await hydrated(page);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(heading).toMatch(DEVANAGARI);
    expect(await untranslated(page, "main")).toEqual([]);
    await page
      .getByRole("button", { name: inHindi("Add to cart") })
      .first()
      .click();
    await expect.poll(() => page.getByTestId("cart-badge").textContent()).toBe("1");

    // Check out with cash on delivery.
    await page.goto("/checkout");
    await hydrated(page);
    expect(await untranslated(page, "main")).toEqual([]);
    await page.getByRole("button", { name: inHindi("Proceed to Shipping") }).click();
    await page.getByLabel(inHindi("Use a new address")).check();
    expect(await untranslated(page, "[role=dialog]")).toEqual([]);
    await page.getByLabel(inHindi("Street")).fill("12 Gandhi Marg");
    await page.getByLabel(inHindi("City")).fill("Jaipur");
    await page.getByLabel(inHindi("State")).selectOption("Rajasthan");
    await page.getByLabel(inHindi("PIN code")).fill("302001");
    await page.getByLabel(inHindi("Mobile number for the courier")).fill("98765 43210");
    await page.getByLabel(inHindi("Cash on Delivery")).check();
    await page.getByRole("button", { name: inHindi("Continue") }).click();
    await page.waitForURL("**/ordersummary");
    await expect.poll(() => page.getByTestId("summary-payment").textContent()).toBe(inHindi("Cash on Delivery"));
    expect(await untranslated(page, "main")).toEqual([]);
    await page.getByRole("button", { name: inHindi("Confirm Order") }).click();
    await expect.poll(() => page.getByText(inHindi("Order placed successfully!")).isVisible()).toBe(true);

    // The order in the profile, its status in Hindi.
    await page.waitForURL("**/profile?tab=orders", { timeout: 6000 });
    await expect.poll(() => page.getByTestId("order").count()).toBe(1);
    const order = page.getByTestId("order").first();
    expect(await order.textContent()).toContain(inHindi("Order Successful"));
    expect(await untranslated(page, "main")).toEqual([]);

    // Back to English: the texts docs/product quotes.
    await page.getByTestId("language-switch").click();
    await page.waitForURL(/lang=en/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByTestId("language-switch").textContent()).toBe("हिन्दी");
    expect(await page.getByTestId("order").first().textContent()).toContain("Order Successful");
    expect(await page.getByRole("tab", { name: "Orders" }).count()).toBe(1);
    await page.goto("/checkout");
    expect(await page.getByText("Your cart is empty.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first visit from a browser set to Hindi reads Hindi, with only the Hindi texts its page reads and the Devanagari font; English pages load neither (only the language switch's glyphs)", async () => {
    const fontsLoaded = async (locale: string) => {
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      const scripts: Array<Promise<string>> = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
      });
      await page.goto("/plants", { waitUntil: "networkidle" });
      const lang = await page.locator("html").getAttribute("lang");
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).search}`),
        );
      await context.close();
      const code = (await Promise.all(scripts)).join("\n");
      return {
        lang,
        devanagari: fonts.filter((url) => /devanagari-(400|600)-/.test(url)).length,
        // The few glyphs of the English pages' language switch, 'हिन्दी' (app/devanagari.css).
        label: fonts.filter((url) => /devanagari-label-/.test(url)).length,
        alternates,
        // Only the page's own language travels: a text of the catalogue it reads, looked for in every script…
        hindiCatalogue: code.includes(inHindi("Our Plants")),
        englishCatalogue: code.includes("Our Plants"),
        // …and only the namespaces it reads: the checkout's texts stay behind in either language.
        checkoutTexts: code.includes("Proceed to Shipping") || code.includes(inHindi("Proceed to Shipping")),
      };
    };
    const hindi = await fontsLoaded("hi-IN");
    expect(hindi.lang).toBe("hi");
    expect(hindi.devanagari).toBeGreaterThan(0);
    expect(hindi.label).toBe(0);
    expect(hindi.alternates).toEqual(["en ?lang=en", "hi ?lang=hi", "x-default "]);
    expect(hindi).toMatchObject({ hindiCatalogue: true, englishCatalogue: false, checkoutTexts: false });
    const english = await fontsLoaded("en-IN");
    expect(english.lang).toBe("en");
    expect(english.devanagari).toBe(0);
    expect(english.label).toBe(1);
    expect(english).toMatchObject({ hindiCatalogue: false, englishCatalogue: true, checkoutTexts: false });
  });

  it("a Hindi reader's mistakes are told in Hindi, by the browser's check and by the server alike", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/signin?lang=hi");
    await hydrated(page);
    await page.getByRole("button", { name: inHindi("Sign in") }).click();
    const fieldMessages = await page.locator("[id$=-error]").allTextContents();
    expect(fieldMessages.length).toBe(2);
    for (const message of fieldMessages) expect(message).toMatch(DEVANAGARI);
    await page.getByLabel(inHindi("Email")).fill("nobody-here@example.in");
    await page.getByLabel(inHindi("Password")).fill("not-the-password-1");
    await page.getByRole("button", { name: inHindi("Sign in") }).click();
    const refusal = page.getByRole("alert");
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await refusal.textContent()).toMatch(DEVANAGARI);
    await context.close();
  });
});
