import { Droplets, type LucideIcon, Mountain, ShoppingBag, Sprout, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageUrl } from "#domain/media.ts";
import { blogView } from "#domain/catalogue/blog.ts";
import { readBySlug } from "#app/lib/not-found.server.ts";
import { getBlogBySlug } from "#server/services/blogs.ts";
import { BLOG_AUTHOR } from "#app/components/shop/blog-card.tsx";
import { Picture } from "#app/components/shop/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import type { Route } from "./+types/blog-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const blog = await readBySlug(params.slug, (slug) => getBlogBySlug(context.db, slug));
  return { blog: blogView(blog), origin: new URL(request.url).origin };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: "Page not found · Vanaushadhi" }];
  const { blog, origin } = loaded;
  const description = `${blog.title}: the history, health benefits, uses and care of ${blog.scientificName}.`;
  return [
    { title: `${blog.title} · Vanaushadhi Blog` },
    { name: "description", content: description },
    { property: "og:type", content: "article" },
    { property: "og:title", content: blog.title },
    { property: "og:description", content: description },
    ...(blog.image ? [{ property: "og:image", content: `${origin}${imageUrl(blog.image)}` }] : []),
    { property: "og:url", content: `${origin}/blog/${blog.slug}` },
  ];
}

/** Goes to the plant when the article has one; plain content otherwise. */
function PlantLink({ plantSlug, label, children }: { plantSlug: string | null; label?: string; children: ReactNode }) {
  if (!plantSlug) return <>{children}</>;
  return (
    <Link to={`/plant/${plantSlug}`} prefetch="intent" aria-label={label} className="block">
      {children}
    </Link>
  );
}

function Section({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24">
      <h2 id={id} className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/85 sm:text-lg dark:text-night-text/85">{text}</p>
    </section>
  );
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  const sections = [
    { id: "historical-use", title: "Historical Use", text: blog.historicalUse },
    { id: "physical-health", title: "Physical Health Benefits", text: blog.physicalHealth },
    { id: "mental-health", title: "Mental Health Benefits", text: blog.mentalHealth },
    { id: "uses", title: "Traditional & Modern Uses", text: blog.traditionalModernUses },
  ];
  const contents = [...sections, { id: "guide", title: "Growing Guide" }];
  const guide: Array<{ Icon: LucideIcon; title: string; text: string }> = [
    { Icon: Mountain, title: "Soil", text: blog.soil },
    { Icon: Sun, title: "Sunlight", text: blog.sunlight },
    { Icon: Droplets, title: "Water", text: blog.water },
    { Icon: Sprout, title: "Care", text: blog.care },
  ];
  const buyNow = blog.plantSlug && (
    <ButtonLink to={`/plant/${blog.plantSlug}`} variant="accent" prefetch="intent">
      <ShoppingBag className="size-4" aria-hidden /> Buy Now
    </ButtonLink>
  );
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-ink/75 dark:text-night-text/75">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/blog" className="hover:underline">
              Our Blogs
            </Link>
            <span aria-hidden> /</span>
          </li>
          <li aria-current="page" className="font-medium text-ink dark:text-night-text">
            {blog.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 grid items-center gap-8 lg:grid-cols-2">
        <PlantLink plantSlug={blog.plantSlug} label={`Buy ${blog.alt}`}>
          <Picture
            imageKey={blog.image}
            alt={blog.alt}
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 50vw, 100vw"
            priority
            className="aspect-square w-full rounded-3xl object-cover shadow-sm"
          />
        </PlantLink>
        <div>
          <h1 className="text-4xl leading-tight font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100">
            {blog.title}
          </h1>
          <p className="mt-3 text-lg">
            <span className="text-ink/75 dark:text-night-text/75">Scientific name: </span>
            {blog.plantSlug ? (
              <Link
                to={`/plant/${blog.plantSlug}`}
                prefetch="intent"
                className="font-medium text-leaf-700 italic underline decoration-leaf-300 underline-offset-4 hover:decoration-leaf-700 dark:text-leaf-300"
                data-testid="scientific-name"
              >
                {blog.scientificName}
              </Link>
            ) : (
              <span className="font-medium italic" data-testid="scientific-name">
                {blog.scientificName}
              </span>
            )}
          </p>
          <p className="mt-2 text-sm text-ink/75 dark:text-night-text/75">
            by <span className="font-medium text-leaf-800 dark:text-leaf-200">{BLOG_AUTHOR}</span>
            <span aria-hidden> · </span>
            <time dateTime={blog.publishDate}>{formatDate(blog.publishDate)}</time>
          </p>
          <nav aria-label="On this page" className="mt-6">
            <ul className="flex flex-wrap gap-2 text-sm">
              {contents.map(({ id, title }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-block rounded-full bg-leaf-50 px-3 py-1.5 font-medium text-leaf-800 hover:bg-leaf-100 dark:bg-night-surface dark:text-leaf-200 dark:hover:bg-leaf-900"
                  >
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {buyNow && <div className="mt-6">{buyNow}</div>}
        </div>
      </header>

      <div className="mx-auto max-w-3xl">
        {sections.map((section) => (
          <Section key={section.id} {...section} />
        ))}
      </div>

      <section
        aria-labelledby="guide"
        className="mt-14 scroll-mt-24 rounded-3xl bg-leaf-50 p-6 sm:p-10 dark:bg-night-surface"
      >
        <h2 id="guide" className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          Growing Guide
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <dl className="grid gap-4 sm:grid-cols-2">
            {guide.map(({ Icon, title, text }) => (
              <div key={title} className="rounded-2xl bg-white p-5 shadow-sm dark:bg-night">
                <dt className="flex items-center gap-2 font-semibold text-leaf-800 dark:text-leaf-200">
                  <Icon className="size-5" aria-hidden /> {title}
                </dt>
                <dd className="mt-2 text-sm leading-relaxed text-ink/85 dark:text-night-text/85">{text}</dd>
              </div>
            ))}
          </dl>
          <figure>
            <PlantLink plantSlug={blog.plantSlug} label={`Shop ${blog.alt}`}>
              <Picture
                imageKey={blog.image2}
                alt={`${blog.alt}, another view`}
                sizes="(min-width: 1024px) 320px, 100vw"
                className="aspect-square w-full rounded-2xl object-cover"
              />
            </PlantLink>
            {buyNow && <div className="mt-4 flex justify-center">{buyNow}</div>}
          </figure>
        </div>
      </section>
    </article>
  );
}
