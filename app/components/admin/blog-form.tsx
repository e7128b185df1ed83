import { BookOpen } from "lucide-react";
import type { AdminBlogView } from "#domain/catalogue/blog.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import type { CatalogueAdminUi } from "./catalogue-tab.tsx";
import { CheckboxField } from "./form-fields.tsx";
import { SlugLinkField, TitleAndSlug } from "./slug-fields.tsx";

/** The blog fields (docs/product/admin.md#blog-form): the form posts them under the JSON's names (Sname, Huse…). */
const LONG_FIELDS = [
  ["Huse", "historicalUse", "blog.historicalUse"],
  ["Ph", "physicalHealth", "blog.physicalHealth"],
  ["Mh", "mentalHealth", "blog.mentalHealth"],
  ["TMuse", "traditionalModernUses", "blog.traditionalModernUses"],
] as const;
const CARE_FIELDS = [
  ["soil", "blog.soil"],
  ["sunlight", "blog.sunlight"],
  ["water", "blog.water"],
  ["care", "blog.care"],
] as const;

/** The article's Hindi text (docs/product/language.md#what-is-translated): optional, each part posted as its English name + `Hi`. */
const HINDI_FIELDS = [
  ["titleHi", "title", "entry.title"],
  ...[...LONG_FIELDS, ...CARE_FIELDS.map(([name, label]) => [name, name, label] as const)].map(
    ([name, field, label]) => [`${name}Hi`, field, label] as const,
  ),
] as const;

function PublishDate({ iso }: { iso: string }) {
  return formatDate(iso, useLocale());
}

function FeaturedBadge() {
  const { t } = useTranslation("adminCatalogue");
  return (
    <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-xs font-semibold text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100">
      {t("blog.badge.featured")}
    </span>
  );
}

function BlogFields({ entry: blog, errors }: { entry: AdminBlogView | null; errors: Record<string, string> }) {
  const { t } = useTranslation("adminCatalogue");
  return (
    <>
      <TitleAndSlug title={blog?.title} slug={blog?.slug} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("blog.scientificName")}
          name="Sname"
          defaultValue={blog?.scientificName}
          required
          error={errors.Sname}
        />
        <SlugLinkField
          label={t("blog.plantSlug")}
          name="plantSlug"
          value={blog?.plantSlug}
          placeholder={t("blog.plantSlugHint")}
          error={errors.plantSlug}
        />
      </div>
      {LONG_FIELDS.map(([name, field, label]) => (
        <TextAreaField
          key={name}
          label={t(label)}
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
            label={t(label)}
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
          label={t("blog.publishDate")}
          name="publishDate"
          type="date"
          defaultValue={blog?.publishDate}
          error={errors.publishDate}
        />
      </div>
      <CheckboxField label={t("blog.featured")} name="featuredProduct" defaultChecked={blog?.featured} />
      <fieldset className="grid gap-4" lang="hi">
        <legend className="mb-1 font-serif text-lg font-semibold text-leaf-900 dark:text-leaf-100">
          {t("hindi.legend")}
        </legend>
        <p className="text-sm text-ink/75 dark:text-night-text/75">{t("hindi.hint")}</p>
        {HINDI_FIELDS.map(([name, field, label]) => (
          <TextAreaField
            key={name}
            label={t("hindi.field", { label: t(label) })}
            name={name}
            rows={field === "title" ? 1 : 3}
            defaultValue={blog?.hindi[field] ?? ""}
            error={errors[name]}
          />
        ))}
      </fieldset>
    </>
  );
}

export const blogAdmin: CatalogueAdminUi<AdminBlogView> = {
  Icon: BookOpen,
  columns: [
    { label: "blogs.column.scientificName", cell: (b) => <i>{b.scientificName}</i> },
    { label: "blogs.column.published", sort: "published", cell: (b) => <PublishDate iso={b.publishDate} /> },
    { label: "blogs.column.featured", cell: (b) => (b.featured ? <FeaturedBadge /> : null) },
  ],
  Fields: BlogFields,
};
