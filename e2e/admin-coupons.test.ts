import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "#app/lib/format-date.ts";
import { describeViolations, seriousViolations } from "./support/axe.ts";
import { adminPage, baseUrl, hydrated, launchBrowser } from "./support/browser.ts";
import { inHindi, untranslated } from "./support/hindi.ts";

/**
 * docs/product/admin.md#coupons: the admin adds a coupon in the dialog (a refused field said
 * beside it, by the browser and by the server), edits it and deletes it; the page and its
 * dialog at a phone's and a desktop's width, light and dark, in English and Hindi.
 */

const SHOTS = "/tmp/shots-coupons";

/** A code of this run (4–20 of A–Z and 0–9), as an admin might type it: in lower case. */
const typedCode = (prefix: string) => `${prefix}${Date.now().toString(36)}`.slice(0, 20).toLowerCase();

describe("the admin's coupons", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openCoupons(page: Page, query = ""): Promise<void> {
    await page.goto(`/admin/coupons${query}`);
    await page.getByTestId("coupons-table").waitFor();
    await hydrated(page);
  }

  /** The message shown beside a field: the one its input names in aria-describedby that is not its hint. */
  async function errorBeside(dialog: Locator, label: string): Promise<string | null> {
    const input = dialog.getByLabel(label, { exact: true });
    if ((await input.getAttribute("aria-invalid")) !== "true") return null;
    const ids = (await input.getAttribute("aria-describedby"))!.split(" ");
    return dialog
      .page()
      .locator(`[id="${ids[ids.length - 1]}"]`)
      .textContent();
  }

  const notice = (page: Page, text: string) =>
    page.getByTestId("admin-notice").getByText(text, { exact: true }).waitFor({ timeout: 10_000 });

  const rowOf = (page: Page, code: string) => page.getByTestId("coupons-table").locator("tbody tr", { hasText: code });

  it("adds a coupon (refused fields said beside them), edits it and deletes it", async () => {
    const { context, page, errors } = await adminPage(browser);
    const typed = typedCode("diwali");
    const code = typed.toUpperCase();
    await openCoupons(page);

    await page.getByRole("button", { name: "Add Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Add coupon" });
    await dialog.getByLabel("Coupon code", { exact: true }).fill(typed);
    await dialog.getByLabel("Percentage off (1–90)", { exact: true }).fill("95");
    await dialog.getByLabel("Minimum subtotal (₹)", { exact: true }).fill("499");
    await dialog.getByLabel("Starts on", { exact: true }).fill("2030-10-01");
    await dialog.getByLabel("Ends on", { exact: true }).fill("2030-09-30");
    await dialog.getByLabel("Uses in all", { exact: true }).fill("100");
    await dialog.getByRole("button", { name: "Save coupon" }).click();
    // The browser checks the schema the server checks: nothing is sent yet.
    await expect
      .poll(() => errorBeside(dialog, "Percentage off (1–90)"))
      .toBe("A percentage must be a whole number from 1 to 90");
    expect(await errorBeside(dialog, "Ends on")).toBe("The coupon must end after it starts");
    await page.screenshot({ path: `${SHOTS}/dialog-refused-en-light-1280.png` });

    await dialog.getByLabel("Percentage off (1–90)", { exact: true }).fill("15");
    await dialog.getByLabel("Ends on", { exact: true }).fill("2030-10-31");
    // Each message goes as its field comes right.
    await expect.poll(() => errorBeside(dialog, "Ends on")).toBeNull();
    expect(await errorBeside(dialog, "Percentage off (1–90)")).toBeNull();
    await dialog.getByRole("button", { name: "Save coupon" }).click();
    await notice(page, "Coupon added successfully!");
    await dialog.waitFor({ state: "detached" });

    const row = rowOf(page, code);
    const from = formatDate("2030-09-30T18:30:00.000Z");
    const until = formatDate("2030-10-31T18:29:59.999Z");
    await expect.poll(() => row.textContent()).toContain("15%");
    const shown = (await row.textContent())!;
    for (const part of ["₹499.00", `${from} – ${until}`, "0 of 100", "1 per customer", "Not started"]) {
      expect(shown, part).toContain(part);
    }
    expect([from, until]).toEqual(["1 Oct 2030", "31 Oct 2030"]);

    // The same code again, typed otherwise: the server's 409, said beside the code.
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await dialog.getByLabel("Coupon code", { exact: true }).fill(` ${code} `);
    await dialog.getByLabel("Percentage off (1–90)", { exact: true }).fill("5");
    await dialog.getByRole("button", { name: "Save coupon" }).click();
    await expect.poll(() => errorBeside(dialog, "Coupon code")).toBe("There is already a coupon with this code");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // Edit: the code stays; an amount off, and switched off.
    await page.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit coupon" });
    expect(await edit.getByLabel("Coupon code", { exact: true }).inputValue()).toBe(code);
    expect(await edit.getByLabel("Coupon code", { exact: true }).isEditable()).toBe(false);
    expect(await edit.getByLabel("Starts on", { exact: true }).inputValue()).toBe("2030-10-01");
    expect(await edit.getByLabel("Ends on", { exact: true }).inputValue()).toBe("2030-10-31");
    await edit.getByLabel("Type of discount", { exact: true }).selectOption("amount");
    await edit.getByLabel("Amount off (₹)", { exact: true }).fill("250");
    await edit.getByLabel("Active: customers can use it", { exact: true }).uncheck();
    await edit.getByRole("button", { name: "Save coupon" }).click();
    await notice(page, "Coupon updated successfully!");
    await expect.poll(() => row.textContent()).toContain("₹250.00");
    expect(await row.textContent()).toContain("Off");
    const stored = await page.request.get(`/api/admin/coupons?q=${code}`);
    expect(await stored.json()).toMatchObject([{ code, kind: "amount", value: 250, active: false, uses: 0 }]);

    // Delete, asked first.
    await page.getByRole("button", { name: `Delete ${code}` }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm
      .getByText("Are you sure you want to delete this coupon? Orders that used it keep their discount.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await notice(page, "Coupon deleted successfully!");
    await expect.poll(() => rowOf(page, code).count()).toBe(0);
    expect(await (await page.request.get(`/api/admin/coupons?q=${code}`)).json()).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("says so when there is no coupon yet, or none matches a search", async () => {
    const { context, page } = await adminPage(browser);
    // The coupon above was deleted; the samples below come later.
    await openCoupons(page);
    await page.getByText("No coupons yet.", { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/page-empty-en-light-1280.png` });
    await openCoupons(page, "?q=NOSUCHCOUPON");
    await page.getByText("No coupons match “NOSUCHCOUPON”.").waitFor();
    await context.close();
  });

  it("the page and its dialogs pass axe and fit 390 px, light and dark, in English and Hindi", async () => {
    const { context: setup } = await adminPage(browser);
    const headers = { Origin: baseUrl() };
    const samples = [
      { code: typedCode("welcome"), kind: "percent", value: 10, maxUses: 500 },
      {
        code: typedCode("flat"),
        kind: "amount",
        value: 150,
        minSubtotal: 999,
        startsAt: "2026-01-01",
        endsAt: "2030-12-31",
        maxUsesPerCustomer: 3,
      },
      { code: typedCode("old"), kind: "percent", value: 25, endsAt: "2025-01-31", active: false },
    ];
    for (const sample of samples) {
      const res = await setup.request.post("/api/admin/coupons", { headers, data: sample });
      expect(res.status(), await res.text()).toBe(201);
    }
    await setup.close();

    for (const language of ["en", "hi"] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [390, 1280]) {
          const where = `${language}, ${colorScheme}, ${width} px`;
          const shot = `${language}-${colorScheme}-${width}`;
          const { context, page, errors } = await adminPage(browser, { width, colorScheme });
          await openCoupons(page, language === "hi" ? "?lang=hi" : "");
          await page.screenshot({ path: `${SHOTS}/page-${shot}.png`, fullPage: true });
          let violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBe(0);
          if (language === "hi") expect(await untranslated(page, "main"), where).toEqual([]);

          const edit = language === "hi" ? inHindi("Edit {{title}}", "adminCatalogue") : "Edit {{title}}";
          await page.getByRole("button", { name: edit.replace("{{title}}", samples[1]!.code.toUpperCase()) }).click();
          const dialog = page.getByRole("dialog");
          await dialog.waitFor();
          await page.screenshot({ path: `${SHOTS}/dialog-${shot}.png` });
          violations = await seriousViolations(page);
          expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
          const overflow = await dialog.evaluate((panel) => ({
            page: document.documentElement.scrollWidth - window.innerWidth,
            panel: panel.scrollWidth - panel.clientWidth,
          }));
          expect(overflow, where).toEqual({ page: 0, panel: 0 });
          if (language === "hi") {
            const label = inHindi("Amount off (₹)", "adminCatalogue");
            expect(await dialog.getByLabel(label, { exact: true }).inputValue(), where).toBe("150");
            expect(await untranslated(page, "[role=dialog]"), where).toEqual([]);
          }
          await context.close();
          expect(errors, where).toEqual([]);
        }
      }
    }
  });
});
