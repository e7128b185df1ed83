import type { Page } from "playwright-core";
import { baseUrl } from "./browser.ts";

/** A product as GET /api/products lists it: what a browser test needs to put it in the cart. */
export interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  price: number;
  discount: number;
  stock: number;
}

/** Products with stock to spare, newest first; `discounted` keeps only those on offer. */
export async function inStockProducts(count: number, options: { discounted?: boolean } = {}): Promise<ApiProduct[]> {
  const res = await fetch(`${baseUrl()}/api/products?inStock=1&sort=newest&limit=${count + 50}`);
  const all = (await res.json()) as ApiProduct[];
  return all.filter((p) => p.stock >= 10 && (!options.discounted || p.discount > 0)).slice(0, count);
}

/** Puts lines straight into the stored cart, as add-to-cart would. */
export async function fillCart(page: Page, products: ApiProduct[], quantities: number[]) {
  await page.goto("/");
  await page.evaluate(
    ({ products, quantities }) => {
      localStorage.setItem(
        "cart",
        JSON.stringify(
          products.map((p, i) => ({
            id: p.id,
            slug: p.slug,
            title: p.title,
            pricePaise: Math.round(p.price * 100),
            discount: p.discount,
            image1: null,
            stock: p.stock,
            quantity: quantities[i],
          })),
        ),
      );
    },
    { products, quantities },
  );
}
