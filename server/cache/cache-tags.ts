import { AsyncLocalStorage } from "node:async_hooks";
import { availabilityMoved } from "#domain/stock.ts";

/**
 * What a cached answer shows and what a write changed, named alike, so that a write drops the
 * answers that show what it changed and no others (issue 18: a cache that survives orders).
 *
 * Reads of public data say what the answer being made shows (`shows`); writes say what they
 * changed (`markChanged`). A write that says nothing is taken to have changed EVERYTHING: a
 * forgotten declaration costs cache hits, never a stale price.
 */
export const EVERYTHING = "*";

/** A product's live figures (its stock), shown by its page, its JSON and the API's lists that hold it. */
export const productTag = (id: string) => `product:${id}`;

/** A product's availability (domain/stock.ts), all the page lists holding it show of its stock. */
export const availabilityTag = (id: string) => `availability:${id}`;

/** A customer's orders, shown by the "verified purchase" badges of their reviews. */
export const customerTag = (userId: string) => `customer:${userId}`;

const shown = new AsyncLocalStorage<Set<string>>();
const written = new AsyncLocalStorage<{ tags: Set<string> | undefined }>();

/** The answer being made (if it may be cached) shows these. */
export function shows(tags: Iterable<string>): void {
  const store = shown.getStore();
  if (store) for (const tag of tags) store.add(tag);
}

/** Runs `make` and answers what it said it shows. */
export async function collectShown(make: () => Promise<void>): Promise<Set<string>> {
  const tags = new Set<string>();
  await shown.run(tags, make);
  return tags;
}

/** The write under way changed these; `markChanged([])` says it changed nothing that public answers show. */
export function markChanged(tags: Iterable<string>): void {
  const store = written.getStore();
  if (!store) return;
  store.tags ??= new Set();
  for (const tag of tags) store.tags.add(tag);
}

/**
 * A product's stock went from `before` to `after`: its own answers are stale; the page lists
 * holding it when its availability moved; and every list when it ran out or came back (lists
 * filter and count what is in stock).
 */
export function stockMoved(productId: string, before: number, after: number): void {
  markChanged([productTag(productId)]);
  if (availabilityMoved(before, after)) markChanged([availabilityTag(productId)]);
  if (before > 0 !== after > 0) markChanged([EVERYTHING]);
}

/** Said by writes of private data only (accounts, sign-ins, mail, complaints): no cached answer shows them. */
export function changesNothingPublic(): void {
  markChanged([]);
}

/** Runs a write and answers what it changed: EVERYTHING unless it said otherwise. */
export async function collectChanged<T>(write: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const store: { tags: Set<string> | undefined } = { tags: undefined };
  const result = await written.run(store, write);
  const tags = store.tags ?? new Set([EVERYTHING]);
  return { result, tags: tags.has(EVERYTHING) ? [EVERYTHING] : [...tags] };
}
