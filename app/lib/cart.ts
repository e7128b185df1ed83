import { useSyncExternalStore } from "react";
import type { ProductCardView, ProductDetailView, VariantView } from "#domain/catalogue/product.ts";
import { lineName, orderedVariant, soldVariantName } from "#domain/catalogue/variants.ts";
import { GST_RATES } from "#domain/gst.ts";
import { cartQuantity } from "#domain/cart.ts";
import { knownStock } from "#domain/stock.ts";

/**
 * The cart (docs/product/pages.md#browser-storage): kept in localStorage under 'cart', one line per
 * variant (docs/product/catalogue.md#variants): two sizes of one plant are two lines.
 * Prices here are only for showing; the server prices every order from the database.
 */
export interface CartLine {
  /** The product's id. */
  id: string;
  /**
   * The variant's id; null (or absent, in carts kept before every line named it) means the
   * product's default variant, which the cart's refresh names.
   */
  variantId?: string | null;
  /** The variant's name as the line shows it ('6-inch pot'), or null for a product sold in one unnamed variant. */
  variantName?: string | null;
  /** The variant's and the product's Hindi names when last seen (absent in carts kept before them). */
  variantNameHi?: string | null;
  titleHi?: string | null;
  slug: string;
  title: string;
  pricePaise: number;
  discount: number;
  /**
   * The product's GST rate when last seen, which the cart's tax is worked out at; absent in carts
   * kept before lines carried it, until the checkout refreshes them (see rateUnknown).
   */
  gstRate?: number;
  image1: string | null;
  /**
   * Stock of the variant when last seen: quantities never go above it. Null when it was put in
   * from a list card that said only 'In stock' (lists carry availability, not the count): the
   * product page, the cart's refresh and the order's own check know the count.
   */
  stock: number | null;
  quantity: number;
}

export const CART_KEY = "cart";
const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: EMPTY };

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === "string";

function isLine(value: unknown): value is CartLine {
  const l = value as CartLine;
  return (
    typeof l === "object" &&
    l !== null &&
    typeof l.id === "string" &&
    isOptionalText(l.variantId) &&
    isOptionalText(l.variantName) &&
    isOptionalText(l.variantNameHi) &&
    isOptionalText(l.titleHi) &&
    typeof l.slug === "string" &&
    typeof l.title === "string" &&
    Number.isInteger(l.pricePaise) &&
    (l.gstRate === undefined || (GST_RATES as readonly unknown[]).includes(l.gstRate)) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
}

/** What tells lines apart: the variant, or for a line naming none, the product (whose id its default variant carries). */
export function lineKey(line: Pick<CartLine, "id" | "variantId">): string {
  return line.variantId ?? line.id;
}

/** A line's name as sold: `Tulsi (Holy Basil) — 6-inch pot`, or the title alone. */
export function cartLineName(line: Pick<CartLine, "title" | "variantName">): string {
  return lineName(line.title, line.variantName ?? null);
}

/** Reads the stored cart; anything malformed (an old format, a hand edit) is dropped. */
export function readCart(): CartLine[] {
  if (typeof window === "undefined") return EMPTY;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CART_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.lines;
  let lines: CartLine[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : EMPTY;
  } catch {
    lines = EMPTY;
  }
  cached = { raw, lines };
  return lines;
}

function writeCart(lines: CartLine[]) {
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or refused: the cart stays as it was.
  }
  for (const notify of listeners) notify();
}

const clamp = (quantity: number, stock: number | null) => cartQuantity(quantity, stock ?? undefined);

/** What is put in the cart: a line but its quantity, always with its product's GST rate. */
export type CartProduct = Omit<CartLine, "quantity" | "gstRate"> & { gstRate: number };

/** A product read with its exact stock (its page, the cart's refresh). */
export type CountedProduct = CartProduct & { stock: number };

/**
 * A line kept before lines carried their GST rate: its tax is not known until the checkout
 * refreshes it, and the cart is not ordered before (priceCart would tax it at 18 %).
 */
export function rateUnknown(line: CartLine): boolean {
  return line.gstRate === undefined;
}

/** Why a line cannot be ordered as it stands. */
export type LineProblem = "gone" | "sold-out";

/** A product as the checkout reads it now: its variants, each with its price and stock. */
export interface FreshProduct {
  id: string;
  slug: string;
  title: string;
  titleHi: string | null;
  image1: string | null;
  optionName: string | null;
  gstRate: number;
  /** In order; the first is the default. */
  variants: Array<Pick<VariantView, "id" | "name" | "nameHi" | "pricePaise" | "discount" | "stock">>;
}

/** The server's current data for the products a cart asked about, by product id: null for one that is gone. */
export type FreshProducts = Record<string, FreshProduct | null>;

