import { redirect } from "react-router";
import { z } from "#domain/schemas/zod.ts";
import { addToCartSchema } from "#domain/schemas/cart.ts";
import { getSessionUser, safeRedirect } from "#server/features/accounts/session.ts";
import { addToCartCase } from "#server/features/cart/use-cases.ts";
import { parseInput } from "#server/http/validation.ts";
import { productDetailView } from "#server/features/catalogue/presenters.ts";
import { slugSchema } from "#domain/schemas/catalog-query.ts";
import { MAX_LINE_QUANTITY } from "#domain/cart.ts";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/http/errors.ts";
import { getProductBySlug } from "#server/features/catalogue/products.ts";
import type { ProductWithVariants } from "#server/features/catalogue/rows.ts";
import { addToWishlistCase } from "#server/features/wishlist/use-cases.ts";
import { ADDED_PARAM, type CartIntent, RETURN_FIELD, signInToAddVariant, signInToWish } from "./cart-intent.ts";
import { cartVariantOf } from "./cart.ts";
import { chosenVariant } from "#domain/catalogue/variants.ts";
import { type PageRequest, runUseCase } from "./use-case.server.ts";

const intentSchema = z.object({
  add: slugSchema,
  variant: z.string().max(100).optional().catch(undefined),
  qty: z.coerce.number().int().min(1).catch(1),
});

/** A product a visitor's heart asked to save (`?wish={slug}`), named on the sign-in page. */
export interface WishIntent {
  productId: string;
  title: string;
}

/** Not found is an answer here: a sign-in address outlives the product it names. */
async function unlessNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The product a slug of the address names, or null when it names none or one that is gone. */
async function productNamed(db: Database, slug: unknown): Promise<ProductWithVariants | null> {
  const parsed = slugSchema.safeParse(slug);
  return parsed.success ? unlessNotFound(getProductBySlug(db, parsed.data)) : null;
}

/**
 * The product a visitor wanted to add (`?add={slug}&qty=`, and `&variant={id}` when they chose
 * one; an unknown variant means the default), read from the catalogue; null when the URL names
 * none, a product that is gone, or one sold out meanwhile (nothing to add then).
 */
export async function readCartIntent(db: Database, url: URL): Promise<CartIntent | null> {
  const parsed = intentSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  const found = await productNamed(db, parsed.data.add);
  if (!found) return null;
  const product = productDetailView(found);
  const line = cartVariantOf(product, chosenVariant(product.variants, parsed.data.variant));
  if (line.stock <= 0) return null;
  return { product: line, quantity: Math.min(parsed.data.qty, line.stock, MAX_LINE_QUANTITY) };
}

/** The product a visitor's heart asked to save (`?wish={slug}`); null when the URL names none, or one that is gone. */
export async function readWishIntent(db: Database, url: URL): Promise<WishIntent | null> {
  const product = await productNamed(db, url.searchParams.get("wish"));
  return product && { productId: product.id, title: product.title };
}

/**
 * Once signed in or up, the product a visitor's heart asked for goes into their wishlist, by the
 * sign-in's own action: its answer carries the new session's cookies to the browser, so the
 * wishlist's use case runs as a request already carrying them. A product gone meanwhile is not
 * saved, and the sign-in still succeeds.
 */
export async function keepWish({ context, request }: PageRequest, sessionCookies: string[]): Promise<void> {
  const wish = await readWishIntent(context.db, new URL(request.url));
  if (!wish) return;
  const headers = new Headers(request.headers);
  headers.set("Cookie", sessionCookies.map((cookie) => cookie.split(";", 1)[0]).join("; "));
  const signedIn = new Request(request.url, { headers });
  await unlessNotFound(
    runUseCase(addToWishlistCase, { context, request: signedIn }, {}, { productId: wish.productId }),
  );
}

/** The page a product's form returns to, when it was sent before the page's JavaScript ran (RETURN_FIELD). */
function pageToReturnTo(form: Record<string, unknown>): string | null {
  const back = form[RETURN_FIELD];
  return typeof back === "string" ? safeRedirect(back) : null;
}

async function isVisitor({ context, request }: PageRequest): Promise<boolean> {
  return !(await getSessionUser(context, request.headers));
}

/**
 * 'Add to cart' sent as a plain form, before the page's JavaScript ran, to the product's page
 * (`slug`): as the hydrated button does, a visitor is sent to sign in with the product, and a
 * customer's cart gets it (on the server, which the device's cart takes in when its script
 * runs); then back to the page it was pressed on, which says it was added. A refusal (sold out
 * meanwhile, a full cart) is the action's answer, shown on the product's page.
 */
export async function addBeforeScript(page: PageRequest, slug: string, form: Record<string, unknown>): Promise<never> {
  const back = pageToReturnTo(form) ?? `/plant/${slug}`;
  const line = parseInput(addToCartSchema, form);
  if (await isVisitor(page)) throw redirect(signInToAddVariant(back, slug, line.variantId ?? null, line.quantity));
  await runUseCase(addToCartCase, page, form);
  const added = new URL(back, "http://page");
  added.searchParams.set(ADDED_PARAM, "1");
  throw redirect(`${added.pathname}${added.search}`);
}

/**
 * A product's heart, saving or removing it by `save`: the hydrated page's fetcher is answered;
 * a plain form sent before the page's JavaScript ran goes back to its page, which shows the heart
 * as it now is, and a visitor's goes to sign in and comes back with the product saved, as the
 * hydrated heart does.
 */
export async function pressHeart(
  page: PageRequest,
  form: Record<string, unknown>,
  save: () => Promise<unknown>,
): Promise<{ ok: true }> {
  const back = pageToReturnTo(form);
  if (back && (await isVisitor(page))) throw redirect(signInToWish(back, String(form.slug)));
  await save();
  if (back) throw redirect(back);
  return { ok: true };
}
