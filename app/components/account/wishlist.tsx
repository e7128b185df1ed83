import { Heart, Trash2 } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { ProductCardView } from "#domain/catalogue/product.ts";
import type { FormResult } from "#app/lib/forms.ts";
import { useMessageText, useTranslation } from "#app/lib/i18n.ts";
import { Picture } from "#app/components/shop/picture.tsx";
import { CardBuy, CardPrice } from "#app/components/shop/product-card.tsx";
import { ProductName } from "#app/components/shop/product-name.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";

/**
 * The profile's Wishlist tab (docs/product/accounts.md#wishlist): the saved products, newest
 * first, each with its picture, name, price and page, `Remove`, and 'Add to cart' when it is
 * sold one way (one sold in sizes links to its page, where the size is chosen).
 */
export function Wishlist({ products }: { products: ProductCardView[] }) {
  const { t } = useTranslation("account");
  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center" data-testid="wishlist-empty">
        <Heart className="size-12 text-terracotta-500 dark:text-terracotta-300" aria-hidden />
        <h2 className="text-2xl font-semibold">{t("wishlist.emptyTitle")}</h2>
        <p className="max-w-sm text-ink/75 dark:text-night-text/75">{t("wishlist.emptyText")}</p>
        <ButtonLink to="/plants">{t("wishlist.browse")}</ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <h2 className="text-2xl font-semibold">{t("wishlist.heading")}</h2>
      <ul className="mt-6 grid gap-4" data-testid="wishlist">
        {products.map((product) => (
          <WishlistItem key={product.id} product={product} />
        ))}
      </ul>
    </div>
  );
}

function WishlistItem({ product }: { product: ProductCardView }) {
  const { t } = useTranslation("account");
  const tm = useMessageText();
  const remover = useFetcher<FormResult>();
  const removing = remover.state !== "idle";
  const href = `/plant/${product.slug}`;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-leaf-900/10 p-3 sm:flex-nowrap dark:border-white/10">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden className="shrink-0 overflow-hidden rounded-xl">
        <Picture imageKey={product.image} alt="" sizes="96px" className="size-20 object-cover sm:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-serif text-lg leading-snug">
          <Link to={href} prefetch="intent" className="hover:underline">
            <ProductName title={product.title} titleHi={product.titleHi} />
          </Link>
        </h3>
        <CardPrice product={product} />
        {remover.data?.error && <Notice kind="error">{tm(remover.data.error)}</Notice>}
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:flex-nowrap">
        <CardBuy product={product} />
        <remover.Form method="post" action="/profile">
          <input type="hidden" name="intent" value="unwish" />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
            disabled={removing}
            aria-label={t("wishlist.removeEntry", { title: product.title })}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-terracotta-600 transition-colors duration-200 hover:bg-terracotta-500/10 disabled:opacity-60 dark:text-terracotta-300 dark:hover:bg-terracotta-500/20"
          >
            <Trash2 className="size-4" aria-hidden />
            {removing ? t("wishlist.removing") : t("wishlist.remove")}
          </button>
        </remover.Form>
      </div>
    </li>
  );
}
