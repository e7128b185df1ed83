import { nurseryFormSchema, NURSERY_IMAGE_SLOTS } from "#domain/schemas/admin-nursery.ts";
import type { AdminNurseryView, TableView } from "#app/lib/admin-views.ts";
import { Picture } from "../shop/picture.tsx";
import { Field } from "../ui/field.tsx";
import { CatalogueTab, EntryFormModal } from "./catalogue-tab.tsx";
import type { Column } from "./data-table.tsx";
import { ImageSlots } from "./form-fields.tsx";

const columns: Array<Column<AdminNurseryView>> = [
  {
    label: "Nursery",
    sort: "title",
    cell: (n) => (
      <div className="flex items-center gap-3">
        <Picture
          imageKey={n.images[0] ?? null}
          alt=""
          sizes="48px"
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl object-cover"
        />
        <p className="font-semibold">{n.title}</p>
      </div>
    ),
  },
  { label: "City", sort: "city", cell: (n) => n.city },
  { label: "Email", cell: (n) => n.email || "—" },
  { label: "Hours", cell: (n) => n.hours || "—" },
];

function NurseryForm({ nursery, onClose }: { nursery: AdminNurseryView | null; onClose: () => void }) {
  return (
    <EntryFormModal
      noun="Nursery"
      endpoint="/api/admin/nurseries"
      entryId={nursery?.id ?? null}
      schema={nurseryFormSchema}
      onClose={onClose}
    >
      {(errors) => (
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
          <Field
            label="Alt text"
            name="altText"
            defaultValue={nursery?.altText}
            placeholder="The name if left blank"
            error={errors.altText}
          />
          <ImageSlots
            slots={NURSERY_IMAGE_SLOTS}
            current={nursery?.images ?? []}
            alt={nursery?.altText ?? ""}
            errors={errors}
          />
        </>
      )}
    </EntryFormModal>
  );
}

export function NurseriesTab({ table }: { table: TableView<AdminNurseryView> }) {
  return (
    <CatalogueTab
      noun="Nursery"
      endpoint="/api/admin/nurseries"
      table={table}
      columns={columns}
      placeholder="Name or city"
      renderForm={(nursery, onClose) => <NurseryForm key={nursery?.id ?? "new"} nursery={nursery} onClose={onClose} />}
    />
  );
}
