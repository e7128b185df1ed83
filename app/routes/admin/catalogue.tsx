import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { AnyCatalogueKind } from "#domain/catalogue/kind.ts";
import { CATALOGUE_KINDS, isCatalogueKindName } from "#domain/catalogue/kinds.ts";
import { entryIdSchema } from "#domain/schemas/admin-fields.ts";
import type { TableView } from "#domain/views/admin.ts";
import { formAction, intentOf } from "#app/lib/form-action.server.ts";
import { metaTranslator } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { tableView } from "#server/presenters/admin.ts";
import { createEntry, deleteEntry, listEntries, updateEntry } from "#server/services/admin/catalogue-entries.ts";
import { readEntryForm } from "#server/services/admin/entry-form.ts";
import { AppError } from "#server/errors.ts";
import { parseInput, readFormData } from "#server/validation.ts";
import { CatalogueTab, type EntryView } from "#app/components/admin/catalogue-tab.tsx";
import { CATALOGUE_ADMIN_UI } from "#app/components/admin/catalogue-ui.ts";
import type { Route } from "./+types/catalogue";

/** As the admin layout's, in the page's language (a route's `meta` replaces its parent's). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "adminCatalogue");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
}

/** The kind a URL names (/admin/products…); any other name is not a page. */
function kindOf(params: Route.LoaderArgs["params"]): AnyCatalogueKind {
  if (!isCatalogueKindName(params.kind)) throw data(null, { status: 404 });
  return CATALOGUE_KINDS[params.kind];
}

/** One page of the kind's table, read with the same service as /api/admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const kind = kindOf(params);
  const query = kind.listSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listEntries(context.db, { kind, query });
  return { kind: kind.name, table: tableView(page, query, kind.adminView) as TableView<EntryView> };
}

/** Save (new or edited, pictures as multipart) and delete, as the admin API does them. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminPage(context, request);
  const kind = kindOf(params);
  return formAction(async () => {
    const form = await readFormData(request);
    const fields = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
    const id = typeof fields.id === "string" ? fields.id : undefined;
    switch (intentOf(fields)) {
      case "save": {
        const submission = await readEntryForm(kind, form);
        if (id) await updateEntry(context, { kind, id, ...submission });
        else await createEntry(context, { kind, ...submission });
        return { ok: true };
      }
      case "delete":
        await deleteEntry(context, { kind, id: parseInput(entryIdSchema, id) });
        return { ok: true };
      default:
        throw new AppError(400, "Unknown action");
    }
  });
}

/** A refused save reloads the table only on a conflict: the entry changed meanwhile. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  const { kind, table } = loaderData;
  return <CatalogueTab key={kind} kind={CATALOGUE_KINDS[kind]} ui={CATALOGUE_ADMIN_UI[kind]} table={table} />;
}
