import { Hono } from "hono";
import type { AnyCatalogueKind } from "#domain/catalogue/kind.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import { CATALOGUE_KINDS } from "#domain/catalogue/kinds.ts";
import { isUploadRequest } from "#server/body-limit.ts";
import { createEntry, deleteEntry, listEntries, updateEntry } from "#server/services/admin/catalogue-entries.ts";
import { type EntrySubmission, readEntryForm } from "#server/services/admin/entry-form.ts";
import type { AdminDeps } from "#server/services/admin/shared.ts";
import { parseInput, readFormData } from "#server/validation.ts";
import { readJson, type SignedInEnv, setTotal } from "#server/api/http.ts";

/** JSON, or multipart form data with pictures in the kind's slots. */
async function readSubmission(kind: AnyCatalogueKind, request: Request, json: () => Promise<unknown>) {
  if (isUploadRequest(request)) return readEntryForm(kind, await readFormData(request));
  const submission: EntrySubmission = { input: parseInput(kind.formSchema, await json()), uploads: {} };
  return submission;
}

/** GET (search, sort, page), POST (JSON or multipart with pictures), PUT /:id, DELETE /:id. */
function catalogueRoutes(deps: AdminDeps, kind: AnyCatalogueKind) {
  const api = new Hono<SignedInEnv>();
  api.get("/", async (c) => {
    const page = await listEntries(deps.db, { kind, query: parseInput(kind.listSchema, c.req.query()) });
    setTotal(c, page.total);
    return c.json(page.items.map(kind.json));
  });
  api.post("/", async (c) => {
    const submission = await readSubmission(kind, c.req.raw, () => readJson(c));
    return c.json(kind.json(await createEntry(deps, { kind, ...submission })), 201);
  });
  api.put("/:id", async (c) => {
    const id = parseInput(entryIdSchema, c.req.param("id"));
    const submission = await readSubmission(kind, c.req.raw, () => readJson(c));
    return c.json(kind.json(await updateEntry(deps, { kind, id, ...submission })));
  });
  api.delete("/:id", async (c) => {
    await deleteEntry(deps, { kind, id: parseInput(entryIdSchema, c.req.param("id")) });
    return c.body(null, 204);
  });
  return api;
}

/** /api/admin/products, /blogs, /nurseries: one set of routes per kind of the catalogue. */
export function catalogueAdminApi(deps: AdminDeps) {
  const api = new Hono<SignedInEnv>();
  for (const kind of Object.values(CATALOGUE_KINDS)) api.route(`/${kind.name}`, catalogueRoutes(deps, kind));
  return api;
}
