import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs. Kept free
 * of vitest, so scripts outside the test runner (scripts/screenshots.ts) launch it the same way.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!CHROMIUM) throw new Error("Chromium is not installed: apt-get install -y chromium");
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}
