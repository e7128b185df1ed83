import { data } from "react-router";
import { pageCount, pageRequest } from "#domain/pagination.ts";
import { blogCardView } from "#domain/catalogue/blog.ts";
import { bannerKey } from "#server/db/seed/seed.ts";
import { listBlogs } from "#server/services/blogs.ts";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { BlogCard } from "#app/components/shop/blog-card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import type { Route } from "./+types/blog";

/** A multiple of 2, 3 and 4, so the grid's last row is full at every width. */
export const BLOGS_PER_PAGE = 24;

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: loaded && loaded.page > 1 ? `Our Blogs (page ${loaded.page}) · Vanaushadhi` : "Our Blogs · Vanaushadhi" },
  {
    name: "description",
    content:
      "Guides to Ayurvedic plants: their history, health benefits, traditional and modern uses, and how to grow them at home.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = pageRequest(new URL(request.url).searchParams, BLOGS_PER_PAGE);
  if (!wanted) throw data(null, { status: 404 });
  const { items, total } = await listBlogs(context.db, wanted);
  const count = pageCount(total, BLOGS_PER_PAGE);
  if (wanted.page > count) throw data(null, { status: 404 });
  return { blogs: items.map(blogCardView), page: wanted.page, count, total, banner: bannerKey(1) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blogs, page, count, total, banner } = loaderData;
  return (
    <>
      <PageBanner title="Our Blogs" imageKey={banner} compact={page > 1}>
        <p>The history, healing and home care of every plant we grow, written by our Ayurveda and garden team.</p>
      </PageBanner>
      <section aria-label="Articles" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p className="text-sm text-ink/75 dark:text-night-text/75">
          {total === 0
            ? "Our first articles are being written: please come back soon."
            : `${total} articles${count > 1 ? ` · page ${page} of ${count}` : ""}`}
        </p>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="blog-list">
          {blogs.map((blog, i) => (
            <li key={blog.slug}>
              <BlogCard blog={blog} heading="h2" priority={i === 0} />
            </li>
          ))}
        </ul>
        <Pagination pathname="/blog" page={page} count={count} label="Blog pages" />
      </section>
    </>
  );
}
