/**
 * Keeping a signed-in customer's cart in step with their server cart: ./cart-sync.ts loads this
 * for a signed-in customer's pages only.
 */
import {
  cartQuantity,
  MAX_ORDER_LINES,
  mergeCarts,
  sameCart,
  type StoredCartLine,
  storedLineKey,
} from "#domain/cart.ts";
import { defaultVariant, orderedVariant } from "#domain/catalogue/variants.ts";
import { imageKeyOf } from "#domain/media.ts";
import { toPaise } from "#domain/money.ts";
import { MAX_PRODUCT_IDS } from "#domain/catalogue/finder.ts";
import {
  type CartLine,
  type FreshProduct,
  type FreshProducts,
  lineKey,
  onCartWritten,
  readCart,
  refreshLines,
  replaceCart,
} from "./cart.ts";
import { readSync, writeSync } from "./cart-sync.ts";

/** Changes sent this long after the last of a burst (a quantity stepped up five times is one save). */
const SEND_AFTER_MS = 600;

/** The device's lines as the server keeps them: ids and quantities, no more lines than an order holds. */
function storedLinesOf(lines: readonly CartLine[]): StoredCartLine[] {
  return lines.slice(0, MAX_ORDER_LINES).map((line) => ({
    productId: line.id,
    ...(line.variantId ? { variantId: line.variantId } : {}),
    quantity: cartQuantity(line.quantity),
  }));
}

/**
 * The device's lines for the merged cart: a line the device has keeps what it shows with the
 * merged quantity; a line only the server had is made from the products as they are now, and
 * left out when its product or variant is no longer sold.
 */
function linesToShow(merged: StoredCartLine[], device: CartLine[], fresh: FreshProducts): CartLine[] {
  const shown = new Map(device.map((line) => [lineKey(line), line]));
  const lines = merged.flatMap((stored): CartLine[] => {
    const known = shown.get(storedLineKey(stored));
    if (known) return [{ ...known, quantity: stored.quantity }];
    const product = fresh[stored.productId];
    if (!product || !orderedVariant(product.variants, stored.variantId)) return [];
    // Filled in by refreshLines from the product as it is now.
    const { productId: id, variantId = null, quantity } = stored;
    return [
      { id, variantId, slug: "", title: "", pricePaise: 0, discount: 0, image1: null, stock: quantity, quantity },
    ];
  });
  return refreshLines(lines, fresh);
}

/** The signed-in customer whose cart this tab keeps in step, once it has been brought together with theirs. */
let active: string | null = null;
/** Each start (and each sign-out) begins a new round; an answer that arrives for an older one is dropped. */
let round = 0;
let pending: ReturnType<typeof setTimeout> | undefined;
let sending = false;

/** Sends the device's cart when it differs from what the server was last told; `keepalive` outlives the page. */
async function send(keepalive = false) {
  clearTimeout(pending);
  pending = undefined;
  const state = readSync();
  if (!active || state?.owner !== active) return;
  const owner = active;
  const lines = storedLinesOf(readCart());
  if (sameCart(lines, state.base)) return;
  sending = true;
  try {
    const res = await fetch("/api/cart", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cart: lines }),
      keepalive,
    });
    if (res.ok && readSync()?.owner === owner) writeSync({ owner, base: lines });
  } catch {
    // Offline: the next change, or the next start, sends it.
  } finally {
    sending = false;
  }
}

const sendSoon = () => {
  clearTimeout(pending);
  pending = setTimeout(() => void send(), SEND_AFTER_MS);
};

/** A change not yet sent goes now, before the page is left or hidden. */
const sendNow = () => {
  if (pending !== undefined) void send(true);
};

/** What the cart needs of a product, as `GET /api/products?ids=` answers it: prices in rupees. */
type ProductJson = Omit<FreshProduct, "variants"> & {
  variants: Array<Omit<FreshProduct["variants"][number], "pricePaise"> & { price: number }>;
};

/**
 * The products as they are now (prices, stock, pictures), from the catalogue's API as a cart's
 * products: a plain request, which no page action runs again; null when it could not be asked.
 */
