import { useSyncExternalStore } from "react";
import type { ProductCardView } from "#domain/catalogue/product.ts";

/**
 * The cart (docs/product/pages.md#browser-storage): kept in localStorage under 'cart', one line per product.
 * Prices here are only for showing; the server prices every order from the database.
 */
export interface CartLine {
  id: string;
  slug: string;
  title: string;
  pricePaise: number;
  discount: number;
  image1: string | null;
  /** Stock when last seen: quantities never go above it. */
  stock: number;
  quantity: number;
}

export const CART_KEY = "cart";
const EMPTY: CartLine[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: EMPTY };

function isLine(value: unknown): value is CartLine {
  const l = value as CartLine;
  return (
    typeof l === "object" &&
    l !== null &&
    typeof l.id === "string" &&
    typeof l.slug === "string" &&
    typeof l.title === "string" &&
    Number.isInteger(l.pricePaise) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
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

function clamp(quantity: number, stock: number) {
  return Math.max(1, Math.min(Math.floor(quantity), Math.max(stock, 1)));
}

export type CartProduct = Omit<CartLine, "quantity">;

/** Why a line cannot be ordered as it stands. */
export type LineProblem = "gone" | "sold-out";

/** The server's current data for the products a cart asked about, by id: null for one that is gone. */
export type FreshProducts = Record<string, CartProduct | null>;

/** Lines with current prices, pictures and stock, quantities kept within stock; a gone product's line stays as it was. */
export function refreshLines(lines: CartLine[], fresh: FreshProducts): CartLine[] {
  return lines.map((line) => {
    const product = fresh[line.id];
    return product
      ? { ...line, ...product, image1: product.image1 ?? line.image1, quantity: clamp(line.quantity, product.stock) }
      : line;
  });
}

/** Lines whose product is gone or sold out; a line not asked about has no problem yet. */
export function lineProblems(lines: CartLine[], fresh: FreshProducts): Record<string, LineProblem> {
  const problems: Record<string, LineProblem> = {};
  for (const line of lines) {
    const product = fresh[line.id];
    if (product === null) problems[line.id] = "gone";
    else if (product && product.stock <= 0) problems[line.id] = "sold-out";
  }
  return problems;
}

/** Adding a product already present raises its quantity (up to stock); otherwise a line is appended. */
export function addToCart(product: CartProduct | null | undefined, quantity = 1): CartLine | null {
  if (!product || !product.id) {
    console.error("Invalid product object", product);
    return null;
  }
  const lines = readCart();
  const present = lines.find((l) => l.id === product.id);
  const next = present
    ? lines.map((l) =>
        l.id === product.id ? { ...l, ...product, quantity: clamp(l.quantity + quantity, product.stock) } : l,
      )
    : [...lines, { ...product, quantity: clamp(quantity, product.stock) }];
  writeCart(next);
  return next.find((l) => l.id === product.id) ?? null;
}

export function updateQuantity(id: string, quantity: number) {
  writeCart(readCart().map((l) => (l.id === id ? { ...l, quantity: clamp(quantity, l.stock) } : l)));
}

export function removeFromCart(id: string) {
  writeCart(readCart().filter((l) => l.id !== id));
}

/** Replaces lines with fresher server data (prices, stock), keeping the customer's quantities. */
export function replaceCart(lines: CartLine[]) {
  writeCart(lines);
}

export function clearCart() {
  writeCart(EMPTY);
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

/** What a product card puts in the cart. */
export function cartProductOf(p: ProductCardView): CartProduct {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    pricePaise: p.pricePaise,
    discount: p.discount,
    image1: p.image,
    stock: p.stock,
  };
}
