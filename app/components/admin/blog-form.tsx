import { BookOpen } from "lucide-react";
import type { AdminBlogView } from "#domain/catalogue/blog.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { CheckboxField } from "./form-fields.tsx";
import { SlugLinkField, TitleAndSlug } from "./slug-fields.tsx";

/** SPEC.md's blog fields: the form posts them under the JSON's names (Sname, Huse…). */
const LONG_FIELDS = [
  ["Huse", "historicalUse", "Historical use"],
  ["Ph", "physicalHealth", "Physical health benefits"],
  ["Mh", "mentalHealth", "Mental health benefits"],
  ["TMuse", "traditionalModernUses", "Traditional and modern uses"],
] as const;
const CARE_FIELDS = [
  ["soil", "Soil"],
  ["sunlight", "Sunlight"],
  ["water", "Water"],
  ["care", "Care"],
] as const;

export const blogAdmin: CatalogueAdminUi<AdminBlogView> = {
  Icon: BookOpen,
  entryLabel: "Article",
  searchPlaceholder: "Title, scientific name or slug",
  columns: [
    { label: "Scientific name", cell: (b) => <i>{b.scientificName}</i> },
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
  ],
  Fields: ({ entry: blog, errors }) => (
    <>
      <TitleAndSlug title={blog?.title} slug={blog?.slug} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Scientific name" name="Sname" defaultValue={blog?.scientificName} required error={errors.Sname} />
        <SlugLinkField
          label="Plant slug"
          name="plantSlug"
          value={blog?.plantSlug}
          placeholder="The product's slug"
          error={errors.plantSlug}
        />
      </div>
      {LONG_FIELDS.map(([name, field, label]) => (
        <TextAreaField
          key={name}
          label={label}
          name={name}
          defaultValue={blog?.[field]}
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
      </div>
      <CheckboxField label="Featured on the home page" name="featuredProduct" defaultChecked={blog?.featured} />
    </>
  ),
};