async function freshProducts(productIds: string[]): Promise<FreshProducts | null> {
  const query = new URLSearchParams({ ids: productIds.join(","), limit: String(productIds.length) });
  const res = await fetch(`/api/products?${query}`).catch(() => null);
  if (!res?.ok) return null;
  const found = new Map(((await res.json()) as ProductJson[]).map((p) => [p.id, p]));
  return Object.fromEntries(
    productIds.map((id): [string, FreshProduct | null] => {
      const p = found.get(id);
      if (!p) return [id, null];
      const variants = p.variants.map(({ id, name, nameHi, price, discount, stock }) => ({
        id,
        name,
        nameHi,
        pricePaise: toPaise(price),
        discount,
        stock,
      }));
      const image1 = p.image1 && imageKeyOf(p.image1);
      const { slug, title, titleHi, optionName, gstRate } = p;
      return [id, { id, slug, title, titleHi, image1, optionName, gstRate, variants }];
    }),
  );
}

/** A line naming no variant names its product's default one, where `fresh` has the product. */
function withVariant(line: StoredCartLine, fresh: FreshProducts): StoredCartLine {
  const product = fresh[line.productId];
  return line.variantId || !product ? line : { ...line, variantId: defaultVariant(product.variants).id };
}

/**
 * Brings the device's cart and the customer's server cart together (domain/cart.ts mergeCarts):
 * against what both last agreed on when the device's cart is this customer's copy; as a union
 * when it is a visitor's (at sign-in); and the server's alone when it is another account's copy
 * (that account's session ended without logging out: its cart is on the server, not for this one).
 * Lines are compared by variant, so a line kept before every line named its variant (a card's
 * once named none) is the same line as the server's, which names the default one.
 */
async function bringTogether(userId: string) {
  const mine = ++round;
  const agreedAtStart = JSON.stringify(readSync());
  const res = await fetch("/api/cart", { headers: { Accept: "application/json" } }).catch(() => null);
  if (!res?.ok || mine !== round) return;
  const server = ((await res.json()) as { cart: StoredCartLine[] }).cart;
  const sides = (fresh: FreshProducts) => {
    const sync = readSync();
    const own = sync?.owner === userId;
    const device = refreshLines(!sync || own ? readCart() : [], fresh);
    const base = own ? sync.base.map((line) => withVariant(line, fresh)) : [];
    const onServer = server.map((line) => withVariant(line, fresh));
    return { device, base, merged: mergeCarts(onServer, storedLinesOf(device), base) };
  };
  // The catalogue is asked about lines the device cannot show yet and lines naming no variant.
  const first = sides({});
  const shown = new Set(first.device.map(lineKey));
  const asked = [
    ...first.merged.filter((line) => !line.variantId || !shown.has(storedLineKey(line))),
    ...first.base.filter((line) => !line.variantId),
  ];
  const productIds = [...new Set(asked.map((line) => line.productId))].slice(0, MAX_PRODUCT_IDS);
  const fresh = productIds.length > 0 ? await freshProducts(productIds) : {};
  // A save that went out meanwhile makes this server cart old: the next start brings them together.
  if (!fresh || mine !== round || JSON.stringify(readSync()) !== agreedAtStart) return;
  // Read again: the page may have added to the cart meanwhile (the plant a visitor signed in for).
  const { device, merged } = sides(fresh);
  writeSync({ owner: userId, base: server });
  active = userId;
  const lines = linesToShow(merged, device, fresh);
  replaceCart(lines);
  if (!sameCart(storedLinesOf(lines), server)) void send();
}

/** Stops keeping the cart in step (on signing out): a change not yet sent goes first. */
export function stopSyncing() {
  sendNow();
  round++;
  active = null;
}

/** Brings the device's cart together with `userId`'s now and whenever the page comes back into view, and sends each change; answers how to stop. */
export function keepInStep(userId: string): () => void {
  void bringTogether(userId);
  const stopListening = onCartWritten(() => {
    if (active === userId) sendSoon();
  });
  const onVisibility = () => {
    if (document.visibilityState === "hidden") sendNow();
    else if (!sending && pending === undefined) void bringTogether(userId);
  };
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", sendNow);
  return () => {
    stopListening();
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", sendNow);
    stopSyncing();
  };
}
