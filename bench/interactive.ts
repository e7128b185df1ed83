/**
 * `npm run bench:interactive` (and part of `npm run bench`): when the product page's 'Add to
 * cart' first works on a slow phone — 400 kbps down and up, 400 ms latency (Chromium's network
 * emulation), the CPU 4× slower — in English and Hindi, for a signed-in customer. Each figure
 * is ms from the start of the navigation, the median of the runs (lowest–highest):
 * - FCP: first contentful paint;
 * - button: the first frame in which the add button is laid out (its form is in the parsed HTML);
 * - hydrated: React has taken over the page (its fibers hang on `<main>`). Before 'Add to cart'
 *   was a form, this was when the button first did anything;
 * - click: a second load in which the button is clicked as soon as the browser can (Playwright's
 *   click, which waits for the button to be visible and still): when the click happened;
 * - added: in that load, when the page the submission came back to painted, saying the plant is
 *   in the cart (the server cart has it then). A click that landed after hydration shows the
 *   popup instead, and is counted when it opens (marked `popup`).
 * Run alone, it starts the production build (`BUILD_DIR`, default `build/`) on a fresh DATA_DIR
 * with the demo catalogue; it builds nothing. Figures are printed, never asserted.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "#e2e/support/chromium.ts";
import { startServer } from "#e2e/support/server.ts";
import { sizedProductSlug } from "./lighthouse.ts";

/** The slow phone of issue 31: bytes per second from kilobits per second. */
const PROFILE = { latencyMs: 400, kbps: 400, cpuSlowdown: 4 };
const BYTES_PER_SECOND = (PROFILE.kbps * 1000) / 8;

/** The add form's own button, found by what the form sends (the same in both languages); − and + belong to another form. */
const ADD_BUTTON = 'main form:has(input[name="intent"][value="add"]) button[type="submit"]:not([form])';

interface LoadTimes {
  fcp: number;
  button: number;
  hydrated: number;
}

interface ClickTimes {
  click: number;
  added: number;
  /** The click landed after hydration: the popup answered, not the form. */
  popup: boolean;
}

export interface InteractiveSummary {
  page: string;
  runs: number;
  fcp: number[];
  button: number[];
  hydrated: number[];
  click: number[];
  added: number[];
  popups: number;
}

/**
 * In every document of the tab, before its scripts: the first frame with the add button laid
 * out and the first with React's fibers on `<main>`, and the moment of a click, kept in
 * sessionStorage (as absolute times) so the page the form's submission comes back to can read it.
 * Text, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const WATCH = `(() => {
  if (!sessionStorage.getItem("bench-start")) sessionStorage.setItem("bench-start", String(performance.timeOrigin));
  const marks = {};
  window.__bench = marks;
  function tick() {
    const now = performance.now();
    const button = document.querySelector(${JSON.stringify(ADD_BUTTON)});
    if (marks.button === undefined && button && button.getClientRects().length) marks.button = now;
    const main = document.querySelector("main");
    if (marks.hydrated === undefined && main && Object.keys(main).some((key) => key.startsWith("__reactFiber")))
      marks.hydrated = now;
    if (marks.button === undefined || marks.hydrated === undefined) requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
  document.addEventListener("click", () => {
    sessionStorage.setItem("bench-click", String(performance.timeOrigin + performance.now()));
  }, true);
})();`;

/** A fresh phone-sized tab on the slow profile, signed in as a new customer. */
async function slowPage(browser: Browser, baseUrl: string, n: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true });
  const email = `bench-interactive-${Date.now().toString(36)}-${n}@vanaushadhi.test`;
  const signUp = await context.request.post("/api/identity/sign-up/email", {
    data: { email, password: "bench-interactive-pass", name: "Bench Phone" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: BYTES_PER_SECOND,
    uploadThroughput: BYTES_PER_SECOND,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  await page.addInitScript(WATCH);
  return page;
}

const firstPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);

/** A load left alone until React has hydrated it. */
async function loadTimes(page: Page, path: string): Promise<LoadTimes> {
  await page.goto(path, { waitUntil: "load", timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { __bench: { hydrated?: number } }).__bench.hydrated, null, {
    timeout: 120_000,
  });
  const marks = await page.evaluate(
    () => (window as unknown as { __bench: { button: number; hydrated: number } }).__bench,
  );
  return { fcp: await firstPaint(page), button: marks.button, hydrated: marks.hydrated };
}

/** A load whose add button is clicked as soon as it can be, until the cart has the plant. */
async function clickTimes(page: Page, path: string): Promise<ClickTimes> {
  await page.goto(path, { waitUntil: "commit", timeout: 120_000 });
  await page.locator(ADD_BUTTON).click({ timeout: 120_000 });
  const answer = await Promise.race([
    page.waitForURL((url) => url.searchParams.has("added"), { timeout: 120_000 }).then(() => "form" as const),
    page
      .getByTestId("cart-popup")
      .waitFor({ timeout: 120_000 })
      .then(() => "popup" as const),
  ]);
  if (answer === "form") {
    await page.getByTestId("cart-added").waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 120_000,
    });
  }
  return page.evaluate((popup) => {
    const start = Number(sessionStorage.getItem("bench-start"));
    const click = Number(sessionStorage.getItem("bench-click"));
    const shown = popup
      ? performance.timeOrigin + performance.now()
      : performance.timeOrigin + performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    return { click: click - start, added: shown - start, popup };
  }, answer === "popup");
}

