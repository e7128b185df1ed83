import { data } from "react-router";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { blogCardView } from "#server/features/catalogue/presenters.ts";
import { bannerKey } from "#server/features/content/site-pictures.ts";
import { listBlogs } from "#server/features/catalogue/blogs.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { BlogCard } from "#app/components/shop/blog-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import type { Route } from "./+types/blog";

/** A multiple of 2, 3 and 4, so the grid's last row is full at every width. */
export const BLOGS_PER_PAGE = 24;

/** The cards' titles sit under the page's h1. */
const CARD_HEADING = "h2";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  return [
    { title: loaded && loaded.page > 1 ? t("blog.meta.titlePage", { page: loaded.page }) : t("blog.meta.title") },
    { name: "description", content: t("blog.meta.description") },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = pageRequest(new URL(request.url).searchParams, BLOGS_PER_PAGE);
  if (!wanted) throw data(null, { status: 404 });
  const { items, total } = await listBlogs(context.db, wanted);
  const count = pageCount(total, BLOGS_PER_PAGE);
  if (wanted.page > count) throw data(null, { status: 404 });
  return { blogs: items.map(blogCardView), page: wanted.page, count, total, banner: bannerKey(1) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalogue");
  const { blogs, page, count, total, banner } = loaderData;
  return (
    <>
      <PageBanner title={t("blog.title")} imageKey={banner} compact={page > 1}>
        <p>{t("blog.intro")}</p>
      </PageBanner>
      <section aria-label={t("blog.articles")} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-sm text-ink/75 dark:text-night-text/75">
          {total === 0
            ? t("blog.empty")
            : t("blog.count", { count: total }) + (count > 1 ? t("blog.pageOf", { page, pages: count }) : "")}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="blog-list">
          {blogs.map((blog, i) => (
            <li key={blog.slug}>
              <BlogCard blog={blog} heading={CARD_HEADING} priority={i === 0} />
            </li>
          ))}
        </ul>
        <Pagination pathname="/blog" page={page} count={count} label={t("blog.pages")} />
      </section>
    </>
  );
}
