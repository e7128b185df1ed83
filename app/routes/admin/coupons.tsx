import type { ShouldRevalidateFunctionArgs } from "react-router";
import { couponListQuerySchema } from "#domain/schemas/admin-coupon.ts";
import { metaTranslator } from "#app/lib/i18n.ts";
import { requireAdminPage } from "#app/lib/session.server.ts";
import { intentAction, runUseCase, tableQuery } from "#app/lib/use-case.server.ts";
import { tableView } from "#server/http/admin-table.ts";
import { listCoupons } from "#server/features/promotions/coupons.ts";
import { adminCouponView } from "#server/features/promotions/presenters.ts";
import { createCouponCase, deleteCouponCase, updateCouponCase } from "#server/features/promotions/use-cases.ts";
import { CatalogueTab } from "#app/components/admin/catalogue-tab.tsx";
import { couponAdmin, couponKind } from "#app/components/admin/coupon-form.tsx";
import type { Route } from "./+types/coupons";

/** As the admin layout's, in the page's language (a route's own `meta` replaces its parent's). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = metaTranslator(matches, "adminCatalogue");
  return [{ title: t("meta.title") }, { name: "robots", content: "noindex" }];
}

/** One page of the coupons (docs/product/admin.md#coupons), read with the service /api/admin/coupons uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const query = tableQuery(couponListQuerySchema, request);
  const at = new Date();
  return { table: tableView(await listCoupons(context.db, query), query, (row) => adminCouponView(row, at)) };
}

/** Save (new or edited) and delete: the coupons' use cases, as the API runs them; the dialog names a coupon by its code (`id`). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(context, request);
  const page = { context, request };
  return intentAction(request, {
    save: async (form) => {
      if (typeof form.id === "string" && form.id) await runUseCase(updateCouponCase, page, form, { code: form.id });
      else await runUseCase(createCouponCase, page, form);
      return { ok: true };
    },
    delete: async (form) => {
      await runUseCase(deleteCouponCase, page, {}, { code: form.id });
      return { ok: true };
    },
  });
}

/** A refused save reloads the table only on a conflict: a code another save took meanwhile. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  return <CatalogueTab kind={couponKind} ui={couponAdmin} table={loaderData.table} />;
}