/** Each language's product page, `runs` times each way, every run in a fresh tab (nothing cached). */
export async function measureInteractive(
  baseUrl: string,
  productSlug: string,
  runs = 3,
): Promise<InteractiveSummary[]> {
  const browser = await launchBrowser();
  const summaries: InteractiveSummary[] = [];
  try {
    for (const path of [`/plant/${productSlug}`, `/plant/${productSlug}?lang=hi`]) {
      const summary: InteractiveSummary = {
        page: path,
        runs,
        fcp: [],
        button: [],
        hydrated: [],
        click: [],
        added: [],
        popups: 0,
      };
      for (let run = 0; run < runs; run++) {
        const passive = await slowPage(browser, baseUrl, run * 2);
        const load = await loadTimes(passive, path);
        await passive.context().close();
        summary.fcp.push(load.fcp);
        summary.button.push(load.button);
        summary.hydrated.push(load.hydrated);
        const eager = await slowPage(browser, baseUrl, run * 2 + 1);
        const clicked = await clickTimes(eager, path);
        await eager.context().close();
        summary.click.push(clicked.click);
        summary.added.push(clicked.added);
        if (clicked.popup) summary.popups++;
      }
      summaries.push(summary);
    }
  } finally {
    await browser.close();
  }
  return summaries;
}

function cell(values: number[]): string {
  const sorted = values.map(Math.round).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return sorted[0] === sorted.at(-1) ? `${median}` : `${median} (${sorted[0]}–${sorted.at(-1)})`;
}

export function printInteractive(summaries: InteractiveSummary[], load: [number[], number[]]) {
  const loads = load.map((l) => l.map((x) => x.toFixed(1)).join(" ")).join(" → ");
  console.log(
    `\nWhen 'Add to cart' works on a slow phone (${PROFILE.kbps} kbps, ${PROFILE.latencyMs} ms latency, CPU ${PROFILE.cpuSlowdown}× slower), ms from navigation, median of ${summaries[0]?.runs ?? 0} (lowest–highest); load average ${loads}`,
  );
  console.table(
    summaries.map((s) => ({
      page: s.page,
      FCP: cell(s.fcp),
      "button laid out": cell(s.button),
      "hydrated (before: first works)": cell(s.hydrated),
      "earliest click": cell(s.click),
      "in cart, page back": `${cell(s.added)}${s.popups ? ` (${s.popups} by popup)` : ""}`,
    })),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
  const runs = Number(values.runs);
  // Seeded before the server starts, as `npm run bench` does: drawing the demo's pictures on a busy
  // machine outlasts the server's start-up wait.
  const dataDir = mkdtempSync(join(tmpdir(), "vanaushadhi-interactive-"));
  execFileSync(process.execPath, ["--import", "tsx", "server/db/seed/cli.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: "inherit",
  });
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const before = loadavg();
    const summaries = await measureInteractive(server.url, await sizedProductSlug(server.url), runs);
    printInteractive(summaries, [before, loadavg()]);
  } finally {
    await server.stop();
  }
}
