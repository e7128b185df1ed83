import { data } from "react-router";
import { slugSchema } from "#domain/schemas/catalog-query.ts";
import { AppError } from "#server/http/errors.ts";

/**
 * A page that shows one entry by its slug: a slug that cannot exist, or an entry the service
 * does not find, is the not-found page with a real 404 (never a 500, never an empty page).
 */
export async function readBySlug<T>(slug: string | undefined, read: (slug: string) => Promise<T>): Promise<T> {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) throw data(null, { status: 404 });
  return orNotFound(() => read(parsed.data));
}

/** A page's read whose "not found" (the service's 404, e.g. another customer's order) is the not-found page. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
