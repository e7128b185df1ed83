import { CARE_LEVEL_VALUES, LIGHT_VALUES, PLACEMENT_VALUES, WATER_VALUES } from "#domain/catalogue/care.ts";
import {
  MAX_PRICE_RUPEES,
  MAX_PRODUCT_IDS,
  NO_FILTERS,
  PRODUCT_SORTS,
  SEARCH_MAX_LENGTH,
} from "#domain/catalogue/finder.ts";
import { message } from "#domain/i18n/message.ts";
import { toPaise } from "#domain/money.ts";
import { z } from "#domain/schemas/zod.ts";

export const MAX_PAGE_SIZE = 500;
/** Products one `ids=` query may name. */

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

/** A filter that may name several values: `light=Shade&light=Partial+shade` (a GET form's checkboxes), or `light=Shade,Partial shade`. */
function listOf(value: unknown): unknown {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return items
    .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
    .map((item) => (typeof item === "string" ? item.trim() : item))
    .filter((item) => item !== "");
}

function oneOf<const T extends readonly [string, ...string[]]>(filter: string, values: T) {
  const unknown = message("query.filter.unknown", { filter, values: values.join(", ") });
  return z.preprocess(listOf, z.array(z.enum(values, { error: unknown })).max(values.length, unknown));
}

export const slugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message("catalogue.slug.invalid"));

const PRICE_NOT_NUMBER = message("query.price.notNumber");

/** `minPrice`/`maxPrice` in rupees, as typed into the finder (blank is no bound); paise inside. */
const priceBound = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number({ error: PRICE_NOT_NUMBER })
    .min(0, PRICE_NOT_NUMBER)
    .max(MAX_PRICE_RUPEES, message("query.price.tooHigh"))
    .transform(toPaise)
    .optional(),
);

/**
 * The plant finder's filters (docs/product/catalogue.md#the-plant-finder): the URL of /plants and
 * the query of GET /api/products and /api/products/facets. Each facet may name several values.
 */
const finderShape = {
  /** Category slugs; one that does not exist is a 404 (the service looks them up). */
  category: z.preprocess(listOf, z.array(z.string().max(120)).max(20, message("query.category.tooMany"))),
  light: oneOf("light", LIGHT_VALUES),
  water: oneOf("water", WATER_VALUES),
  care: oneOf("care", CARE_LEVEL_VALUES),
  placement: oneOf("placement", PLACEMENT_VALUES),
  petSafe: z.unknown().transform(flag),
  onSale: z.unknown().transform(flag),
  inStock: z.unknown().transform(flag),
  minPrice: priceBound,
  maxPrice: priceBound,
  /** Text typed into the header's search, narrowed by the same filters. */
  q: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string().max(SEARCH_MAX_LENGTH, message("search.text.tooLong")).optional(),
  ),
  sort: z.enum(PRODUCT_SORTS, { error: message("query.sort.unknown") }).default("featured"),
};

const pricesInOrder = (v: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;
const PRICES_OUT_OF_ORDER = { message: message("query.price.minAboveMax"), path: ["minPrice"] };

/** The finder's filters as the API takes them: a bad value is a 400 naming it. */
export const finderFiltersSchema = z.object(finderShape).refine(pricesInOrder, PRICES_OUT_OF_ORDER);

export type FinderFilters = z.infer<typeof finderFiltersSchema>;

/** Query of the catalogue: the finder's filters, a page (limit/offset) and the cart's `ids`. */
export const productQuerySchema = z
  .object({
    ...finderShape,
    limit: pageSize(MAX_PAGE_SIZE),
    offset,
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
  })
  .refine(pricesInOrder, PRICES_OUT_OF_ORDER);

export type ProductQuery = z.infer<typeof productQuerySchema>;

export const listQuerySchema = z.object({ limit: pageSize(MAX_PAGE_SIZE), offset });
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * The finder's filters as /plants reads them from its URL: a page address is typed by people and
 * kept by crawlers, so a value that cannot be is dropped (that filter is off) instead of failing the page.
 */
export const catalogueFiltersSchema = z
  .object(
    Object.fromEntries(
      Object.entries(finderShape).map(([name, schema]) => [
        name,
        (schema as z.ZodType).catch(() => NO_FILTERS[name as keyof typeof finderShape]),
      ]),
    ) as { [K in keyof typeof finderShape]: z.ZodCatch<(typeof finderShape)[K]> },
  )
  .transform((v) => (pricesInOrder(v) ? v : { ...v, minPrice: v.maxPrice, maxPrice: v.minPrice }));

export type CatalogueFilters = FinderFilters;

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
