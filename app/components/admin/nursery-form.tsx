import { Store } from "lucide-react";
import type { AdminNurseryView } from "#domain/catalogue/nursery.ts";
import { Field } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

function NurseryFields({ entry: nursery, errors }: { entry: AdminNurseryView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("nursery.name")} name="title" defaultValue={nursery?.title} required error={errors.title} />
        <Field label={t("nursery.city")} name="city" defaultValue={nursery?.city} required error={errors.city} />
        <Field
          label={t("nursery.email")}
          name="email"
          type="email"
          defaultValue={nursery?.email}
          error={errors.email}
        />
        <Field
          label={t("nursery.hours")}
          name="hours"
          defaultValue={nursery?.hours}
          placeholder={t("nursery.hoursHint")}
          error={errors.hours}
        />
        <Field
          label={t("hindi.field", { label: t("nursery.hours") })}
          name="hoursHi"
          lang="hi"
          defaultValue={nursery?.hoursHi ?? ""}
          error={errors.hoursHi}
        />
      </div>
    </>
  );
}

export const nurseryAdmin: CatalogueAdminUi<AdminNurseryView> = {
  Icon: Store,
  columns: [
    { label: "nurseries.column.city", sort: "city", cell: (n) => n.city },
    { label: "nurseries.column.email", cell: (n) => n.email || "—" },
    { label: "nurseries.column.hours", cell: (n) => n.hours || "—" },
  ],
  Fields: NurseryFields,
};
