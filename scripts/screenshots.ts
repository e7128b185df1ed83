/**
 * `npm run screenshots`: pictures of the storefront to look at, at a phone and a desktop
 * width, light and dark, in English and in Hindi, written to `screenshots/` (gitignored). Builds nothing: it starts
 * the production build (`BUILD_DIR`, default `build/`) on a fresh DATA_DIR with the demo
 * catalogue. Extra paths may follow: `npm run screenshots -- /about /review`. Signed-in pages too:
 * a customer's cart, checkout, order and profile, and the admin's panel.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
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

/** Who looks at a page: a visitor, or a signed-in customer or admin (cookies, and the cart in storage). */
interface Viewer {
  cookies: Awaited<ReturnType<BrowserContext["cookies"]>>;
  cart?: string;
}

async function shoot(browser: Browser, baseURL: string, path: string, name: string, viewer?: Viewer) {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    problems.push(...(await shootIn(browser, baseURL, inLanguage(path, language), `${name}-${language}`, viewer)));
  }
  return problems;
}

async function shootIn(browser: Browser, baseURL: string, path: string, name: string, viewer?: Viewer) {
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
      if (viewer) {
        await context.addCookies(viewer.cookies);
        if (viewer.cart) await context.addInitScript((cart) => localStorage.setItem("cart", cart), viewer.cart);
      }
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

/** Signs in through the identity API, as the sign-in form does, and keeps the session cookie. */
async function signedIn(baseURL: string, account: { email: string; password: string; name?: string }) {
  const context = await browser.newContext({ baseURL });
  if (account.name)
    await context.request.post("/api/identity/sign-up/email", { headers: { Origin: baseURL }, data: account });
  const headers = { Origin: baseURL };
  const res = await context.request.post("/api/identity/sign-in/email", { headers, data: account });
  if (!res.ok()) throw new Error(`sign-in failed for ${account.email}: ${res.status()}`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** A customer with a COD order placed and one more plant in the cart: the pages a buyer sees. */
async function customerPages(
  baseURL: string,
  product: { id: string; slug: string; title: string; price: number; discount: number; stock: number },
) {
  const cookies = await signedIn(baseURL, {
    email: "screenshots@example.in",
    password: "neem-leaf-2025",
    name: "Asha Verma",
  });
  const context = await browser.newContext({ baseURL });
  await context.addCookies(cookies);
  const placed = await context.request.post("/api/orders", {
    headers: { Origin: baseURL },
    data: {
      cart: [{ id: product.id, quantity: 2 }],
      selectedAddress: { street: "12 Gandhi Marg", city: "Jaipur", state: "Rajasthan", zip: "302001" },
      selectedPaymentMethod: "Cash on Delivery",
    },
  });
  if (!placed.ok()) console.error(`The demo order was refused: ${placed.status()} ${await placed.text()}`);
  const order = placed.ok() ? ((await placed.json()) as { id: string }) : undefined;
  await context.close();
  const line = { ...product, pricePaise: Math.round(product.price * 100), image1: null, quantity: 1 };
  return {
    viewer: { cookies, cart: JSON.stringify([line]) },
    pages: [
      { name: "checkout", path: "/checkout" },
      { name: "profile-orders", path: "/profile?tab=orders" },
      { name: "profile-addresses", path: "/profile?tab=addresses" },
      ...(order ? [{ name: "order", path: `/orders/${order.id}` }] : []),
    ],
  };
}

const ADMIN = { email: "admin@vanaushadhi.test", password: "admin-password-1" };
const server = await startServer({ LOG_LEVEL: "warn", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const browser = await launchBrowser();
try {
  mkdirSync(OUT_DIR, { recursive: true });
  const featured = (await (await fetch(`${server.url}/api/products?featured=1&limit=1`)).json()) as Array<{
    id: string;
    slug: string;
    title: string;
    price: number;
    discount: number;
    stock: number;
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
  if (product) {
    const customer = await customerPages(server.url, product);
    for (const { name, path } of customer.pages) {
      console.log(`${path} (customer)`);
      problems.push(...(await shoot(browser, server.url, path, name, customer.viewer)));
    }
  }
  const admin = { cookies: await signedIn(server.url, ADMIN) };
  for (const path of ["/admin", "/admin/orders", "/admin/products", "/admin/settings"]) {
    console.log(`${path} (admin)`);
    problems.push(...(await shoot(browser, server.url, path, nameOf(path), admin)));
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
