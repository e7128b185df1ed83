/**
 * `npm run screenshots`: pictures of the storefront to look at, at a phone and a desktop
 * width, light and dark, in English and in Hindi, written to `screenshots/` (gitignored). Builds nothing: it starts
 * the production build (`BUILD_DIR`, default `build/`) on a fresh DATA_DIR with the demo
 * catalogue. Extra paths may follow: `npm run screenshots -- /about /review`.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { LANGUAGE_QUERY, LANGUAGES, type Language } from "#domain/i18n/languages.ts";
import { launchBrowser } from "#e2e/support/chromium.ts";
import { startServer } from "#e2e/support/server.ts";

const OUT_DIR = resolve("screenshots");
const WIDTHS = [390, 1280] as const;
const SCHEMES = ["light", "dark"] as const;

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(join(buildDir, "server", "index.js"))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const nameOf = (path: string) => path.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-") || "home";

/** The path in a language: `?lang=` on the URL, as the header's switch does. */
function inLanguage(path: string, language: Language) {
  const url = new URL(path, "http://screenshots");
  url.searchParams.set(LANGUAGE_QUERY, language);
  return `${url.pathname}${url.search}`;
}

async function shoot(browser: Browser, baseURL: string, path: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    problems.push(...(await shootIn(browser, baseURL, inLanguage(path, language), `${name}-${language}`)));
  }
  return problems;
}

async function shootIn(browser: Browser, baseURL: string, path: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      // Reduced motion holds the carousels on their first slide, so pictures compare run to run.
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      page.on("pageerror", (e) => problems.push(`${path} ${width}px ${colorScheme}: ${e.message}`));
      const response = await page.goto(path, { waitUntil: "networkidle" });
      if (!response?.ok()) problems.push(`${path}: HTTP ${response?.status() ?? "no response"}`);
      // Scroll through once so lazy pictures below the fold are in the full-page shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = join(OUT_DIR, `${name}-${width}-${colorScheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`  ${file}`);
      await context.close();
    }
  }
  return problems;
}

const server = await startServer({ LOG_LEVEL: "warn" });
const browser = await launchBrowser();
try {
  mkdirSync(OUT_DIR, { recursive: true });
  const featured = (await (await fetch(`${server.url}/api/products?featured=1&limit=1`)).json()) as Array<{
    slug: string;
  }>;
  const product = featured[0] ?? (await (await fetch(`${server.url}/api/products?limit=1`)).json())[0];
  const pages: Array<{ name: string; path: string }> = [
    { name: "home", path: "/" },
    { name: "plants", path: "/plants" },
    ...(product ? [{ name: "product", path: `/plant/${product.slug}` }] : []),
    ...process.argv.slice(2).map((path) => ({ name: nameOf(path), path })),
  ];
  const problems: string[] = [];
  for (const { name, path } of pages) {
    console.log(`${path}`);
    problems.push(...(await shoot(browser, server.url, path, name)));
  }
  if (problems.length) {
    console.error(`\nProblems seen:\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
