import { z } from "zod";
import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import type { MessageCode } from "#domain/i18n/message.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import {
  finderFiltersSchema,
  listQuerySchema,
  productQuerySchema,
  searchQuerySchema,
  slugSchema,
} from "#domain/schemas/catalog-query.ts";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/http/errors.ts";
import { useCase } from "#server/http/use-case.ts";
import {
  blogAnswer,
  blogSummaryAnswer,
  categoryAnswer,
  facetsAnswer,
  nurseryAnswer,
  productAnswer,
  searchHitAnswer,
} from "./answers.ts";
import { knownCategories, listCategories } from "./categories.ts";
import { getBlogBySlug, listBlogs } from "./blogs.ts";
import { createEntry, deleteEntry, listEntries, updateEntry } from "./catalogue-entries.ts";
import { entryInputSchema, entrySubmission } from "./entry-form.ts";
import { listNurseries } from "./nurseries.ts";
import { blogJson, blogSummaryJson, categoryJson, facetsJson, nurseryJson, productJson } from "./presenters.ts";
import { getProductBySlug, listProducts, productFacets } from "./products.ts";
import { searchProducts } from "./search.ts";
import { searchHitJson } from "./search-presenter.ts";
import { type AnyCatalogueTable, CATALOGUE_TABLES } from "./tables.ts";

/** The catalogue's use cases: the public reads (docs/product/api.md, "Public catalogue") and the admin's tables. */

/** A slug that cannot exist is simply not found, as a missing one is: a mistyped address is no bad request. */
function slugOrNotFound(value: string, unknown: MessageCode): string {
  const result = slugSchema.safeParse(value);
  if (!result.success) throw notFound(unknown);
  return result.data;
}

const slugParam = { slug: z.string().meta({ description: "The entry's slug; one that cannot exist is not found" }) };

/** The filters name categories that exist: any other is a 404, as an unknown category's page would be. */
async function withKnownCategories<F extends { category: string[] }>(db: Database, filters: F): Promise<F> {
  const known = await knownCategories(db, filters.category);
  if (known.length < filters.category.length) throw notFound("catalogue.categories.notFound");
  return filters;
}

export const listProductsCase = useCase({
  name: "catalogue.listProducts",
  summary: "A page of the catalogue, narrowed by the plant finder's filters and sorted (X-Total-Count)",
  access: "visitor",
  input: productQuerySchema,
  run: async (shop, query) => listProducts(shop.db, await withKnownCategories(shop.db, query)),
  answer: z.array(productAnswer),
  present: (page) => page.items.map(productJson),
  http: { method: "get", path: "/products", publicRead: true, total: (page) => page.total },
});

export const productFacetsCase = useCase({
  name: "catalogue.productFacets",
  summary:
    "The plant finder's counts: for each filter value, how many products the other filters leave, and their price range",
  access: "visitor",
  input: finderFiltersSchema,
  run: async (shop, filters) => productFacets(shop.db, await withKnownCategories(shop.db, filters)),
  answer: facetsAnswer,
  present: facetsJson,
  http: { method: "get", path: "/products/facets", publicRead: true },
});

export const listCategoriesCase = useCase({
  name: "catalogue.listCategories",
  summary: "Every category in its order, with how many products it holds",
  access: "visitor",
  input: z.object({}),
  run: (shop) => listCategories(shop.db),
  answer: z.array(categoryAnswer),
  present: (categories) => categories.map(categoryJson),
  http: { method: "get", path: "/categories", from: "none", publicRead: true },
});

export const getProductCase = useCase({
  name: "catalogue.getProduct",
  summary: "One product, by its slug",
  access: "visitor",
  input: z.object({}),
  params: slugParam,
  run: (shop, { slug }) => getProductBySlug(shop.db, slugOrNotFound(slug, "catalogue.products.notFound")),
  answer: productAnswer,
  present: productJson,
  http: { method: "get", path: "/products/:slug", from: "none", publicRead: true },
});

export const listBlogsCase = useCase({
  name: "catalogue.listBlogs",
  summary: "A page of the care guides, newest first (X-Total-Count)",
  access: "visitor",
  input: listQuerySchema,
  run: (shop, query) => listBlogs(shop.db, query),
  answer: z.array(blogSummaryAnswer),
  present: (page) => page.items.map(blogSummaryJson),
  http: { method: "get", path: "/blogs", publicRead: true, total: (page) => page.total },
});

