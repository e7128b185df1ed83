import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";

import { ADMIN } from "./global-setup.ts";

export { launchBrowser } from "./chromium.ts";

export const baseUrl = () => inject("baseUrl");

export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    colorScheme?: "light" | "dark";
    javaScriptEnabled?: boolean;
    /** Another shop than the shared one (e2e/support/razorpay-shop.ts). */
    baseURL?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? "light",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  /** Uncaught errors in the page, e.g. a hydration failure. */
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A page signed in as the shop's admin (the account global-setup.ts creates). */
export async function adminPage(browser: Browser, options: Parameters<typeof newPage>[1] = {}) {
  const opened = await newPage(browser, options);
  const res = await opened.context.request.post("/api/identity/sign-in/email", { data: ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
  return opened;
}

/** React has hydrated the page once its fibers hang on the DOM (clicks are handled by the router then). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const main = document.querySelector("main");
    return Boolean(main && Object.keys(main).some((key) => key.startsWith("__reactFiber")));
  });
