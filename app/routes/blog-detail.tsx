import { Droplets, type LucideIcon, Mountain, ShoppingBag, Sprout, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageUrl } from "#domain/media.ts";
import { blogView } from "#server/features/catalogue/presenters.ts";
import { readBySlug } from "#app/lib/not-found.server.ts";
import { getBlogBySlug } from "#server/features/catalogue/blogs.ts";
import { BlogByline } from "#app/components/shop/blog-card.tsx";
import { Picture } from "#app/components/shop/picture.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import type { Route } from "./+types/blog-detail";
import { useContent } from "#app/lib/i18n.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const blog = await readBySlug(params.slug, (slug) => getBlogBySlug(context.db, slug));
  // The shop's own address, never the request's host: the page is cached and shared.
  return { blog: blogView(blog), origin: context.config.publicUrl };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  if (!loaded) return [{ title: t("plant.notFound") }];
  const { blog, origin } = loaded;
  const description = t("blogDetail.meta.description", { title: blog.title, scientificName: blog.scientificName });
  return [
    { title: t("blogDetail.meta.title", { title: blog.title }) },
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

function Section({ id, title, text }: { id: string; title: string; text: { text: string; lang?: "en" } }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24">
      <h2 id={id} className="text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
        {title}
      </h2>
      <p lang={text.lang} className="mt-3 leading-relaxed text-ink/85 sm:text-lg dark:text-night-text/85">
        {text.text}
      </p>
    </section>
  );
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalogue");
  const { blog } = loaderData;
  const content = useContent();
  const hi = blog.hindi;
  const title = content(blog.title, hi.title);
  const sections = [
    { id: "historical-use", title: t("blogDetail.historicalUse"), text: content(blog.historicalUse, hi.historicalUse) },
    {
      id: "physical-health",
      title: t("blogDetail.physicalHealth"),
      text: content(blog.physicalHealth, hi.physicalHealth),
    },
    { id: "mental-health", title: t("blogDetail.mentalHealth"), text: content(blog.mentalHealth, hi.mentalHealth) },
    { id: "uses", title: t("blogDetail.uses"), text: content(blog.traditionalModernUses, hi.traditionalModernUses) },
  ];
  const contents = [...sections, { id: "guide", title: t("blogDetail.guide") }];
  const guide: Array<{ Icon: LucideIcon; title: string; text: { text: string; lang?: "en" } }> = [
    { Icon: Mountain, title: t("blogDetail.soil"), text: content(blog.soil, hi.soil) },
    { Icon: Sun, title: t("blogDetail.sunlight"), text: content(blog.sunlight, hi.sunlight) },
    { Icon: Droplets, title: t("blogDetail.water"), text: content(blog.water, hi.water) },
    { Icon: Sprout, title: t("blogDetail.care"), text: content(blog.care, hi.care) },
  ];
  const buyNow = blog.plantSlug && (
    <ButtonLink to={`/plant/${blog.plantSlug}`} variant="accent" prefetch="intent">
      <ShoppingBag className="size-4" aria-hidden /> {t("blogDetail.buyNow")}
    </ButtonLink>
  );
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label={t("plant.breadcrumb")} className="text-sm text-ink/75 dark:text-night-text/75">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/blog" className="hover:underline">
              {t("blog.title")}
            </Link>
            <span aria-hidden> /</span>
          </li>
          <li aria-current="page" lang={title.lang} className="font-medium text-ink dark:text-night-text">
            {title.text}
          </li>
        </ol>
      </nav>

      <header className="mt-6 grid items-center gap-8 lg:grid-cols-2">
        <PlantLink plantSlug={blog.plantSlug} label={t("blogDetail.buy", { alt: blog.alt })}>
          <Picture
            imageKey={blog.image}
            alt={blog.alt}
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 50vw, calc(100vw - 2rem)"
            priority
            className="aspect-square w-full rounded-3xl object-cover shadow-sm"
          />
        </PlantLink>
        <div>
          <h1
            lang={title.lang}
            className="text-4xl leading-tight font-semibold text-leaf-900 sm:text-5xl dark:text-leaf-100"
          >
            {title.text}
          </h1>
          <p className="mt-3 text-lg">
            <span className="text-ink/75 dark:text-night-text/75">{t("blogDetail.scientificName")}</span>
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
            <BlogByline publishDate={blog.publishDate} />
          </p>
          <nav aria-label={t("blogDetail.onThisPage")} className="mt-6">
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
          {t("blogDetail.guide")}
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <dl className="grid gap-4 sm:grid-cols-2">
            {guide.map(({ Icon, title, text }) => (
              <div key={title} className="rounded-2xl bg-white p-5 shadow-sm dark:bg-night">
                <dt className="flex items-center gap-2 font-semibold text-leaf-800 dark:text-leaf-200">
                  <Icon className="size-5" aria-hidden /> {title}
                </dt>
                <dd lang={text.lang} className="mt-2 text-sm leading-relaxed text-ink/85 dark:text-night-text/85">
                  {text.text}
                </dd>
              </div>
            ))}
          </dl>
          <figure>
            <PlantLink plantSlug={blog.plantSlug} label={t("blogDetail.shop", { alt: blog.alt })}>
              <Picture
                imageKey={blog.image2}
                alt={t("blogDetail.anotherView", { alt: blog.alt })}
                sizes="(min-width: 1024px) 320px, calc(100vw - 2rem)"
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
