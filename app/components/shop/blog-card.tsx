import { Link } from "react-router";
import type { BlogCardView } from "#domain/catalogue/blog.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useLocale, useTranslation } from "#app/lib/i18n.ts";
import { Picture } from "./picture.tsx";
import { useContent } from "#app/lib/i18n.ts";

/**
 * Every article is written 'by' the team ("by Team Vanaushadhi · 5 Nov 2026";
 * docs/product/pages.md#blog-list-and-article).
 */
export function BlogByline({ publishDate }: { publishDate: string }) {
  const { t } = useTranslation("catalogue");
  const locale = useLocale();
  return (
    <>
      {t("blog.by")} <span className="font-medium text-leaf-800 dark:text-leaf-200">{t("blog.author")}</span>
      <span aria-hidden> · </span>
      <time dateTime={publishDate}>{formatDate(publishDate, locale)}</time>
    </>
  );
}

/** A blog post in a grid: picture, title, byline; the whole card opens /blog/{slug}. */
export function BlogCard({
  blog,
  priority = false,
  heading: Heading = "h3",
}: {
  blog: BlogCardView;
  priority?: boolean;
  heading?: "h2" | "h3";
}) {
  const title = useContent()(blog.title, blog.titleHi);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-shadow duration-200 hover:shadow-md dark:bg-night-surface dark:ring-white/5">
      <Picture
        imageKey={blog.image}
        alt={blog.alt}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
        width={640}
        height={480}
        priority={priority}
        className="aspect-[4/3] w-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading
          lang={title.lang}
          className="font-serif text-lg leading-snug font-semibold text-leaf-900 dark:text-leaf-100"
        >
          <Link
            to={`/blog/${blog.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {title.text}
          </Link>
        </Heading>
        <p className="mt-auto text-sm text-ink/75 dark:text-night-text/75">
          <BlogByline publishDate={blog.publishDate} />
        </p>
      </div>
    </article>
  );
}
