import { type Context, Hono } from "hono";
import { z } from "zod";
import { blogFormSchema, blogListQuerySchema, BLOG_IMAGE_SLOTS } from "#domain/schemas/admin-blog.ts";
import { nurseryFormSchema, nurseryListQuerySchema, NURSERY_IMAGE_SLOTS } from "#domain/schemas/admin-nursery.ts";
import { productFormSchema, productListQuerySchema, PRODUCT_IMAGE_SLOTS } from "#domain/schemas/admin-product.ts";
import { createBlog, deleteBlog, listAdminBlogs, updateBlog } from "../../services/admin/blogs.ts";
import { createNursery, deleteNursery, listAdminNurseries, updateNursery } from "../../services/admin/nurseries.ts";
import { createProduct, deleteProduct, listAdminProducts, updateProduct } from "../../services/admin/products.ts";
import type { AdminDeps, Page, Uploads } from "../../services/admin/shared.ts";
import { parseInput } from "../../validation.ts";
import { type SignedInEnv, setTotal } from "../http.ts";
import { blogJson, nurseryJson, productJson } from "../present.ts";
import { readEntryBody, readUploads } from "./form.ts";

export const idParam = z.string().min(1).max(100);

/** What the four routes of one kind of catalogue entry need. */
interface CatalogueResource<Q, I, R, S extends string> {
  listSchema: z.ZodType<Q>;
  formSchema: z.ZodType<I>;
  slots: readonly S[];
  list(db: AdminDeps["db"], query: Q): Promise<Page<R>>;
  create(deps: AdminDeps, input: I, uploads: Uploads<S>): Promise<R>;
  update(deps: AdminDeps, id: string, input: I, uploads: Uploads<S>): Promise<R>;
  remove(deps: AdminDeps, id: string): Promise<void>;
  json(row: R): unknown;
}

/** GET (search, sort, page), POST (JSON or multipart with pictures), PUT /:id, DELETE /:id. */
function catalogueRoutes<Q, I, R, S extends string>(deps: AdminDeps, resource: CatalogueResource<Q, I, R, S>) {
  const api = new Hono<SignedInEnv>();
  const readInput = async (c: Context) => {
    const body = await readEntryBody(c, resource.slots);
    const input = parseInput(resource.formSchema, body.fields);
    return { input, uploads: await readUploads(body.files) };
  };
  api.get("/", async (c) => {
    const page = await resource.list(deps.db, parseInput(resource.listSchema, c.req.query()));
    setTotal(c, page.total);
    return c.json(page.items.map(resource.json));
  });
  api.post("/", async (c) => {
    const { input, uploads } = await readInput(c);
    return c.json(resource.json(await resource.create(deps, input, uploads)), 201);
  });
  api.put("/:id", async (c) => {
    const id = parseInput(idParam, c.req.param("id"));
    const { input, uploads } = await readInput(c);
    return c.json(resource.json(await resource.update(deps, id, input, uploads)));
  });
  api.delete("/:id", async (c) => {
    await resource.remove(deps, parseInput(idParam, c.req.param("id")));
    return c.body(null, 204);
  });
  return api;
}

export function productsAdminApi(deps: AdminDeps) {
  return catalogueRoutes(deps, {
    listSchema: productListQuerySchema,
    formSchema: productFormSchema,
    slots: PRODUCT_IMAGE_SLOTS,
    list: listAdminProducts,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
    json: productJson,
  });
}

export function blogsAdminApi(deps: AdminDeps) {
  return catalogueRoutes(deps, {
    listSchema: blogListQuerySchema,
    formSchema: blogFormSchema,
    slots: BLOG_IMAGE_SLOTS,
    list: listAdminBlogs,
    create: createBlog,
    update: updateBlog,
    remove: deleteBlog,
    json: blogJson,
  });
}

export function nurseriesAdminApi(deps: AdminDeps) {
  return catalogueRoutes(deps, {
    listSchema: nurseryListQuerySchema,
    formSchema: nurseryFormSchema,
    slots: NURSERY_IMAGE_SLOTS,
    list: listAdminNurseries,
    create: createNursery,
    update: updateNursery,
    remove: deleteNursery,
    json: nurseryJson,
  });
}
