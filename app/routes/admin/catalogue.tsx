import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { CatalogueKindName } from "#domain/catalogue/kind.ts";
import { CATALOGUE_KINDS, isCatalogueKindName } from "#domain/catalogue/kinds.ts";
import type { TableView } from "#domain/views/admin.ts";
import { metaTranslator } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { tableView } from "#server/http/admin-table.ts";
import type { Database } from "#server/db/client.ts";
import { listEntries } from "#server/features/catalogue/catalogue-entries.ts";
import { listCategories } from "#server/features/catalogue/categories.ts";
import { categoryView } from "#server/features/catalogue/presenters.ts";
import { type AnyCatalogueTable, CATALOGUE_TABLES } from "#server/features/catalogue/tables.ts";
import { catalogueAdminCases } from "#server/features/catalogue/use-cases.ts";
import {
  type CatalogueChoices,
  CatalogueChoicesContext,
  CatalogueTab,
  type EntryView,
} from "#app/components/admin/catalogue-tab.tsx";
import { CATALOGUE_ADMIN_UI } from "#app/components/admin/catalogue-ui.ts";
import type { Route } from "./+types/catalogue";

/** As the admin layout's, in the page's language (a route's `meta` replaces its parent's). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "adminCatalogue");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
}

/** The kind a URL names (/admin/products…); any other name is not a page. */
function kindOf(params: Route.LoaderArgs["params"]): CatalogueKindName {
  if (!isCatalogueKindName(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/** What the kind's form chooses from: a product's category. */
async function choicesFor(db: Database, kind: CatalogueKindName): Promise<CatalogueChoices> {
  return { categories: kind === "products" ? (await listCategories(db)).map(categoryView) : [] };
}

/** One page of the kind's table, read with the same service as /api/admin, and what its form chooses from. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const table: AnyCatalogueTable = CATALOGUE_TABLES[kindOf(params)];
  const query = tableQuery(table.listSchema, request);
  const [page, choices] = await Promise.all([
    listEntries(context.db, { kind: table, query }),
    choicesFor(context.db, table.name),
  ]);
  return { kind: table.name, table: tableView(page, query, table.adminView) as TableView<EntryView>, choices };
}

/** Save (new or edited, pictures as multipart) and delete: the kind's admin use cases, as the API runs them. */
export async function action({ request, context, params }: Route.ActionArgs) {
  // Only an admin learns whether a kind exists.
  await requireAdminPage(context, request);
  const cases = catalogueAdminCases[kindOf(params)];
  const page = { context, request };
  return intentAction(request, {
    save: async (form) => {
      if (typeof form.id === "string" && form.id) await runUseCase(cases.update, page, form, form);
      else await runUseCase(cases.create, page, form);
      return { ok: true };
    },
    delete: async (form) => {
      await runUseCase(cases.remove, page, {}, form);
      return { ok: true };
    },
  });
}

/** A refused save reloads the table only on a conflict: the entry changed meanwhile. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { kind, table, choices } = loaderData;
  return (
    <CatalogueChoicesContext value={choices}>
      <CatalogueTab key={kind} kind={CATALOGUE_KINDS[kind]} ui={CATALOGUE_ADMIN_UI[kind]} table={table} />
    </CatalogueChoicesContext>
  );
}
