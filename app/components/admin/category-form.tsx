import { FolderTree } from "lucide-react";
import type { AdminCategoryView } from "#domain/catalogue/category.ts";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { HintedField } from "./form-fields.tsx";
import { TitleAndSlug } from "./slug-fields.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** Both names, the slug of the finder's URLs (`/plants?category=…`) and the place in the shop's list. */
function CategoryFields({
  entry: category,
  errors,
}: {
  entry: AdminCategoryView | null;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <>
      <TitleAndSlug
        title={category?.name}
        slug={category?.slug}
        errors={errors}
        titleField={{ name: "name", label: t("category.name") }}
        afterTitle={
          // Typed in Devanagari: the input says so to spelling and voice tools.
          <HintedField
            label={t("category.nameHi")}
            hint={t("category.nameHiHint")}
            name="nameHi"
            lang="hi"
            defaultValue={category?.nameHi ?? ""}
            required
            error={errors.nameHi}
          />
        }
      />
      <HintedField
        label={t("category.position")}
        hint={t("category.positionHint")}
        name="position"
        inputMode="numeric"
        defaultValue={category?.position ?? 0}
        className="sm:max-w-xs"
        error={errors.position}
      />
    </>
  );
}

export const categoryAdmin: CatalogueAdminUi<AdminCategoryView> = {
  Icon: FolderTree,
  titleSort: "name",
  columns: [
    { label: "categories.column.nameHi", cell: (c) => <span lang="hi">{c.nameHi}</span> },
    { label: "categories.column.products", cell: (c) => <span className="tabular">{c.productCount}</span> },
    {
      label: "categories.column.position",
      sort: "position",
      cell: (c) => <span className="tabular">{c.position}</span>,
    },
  ],
  Fields: CategoryFields,
};
