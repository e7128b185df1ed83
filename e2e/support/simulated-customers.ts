/**
 * Simulated customers for the soaks (`npm run soak`, `npm run cluster-test`): each signs up
 * and signs in first, then, for the timed part, browses and searches as a visitor (pages and
 * answers the shop's cache may keep) and orders (cash on delivery) every `viewsPerOrder` page
 * views, until the deadline.
 */

import type { Database } from "#server/db/client.ts";
import { setStock } from "#tests/support/stock.ts";

export interface ShoppingStats {
  requests: number;
  serverErrors: number;
  networkErrors: number;
  /** Each 5xx or failed connection: when it was sent (ms since the epoch), what, the status (0: no answer) and why. */
  failures: Array<{ at: number; path: string; status: number; cause?: string }>;
  ordersAnswered: string[];
  /** Answers the response cache could keep, by whether it did (its `X-Cache` header). */
  cacheHits: number;
  cacheMisses: number;
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

export interface Product {
  id: string;
  slug: string;
  title: string;
}

export function emptyStats(): ShoppingStats {
  return {
    requests: 0,
    serverErrors: 0,
    networkErrors: 0,
    failures: [],
    ordersAnswered: [],
    cacheHits: 0,
    cacheMisses: 0,
  };
}

/** One request, its body read to the end; a connection that fails on the way counts as a network error. */
async function call(
  url: string,
  stats: ShoppingStats,
  path: string,
  init: RequestInit = {},
): Promise<Answer | undefined> {
  stats.requests++;
  // When it was sent, not answered: a request a dying server took may fail well after the kill.
  const at = Date.now();
  try {
    const res = await fetch(url + path, init);
    const answer = { status: res.status, headers: res.headers, body: await res.text() };
    const cache = res.headers.get("x-cache");
    if (cache === "hit") stats.cacheHits++;
    else if (cache === "miss") stats.cacheMisses++;
    if (res.status >= 500) {
      stats.serverErrors++;
      stats.failures.push({ at, path, status: res.status });
    }
    return answer;
  } catch (error) {
    stats.networkErrors++;
    const cause = error instanceof Error ? String(error.cause ?? error.message) : String(error);
    stats.failures.push({ at, path, status: 0, cause });
    return undefined;
  }
}

/** Signs `count` new customers up and in; answers their bearer tokens. */
export async function signUpCustomers(url: string, count: number, stats: ShoppingStats): Promise<string[]> {
  const headers = { "Content-Type": "application/json", Origin: url };
  return Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const email = `soak-${n}-${Date.now()}@example.in`;
      const password = "soak-password-1";
      await call(url, stats, "/api/identity/sign-up/email", {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password, name: `Soak ${n}` }),
      });
      const signIn = await call(url, stats, "/api/identity/sign-in/email", {
        method: "POST",
        headers,
        body: JSON.stringify({ email, password }),
      });
      return signIn?.headers.get("set-auth-token") ?? "";
    }),
  );
}

/** Each signed-in customer shops until `seconds` have passed. */
export async function shop(options: {
  url: string;
  products: Product[];
  tokens: string[];
  seconds: number;
  stats: ShoppingStats;
  /** Page views (and searches) between two orders of one customer; Infinity: browsing alone. */
  viewsPerOrder?: number;
}): Promise<ShoppingStats> {
  const { url, products, stats } = options;
  const deadline = Date.now() + options.seconds * 1000;
  const paths = (p: Product) => [
    "/",
    "/plants",
    `/plant/${p.slug}`,
    `/api/search?q=${encodeURIComponent(p.title.slice(0, 4))}`,
  ];

  const viewsPerOrder = options.viewsPerOrder ?? 12;

  async function customer(token: string, n: number) {
    let i = n;
    // Customers start part-way to their first order, so the orders spread over the run.
    let views = n % viewsPerOrder;
    while (Date.now() < deadline) {
      const p = products[i++ % products.length]!;
      for (const path of paths(p)) await call(url, stats, path);
      views += 4;
      if (views < viewsPerOrder) continue;
      views -= viewsPerOrder;
      const res = await call(url, stats, "/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          cart: [{ id: p.id, quantity: 1 }],
          selectedAddress: {
            recipient: "Asha Rao",
            mobile: "+91 98765 43210",
            street: "1 Soak St",
            city: "Pune",
            state: "Maharashtra",
            zip: "411001",
          },
          selectedPaymentMethod: "Cash on Delivery",
        }),
      });
      if (res?.status === 201) stats.ordersAnswered.push((JSON.parse(res.body) as { id: string }).id);
    }
  }

  await Promise.all(options.tokens.map((token, n) => customer(token, n)));
  return stats;
}

/**
 * Gives the products a load run shops from a known stock, so `auditOrders` can check it after:
 * all of it in the variant the run's cart lines (naming none) order, the first.
 */
export async function stockProducts(db: Database, products: Product[], stock: number): Promise<void> {
  const ids = products.map((p) => p.id);
  await db.updateTable("product_variants").set({ stock: 0 }).where("product_id", "in", ids).execute();
  for (const id of ids) await setStock(db, id, stock);
}

/**
 * What a load run must leave behind: every order answered 201 stored, and each product's stock
 * its starting stock less what the stored orders hold of it.
 */
export async function auditOrders(
  db: Database,
  { answered, products, startingStock }: { answered: string[]; products: Product[]; startingStock: number },
): Promise<{ lost: string[]; inconsistentStock: string[] }> {
  const ids = products.map((p) => p.id);
  const stored = new Set(
    (
      await db
        .selectFrom("orders")
        .select("id")
        .where("id", "in", answered.length ? answered : [""])
        .execute()
    ).map((o) => o.id),
  );
  const sold = await db
    .selectFrom("order_items")
    .select(["product_id", (eb) => eb.fn.sum<number>("quantity").as("n")])
    .where("product_id", "in", ids)
    .groupBy("product_id")
    .execute();
  const soldBy = new Map(sold.map((s) => [s.product_id, Number(s.n)]));
  const stocks = await db.selectFrom("products").select(["id", "stock"]).where("id", "in", ids).execute();
  return {
    lost: answered.filter((id) => !stored.has(id)),
    inconsistentStock: stocks.filter((s) => s.stock !== startingStock - (soldBy.get(s.id) ?? 0)).map((s) => s.id),
  };
}
