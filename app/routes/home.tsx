import { useShopPricing } from "#app/lib/use-user.ts";
import { deliveryPromise } from "#domain/shop-pricing.ts";
import { formatINR } from "#domain/money.ts";
import { Leaf, Quote, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { BANNER_WIDTHS } from "#domain/media.ts";
import { testimonialView } from "#server/features/reviews/presenters.ts";
import { bannerKey } from "#server/features/content/site-pictures.ts";
import { listFeaturedBlogs } from "#server/features/catalogue/blogs.ts";
import { listFeaturedProducts } from "#server/features/catalogue/products.ts";
import { listTestimonials } from "#server/features/reviews/reviews.ts";
import { blogCardView, productCardView } from "#server/features/catalogue/presenters.ts";
import type { TestimonialView } from "#domain/views/content.ts";
import { metaTranslator, useTranslation } from "#app/lib/i18n.ts";
import { BlogCard } from "#app/components/shop/blog-card.tsx";
import { Picture } from "#app/components/shop/picture.tsx";
import { ProductCard } from "#app/components/shop/product-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  return [{ title: t("home.meta.title") }, { name: "description", content: t("home.meta.description") }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, blogs, testimonials] = await Promise.all([
    listFeaturedProducts(context.db, 8),
    listFeaturedBlogs(context.db, 3),
    listTestimonials(context.db),
  ]);
  return {
    // The banner pictures are drawn at start-up (drawSitePictures), with or without demo data.
    banners: BANNERS.map((banner, i) => ({ ...banner, image: bannerKey(i) })),
    featured: featured.map(productCardView),
    blogs: blogs.map(blogCardView),
    testimonials: testimonials.map(testimonialView),
  };
}

/** Banner autoplay 2 s, testimonials 4 s (docs/product/pages.md#home). */
const BANNER_MS = 2000;
const TESTIMONIAL_MS = 4000;

/** Copy over each drawn banner (its texts are `home.<name>.*` in the catalogue); `dark` banners carry light text. */
const BANNERS = [
  { name: "banner1", cta: { to: "/plants", label: "home.shopPlants" }, dark: false },
  { name: "banner2", cta: { to: "/blog", label: "home.readGuides" }, dark: false },
  { name: "banner3", cta: { to: "/nursery", label: "home.meetNurseries" }, dark: true },
] as const;

const REASONS = [
  { Icon: Leaf, name: "reason1" },
  { Icon: Truck, name: "reason2" },
  { Icon: ShieldCheck, name: "reason3" },
] as const;

