import { Store } from "lucide-react";
import type { AdminNurseryView } from "#domain/catalogue/nursery.ts";
import { Field } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";

export const nurseryAdmin: CatalogueAdminUi<AdminNurseryView> = {
  Icon: Store,
  entryLabel: "Nursery",
  searchPlaceholder: "Name or city",
  columns: [
    { label: "City", sort: "city", cell: (n) => n.city },
    { label: "Email", cell: (n) => n.email || "—" },
    { label: "Hours", cell: (n) => n.hours || "—" },
  ],
  Fields: ({ entry: nursery, errors }) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nursery name" name="title" defaultValue={nursery?.title} required error={errors.title} />
        <Field label="City" name="city" defaultValue={nursery?.city} required error={errors.city} />
        <Field label="Email" name="email" type="email" defaultValue={nursery?.email} error={errors.email} />
        <Field
          label="Hours"
          name="hours"
          defaultValue={nursery?.hours}
          placeholder="e.g. 9 AM – 6 PM, Mon–Sat"
          error={errors.hours}
        />
      </div>
    </>
  ),
};
