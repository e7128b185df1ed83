import { type ReactNode, useRef } from "react";
import { slugify } from "#domain/admin.ts";
import { Field } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * Title and slug side by side. A new entry's slug follows its title until the slug is typed
 * in by hand; an existing slug never changes by itself (its URL is already out there).
 * `afterTitle` (a product's Hindi name) sits next to the title, the slug then below both. A kind
 * whose title is called otherwise (a category's `name`) says so in `titleField`.
 */
export function TitleAndSlug({
  title,
  slug,
  errors,
  afterTitle,
  titleField = { name: "title", label: undefined },
}: {
  title: string | undefined;
  slug: string | undefined;
  errors: Record<string, string>;
  afterTitle?: ReactNode;
  titleField?: { name: string; label: string | undefined };
}) {
  const { t } = useTranslation("adminCatalogue");
  const slugInput = useRef<HTMLInputElement>(null);
  const follows = useRef(!slug);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={titleField.label ?? t("entry.title")}
        name={titleField.name}
        defaultValue={title}
        required
        error={errors[titleField.name]}
        onInput={(event) => {
          if (follows.current && slugInput.current) slugInput.current.value = slugify(event.currentTarget.value);
        }}
      />
      {afterTitle}
      <Field
        ref={slugInput}
        label={t("entry.slug")}
        name="slug"
        defaultValue={slug}
        required
        placeholder={t("entry.slugHint")}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug}
        onInput={() => {
          follows.current = false;
        }}
      />
    </div>
  );
}

/** A link to another entry by its slug (a product's care guide, a guide's plant); blank means none. */
export function SlugLinkField({
  label,
  name,
  value,
  placeholder,
  error,
}: {
  label: string;
  name: string;
  value: string | null | undefined;
  placeholder: string;
  error: string | undefined;
}) {
  return <Field label={label} name={name} defaultValue={value ?? ""} placeholder={placeholder} error={error} />;
}