function BannerSlide({
  banner,
  first,
}: {
  banner: Route.ComponentProps["loaderData"]["banners"][number];
  first: boolean;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-3xl sm:aspect-[8/3]">
      <Picture
        imageKey={banner.image}
        alt={t(`home.${banner.name}.alt`)}
        widths={BANNER_WIDTHS}
        width={1600}
        height={600}
        sizes="(min-width: 1280px) 1232px, calc(100vw - 2rem)"
        priority={first}
        // The drawings are on paper: dimmed at night, so the slider is not a cream panel on a dark page.
        className="absolute inset-0 size-full object-cover object-right dark:brightness-75"
      />
      <div
        className={cn(
          "absolute inset-0 flex items-end p-5 pb-6 sm:items-center sm:p-12",
          banner.dark
            ? "bg-gradient-to-t from-leaf-900/95 via-leaf-900/60 to-transparent sm:bg-gradient-to-r sm:from-leaf-900/90 sm:via-leaf-900/40"
            : "bg-gradient-to-t from-paper/95 via-paper/70 to-transparent sm:bg-gradient-to-r sm:from-paper/90 sm:via-paper/40 dark:from-night/95 dark:via-night/75 dark:to-night/40 sm:dark:from-night/90 sm:dark:via-night/55 sm:dark:to-night/35",
        )}
      >
        <div className="max-w-md">
          <p
            className={cn(
              "text-xs font-semibold uppercase tracking-widest sm:text-sm",
              banner.dark ? "text-turmeric-300" : "text-leaf-800 dark:text-leaf-300",
            )}
          >
            {t(`home.${banner.name}.eyebrow`)}
          </p>
          <p
            className={cn(
              "mt-2 font-serif text-2xl leading-tight font-semibold sm:text-4xl",
              banner.dark ? "text-white" : "text-leaf-900 dark:text-leaf-100",
            )}
          >
            {t(`home.${banner.name}.headline`)}
          </p>
          <ButtonLink to={banner.cta.to} variant={banner.dark ? "accent" : "primary"} className="mt-4 sm:mt-6">
            {t(banner.cta.label)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="mx-auto flex h-full max-w-3xl flex-col items-center rounded-3xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-leaf-900/5 sm:px-12 sm:py-10 dark:bg-night-surface dark:ring-white/5">
      <Quote className="size-8 text-turmeric-500" aria-hidden />
      <blockquote className="mt-4 font-serif text-lg leading-relaxed text-ink sm:text-xl dark:text-night-text">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3 pt-6 text-left">
        <Picture
          imageKey={testimonial.image}
          alt=""
          widths={[320]}
          width={56}
          height={56}
          sizes="56px"
          className="size-14 rounded-full object-cover"
        />
        <span>
          <span className="block font-semibold text-leaf-900 dark:text-leaf-100">{testimonial.name}</span>
          <span className="block text-sm text-ink/75 dark:text-night-text/75">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalogue");
  // The delivery reason promises only what the shop's fee allows (docs/product/orders.md#delivery-charges).
  const delivery = deliveryPromise(useShopPricing());
  const reasonTitle = (name: (typeof REASONS)[number]["name"]) =>
    name !== "reason2" || delivery.kind === "free"
      ? t(`home.${name}.title`)
      : delivery.kind === "freeAbove"
        ? t("home.reason2.titleAbove", { amount: formatINR(delivery.amountPaise) })
        : t("home.reason2.titleCharged");
  const reasonText = (name: (typeof REASONS)[number]["name"]) =>
    name === "reason2" && delivery.kind !== "free" ? t("home.reason2.textCharged") : t(`home.${name}.text`);
  const { banners, featured, blogs, testimonials } = loaderData;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
        <Carousel
          label={t("home.highlights")}
          intervalMs={BANNER_MS}
          look="overlay"
          testId="banner-carousel"
          slides={banners.map((banner, i) => (
            <BannerSlide key={banner.image} banner={banner} first={i === 0} />
          ))}
        />
      </div>

      <section className="bg-gradient-to-b from-paper to-leaf-100/60 dark:from-night dark:to-night-surface/60">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf-700 dark:text-leaf-300">
            {t("home.hero.eyebrow")}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-tight text-leaf-900 sm:text-5xl dark:text-leaf-100">
            {t("home.hero.heading")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80 dark:text-night-text/80">{t("home.hero.text")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/plants">{t("home.shopPlants")}</ButtonLink>
            <ButtonLink to="/blog" variant="outline">
              {t("home.readGuides")}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="trending" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="trending" className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
            {t("home.trending")}
          </h2>
          <Link to="/plants" className="text-sm font-semibold text-leaf-700 hover:underline dark:text-leaf-300">
            {t("home.viewAll")}
          </Link>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="featured-products">
          {featured.map((product, i) => (
            <li key={product.id} className={i >= 2 ? "hidden sm:block" : undefined}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="why" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="why" className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
          {t("home.why")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {REASONS.map(({ Icon, name }) => (
            <li key={name} className="rounded-3xl bg-white p-6 shadow-sm dark:bg-night-surface">
              <Icon className="size-8 text-leaf-700 dark:text-leaf-300" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{reasonTitle(name)}</h3>
              <p className="mt-2 text-sm text-ink/80 dark:text-night-text/80">{reasonText(name)}</p>
            </li>
          ))}
        </ul>
      </section>

      {blogs.length > 0 && (
        <section aria-labelledby="recent-blogs" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <div className="flex items-end justify-between gap-4">
            <div>
              <h2 id="recent-blogs" className="text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
                {t("home.blogs.heading")}
              </h2>
              <p className="mt-2 text-ink/80 dark:text-night-text/80">{t("home.blogs.text")}</p>
            </div>
            <Link
              to="/blog"
              className="shrink-0 text-sm font-semibold text-leaf-700 hover:underline dark:text-leaf-300"
            >
              {t("home.blogs.all")}
            </Link>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="recent-blogs">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {testimonials.length > 0 && (
        <section aria-labelledby="testimonials" className="bg-leaf-50 py-14 dark:bg-night-surface/50">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="testimonials" className="text-center text-3xl font-semibold text-leaf-900 dark:text-leaf-100">
              {t("home.testimonials.heading")}
            </h2>
            <Carousel
              label={t("home.testimonials.label")}
              intervalMs={TESTIMONIAL_MS}
              testId="testimonials"
              className="mt-8"
              slides={testimonials.map((testimonial) => (
                <div key={testimonial.name} className="h-full px-1 py-1">
                  <TestimonialSlide testimonial={testimonial} />
                </div>
              ))}
            />
          </div>
        </section>
      )}

      <section aria-labelledby="cta" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-leaf-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <Leaf className="absolute -left-6 -top-6 size-40 rotate-12 text-leaf-800" aria-hidden />
          <Leaf className="absolute -bottom-8 -right-4 size-48 -rotate-45 text-leaf-800" aria-hidden />
          <div className="relative">
            <h2 id="cta" className="text-3xl font-semibold text-white sm:text-4xl">
              {t("home.cta.heading")}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-leaf-100">{t("home.cta.text")}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/plants" variant="accent">
                {t("home.shopPlants")}
              </ButtonLink>
              <ButtonLink to="/nursery" variant="inverse">
                {t("home.cta.findNursery")}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
