import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, launchBrowser, newPage } from "./support/browser.ts";
import { fillCart, inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";

/** docs/product/payments.md#payment-method-settings: the owner's choice reaches the shipping dialog. */

const EVERY_METHOD = ["Cash on Delivery", "UPI", "Card", "Pay online"];

const CHOICES = ["Cash on Delivery", "UPI", "Credit/Debit Card"];

/** The payment choices the shipping dialog offers (the customer has no saved card). */
async function paymentChoices(page: Page): Promise<string[]> {
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Proceed to Shipping" }).click();
  const payment = page.getByRole("dialog").getByRole("group", { name: "Payment method" });
  await payment.getByRole("radio").first().waitFor();
  const shown = [];
  for (const name of CHOICES) if ((await payment.getByRole("radio", { name }).count()) === 1) shown.push(name);
  expect(await payment.getByRole("radio").count()).toBe(shown.length);
  return shown;
}

describe("payment method settings", () => {
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

  it("the owner turns Card off in settings, and the shipping dialog (and the API) no longer offer it", async () => {
    const { page, errors } = admin;
    const methods = page.getByRole("group", { name: "Payment methods" });
    const box = (name: string) => methods.getByRole("checkbox", { name, exact: true });
    const save = () => page.getByRole("button", { name: "Save settings" }).click();

    const customer = await newPage(browser);
    await signUpInContext(customer.context, "Method Tester", uniqueEmail("methods"));
    const [product] = await inStockProducts(1);
    await fillCart(customer.page, [product!], [1]);
    expect(await paymentChoices(customer.page)).toEqual(["Cash on Delivery", "UPI", "Credit/Debit Card"]);

    try {
      await page.goto("/admin/settings");
      await methods.getByRole("heading", { name: "Payment methods" }).waitFor();
      expect(await box("Card").isChecked()).toBe(true);
      // Issue 30, item 15: beside 'Card', that its orders are charged by hand, read with the checkbox.
      const cardNote = methods.getByText(/^Records the card; nobody charges it\. Charge such orders by hand/);
      expect(await cardNote.isVisible()).toBe(true);
      const noteId = await box("Card").getAttribute("aria-describedby");
      expect(await page.locator(`[id="${noteId}"]`).textContent()).toBe(await cardNote.textContent());
      // Without the Razorpay keys 'Pay online' cannot be ticked, and says why.
      expect(await box("Pay online").isDisabled()).toBe(true);
      expect(await methods.getByText(/Unavailable until the shop's Razorpay keys are set/).isVisible()).toBe(true);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      // Nothing ticked but the unavailable 'Pay online' is refused beside the boxes.
      for (const name of ["Cash on Delivery", "UPI", "Card"]) await box(name).uncheck();
      await save();
      await methods.getByText(/^Choose at least one payment method the shop can take now/).waitFor();

      await box("Cash on Delivery").check();
      await box("UPI").check();
      await save();
      await page.getByText("Settings saved successfully!").waitFor();
      await page.reload();
      expect(await box("Card").isChecked()).toBe(false);

      expect(await paymentChoices(customer.page)).toEqual(["Cash on Delivery", "UPI"]);
      const refused = await customer.context.request.post("/api/orders", {
        headers: { Origin: baseUrl() },
        data: {
          cart: [{ id: product!.id, quantity: 1 }],
          selectedAddress: {
            recipient: "Asha Rao",
            mobile: "+91 98765 43210",
            street: "7 Temple Street",
            city: "Madurai",
            state: "Tamil Nadu",
            zip: "625001",
          },
          selectedPaymentMethod: {
            cardNumber: "4111 1111 1111 1111",
            expiryDate: "11/29",
            cardHolderName: "Method Tester",
            cvv: "123",
          },
        },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toBe(
        "Card is not offered by this shop. Please choose another payment method.",
      );

      // Turned on again, it is back; 'Pay online' stayed chosen for when the keys are set.
      await box("Card").check();
      await save();
      await page.getByText("Settings saved successfully!").waitFor();
      expect(await paymentChoices(customer.page)).toEqual(["Cash on Delivery", "UPI", "Credit/Debit Card"]);
      const settings = await admin.context.request.get("/api/admin/settings");
      expect(((await settings.json()) as { paymentMethods: string[] }).paymentMethods).toEqual(EVERY_METHOD);
    } finally {
      // The other browser tests pay by card, whatever happened here.
      const settings = (await (await admin.context.request.get("/api/admin/settings")).json()) as object;
      await admin.context.request.put("/api/admin/settings", {
        headers: { Origin: baseUrl() },
        data: { ...settings, paymentMethods: EVERY_METHOD },
      });
      await customer.context.close();
    }
    expect(errors).toEqual([]);
  });
});
