import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inStockProducts } from "./support/cart.ts";
import { signUpInContext, uniqueEmail } from "./support/customers.ts";
import { inHindi, untranslated } from "./support/hindi.ts";
import { mailsTo } from "./support/outbox.ts";

/**
 * docs/product/commerce-core.md#returns-and-replacements, the customer's side: 'Report a problem'
 * on a delivered order with a photo, the request on the order page with its thumbnail, the
 * refusals (more units than are left, a file that is no picture, after the window), and what an
 * approved request leads to (the ₹0 replacement order, a refund's credit note).
 */

const ADDRESS = {
  recipient: "Asha Rao",
  mobile: "+91 98765 43210",
  street: "3 Gandhi Road",
  city: "Mysuru",
  state: "Karnataka",
  zip: "570001",
};
const headers = () => ({ Origin: baseUrl() });
const REQUEST_NUMBER = /RT-\d{4}-\d+/;

/** A photo of the plant: a small solid green PNG. */
const greenPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 47, g: 107, b: 58 } } })
    .png()
    .toBuffer();

describe("returns: the customer's order page", () => {
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminPage>>;
  let photo: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminPage(browser);
    photo = await greenPng();
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  /** A new customer's cash order of `quantity` units of one plant, delivered by the admin (so paid). */
  async function deliveredOrder(name: string, quantity = 2) {
    const opened = await newPage(browser);
    const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
    await signUpInContext(opened.context, name, email);
    const [product] = await inStockProducts(1);
    const placed = await opened.context.request.post("/api/orders", {
      headers: headers(),
      data: {
        cart: [{ id: product!.id, quantity }],
        selectedAddress: ADDRESS,
        selectedPaymentMethod: "Cash on Delivery",
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id: orderId, items } = (await placed.json()) as { id: string; items: Array<{ title: string }> };
    const delivered = await admin.context.request.put(`/api/admin/orders/${orderId}/status`, {
      headers: headers(),
      data: { status: "Delivered" },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    // The line's name as sold, with its variant: what the order page shows.
    return { ...opened, email, orderId, product: product!, line: items[0]!.title };
  }

  /** The order page, hydrated, and its 'Report a problem' dialog opened. */
  async function openReport(page: Page, orderId: string): Promise<Locator> {
    if (!page.url().endsWith(`/orders/${orderId}`)) {
      await page.goto(`/orders/${orderId}`);
      await hydrated(page);
    }
    await page.getByRole("button", { name: "Report a problem" }).click();
    const dialog = page.getByRole("dialog", { name: /^Report a problem with order #/ });
    await dialog.waitFor();
    return dialog;
  }

  /** Fills the dialog: units of the plant, the reason, a description, photos, the wish. */
  async function fillReport(
    dialog: Locator,
    line: string,
    fields: {
      units: number;
      reason: string;
      wish: string;
      photos: Array<{ name: string; mimeType: string; buffer: Buffer }>;
    },
  ) {
    await dialog.getByLabel(`How many of ${line}`).selectOption(String(fields.units));
    await dialog.getByText(fields.reason, { exact: true }).click();
    await dialog.getByLabel("What happened").fill("The leaves were black and limp when the parcel was opened.");
    await dialog.getByLabel("Add photos").setInputFiles(fields.photos);
    for (const [n, file] of fields.photos.entries())
      await dialog.getByRole("img", { name: `Photo ${n + 1}: ${file.name}` }).waitFor();
    await dialog.getByText(fields.wish, { exact: true }).click();
  }

  /** A request made through the API, as the dialog posts it. */
  async function requestByApi(context: BrowserContext, orderId: string, productId: string, wish: string) {
    const res = await context.request.post(`/api/orders/${orderId}/returns`, {
      headers: headers(),
      multipart: {
        lines: JSON.stringify([{ productId, quantity: 1 }]),
        reason: "Arrived damaged",
        description: "Two stems broke in the parcel.",
        wish,
        photos: { name: "stems.png", mimeType: "image/png", buffer: photo },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; number: string };
  }

  it("reports a dead plant with a photo, sees the request and its thumbnail; more than is left and a file that is no picture are refused", async () => {
    const { context, page, errors, email, orderId, line } = await deliveredOrder("Kavya Rao", 2);
    // A second tab opened before the first request: it still offers both plants.
    const stale = await context.newPage();
    await stale.goto(`/orders/${orderId}`);
    await hydrated(stale);

    const dialog = await openReport(page, orderId);
    expect(await dialog.getByLabel(`How many of ${line}`).locator("option").allTextContents()).toEqual(["0", "1", "2"]);
    await fillReport(dialog, line, {
      units: 1,
      reason: "Dead on arrival",
      wish: "Replacement",
      photos: [{ name: "tulsi.png", mimeType: "image/png", buffer: photo }],
    });
    expect(describeViolations(await seriousViolations(page))).toBe("");
    await dialog.getByRole("button", { name: "Send request" }).click();

    const notice = page.getByRole("status").filter({ hasText: REQUEST_NUMBER });
    await notice.waitFor();
    const number = REQUEST_NUMBER.exec((await notice.textContent())!)![0];
    expect(await notice.textContent()).toBe(`Request ${number} sent. We will look at it and write to you by e-mail.`);
    await dialog.waitFor({ state: "detached" });

    const request = page.getByTestId("return-request");
    expect(await request.count()).toBe(1);
    expect(await request.getByRole("heading").textContent()).toBe(`Request ${number}`);
    expect(await request.getByTestId("return-status").textContent()).toBe("Requested");
    expect(await request.textContent()).toContain(`1 × ${line}`);
    expect(await request.textContent()).toContain("Dead on arrival");
    expect(await request.textContent()).toContain("Replacement");
    const thumbnail = request.getByRole("img", { name: `Photo 1 of request ${number}` });
    // A lazy picture loads once in view.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const small = await context.request.get((await thumbnail.getAttribute("src"))!);
    expect(small.status()).toBe(200);
    expect(small.headers()["content-type"]).toBe("image/webp");
    expect(await request.getByRole("link", { name: `Photo 1 of request ${number}` }).getAttribute("href")).toMatch(
      /\/photos\/0\?size=large$/,
    );
    await page.getByTestId("order-timeline").getByText(`Problem report ${number}: Requested`).waitFor();
    await expect
      .poll(() => mailsTo(email).some((m) => m.includes(`Subject: We received your request ${number}`)))
      .toBe(true);

    // The stale tab asks for both plants: the server says how many are left, beside the plants.
    const staleDialog = await openReport(stale, orderId);
    await fillReport(staleDialog, line, {
      units: 2,
      reason: "Arrived damaged",
      wish: "Refund",
      photos: [{ name: "pot.png", mimeType: "image/png", buffer: photo }],
    });
    await staleDialog.getByRole("button", { name: "Send request" }).click();
    await expect.poll(() => staleDialog.getByRole("alert").textContent()).toBe(`You can report at most 1 of ${line}`);
    expect(await staleDialog.getByLabel(`How many of ${line}`).getAttribute("aria-invalid")).toBe("true");

    // On the page itself one plant is left to report; a text file named .png is refused beside the photos.
    const again = await openReport(page, orderId);
    expect(await again.getByLabel(`How many of ${line}`).locator("option").allTextContents()).toEqual(["0", "1"]);
    await fillReport(again, line, {
      units: 1,
      reason: "Other",
      wish: "Refund",
      photos: [{ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are my notes, not a photo.") }],
    });
    await again.getByRole("button", { name: "Send request" }).click();
    await expect.poll(() => again.getByRole("alert").textContent()).toBe("notes.png is not a JPEG, PNG or WebP photo");
    expect(await page.getByTestId("return-request").count()).toBe(1);

    // The browser's own check: nothing chosen, no photo.
    await again.getByRole("button", { name: "Remove photo 1" }).click();
    await again.getByLabel(`How many of ${line}`).selectOption("0");
    await again.getByRole("button", { name: "Send request" }).click();
    expect(await again.getByRole("alert").allTextContents()).toEqual([
      "Choose the plants that arrived with a problem",
      "Add 1 to 3 photos of the problem",
    ]);
    expect(await again.getByLabel(`How many of ${line}`).evaluate((el) => el === document.activeElement)).toBe(true);

    // In Hindi, the request and the dialog alike.
    await page.goto(`/orders/${orderId}?lang=hi`);
    await hydrated(page);
    expect(await page.getByTestId("return-status").textContent()).toBe(inHindi("Requested", "messages"));
    expect(await untranslated(page)).toEqual([]);
    await page.getByRole("button", { name: inHindi("Report a problem") }).click();
    await page.getByRole("dialog").waitFor();
    expect(await untranslated(page, "[role=dialog]")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an approved replacement links its ₹0 order, which names the request and has no invoice; a refund has its credit note", async () => {
    const { context, page, errors, orderId, product } = await deliveredOrder("Arjun Menon", 2);
    const replacement = await requestByApi(context, orderId, product.id, "Replacement");
    const refund = await requestByApi(context, orderId, product.id, "Refund");
    for (const id of [replacement.id, refund.id]) {
      const approved = await admin.context.request.post(`/api/admin/returns/${id}/approve`, {
        headers: headers(),
        data: {},
      });
      expect(approved.status(), await approved.text()).toBe(200);
    }
    const refunded = (await (await admin.context.request.get("/api/admin/returns")).json()) as Array<{
      id: string;
      creditNoteNumber: string;
      refundAmount: number;
    }>;
    const { creditNoteNumber, refundAmount } = refunded.find((r) => r.id === refund.id)!;

    await page.goto(`/orders/${orderId}`);
    await hydrated(page);
    const [first, second] = [0, 1].map((n) => page.getByTestId("return-request").nth(n));
    expect(await first!.getByTestId("return-status").textContent()).toBe("Approved: replacement on its way");
    expect(await second!.getByTestId("return-status").textContent()).toBe("Refund due");
    expect(await second!.textContent()).toContain(`Refund of ₹${refundAmount.toFixed(2)}`);
    const creditNote = second!.getByRole("link", { name: `Download credit note ${creditNoteNumber}` });
    const pdf = await context.request.get((await creditNote.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    // Among the order's documents too, beside its invoice.
    expect(await page.getByRole("link", { name: `Download credit note ${creditNoteNumber}` }).count()).toBe(2);
    expect(await page.getByRole("link", { name: "Download invoice" }).count()).toBe(1);
    // Both plants are reported: nothing is left to report.
    expect(await page.getByRole("button", { name: "Report a problem" }).count()).toBe(0);

    await first!.getByRole("link", { name: /^Replacement order #/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/orders/") && !url.pathname.endsWith(orderId));
    const origin = page.getByTestId("replacement-origin");
    expect(await origin.textContent()).toBe(
      `Free replacement for request ${replacement.number} of order #${orderId.slice(-8)}`,
    );
    expect(await page.getByRole("link", { name: "Download invoice" }).count()).toBe(0);
    await origin.getByRole("link").click();
    await page.waitForURL(`**/orders/${orderId}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("after the window, the page says for how long problems can be reported, and offers no dialog", async () => {
    const { context, page, orderId } = await deliveredOrder("Farah Siddiqui", 1);
    const db = new SQLite(join(inject("dataDir"), "vanaushadhi.db"));
    try {
      db.pragma("busy_timeout = 5000");
      const fourDaysAgo = new Date(Date.now() - 4 * 24 * 60 * 60 * 1000).toISOString();
      db.prepare("update order_events set created_at = ? where order_id = ? and to_value = 'Delivered'").run(
        fourDaysAgo,
        orderId,
      );
    } finally {
      db.close();
    }
    await page.goto(`/orders/${orderId}`);
    expect(await page.getByTestId("return-window-closed").textContent()).toBe(
      "Problems can be reported within 3 days of delivery",
    );
    expect(await page.getByRole("button", { name: "Report a problem" }).count()).toBe(0);
    await context.close();
  });
});