/**
 * What a line is now: its variant (the default one for a line naming none) with its price and
 * stock; null when the product or that variant is gone, undefined when the product was not asked about.
 */
function freshLine(line: CartLine, fresh: FreshProducts): CountedProduct | null | undefined {
  const product = fresh[line.id];
  if (!product) return product;
  const variant = orderedVariant(product.variants, line.variantId ?? undefined);
  if (!variant) return null;
  return {
    id: product.id,
    variantId: variant.id,
    variantName: soldVariantName(product.optionName, variant.name),
    variantNameHi: product.optionName ? variant.nameHi : null,
    slug: product.slug,
    title: product.title,
    titleHi: product.titleHi,
    pricePaise: variant.pricePaise,
    discount: variant.discount,
    gstRate: product.gstRate,
    image1: product.image1 ?? line.image1,
    stock: variant.stock,
  };
}

/**
 * Lines with current prices, GST rates, pictures and stock, quantities kept within stock; a gone line stays
 * as it was. A line naming no variant is given its default one, and lines that then name the
 * same variant become one.
 */
export function refreshLines(lines: CartLine[], fresh: FreshProducts): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const now = freshLine(line, fresh);
    const refreshed = now ? { ...line, ...now, quantity: clamp(line.quantity, now.stock) } : line;
    const key = lineKey(refreshed);
    const present = merged.get(key);
    merged.set(
      key,
      present ? { ...present, quantity: clamp(present.quantity + refreshed.quantity, refreshed.stock) } : refreshed,
    );
  }
  return [...merged.values()];
}

/** Lines whose product or variant is gone or sold out, by line key; a line not asked about has no problem yet. */
export function lineProblems(lines: CartLine[], fresh: FreshProducts): Record<string, LineProblem> {
  const problems: Record<string, LineProblem> = {};
  for (const line of lines) {
    const now = freshLine(line, fresh);
    if (now === null) problems[lineKey(line)] = "gone";
    else if (now && now.stock <= 0) problems[lineKey(line)] = "sold-out";
  }
  return problems;
}

/** Adding a variant already present raises its quantity (up to stock); otherwise a line is appended. */
export function addToCart(product: CartProduct | null | undefined, quantity = 1): CartLine | null {
  if (!product || !product.id) {
    console.error("Invalid product object", product);
    return null;
  }
  const key = lineKey(product);
  const lines = readCart();
  const present = lines.find((l) => lineKey(l) === key);
  const next = present
    ? lines.map((l) =>
        lineKey(l) === key ? { ...l, ...product, quantity: clamp(l.quantity + quantity, product.stock) } : l,
      )
    : [...lines, { ...product, quantity: clamp(quantity, product.stock) }];
  writeCart(next);
  return next.find((l) => lineKey(l) === key) ?? null;
}

/** Sets the quantity of the line with this key (see lineKey). */
export function updateQuantity(key: string, quantity: number) {
  writeCart(readCart().map((l) => (lineKey(l) === key ? { ...l, quantity: clamp(quantity, l.stock) } : l)));
}

/** Removes the line with this key (see lineKey). */
export function removeFromCart(key: string) {
  writeCart(readCart().filter((l) => lineKey(l) !== key));
}

/** Replaces lines with fresher server data (prices, stock), keeping the customer's quantities. */
export function replaceCart(lines: CartLine[]) {
  writeCart(lines);
}

export function clearCart() {
  writeCart(EMPTY);
}

/** Calls `listener` after each change this tab makes to the cart (not another tab's); answers how to stop. */
export function onCartWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed the cart.
  const onStorage = (e: StorageEvent) => e.key === CART_KEY && onChange();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart lines; empty on the server and until hydration (the server cannot see localStorage). */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

/**
 * What a product card puts in the cart: the product's default variant, with the stock the card
 * knows (domain/stock.ts knownStock).
 */
export function cartProductOf(p: ProductCardView): CartProduct {
  return {
    id: p.id,
    variantId: p.variantId,
    variantName: null,
    variantNameHi: null,
    slug: p.slug,
    title: p.title,
    titleHi: p.titleHi,
    pricePaise: p.pricePaise,
    discount: p.discount,
    gstRate: p.gstRate,
    image1: p.image,
    stock: knownStock(p.availability),
  };
}

/** What the product page puts in the cart: the chosen variant, named when the product offers a choice. */
export function cartVariantOf(p: ProductDetailView, variant: VariantView): CountedProduct {
  return {
    ...cartProductOf(p),
    variantId: variant.id,
    variantName: soldVariantName(p.optionName, variant.name),
    variantNameHi: p.optionName ? variant.nameHi : null,
    pricePaise: variant.pricePaise,
    discount: variant.discount,
    stock: variant.stock,
  };
}
