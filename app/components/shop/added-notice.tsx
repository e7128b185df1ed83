import { useSearchParams } from "react-router";
import { ADDED_PARAM } from "#app/lib/cart-intent.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

/**
 * 'Add to cart' pressed before the page's JavaScript ran came back here (`?added=`): the page
 * says so, in place of the popup the hydrated button shows, with the way to the cart.
 */
export function CartAddedNotice() {
  const { t } = useTranslation("catalogue");
  const [params] = useSearchParams();
  if (!params.has(ADDED_PARAM)) return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 pt-4 sm:px-6" data-testid="cart-added">
      <Notice kind="success" className="flex-1">
        {t("cart.added")}
      </Notice>
      <ButtonLink to="/checkout">{t("cart.checkout")}</ButtonLink>
    </div>
  );
}
