import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPage, baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";

/**
 * Icons come from one cached sprite (vite.icons.ts): every `<use>` the build can render must
 * name a symbol the sprite has, or the icon is an empty square.
 */
const SPRITE_REF = /\/assets\/icons-[\w-]+\.svg#([\w-]+)/g;
/** A sprite icon's `<use>` (the rating stars reuse a path of their own, within the page). */
const ICON_USE = 'use[href*="/assets/icons-"]';
const buildDir = process.env.BUILD_DIR ?? "build";

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => join(entry.parentPath, entry.name));
}

const refsIn = (text: string) => [...text.matchAll(SPRITE_REF)].map((m) => m[0]);

async function sprite(): Promise<{ url: string; symbols: Set<string> }> {
  const [url] = new Set(builtFiles(join(buildDir, "client")).flatMap((file) => refsIn(readFileSync(file, "utf8"))));
  const path = url!.split("#")[0]!;
  const svg = await (await fetch(`${baseUrl()}${path}`)).text();
  return { url: path, symbols: new Set([...svg.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]!)) };
}

const missing = (refs: Iterable<string>, symbols: Set<string>) =>
  [...new Set(refs)].filter((ref) => !symbols.has(ref.split("#")[1]!));

describe("icon sprite", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("is one file, served immutable as SVG, and holds every icon the built code can draw", async () => {
    const { url, symbols } = await sprite();
    const res = await fetch(`${baseUrl()}${url}`);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const refs = ["client", "server"].flatMap((side) =>
      builtFiles(join(buildDir, side)).flatMap((file) => refsIn(readFileSync(file, "utf8"))),
    );
    expect(new Set(refs.map((ref) => ref.split("#")[0]))).toEqual(new Set([url]));
    expect(missing(refs, symbols)).toEqual([]);
    // Only icons the app draws: none of lucide's other 1 600.
    expect(symbols.size).toBe(new Set(refs.map((ref) => ref.split("#")[1])).size);
  });

  it("the pages' icons are references to it, none inline, and each one resolves", async () => {
    const { symbols } = await sprite();
    const product = (
      (await (await fetch(`${baseUrl()}/api/products?limit=100&sort=rating`)).json()) as Array<{
        slug: string;
        optionName: string | null;
      }>
    ).find((p) => p.optionName !== null)!;
    for (const path of ["/", "/plants", "/plants?inStock=1&light=Full+sun", `/plant/${product.slug}`, "/contact"]) {
      for (const query of ["", path.includes("?") ? "&lang=hi" : "?lang=hi"]) {
        const html = await (await fetch(`${baseUrl()}${path}${query}`)).text();
        const refs = refsIn(html);
        expect(refs.length, path).toBeGreaterThan(0);
        expect(missing(refs, symbols), path).toEqual([]);
        // lucide's own markup (its class names) would mean an icon drawn inline after all.
        expect(html, path).not.toMatch(/class="lucide/);
      }
    }
  });

  it("draws in the browser, in the page and in the owner's panel, hydrated without a mismatch", async () => {
    const { symbols } = await sprite();
    for (const [open, path] of [
      [newPage, "/plants"],
      [adminPage, "/admin"],
    ] as const) {
      const { context, page } = await open(browser, { width: 390 });
      // The server and the browser must render the same <svg> (React reports a mismatch on the console).
      // (production React names it by number: https://react.dev/errors/418).
      const mismatches: string[] = [];
      const mismatch = (text: string) => /hydrat|error #41[89]|error #42[35]/i.test(text) && mismatches.push(text);
      page.on("console", (m) => m.type() === "error" && mismatch(m.text()));
      page.on("pageerror", (e) => mismatch(e.message));
      await page.goto(path);
      await hydrated(page);
      const refs = await page.$$eval(ICON_USE, (uses) => uses.map((use) => use.getAttribute("href") ?? ""));
      expect(refs.length, path).toBeGreaterThan(0);
      expect(missing(refs, symbols), path).toEqual([]);
      // The first icon's drawing came from the sprite: an unresolved <use> has no box at all.
      await expect
        .poll(() =>
          page
            .locator(`svg:has(> ${ICON_USE})`)
            .first()
            .evaluate((svg: SVGSVGElement) => svg.getBBox().width),
        )
        .toBeGreaterThan(0);
      expect(mismatches, path).toEqual([]);
      await context.close();
    }
  });
});
