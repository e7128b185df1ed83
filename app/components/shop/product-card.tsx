import { Link } from "react-router";
import { BookOpen } from "lucide-react";
import { cartProductOf } from "#app/lib/cart.ts";
import type { ProductCardView } from "#domain/catalogue/product.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Trans } from "#app/components/ui/trans.tsx";
import { AddToCartButton } from "./add-to-cart.tsx";
import { Picture } from "./picture.tsx";
import { DiscountBadge, Money, Price } from "./price.tsx";
import { Stars } from "./stars.tsx";
import { ProductName } from "./product-name.tsx";
import { WishlistButton } from "./wishlist-button.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/** A card's price: the sale price (and list price), or `From ₹…` when its sizes cost differently. */
export function CardPrice({ product }: { product: ProductCardView }) {
  const { t } = useTranslation("catalogue");
  if (product.fromPricePaise === null) {
    return (
      <Price pricePaise={product.pricePaise} salePricePaise={product.salePricePaise} discount={product.discount} />
    );
  }
  // Its sizes cost differently: the lowest price a customer pays, named as such.
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-sm text-ink/75 dark:text-night-text/75">
        <Trans
          t={t}
          i18nKey="card.from"
          components={{
            price: (
              <Money
                paise={product.fromPricePaise}
                className="text-base font-semibold text-leaf-800 dark:text-leaf-200"
              />
            ),
          }}
        />
      </span>
      {product.discount > 0 && <DiscountBadge discount={product.discount} />}
    </span>
  );
}

/** A card's way to buy: 'Add to cart', or `See options` for a product sold in sizes or packs. */
export function CardBuy({ product }: { product: ProductCardView }) {
  const { t } = useTranslation("catalogue");
  if (!product.optionName) return <AddToCartButton product={cartProductOf(product)} className="px-4 py-2" />;
  // The choice is made on its page, where each one's price and stock show.
  return (
    <Link to={`/plant/${product.slug}`} prefetch="intent" className={buttonClass("primary", "px-4 py-2")}>
      {t("card.chooseOption")}
    </Link>
  );
}

export function ProductCard({ product, priority = false }: { product: ProductCardView; priority?: boolean }) {
  const { t } = useTranslation("catalogue");
  const href = `/plant/${product.slug}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-leaf-900/5 transition-shadow duration-200 hover:shadow-md dark:bg-night-surface dark:ring-white/5">
      <Link to={href} prefetch="intent" className="block overflow-hidden" tabIndex={-1} aria-hidden>
        <Picture
          imageKey={product.image}
          alt=""
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, calc(50vw - 1.5rem)"
          priority={priority}
          className="aspect-square w-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-serif text-lg leading-snug">
          <Link to={href} prefetch="intent" className="hover:underline">
            <ProductName title={product.title} titleHi={product.titleHi} />
          </Link>
        </h3>
        {/* After the name it belongs to, for the reader; shown on the picture's corner. */}
        <WishlistButton
          product={product}
          className="absolute right-2 top-2 bg-white/90 shadow-sm backdrop-blur-sm hover:bg-white dark:bg-night/80 dark:hover:bg-night"
        />
        {product.rating > 0 ? (
          <Stars rating={product.rating} />
        ) : (
          <p className="text-sm text-ink/75 dark:text-night-text/75">{t("card.noReviews")}</p>
        )}
        <CardPrice product={product} />
        {product.availability.level === "low" && (
          <p className="w-fit rounded-full bg-turmeric-300 px-2.5 py-0.5 text-xs font-semibold text-ink">
            {t("plant.onlyLeft", { count: product.availability.left })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <CardBuy product={product} />
          {product.blogSlug ? (
            <Link
              to={`/blog/${product.blogSlug}`}
              className={buttonClass("ghost", "px-3 py-2")}
              aria-label={t("card.blogLabel", { title: product.title })}
            >
              <BookOpen className="size-4" aria-hidden /> {t("card.blog")}
            </Link>
          ) : (
            <button
              type="button"
              className={buttonClass("ghost", "px-3 py-2")}
              onClick={() => console.error("Product has no blogSlug", product.slug)}
            >
              <BookOpen className="size-4" aria-hidden /> {t("card.blog")}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
