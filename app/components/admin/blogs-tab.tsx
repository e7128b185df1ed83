import { blogFormSchema, BLOG_IMAGE_SLOTS } from "#domain/schemas/admin-blog.ts";
import type { AdminBlogView, TableView } from "#app/lib/admin-views.ts";
import { formatDate } from "#app/lib/content-views.ts";
import { Picture } from "../shop/picture.tsx";
import { Field } from "../ui/field.tsx";
import { CatalogueTab, EntryFormModal } from "./catalogue-tab.tsx";
import type { Column } from "./data-table.tsx";
import { CheckboxField, ImageSlots, TextAreaField } from "./form-fields.tsx";
import { TitleAndSlug } from "./slug-fields.tsx";

const columns: Array<Column<AdminBlogView>> = [
  {
    label: "Article",
    sort: "title",
    cell: (b) => (
      <div className="flex items-center gap-3">
        <Picture
          imageKey={b.images[0] ?? null}
          alt=""
          sizes="48px"
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl object-cover"
        />
        <div>
          <p className="font-semibold">{b.title}</p>
          <p className="text-xs text-ink/70 dark:text-night-text/70">/{b.slug}</p>
        </div>
      </div>
    ),
  },
  { label: "Scientific name", cell: (b) => <i>{b.Sname}</i> },
  { label: "Published", sort: "published", cell: (b) => formatDate(b.publishDate) },
  {
    label: "Featured",
    cell: (b) =>
      b.featured ? (
        <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100">
          Featured
        </span>
      ) : null,
  },
];

/** SPEC.md's blog fields; the JSON names (Sname, Huse…) are the form's names too. */
const LONG_FIELDS = [
  ["Huse", "Historical use"],
  ["Ph", "Physical health benefits"],
  ["Mh", "Mental health benefits"],
  ["TMuse", "Traditional and modern uses"],
] as const;
const CARE_FIELDS = [
  ["soil", "Soil"],
  ["sunlight", "Sunlight"],
  ["water", "Water"],
  ["care", "Care"],
] as const;

function BlogForm({ blog, onClose }: { blog: AdminBlogView | null; onClose: () => void }) {
  return (
    <EntryFormModal
      noun="Blog"
      endpoint="/api/admin/blogs"
      entryId={blog?.id ?? null}
      schema={blogFormSchema}
      onClose={onClose}
    >
      {(errors) => (
        <>
          <TitleAndSlug title={blog?.title} slug={blog?.slug} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Scientific name" name="Sname" defaultValue={blog?.Sname} required error={errors.Sname} />
            <Field
              label="Plant slug"
              name="plantSlug"
              defaultValue={blog?.plantSlug ?? ""}
              placeholder="The product's slug"
              error={errors.plantSlug}
            />
          </div>
          {LONG_FIELDS.map(([name, label]) => (
            <TextAreaField
              key={name}
              label={label}
              name={name}
              defaultValue={blog?.[name]}
              required
              error={errors[name]}
            />
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            {CARE_FIELDS.map(([name, label]) => (
              <TextAreaField
                key={name}
                label={label}
                name={name}
                rows={2}
                defaultValue={blog?.[name]}
                required
                error={errors[name]}
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Publish date"
              name="publishDate"
              type="date"
              defaultValue={blog?.publishDate}
              error={errors.publishDate}
            />
            <Field
              label="Alt text"
              name="altText"
              defaultValue={blog?.altText}
              placeholder="The title if left blank"
              error={errors.altText}
            />
          </div>
          <CheckboxField label="Featured on the home page" name="featuredProduct" defaultChecked={blog?.featured} />
          <ImageSlots slots={BLOG_IMAGE_SLOTS} current={blog?.images ?? []} alt={blog?.altText ?? ""} errors={errors} />
        </>
      )}
    </EntryFormModal>
  );
}

export function BlogsTab({ table }: { table: TableView<AdminBlogView> }) {
  return (
    <CatalogueTab
      noun="Blog"
      endpoint="/api/admin/blogs"
      table={table}
      columns={columns}
      placeholder="Title, scientific name or slug"
      renderForm={(blog, onClose) => <BlogForm key={blog?.id ?? "new"} blog={blog} onClose={onClose} />}
    />
  );
}
