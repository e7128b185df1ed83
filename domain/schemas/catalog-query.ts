import { z } from "zod";

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 500;

function flag(value: unknown) {
  return value === "1" || value === "true" || value === true;
}

const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

const offset = z.coerce
  .number({ error: "offset must be a whole number" })
  .int("offset must be a whole number")
  .min(0, "offset must be at least 0")
  .max(10_000_000, "offset is too large")
  .default(0);

/** Query of the catalogue: URL search params of /plants and of GET /api/products. */
export const productQuerySchema = z.object({
  limit: pageSize(MAX_PAGE_SIZE),
  offset,
  sort: z.enum(PRODUCT_SORTS, { error: "Unknown sort" }).default("featured"),
  onSale: z.unknown().transform(flag),
  inStock: z.unknown().transform(flag),
  featured: z.unknown().transform(flag),
});

export type ProductQuery = z.infer<typeof productQuerySchema>;

export const listQuerySchema = z.object({ limit: pageSize(MAX_PAGE_SIZE), offset });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slugs use lowercase letters, digits and hyphens");
