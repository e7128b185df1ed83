import { z } from "#domain/schemas/zod.ts";

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 500;
/** Products one `ids=` query may name. */
export const MAX_PRODUCT_IDS = 50;

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
  /** `ids=a,b,c`: the products of a cart, to refresh its prices and stock at checkout. */
  ids: z
    .string()
    .max(5000)
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(
      z
        .array(z.string().max(100))
        .min(1, "ids must name at least one product")
        .max(MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} ids`),
    )
    .optional(),
});

export type ProductQuery = z.infer<typeof productQuerySchema>;

export const listQuerySchema = z.object({ limit: pageSize(MAX_PAGE_SIZE), offset });
export type ListQuery = z.infer<typeof listQuerySchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slugs use lowercase letters, digits and hyphens");

/** Products per page of /plants: a multiple of 2, 3 and 4, so the grid's last row is full at every width. */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * Sort and filters of /plants (`?sort=price-asc&onSale=1&inStock=1`; the page number is
 * domain/pagination.ts's). A page URL is typed by people and kept by crawlers, so an unknown
 * sort falls back to the default instead of failing the page.
 */
export const catalogueFiltersSchema = z.object({
  sort: productQuerySchema.shape.sort.catch("featured"),
  onSale: productQuerySchema.shape.onSale,
  inStock: productQuerySchema.shape.inStock,
});

export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;

export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_RESULTS = 20;

/** GET /api/search: the text typed into the search modal and how many matches to answer. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Type something to search for" })
    // Control characters can't be typed and PostgreSQL refuses NUL in text.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .transform((q) => q.replace(/[\u0000-\u001f\u007f]+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Type something to search for")
        .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`),
    ),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(SEARCH_MAX_RESULTS, `limit must be at most ${SEARCH_MAX_RESULTS}`)
    .default(8),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
