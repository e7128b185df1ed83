import { message } from "#domain/i18n/message.ts";
import { z } from "#domain/schemas/zod.ts";

export const PRODUCT_SORTS = ["featured", "newest", "price-asc", "price-desc", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PAGE_SIZE = 500;
/** Products one `ids=` query may name. */
export const MAX_PRODUCT_IDS = 50;

function flag(value: unknown) {
  return value === "1" || value === "true" || value === true;
}

const LIMIT_NOT_WHOLE = message("query.limit.notWhole");
const LIMIT_TOO_SMALL = message("query.limit.tooSmall");

const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: LIMIT_NOT_WHOLE })
    .int(LIMIT_NOT_WHOLE)
    .min(1, LIMIT_TOO_SMALL)
    .max(MAX_PAGE_SIZE, message("query.limit.tooLarge"))
    .default(fallback);

const offset = z.coerce
  .number({ error: message("query.offset.notWhole") })
  .int(message("query.offset.notWhole"))
  .min(0, message("query.offset.negative"))
  .max(10_000_000, message("query.offset.tooLarge"))
  .default(0);

/** Query of the catalogue: URL search params of /plants and of GET /api/products. */
export const productQuerySchema = z.object({
  limit: pageSize(MAX_PAGE_SIZE),
  offset,
  sort: z.enum(PRODUCT_SORTS, { error: message("query.sort.unknown") }).default("featured"),
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
        .min(1, message("query.ids.empty"))
        .max(MAX_PRODUCT_IDS, message("query.ids.tooMany")),
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
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message("catalogue.slug.invalid"));

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
    .string({ error: message("search.text.required") })
    // Control characters can't be typed and PostgreSQL refuses NUL in text.
    // eslint-disable-next-line no-control-regex -- matching them is the point
    .transform((q) => q.replace(/[\u0000-\u001f\u007f]+/g, " ").trim())
    .pipe(z.string().min(1, message("search.text.required")).max(SEARCH_MAX_LENGTH, message("search.text.tooLong"))),
  limit: z.coerce
    .number({ error: LIMIT_NOT_WHOLE })
    .int(LIMIT_NOT_WHOLE)
    .min(1, LIMIT_TOO_SMALL)
    .max(SEARCH_MAX_RESULTS, message("query.limit.tooLargeForSearch"))
    .default(8),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
