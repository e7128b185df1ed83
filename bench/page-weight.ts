/**
 * `npm run bench:page-weight` (and part of `npm run bench`): what each page makes a visitor's
 * browser download, in English and Hindi, beside its budget:
 * - HTML: the page as the server sends it to a visitor (from its cache, brotli), and decoded;
 * - inline CSS: the `<style>` elements in it (decoded bytes, part of the HTML);
 * - CSS files: the stylesheets it links, brotli as served;
 * - JavaScript: every script it names (scripts, module preloads, the imports of its inline
 *   scripts; the text chunks among them), brotli as served.
 * Sizes are KiB. Run alone, it starts the production build (`BUILD_DIR`, default `build/`) on a
 * fresh DATA_DIR with the demo catalogue; it builds nothing. Figures are printed, never asserted.
 */
import { existsSync, statSync } from "node:fs";
import { request } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { startServer } from "#e2e/support/server.ts";
import { FILTERED_PLANTS, sizedProductSlug } from "./lighthouse.ts";

type Part = "htmlBr" | "inlineCss" | "cssFiles" | "js";

/**
 * KiB per page kind, each part's budget (issue 31):
 * - JavaScript 115 on the pages Lighthouse measures (home, the catalogue with its finder, a
 *   product page) and on search, which is the catalogue's finder again; 150 on the sign-in page,
 *   which checks its form with the schemas (zod) and is not a landing page: held where it is.
 * - HTML 24 brotli: the first response carries the page's text, its styles and its data for
 *   hydration, and is all the browser has before the first paint (two slow-4G round trips).
 * - inline CSS 45 decoded: half of the 91 KB stylesheet every page inlined before; only the
 *   utility rules a page uses are inlined, with the theme's variables and the base rules whole
 *   (about 20 KB of them: pruning the variables no kept rule names is the next lever). CSS
 *   files 24 brotli: the whole sheet, which no first paint waits for.
 */
const BUDGETS: Record<"landing" | "account", Record<Part, number>> = {
  landing: { htmlBr: 24, inlineCss: 45, cssFiles: 24, js: 115 },
  account: { htmlBr: 24, inlineCss: 45, cssFiles: 24, js: 150 },
};

/** The pages weighed, each in English and in Hindi: `productSlug` should be a product sold in sizes. */
export function weighedPages(productSlug: string): Array<{ path: string; budget: Record<Part, number> }> {
  const pages = [
    { path: "/", budget: BUDGETS.landing },
    { path: "/plants", budget: BUDGETS.landing },
    { path: FILTERED_PLANTS, budget: BUDGETS.landing },
    { path: `/plant/${productSlug}`, budget: BUDGETS.landing },
    { path: "/search?q=tulsi", budget: BUDGETS.landing },
    { path: "/signin", budget: BUDGETS.account },
  ];
  return pages.flatMap((page) => [
    page,
    { ...page, path: `${page.path}${page.path.includes("?") ? "&" : "?"}lang=hi` },
  ]);
}

export interface PageWeight {
  path: string;
  budget: Record<Part, number>;
  /** Decoded bytes of the HTML. */
  html: number;
  /** Bytes of the HTML as sent (brotli); `htmlServedBr` false when the server sent it uncompressed and it was compressed here (brotli 5, as the server's cache does). */
  htmlBr: number;
  htmlServedBr: boolean;
  inlineCss: number;
  cssFiles: number;
  js: number;
  scripts: string[];
}

/** A visitor's request for the page, asking for brotli: the bytes as sent and decoded. */
function get(url: string): Promise<{ sent: Buffer; body: Buffer; brotli: boolean }> {
  return new Promise((resolvePage, reject) => {
    request(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("error", reject);
      res.on("end", () => {
        const sent = Buffer.concat(parts);
        const brotli = res.headers["content-encoding"] === "br";
        resolvePage({ sent, body: brotli ? brotliDecompressSync(sent) : sent, brotli });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** An asset's size as served: its precompressed brotli copy, or the file itself when it is too small to have one. */
function servedBytes(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  return existsSync(path) ? statSync(path).size : 0;
}

const unique = (matches: IterableIterator<RegExpMatchArray>) => [...new Set([...matches].map((m) => m[1]!))];

/** Each page of `weighedPages`, as the build in `buildDir` serves it from `baseUrl`. */
export async function weighPages(
  baseUrl: string,
  productSlug: string,
  buildDir = process.env.BUILD_DIR ?? "build",
): Promise<PageWeight[]> {
  const clientDir = join(resolve(buildDir), "client");
  const weights: PageWeight[] = [];
  for (const { path, budget } of weighedPages(productSlug)) {
    // The first request fills the server's cache; the second is what visitors are sent.
    await get(`${baseUrl}${path}`);
    const { sent, body, brotli } = await get(`${baseUrl}${path}`);
    const html = body.toString("utf8");
    // Not the other routes' modules that React Router's inline manifest lists: those load on navigation.
    const scripts = unique(
      html.matchAll(
        /(?:rel="modulepreload" href=|<script[^>]* src=|\bfrom\s*|\bimport\s*\(\s*)"(\/assets\/[^"]+\.js)"/g,
      ),
    );
    const stylesheets = unique(html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.css)"/g));
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
      (sum, m) => sum + Buffer.byteLength(m[1]!),
      0,
    );
    weights.push({
      path,
      budget,
      html: body.length,
      htmlBr: brotli
        ? sent.length
        : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
      htmlServedBr: brotli,
      inlineCss,
      cssFiles: stylesheets.reduce((sum, file) => sum + servedBytes(clientDir, file), 0),
      js: scripts.reduce((sum, file) => sum + servedBytes(clientDir, file), 0),
      scripts,
    });
  }
  return weights;
}

export function printPageWeights(weights: PageWeight[]) {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const cell = (weight: PageWeight, part: Part) =>
    `${kib(weight[part])} / ${weight.budget[part]}${weight[part] > weight.budget[part] * 1024 ? " OVER" : ""}`;
  console.log(
    "\nPage weight, KiB: each part / its budget (OVER when above); HTML, CSS files and JavaScript brotli as served",
  );
  console.table(
    weights.map((w) => ({
      page: w.path,
      HTML: kib(w.html),
      "HTML br": `${cell(w, "htmlBr")}${w.htmlServedBr ? "" : " (sent uncompressed)"}`,
      "inline CSS": cell(w, "inlineCss"),
      "CSS files br": cell(w, "cssFiles"),
      "JS br": cell(w, "js"),
      "JS files": w.scripts.length,
    })),
  );
  const over = weights.filter((w) =>
    (["htmlBr", "inlineCss", "cssFiles", "js"] as const).some((p) => w[p] > w.budget[p] * 1024),
  );
  console.log(over.length ? `Over a budget: ${over.map((w) => w.path).join(", ")}` : "Every page within its budgets.");
  console.log("Text chunks loaded:");
  for (const w of weights) {
    const texts = w.scripts.filter((file) => file.includes("/texts-")).map((file) => file.split("/").pop());
    console.log(`  ${w.path}: ${texts.join(" ") || "none"}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = await startServer();
  try {
    printPageWeights(await weighPages(server.url, await sizedProductSlug(server.url)));
  } finally {
    await server.stop();
  }
}