export const getBlogCase = useCase({
  name: "catalogue.getBlog",
  summary: "One care guide, by its slug, with every field",
  access: "visitor",
  input: z.object({}),
  params: slugParam,
  run: (shop, { slug }) => getBlogBySlug(shop.db, slugOrNotFound(slug, "catalogue.blogs.notFound")),
  answer: blogAnswer,
  present: blogJson,
  http: { method: "get", path: "/blogs/:slug", from: "none", publicRead: true },
});

export const listNurseriesCase = useCase({
  name: "catalogue.listNurseries",
  summary: "Every partner nursery, by name",
  access: "visitor",
  input: z.object({}),
  run: (shop) => listNurseries(shop.db),
  answer: z.array(nurseryAnswer),
  present: (nurseries) => nurseries.map(nurseryJson),
  http: { method: "get", path: "/nurseries", from: "none", publicRead: true },
});

export const searchCase = useCase({
  name: "catalogue.search",
  summary: "The products matching what is typed into the search modal, best first",
  access: "visitor",
  input: searchQuerySchema,
  run: (shop, query) => searchProducts(shop.db, query),
  answer: z.array(searchHitAnswer),
  present: (hits) => hits.map(searchHitJson),
  http: { method: "get", path: "/search", publicRead: true },
});

/** One kind's admin table: its page of entries, and adding, editing (JSON, or multipart with pictures) and deleting one. */
function adminCasesOf(table: AnyCatalogueTable) {
  const { name, noun, plural } = table;
  const input = entryInputSchema(table);
  const entryId = { id: entryIdSchema };
  const what = noun.toLowerCase();
  return {
    list: useCase({
      name: `catalogue.adminList${plural}`,
      summary: `${plural} for the admin: search, sort, page (X-Total-Count)`,
      access: "admin",
      input: table.listSchema,
      run: (shop, query) => listEntries(shop.db, { kind: table, query }),
      answer: z.array(table.answer),
      present: (page) => page.items.map(table.json),
      http: { method: "get", path: `/admin/${name}`, total: (page) => page.total },
    }),
    create: useCase({
      name: `catalogue.create${noun}`,
      summary: `Add a ${what}: JSON, or a multipart form with its pictures`,
      access: "admin",
      input,
      run: async (shop, input) => createEntry(shop, { kind: table, ...(await entrySubmission(table, input)) }),
      answer: table.answer,
      present: table.json,
      http: { method: "post", path: `/admin/${name}`, from: "form", status: 201 },
    }),
    update: useCase({
      name: `catalogue.update${noun}`,
      summary: `Edit a ${what}: JSON, or a multipart form with its new pictures and the ones to remove`,
      access: "admin",
      input,
      params: entryId,
      run: async (shop, { id, ...input }) =>
        updateEntry(shop, { kind: table, id, ...(await entrySubmission(table, input)) }),
      answer: table.answer,
      present: table.json,
      http: { method: "put", path: `/admin/${name}/:id`, from: "form" },
    }),
    remove: useCase({
      name: `catalogue.delete${noun}`,
      summary: `Delete a ${what} and the pictures nothing else shows`,
      access: "admin",
      input: z.object({}),
      params: entryId,
      run: (shop, { id }) => deleteEntry(shop, { kind: table, id }),
      http: { method: "delete", path: `/admin/${name}/:id`, from: "none", status: 204 },
    }),
  };
}

/** Each kind's admin use cases, by kind: the API serves them all, the admin page runs its kind's. */
export const catalogueAdminCases = Object.fromEntries(
  Object.values(CATALOGUE_TABLES).map((table) => [table.name, adminCasesOf(table)]),
) as Record<CatalogueKindName, ReturnType<typeof adminCasesOf>>;

export const catalogueUseCases = [
  listProductsCase,
  productFacetsCase,
  listCategoriesCase,
  getProductCase,
  listBlogsCase,
  getBlogCase,
  listNurseriesCase,
  searchCase,
  ...Object.values(catalogueAdminCases).flatMap((cases) => Object.values(cases)),
];
