import { useShopPricing } from "#app/lib/use-user.ts";
import { deliveryPromise, gstWorthSaying } from "#domain/shop-pricing.ts";
import { formatINR } from "#domain/money.ts";
import { BookOpen, Leaf, ShieldCheck, Truck } from "lucide-react";
import { useId, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useActionData, useSearchParams } from "react-router";
import { canonicalAddress } from "#domain/i18n/languages.ts";
import { imageUrl } from "#domain/media.ts";
import { toRupees } from "#domain/money.ts";
import { lineName } from "#domain/catalogue/variants.ts";
import { readBySlug } from "#app/lib/not-found.server.ts";
import { addBeforeScript } from "#app/lib/cart-intent.server.ts";
import { getProductBySlug } from "#server/features/catalogue/products.ts";
import { estimateDeliveryTo } from "#server/features/orders/delivery-estimate.ts";
import { AppError } from "#server/http/errors.ts";
import { parseInput } from "#server/http/validation.ts";
import type { DeliveryAnswer } from "#domain/delivery.ts";
import { messageIn } from "#app/lib/message-text.server.ts";
import { deliveryQuerySchema } from "#domain/schemas/delivery.ts";
import { CarePanel } from "#app/components/catalogue/care-panel.tsx";
import { DeliveryCheck } from "#app/components/catalogue/delivery-check.tsx";
import { VariantChoice } from "#app/components/catalogue/variant-choice.tsx";
import { NotifyMe } from "#app/components/catalogue/notify-me.tsx";
import { intentAction, runUseCase } from "#app/lib/use-case.server.ts";
import { message } from "#domain/i18n/message.ts";
import { subscribeStockAlertCase } from "#server/features/stock-alerts/use-cases.ts";
import { productDetailView } from "#server/features/catalogue/presenters.ts";
import { ProductGallery } from "#app/components/catalogue/product-gallery.tsx";
import { QUANTITY_PARAM, QuantitySelector } from "#app/components/catalogue/quantity-selector.tsx";
import { AddToCartButton } from "#app/components/shop/add-to-cart.tsx";
import { WishlistButton } from "#app/components/shop/wishlist-button.tsx";
import { Price } from "#app/components/shop/price.tsx";
import { Stars } from "#app/components/shop/stars.tsx";
import { RatingSummary, ReviewItem } from "#app/components/shop/reviews.tsx";
import { starDistribution } from "#domain/review-stats.ts";
import { reviewView } from "#server/features/reviews/presenters.ts";
import { listReviews, summarizeReviews } from "#server/features/reviews/reviews.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { cartVariantOf } from "#app/lib/cart.ts";
import { chosenVariant } from "#domain/catalogue/variants.ts";
import { metaTranslator, useContent, useTranslation } from "#app/lib/i18n.ts";
import type { ProductDetailView, VariantView } from "#domain/catalogue/product.ts";
import { stockLevel } from "#domain/stock.ts";
import type { Route } from "./+types/plant";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { cartQuantity } from "#domain/cart.ts";
import { type FormResult, formError } from "#app/lib/form-result.ts";
import { Notice } from "#app/components/ui/notice.tsx";

/** The newest reviews of the plant shown on its page; the rest are on /review. */
const PLANT_REVIEWS = 6;

/**
 * Choosing a variant changes only `?variant=`, which the page reads from the address itself:
 * nothing needs loading again. Any other change loads as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // 'Notify me' changes nothing the page shows.
  if (formData?.get("intent") === "notify") return false;
  const withoutVariant = (url: URL) => {
    const query = new URLSearchParams(url.search);
    query.delete("variant");
    return `${url.pathname}?${query}`;
  };
  const onlyVariantChanged =
    (!formMethod || formMethod === "GET") &&
    currentUrl.searchParams.get("variant") !== nextUrl.searchParams.get("variant") &&
    withoutVariant(currentUrl) === withoutVariant(nextUrl);
  return onlyVariantChanged ? false : defaultShouldRevalidate;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const product = productDetailView(await readBySlug(params.slug, (slug) => getProductBySlug(context.db, slug)));
  const query = new URL(request.url).searchParams;
  const pin = query.get("pin");
  const [reviews, summary] = await Promise.all([
    listReviews(context.db, { plantType: product.title, limit: PLANT_REVIEWS, offset: 0 }),
    summarizeReviews(context.db, product.title),
  ]);
  const origin = context.config.publicUrl;
  return {
    product,
    /** The variant `?variant=` names, else the default one (the page itself follows the address as it changes). */
    variant: chosenVariant(product.variants, query.get("variant")),
    reviews: reviews.items.map(reviewView),
    reviewSummary: {
      count: summary.count,
      average: summary.average,
      distribution: starDistribution(summary.perStar),
    },
    origin,
    canonical: canonicalAddress(`${origin}/plant/${product.slug}`, context.language),
    delivery: pin === null ? null : await checkDelivery(context, pin.slice(0, 20)),
  };
}

