/**
 * `npm run bench` — starts the production server on a fresh DATA_DIR and prints one table:
 * load figures (autocannon, 50 connections) with their ratio to a bare node:http server,
 * Lighthouse (mobile) for four pages in both languages (median of three runs each, with the
 * lowest and highest), the server's memory after the load, and each page's bytes of HTML, CSS
 * and JavaScript beside its budget (bench/page-weight.ts; not with --uncached-only), and when
 * the product page's 'Add to cart' first works on a slow phone (bench/interactive.ts; with Lighthouse).
 *
 *   npm run bench                                   # demo catalogue, SQLite
 *   npm run bench -- --products 100000              # generated catalogue of 100 000
 *   npm run bench -- --db postgres                  # PostgreSQL (BENCH_DATABASE_URL or a fresh local database)
 *   npm run bench -- --seconds 10 --skip-lighthouse
 *   npm run bench -- --uncached-only               # only the uncached rows (scale checks), no Lighthouse
 *   npm run bench -- --connections 1               # one request at a time: p50 is the service time
 *   npm run bench -- --only "slug|search"          # only the load targets whose label matches
 *   npm run bench -- --lighthouse-only             # the front end alone: no load tests
 *   npm run bench -- --lighthouse-only --runs 5    # Lighthouse runs per page (default 3)
 *
 * Figures are printed, never asserted.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "#e2e/support/server.ts";
import { openDatabase } from "#server/db/client.ts";
import { freshPostgres } from "./postgres.ts";
import { auditedPages, auditPages, type PageSummary, sizedProductSlug } from "./lighthouse.ts";
import { type LoadResult, measure, startCeilingServer } from "./load.ts";
import { printPageWeights, weighPages } from "./page-weight.ts";
import { measureInteractive, printInteractive } from "./interactive.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    db: { type: "string", default: "sqlite" },
    seconds: { type: "string", default: "10" },
    "skip-lighthouse": { type: "boolean", default: false },
    "uncached-only": { type: "boolean", default: false },
    "lighthouse-only": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
/** A finder query a shopper would make: a category and a care attribute, sorted by price. */
const FILTERED = "category=medicinal-plants&light=Partial+shade&sort=price-asc";
const ADMIN = { email: "bench-admin@vanaushadhi.test", password: "bench-admin-password" };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function signIn(url: string, email: string, password: string, name?: string): Promise<string> {
  // Node's fetch marks itself as a browser request (Sec-Fetch-Mode), so it must name its origin.
  const headers = { "Content-Type": "application/json", Origin: url };
  if (name)
    await fetch(`${url}/api/identity/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password, name }),
    });
  const res = await fetch(`${url}/api/identity/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const dataDir = mkdtempSync(join(tmpdir(), "vanaushadhi-bench-"));
const databaseUrl =
  values.db === "postgres" ? (process.env.BENCH_DATABASE_URL ?? (await freshPostgres("vanaushadhi_bench"))) : undefined;
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_RATE_LIMIT: "100000",
  // One customer places every order of the load test: the per-customer limits would cut it short.
  ORDERS_PER_HOUR: "100000000",
  MAX_OPEN_ORDERS: "100000000",
  LOG_LEVEL: "warn",
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;
// Seeded before the server starts (drawing the demo pictures is slow on a busy machine), so
// the server's start-up wait covers only its own start.
console.log(`Seeding ${values.products ?? "the demo"} products…`);
execFileSync(
  process.execPath,
  ["--import", "tsx", "server/db/seed/cli.ts", ...(values.products ? ["--products", values.products] : [])],
  { env: { ...process.env, ...env }, stdio: "inherit" },
);

const lighthouseOnly = values["lighthouse-only"];
const server = await startServer(env);
try {
  const url = server.url;
  const product = (
    (await (await fetch(`${url}/api/products?limit=1&sort=rating`)).json()) as Array<{ id: string; slug: string }>
  )[0]!;
  // A product sold in sizes, for the variant product page.
  const sizedSlug = await sizedProductSlug(url);
  const weights = values["uncached-only"] ? [] : await weighPages(url, sizedSlug);
  const rows = lighthouseOnly ? [] : await loadTests(url, product, sizedSlug);
  const rss = rssMb(server.process.pid!);

  const pages = auditedPages(sizedSlug);
  const loadBefore = loadavg();
  const scores =
    values["skip-lighthouse"] || values["uncached-only"] ? [] : await auditPages(url, pages, Number(values.runs));
  const loadAfter = loadavg();
  // When 'Add to cart' first works on a slow phone (bench/interactive.ts), with Lighthouse's pages.
  const interactive =
    values["skip-lighthouse"] || values["uncached-only"]
      ? []
      : await measureInteractive(url, sizedSlug, Number(values.runs));
  const interactiveLoad: [number[], number[]] = [loadAfter, loadavg()];
  const { n } = await (async () => {
    const h = openDatabase({ dataDir, databaseUrl });
    const r = await h.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await h.close();
    return r;
  })();

  console.log(
    `\nVanaushadhi benchmark — ${values.db}, ${n} products, ${seconds}s per target, ${connections} connection(s)`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  if (rows.length) {
    const bare = rows[0]!;
    console.table(
      rows.map((r) => ({
        target: r.target,
        "req/s": r.rps,
        "vs bare": r === bare ? "—" : `${Math.round((r.rps / bare.rps) * 100)}%`,
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        "bytes/resp": r.bytes,
        errors: r.errors,
      })),
    );
  }
  if (scores.length) printLighthouse(scores, [loadBefore, loadAfter]);
  if (interactive.length) printInteractive(interactive, interactiveLoad);
  if (weights.length) printPageWeights(weights);
  if (rows.length) console.log(`\nServer RSS after the load: ${rss} MB`);
} finally {
  await server.stop();
}

/** Load figures for each target, the first row being the bare node:http ceiling. */
async function loadTests(url: string, product: { id: string; slug: string }, sizedSlug: string): Promise<LoadResult[]> {
  const customer = await signIn(url, "bench-customer@vanaushadhi.test", "bench-customer-pass", "Bench Customer");
  const admin = await signIn(url, ADMIN.email, ADMIN.password);
  // Orders under load must not run out of stock: give the benchmark product plenty.
  const { db, close } = openDatabase({ dataDir, databaseUrl });
  // Its first variant, which a cart line without a variant orders; the product keeps their sum.
  const first = await db
    .selectFrom("product_variants")
    .select(["id", "stock"])
    .where("product_id", "=", product.id)
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const more = 1_000_000_000 - first.stock;
  await db.updateTable("product_variants").set({ stock: 1_000_000_000 }).where("id", "=", first.id).execute();
  await db
    .updateTable("products")
    .set((eb) => ({ stock: eb("stock", "+", more) }))
    .where("id", "=", product.id)
    .execute();
  await close();

  const detailBody = await (await fetch(`${url}/api/products/${product.slug}`)).text();
  const ceiling = await startCeilingServer(detailBody);
  const bare = await measure(ceiling.url, "bare node:http (same-sized JSON)", { seconds, connections });
  await ceiling.close();

  const order = JSON.stringify({
    cart: [{ id: product.id, quantity: 1 }],
    selectedAddress: { street: "1 Bench Road", city: "Pune", state: "Maharashtra", zip: "411001" },
    selectedPaymentMethod: "Cash on Delivery",
  });
  const adminSession = { seconds, connections, headers: { Cookie: admin } };
  const uncached = { seconds, connections, uncached: true };
  const cachedTargets: Array<[string, string, Parameters<typeof measure>[2]?]> = [
    ["GET /api/products", "/api/products", undefined],
    ["GET /api/products/:slug", `/api/products/${product.slug}`, undefined],
    ["GET /api/search?q=tulsi", "/api/search?q=tulsi", undefined],
    ["GET / (SSR)", "/", undefined],
    ["GET /plants (SSR)", "/plants", undefined],
    ["GET /plant/:slug (SSR)", `/plant/${product.slug}`, undefined],
    ["GET /api/admin/dashboard-data", "/api/admin/dashboard-data", adminSession],
    [
      "POST /api/orders",
      "/api/orders",
      {
        seconds,
        connections,
        method: "POST",
        headers: { Cookie: customer, "Content-Type": "application/json" },
        body: order,
      },
    ],
  ];
  // Scale checks: every request reaches the database (a distinct query string per request;
  // the admin's session already keeps the dashboard out of the cache).
  const uncachedTargets: Array<[string, string, Parameters<typeof measure>[2]?]> = [
    ["uncached GET /api/products?limit=24", "/api/products?limit=24", uncached],
    ["uncached GET /api/products/:slug", `/api/products/${product.slug}`, uncached],
    ["uncached GET /api/search?q=tulsi", "/api/search?q=tulsi", uncached],
    ["uncached GET /plants (SSR)", "/plants", uncached],
    // The finder: two filters and a sort, and their facet counts (docs/product/catalogue.md#scale).
    ["uncached GET /plants?2 filters+sort (SSR)", `/plants?${FILTERED}`, uncached],
    ["uncached GET /api/products?2 filters+sort", `/api/products?limit=24&${FILTERED}`, uncached],
    ["uncached GET /api/products/facets?2 filters", `/api/products/facets?${FILTERED}`, uncached],
    ["uncached GET /plant/:slug (SSR)", `/plant/${product.slug}`, uncached],
    ["uncached GET /plant/:slug sizes (SSR)", `/plant/${sizedSlug}`, uncached],
    ["GET /api/admin/dashboard-data (never cached)", "/api/admin/dashboard-data", adminSession],
  ];
  const only = values.only ? new RegExp(values.only, "i") : undefined;
  const targets = (
    values["uncached-only"] ? uncachedTargets : [...cachedTargets, ...uncachedTargets.slice(0, -1)]
  ).filter(([label]) => !only || only.test(label));
  const rows: LoadResult[] = [bare];
  for (const [label, path, options] of targets)
    rows.push(await measure(url + path, label, options ?? { seconds, connections }));
  return rows;
}

/** Each cell is the median over the runs, with the lowest–highest when they differ. */
function printLighthouse(scores: PageSummary[], load: [number[], number[]]) {
  const cell = (s: PageSummary, metric: keyof PageSummary["median"]) =>
    s.min[metric] === s.max[metric] ? `${s.median[metric]}` : `${s.median[metric]} (${s.min[metric]}–${s.max[metric]})`;
  const loads = load.map((l) => l.map((x) => x.toFixed(1)).join(" ")).join(" → ");
  console.log(`\nLighthouse (mobile preset), median of ${scores[0]!.runs} run(s) per page; load average ${loads}`);
  console.table(
    scores.map((s) => ({
      page: s.page,
      perf: cell(s, "performance"),
      a11y: cell(s, "accessibility"),
      "best-pr.": cell(s, "bestPractices"),
      seo: cell(s, "seo"),
      "FCP ms": cell(s, "fcpMs"),
      "LCP ms": cell(s, "lcpMs"),
      "TBT ms": cell(s, "tbtMs"),
      CLS: cell(s, "cls"),
      "JS KB": cell(s, "jsGzipKb"),
      "CSS KB": cell(s, "cssGzipKb"),
    })),
  );
  console.log("LCP element:");
  for (const s of scores) for (const element of s.lcpElements) console.log(`  ${s.page}: ${element}`);
  const failed = scores.filter((s) => s.failed.length);
  if (failed.length) console.log("Audits that kept a category under 100:");
  for (const s of failed) console.log(`  ${s.page}: ${s.failed.join(", ")}`);
}