/**
 * 'Notify me' (docs/product/catalogue.md#back-in-stock): POST /api/products/{id}/stock-alerts's use
 * case; and 'Add to cart' (of this page or a card of the product elsewhere) sent before the page's
 * JavaScript ran.
 */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  intentAction(request, {
    add: (form) => addBeforeScript({ context, request }, params.slug, form),
    notify: async (form) => {
      const alert = await runUseCase(subscribeStockAlertCase, { context, request }, form, { id: form.productId });
      return { ok: true, message: message("stockAlert.subscribed", { email: alert.email }) };
    },
  });

/**
 * The answer to 'Check' (`?pin=`): a refusal is shown beside the field, never as an error page,
 * in the page's language.
 */
async function checkDelivery(context: Route.LoaderArgs["context"], pin: string): Promise<DeliveryAnswer> {
  try {
    const query = parseInput(deliveryQuerySchema, { pin });
    return { pin, latest: (await estimateDeliveryTo(context, query)).latest };
  } catch (error) {
    if (error instanceof AppError) return { pin, error: messageIn(context.language, error.fields?.pin ?? error.ref) };
    throw error;
  }
}

/** A search-result length summary: whole words, at most `max` characters. */
function summary(text: string, max = 155): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(" ", max - 1))}…`;
}

/** The variant's address: the page with `?variant=` (canonical's own query, `?lang=`, kept). */
function variantUrl(url: string, variant: VariantView): string {
  const address = new URL(url);
  address.searchParams.set("variant", variant.id);
  return address.href;
}

/** schema.org Offer: the price is what the customer pays, in rupees. */
function offerJsonLd(url: string, variant: Pick<VariantView, "salePricePaise" | "stock">) {
  return {
    "@type": "Offer",
    url,
    priceCurrency: "INR",
    price: toRupees(variant.salePricePaise).toFixed(2),
    availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
  };
}

/** schema.org Product for search engines, with an offer per variant when the product offers a choice. */
function productJsonLd(product: ProductDetailView, url: string, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description,
    sku: product.slug,
    url,
    image: product.images.map((key) => `${origin}${imageUrl(key, 960)}`),
    brand: { "@type": "Brand", name: "Vanaushadhi" },
    offers: product.optionName
      ? product.variants.map((v) => ({
          ...offerJsonLd(variantUrl(url, v), v),
          name: lineName(product.title, v.name),
          sku: v.sku,
        }))
      : offerJsonLd(url, product),
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches, "catalogue");
  if (!loaded) return [{ title: t("plant.notFound") }];
  const { product, variant, origin, canonical: url } = loaded;
  const title = t("plant.meta.title", { title: product.title, scientificName: product.scientificName });
  const description = summary(product.description);
  const image = product.images[0];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: metaTranslator(matches, "common")("brand.name") },
    { property: "og:title", content: product.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: `${origin}${imageUrl(image, 960)}` },
          { property: "og:image:alt", content: product.alt },
        ]
      : []),
    { property: "product:price:amount", content: toRupees(variant.salePricePaise).toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    { name: "twitter:card", content: "summary_large_image" },
    // React Router escapes <, > and & in this script, so product text cannot close it.
    { "script:ld+json": productJsonLd(product, url, origin) },
  ];
}

/**
 * The rating under the title: the product's one rating, the mean of its shown reviews
 * (docs/product/reviews.md#one-rating), with how many there are; a plant nobody has reviewed yet
 * says so instead of "0.0 out of 5" and empty stars.
 */
function RatingLine({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation("catalogue");
  if (count === 0)
    return (
      <p className="text-sm text-ink/75 dark:text-night-text/75" data-testid="rating-line">
        <a href="#reviews" className="hover:underline">
          {t("plant.noReviews")}
        </a>
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="rating-line">
      <Stars rating={rating} size={18} />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-ink/75 dark:text-night-text/75">{t("plant.outOf5")}</span>
      <a href="#reviews" className="text-leaf-800 hover:underline dark:text-leaf-200">
        {t("plant.reviewCount", { count })}
      </a>
    </p>
  );
}

/** This plant's reviews with their summary, and the way to write one. */
function PlantReviews({
  title,
  reviews,
  summary,
}: {
  title: string;
  reviews: Route.ComponentProps["loaderData"]["reviews"];
  summary: Route.ComponentProps["loaderData"]["reviewSummary"];
}) {
  const { t } = useTranslation("catalogue");
  const write = `/review?plant=${encodeURIComponent(title)}#write-review`;
  return (
    <section aria-labelledby="reviews" className="mt-12 scroll-mt-24" data-testid="plant-reviews">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews" className="scroll-mt-24 text-2xl font-semibold text-leaf-900 dark:text-leaf-100">
          {t("plant.reviewsOf", { title })}
        </h2>
        <ButtonLink to={write} variant="outline">
          {t("plant.writeReview")}
        </ButtonLink>
      </div>
      {summary.count === 0 ? (
        <p className="mt-4 text-ink/80 dark:text-night-text/80">{t("plant.noReviewsYet")}</p>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
          <div className="rounded-3xl bg-white p-6 shadow-sm sm:p-8 dark:bg-night-surface">
            <RatingSummary summary={summary} />
          </div>
          <ul className="grid gap-4" data-testid="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewItem review={r} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function StockState({ stock }: { stock: number }) {
  const { t } = useTranslation("catalogue");
  const [label, tone] = {
    out: [t("plant.outOfStock"), "bg-terracotta-500 text-white"],
    low: [t("plant.onlyLeft", { count: stock }), "bg-turmeric-300 text-ink"],
    in: [t("plant.inStock"), "bg-leaf-100 text-leaf-900 dark:bg-leaf-900 dark:text-leaf-100"],
  }[stockLevel(stock)];
  return (
    <p className={cn("w-fit rounded-full px-3 py-1 text-sm font-semibold", tone)} data-testid="stock-state">
      {label}
    </p>
  );
}

/**
 * Quantity and the add button; kept per variant, so another product or size starts again at 1,
 * or at `?qty=`: − and + set it before the page's JavaScript ran, by a GET form keeping the
 * page's variant and PIN code and coming back to this place on the page.
 */
function Purchase({ product, variant, pin }: { product: ProductDetailView; variant: VariantView; pin: string | null }) {
  const [query] = useSearchParams();
  const [quantity, setQuantity] = useState(() => cartQuantity(Number(query.get(QUANTITY_PARAM)) || 1, variant.stock));
  // An add sent before the page's JavaScript ran and refused (a full cart, a quantity past the stock).
  const refusal = formError(useActionData<FormResult>());
  const stepForm = useId();
  if (variant.stock <= 0) return null;
  return (
    <div id="buy" className="flex scroll-mt-24 flex-wrap items-end gap-4">
      {refusal && (
        <Notice kind="error" className="w-full">
          {refusal}
        </Notice>
      )}
      <AddToCartButton
        product={cartVariantOf(product, variant)}
        quantity={quantity}
        quantityField={
          <QuantitySelector
            name="quantity"
            stepForm={stepForm}
            value={quantity}
            max={variant.stock}
            onChange={setQuantity}
          />
        }
        className="h-11 px-8"
      />
      <form id={stepForm} method="get" action="#buy" hidden>
        {product.optionName && <input type="hidden" name="variant" value={variant.id} />}
        {pin !== null && <input type="hidden" name="pin" value={pin} />}
      </form>
    </div>
  );
}

const PROMISES = [
  { Icon: Leaf, text: "plant.promise.nursery" },
  { Icon: ShieldCheck, text: "plant.promise.advice" },
] as const;

export default function Plant({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalogue");
  const pricing = useShopPricing();
  const { pricesIncludeTax } = pricing;
  // What the page may promise about delivery follows the shop's fee (docs/product/orders.md#delivery-charges).
  const delivery = deliveryPromise(pricing);
  const { product } = loaderData;
  const content = useContent();
  const title = content(product.title, product.titleHi);
  const description = content(product.description, product.descriptionHi);
  const [query] = useSearchParams();
  const variant = chosenVariant(product.variants, query.get("variant"));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <nav aria-label={t("plant.breadcrumb")} className="text-sm text-ink/75 dark:text-night-text/75">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              {t("plant.home")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/plants" className="hover:underline">
              {t("plant.plants")}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" lang={title.lang} className="font-medium text-ink dark:text-night-text">
            {title.text}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
        <ProductGallery key={product.id} images={product.images} alt={product.alt} />

        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h1 className="text-3xl font-semibold leading-tight text-leaf-900 sm:text-4xl dark:text-leaf-100">
                <ProductName title={product.title} titleHi={product.titleHi} />
              </h1>
              <p className="mt-1 font-serif text-lg italic text-ink/75 dark:text-night-text/75">
                {product.scientificName}
              </p>
            </div>
            <WishlistButton
              product={product}
              className="bg-white shadow-sm ring-1 ring-leaf-900/10 hover:bg-terracotta-500/10 dark:bg-night-surface dark:ring-white/10 dark:hover:bg-terracotta-500/20"
            />
          </div>
          <RatingLine rating={product.rating} count={product.reviewCount} />
          <div data-testid="product-price">
            <Price
              pricePaise={variant.pricePaise}
              salePricePaise={variant.salePricePaise}
              discount={variant.discount}
              size="lg"
            />
            {(pricesIncludeTax || gstWorthSaying(product.gstRate)) && (
              <p className="mt-1 text-xs text-ink/70 dark:text-night-text/70">
                {pricesIncludeTax ? t("plant.taxIncluded") : t("plant.gst", { rate: product.gstRate })}
              </p>
            )}
          </div>
          {product.optionName && (
            <VariantChoice
              optionName={product.optionName}
              optionNameHi={product.optionNameHi}
              variants={product.variants}
              chosen={variant}
              pin={loaderData.delivery?.pin ?? null}
            />
          )}
          <StockState stock={variant.stock} />
          <p
            lang={description.lang}
            className="text-base leading-relaxed text-ink/85 dark:text-night-text/85"
            data-testid="product-description"
          >
            {description.text}
          </p>
          <Purchase key={variant.id} product={product} variant={variant} pin={loaderData.delivery?.pin ?? null} />
          {variant.stock <= 0 && <NotifyMe key={variant.id} productId={product.id} variantId={variant.id} />}
          <DeliveryCheck
            key={product.slug}
            slug={product.slug}
            variantId={product.optionName ? variant.id : null}
            initial={loaderData.delivery}
          />
          <CarePanel care={product.care} />
          {product.blogSlug && (
            <ButtonLink to={`/blog/${product.blogSlug}`} variant="outline" className="w-fit" prefetch="intent">
              <BookOpen className="size-4" aria-hidden />
              {t("plant.readGuide", { title: title.text })}
            </ButtonLink>
          )}
          <ul className="mt-2 flex flex-col gap-3 rounded-3xl bg-white p-5 text-sm shadow-sm ring-1 ring-leaf-900/5 dark:bg-night-surface dark:ring-white/5">
            <li className="flex items-start gap-3">
              <Truck className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
              {delivery.kind === "free"
                ? t("plant.promise.delivery")
                : delivery.kind === "freeAbove"
                  ? t("plant.promise.deliveryAbove", { amount: formatINR(delivery.amountPaise) })
                  : t("plant.promise.deliveryCharged")}
            </li>
            {PROMISES.map(({ Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-leaf-700 dark:text-leaf-300" aria-hidden />
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <PlantReviews title={product.title} reviews={loaderData.reviews} summary={loaderData.reviewSummary} />
    </div>
  );
}
